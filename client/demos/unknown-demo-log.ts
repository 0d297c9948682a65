import { unknownDemoMessage } from "./demo-names.ts";

/**
 * Spec part 1 §8: an unknown demo product name is reported in the console only. The server
 * renders such a demo as an empty marker (`data-unknown-demo`); the site script logs it here.
 */
export function logUnknownDemos(root: ParentNode = document): void {
  for (const element of root.querySelectorAll<HTMLElement>("[data-unknown-demo]")) {
    console.error(unknownDemoMessage(element.dataset.unknownDemo ?? ""));
  }
}
