import { type RefObject, useEffect } from "react";
import { TYPED_ATTRIBUTE } from "./typed-values.ts";

/**
 * After hydration, hands the text typed before it to React as if typed now: the input's
 * tracked value is reset, the text set through the native setter and an input event sent,
 * so the component's onChange sees it (and searches for it).
 */
export function useReplayTyped(root: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const island = root.current?.closest("locus-island");
    const saved = island?.getAttribute(TYPED_ATTRIBUTE);
    if (!island || !saved) return;
    island.removeAttribute(TYPED_ATTRIBUTE);
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set;
    for (const [id, text] of Object.entries(JSON.parse(saved) as Record<string, string>)) {
      const input = island.querySelector<HTMLInputElement>(`#${CSS.escape(id)}`);
      if (!input || !setter) continue;
      input.value = "";
      setter.call(input, text);
      input.dispatchEvent(new Event("input", { bubbles: true }));
    }
  }, [root]);
}
