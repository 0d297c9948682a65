import type MapBrowserEvent from "ol/MapBrowserEvent.js";
import { noModifierKeys, platformModifierKeyOnly, primaryAction } from "ol/events/condition.js";
import { defaults as defaultInteractions } from "ol/interaction/defaults.js";
import DragPan from "ol/interaction/DragPan.js";
import type Interaction from "ol/interaction/Interaction.js";
import MouseWheelZoom from "ol/interaction/MouseWheelZoom.js";
import type Collection from "ol/Collection.js";
import type { MapWords } from "../map-types.ts";

const HINT_MS = 1500;

function isMac(): boolean {
  return /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);
}

/**
 * The map's interactions. Rotation is off everywhere (the base maps are north-up).
 *
 * Greedy (docs/maps.md, Discover Map): the mouse wheel zooms without a modifier and one finger
 * pans. Cooperative (the default elsewhere): Ctrl/⌘ + wheel zooms and two fingers pan,
 * so a page scrolls past the map; a short hint explains this when someone tries.
 */
export function mapInteractions(
  greedy: boolean,
  hint: HTMLElement,
  words: Pick<MapWords, "wheelHint" | "twoFingers">,
): Collection<Interaction> {
  const interactions = defaultInteractions({
    altShiftDragRotate: false,
    pinchRotate: false,
    mouseWheelZoom: greedy,
    dragPan: greedy,
  });
  if (greedy) return interactions;

  let timer: ReturnType<typeof setTimeout> | undefined;
  const showHint = (text: string) => {
    hint.textContent = text;
    hint.classList.add("is-visible");
    clearTimeout(timer);
    timer = setTimeout(() => hint.classList.remove("is-visible"), HINT_MS);
  };

  const wheel = new MouseWheelZoom({
    condition(event: MapBrowserEvent) {
      if (platformModifierKeyOnly(event)) return true;
      if (event.type === "wheel") showHint(words.wheelHint(isMac() ? "⌘" : "Ctrl"));
      return false;
    },
  });
  const pan: DragPan = new DragPan({
    condition(event: MapBrowserEvent) {
      const pointer = event.originalEvent as PointerEvent;
      if (pointer.pointerType !== "touch") return noModifierKeys(event) && primaryAction(event);
      if (pan.getPointerCount() >= 2) return true;
      showHint(words.twoFingers);
      return false;
    },
  });
  interactions.extend([wheel, pan]);
  return interactions;
}
