import type OlMap from "ol/Map.js";
import type Overlay from "ol/Overlay.js";
import { layoutMarkers, type LabelSide, type MarkerLayout } from "../marker-layout.ts";
import type { LabelBox } from "./label-boxes.ts";
import type { MarkerObstacle } from "./label-obstacles.ts";

const SIDE_CLASSES: Record<LabelSide, string> = {
  right: "",
  left: "map-marker--label-left",
  below: "map-marker--label-below",
  above: "map-marker--label-above",
  "below-right": "map-marker--label-below map-marker--label-start",
  "below-left": "map-marker--label-below map-marker--label-end",
  "above-right": "map-marker--label-above map-marker--label-start",
  "above-left": "map-marker--label-above map-marker--label-end",
  hidden: "map-marker--label-hidden",
};

interface Item {
  overlay: Overlay;
  element: HTMLElement;
  count: HTMLElement;
  label: HTMLElement | null;
  /** The label's width, measured while it was shown (a hidden marker measures 0), per name. */
  width: { name: string; px: number };
}

/** The label's width: measured while shown, remembered while the marker is hidden in a cluster. */
function labelWidth(item: Item): number {
  const name = nameOf(item);
  const px = item.label?.offsetWidth ?? 0;
  if (px > 0 || item.width.name !== name) item.width = { name, px };
  return item.width.px;
}

const nameOf = (item: Item) => item.element.dataset.name ?? "";

function itemOf(overlay: Overlay): Item {
  const element = overlay.getElement() as HTMLElement;
  const count = document.createElement("span");
  count.className = "map-marker__count";
  count.setAttribute("aria-hidden", "true");
  element.append(count);
  return {
    overlay,
    element,
    count,
    label: element.querySelector<HTMLElement>(".map-marker__label"),
    width: { name: "", px: 0 },
  };
}

/** Shows a layout on the markers: who leads, each label's side, each cluster's count and accessible name. */
function apply(items: readonly Item[], layout: MarkerLayout) {
  items.forEach((item, i) => {
    const lead = layout.leader[i] === i;
    const members = items.filter((_, j) => layout.leader[j] === i && j !== i).map(nameOf);
    item.element.hidden = !lead;
    item.element.classList.remove(
      ...new Set(
        Object.values(SIDE_CLASSES)
          .flatMap((c) => c.split(" "))
          .filter(Boolean),
      ),
    );
    const side = SIDE_CLASSES[layout.label[i] as LabelSide];
    if (side) item.element.classList.add(...side.split(" "));
    item.count.textContent = members.length > 0 ? String(members.length + 1) : "";
    item.element.setAttribute(
      "aria-label",
      members.length > 0 ? `${nameOf(item)} and ${members.length} more: ${members.join(", ")}` : nameOf(item),
    );
  });
}

/** The boxes the visible markers take, measured in the page (the label layout's test hook, label-boxes.ts). */
function measuredBoxes(map: OlMap, items: readonly Item[]): LabelBox[] {
  const origin = map.getViewport()?.getBoundingClientRect() ?? new DOMRect();
  const box = (kind: LabelBox["kind"], name: string, marker: number, element: Element): LabelBox => {
    const r = element.getBoundingClientRect();
    return {
      kind,
      name,
      marker,
      left: r.left - origin.left,
      top: r.top - origin.top,
      right: r.right - origin.left,
      bottom: r.bottom - origin.top,
    };
  };
  return items.flatMap((item, i) => {
    if (item.element.hidden || item.overlay.getPosition() === undefined) return [];
    const pin = item.element.querySelector("svg") ?? item.element;
    const boxes = [box("pin", item.element.getAttribute("aria-label") ?? "", i, pin)];
    if (item.label && getComputedStyle(item.label).visibility !== "hidden")
      boxes.push(box("marker-label", item.label.textContent ?? "", i, item.label));
    if (item.count.textContent) boxes.push(box("badge", item.count.textContent, i, item.count));
    return boxes;
  });
}

/**
 * Keeps labelled markers readable at every zoom (client/maps/marker-layout.ts): after each
 * render, markers whose pins would overlap become one marker with a count, each label goes
 * where it is neither cut off nor over another, and the boxes they take are handed to
 * `onObstacles` so that the base map's names go around them. Returns the measured boxes
 * (for the test hook) and a function that stops it.
 */
export function arrangeMarkers(
  map: OlMap,
  overlays: readonly Overlay[],
  onObstacles: (obstacles: MarkerObstacle[]) => void,
): { boxes: () => LabelBox[]; add: (overlay: Overlay) => void; stop: () => void } {
  const items = overlays.map(itemOf);
  let last = "";
  const arrange = () => {
    const size = map.getSize();
    if (!size) return;
    // Only markers with a position take part (the position marker waits for one).
    const placed = items.filter((item) => item.overlay.getPosition() !== undefined);
    const tips = placed.map((item) => {
      const pixel = map.getPixelFromCoordinate(item.overlay.getPosition() as number[]);
      return { x: pixel?.[0] ?? -1e6, y: pixel?.[1] ?? -1e6, labelWidth: labelWidth(item) };
    });
    const layout = layoutMarkers(tips, { width: size[0] as number, height: size[1] as number });
    // Obstacles sit at their markers' coordinates: they follow a pan by themselves, and change with the layout only.
    const key = JSON.stringify([layout.leader, layout.label, tips.map((t) => t.labelWidth), placed.map(nameOf)]);
    if (key === last) return;
    last = key;
    apply(placed, layout);
    onObstacles(
      placed.flatMap((item, i) => {
        const rects = layout.boxes[i] ?? [];
        return rects.length > 0
          ? [{ coordinate: item.overlay.getPosition() as number[], tip: tips[i] as { x: number; y: number }, rects }]
          : [];
      }),
    );
  };
  const key = map.on("postrender", arrange);
  return {
    boxes: () => measuredBoxes(map, items),
    // The position marker, once there is a position, at the front (it leads a cluster it is in).
    add: (overlay) => {
      items.unshift(itemOf(overlay));
      map.render();
    },
    stop: () => map.un("postrender", key.listener),
  };
}
