import { readFile } from "node:fs/promises";
import type { EmbeddedProvider } from "../../worker/localities/embedded/embedded-provider.ts";

/**
 * The Worker's ASSETS binding, answered from the built files in dist/assets (run
 * `npm run build` first): lets a script run the embedded provider in Node.
 */
export const builtAssets = {
  async fetch(input: string): Promise<Response> {
    const path = new URL(input).pathname;
    try {
      return new Response(await readFile(`dist/assets${path}`));
    } catch {
      return new Response("not found", { status: 404 });
    }
  },
} as unknown as ConstructorParameters<typeof EmbeddedProvider>[0];
