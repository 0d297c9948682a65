/**
 * The browser entry, loaded only by pages that hold an island. It is tiny: it finds the
 * islands and imports, in parallel, React's hydration chunk and each island's own chunk, when
 * the island needs them (client/islands/registry.ts, docs/architecture.md):
 * - an island without `data-load` at once (its chunks were preloaded with the page);
 * - `data-load="visible"` (the pricing simulator, the product demos) at once when it stands in
 *   the upper half of the viewport as the page opens, else once the visitor has scrolled and
 *   it is within a screen of the viewport, or when the visitor reaches for it;
 * - `data-load="interaction"` (the home page's live demo) when the visitor reaches for it
 *   (focus, pointer, touch, a key) or once the browser is idle after the page has loaded.
 * What was typed before its code arrived is kept for it (islands/typed-values.ts). Its
 * server HTML holds its place until then, so nothing moves when it hydrates.
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

/** How far beyond the viewport a `visible` island starts loading once the visitor scrolls: a screen. */
const NEAR_VIEW = "100% 0px";

/** Whether the visitor has scrolled since the page opened (a restored scroll position counts). */
let scrolled = window.scrollY > 0;
const onFirstScroll: (() => void)[] = [];
window.addEventListener(
  "scroll",
  () => {
    scrolled = true;
    for (const callback of onFirstScroll.splice(0)) callback();
  },
  { once: true, passive: true },
);

/** An island the visitor is looking at as the page opens: its top in the upper half of the viewport. */
function openedInView(rect: DOMRectReadOnly): boolean {
  return rect.bottom > 0 && rect.top < window.innerHeight / 2;
}

/** Calls `load` when the island is seen, as `visible` says; answers a function that stops watching. */
function whenSeen(target: Element, load: () => void): () => void {
  if (typeof IntersectionObserver !== "function") {
    load();
    return () => {};
  }
  let near = false;
  const observer = new IntersectionObserver(
    (entries) => {
      const entry = entries[entries.length - 1];
      near = entry?.isIntersecting ?? false;
      if (near && (scrolled || (entry && openedInView(entry.boundingClientRect)))) load();
    },
    { rootMargin: NEAR_VIEW },
  );
  observer.observe(target);
  onFirstScroll.push(() => {
    if (near) load();
  });
  return () => observer.disconnect();
}

function whenNeeded(element: HTMLElement, mode: string | undefined, load: () => void): void {
  const events = ["focusin", "pointerenter", "touchstart", "keydown"] as const;
  let done = false;
  let stopWatching = () => {};
  const once = () => {
    if (done) return;
    done = true;
    for (const type of events) element.removeEventListener(type, once);
    stopWatching();
    load();
  };
  for (const type of events) element.addEventListener(type, once, { passive: true });
  if (mode === "visible") {
    // <locus-island> is display: contents (no box of its own): watch what it holds.
    stopWatching = whenSeen(element.firstElementChild ?? element, once);
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
