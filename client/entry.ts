/**
 * The browser entry, loaded only by pages that hold an island. It is tiny: it finds the
 * islands and imports, in parallel, React's hydration chunk and each island's own chunk.
 * An island marked `data-load="interaction"` (the home page's live demo) is loaded when the
 * visitor reaches for it (focus, pointer, touch, a key) or once the browser is idle after the
 * page has loaded; one marked `data-load="visible"` (the pricing simulator, below the fold)
 * when it comes near the viewport or is reached for. What was typed before its code arrived is
 * kept for it (islands/typed-values.ts).
 */
import { islandLoaders } from "./islands/loaders.gen.ts";
import type { IslandName } from "./islands/registry.ts";
import { TYPED_ATTRIBUTE, typedValues } from "./islands/typed-values.ts";

function isIslandName(name: string | undefined): name is IslandName {
  return name !== undefined && Object.hasOwn(islandLoaders, name);
}

function hydrate(element: HTMLElement, name: IslandName): void {
  Promise.all([import("./hydrate.tsx"), islandLoaders[name]()])
    .then(([{ hydrateIsland }, island]) => {
      const props: unknown = JSON.parse(element.dataset.props ?? "{}");
      const typed = typedValues(element);
      if (Object.keys(typed).length > 0) element.setAttribute(TYPED_ATTRIBUTE, JSON.stringify(typed));
      hydrateIsland(element, island.default as Parameters<typeof hydrateIsland>[1], props as object);
    })
    .catch((error: unknown) => console.error(`Island "${name}" could not be loaded`, error));
}

/** How long after the page's load the browser may wait before an idle island loads anyway. */
const IDLE_TIMEOUT_MS = 4000;

/** How far below the viewport a `visible` island starts loading. */
const NEAR_VIEW = "600px";

function whenNeeded(element: HTMLElement, mode: string | undefined, load: () => void): void {
  const events = ["focusin", "pointerenter", "touchstart", "keydown"] as const;
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    for (const type of events) element.removeEventListener(type, once);
    load();
  };
  for (const type of events) element.addEventListener(type, once, { passive: true });
  if (mode === "visible" && typeof IntersectionObserver === "function") {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          once();
        }
      },
      { rootMargin: `${NEAR_VIEW} 0px` },
    );
    // <locus-island> is display: contents (no box of its own): watch what it holds.
    observer.observe(element.firstElementChild ?? element);
    return;
  }
  const whenIdle = () =>
    "requestIdleCallback" in window
      ? window.requestIdleCallback(once, { timeout: IDLE_TIMEOUT_MS })
      : setTimeout(once, IDLE_TIMEOUT_MS);
  if (document.readyState === "complete") whenIdle();
  else window.addEventListener("load", whenIdle, { once: true });
}

for (const element of document.querySelectorAll<HTMLElement>("locus-island[data-island]")) {
  const name = element.dataset.island;
  if (!isIslandName(name)) {
    console.error(`Unknown island "${name}"`);
    continue;
  }
  if (element.dataset.load) whenNeeded(element, element.dataset.load, () => hydrate(element, name));
  else hydrate(element, name);
}
