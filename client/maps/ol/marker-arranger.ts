import type OlMap from "ol/Map.js";
import type Overlay from "ol/Overlay.js";
import { layoutMarkers, type LabelSide } from "../marker-layout.ts";

const SIDE_CLASSES: Record<LabelSide, string> = {
  right: "",
  left: "map-marker--label-left",
  hidden: "map-marker--label-hidden",
};

/**
 * Keeps labelled markers readable at every zoom (client/maps/marker-layout.ts): after each
 * render, markers whose pins would overlap become one marker with a count, and each label
 * goes where it is neither cut off nor over another. Returns a function that stops it.
 */
export function arrangeMarkers(map: OlMap, overlays: readonly Overlay[]): () => void {
  const items = overlays.map((overlay) => {
    const element = overlay.getElement() as HTMLElement;
    const count = document.createElement("span");
    count.className = "map-marker__count";
    count.setAttribute("aria-hidden", "true");
    element.append(count);
    return {
      overlay,
      element,
      count,
      name: element.getAttribute("aria-label") ?? "",
      label: element.querySelector<HTMLElement>(".map-marker__label"),
    };
  });
  let last = "";

  const arrange = () => {
    const size = map.getSize();
    if (!size) return;
    const boxes = items.map(({ overlay, label }) => {
      const position = overlay.getPosition();
      const pixel = position ? map.getPixelFromCoordinate(position) : null;
      return { x: pixel?.[0] ?? -1e6, y: pixel?.[1] ?? -1e6, labelWidth: label?.offsetWidth ?? 0 };
    });
    const layout = layoutMarkers(boxes, { width: size[0] as number, height: size[1] as number });
    const key = JSON.stringify(layout);
    if (key === last) return;
    last = key;
    items.forEach((item, i) => {
      const lead = layout.leader[i] === i;
      const members = items.filter((_, j) => layout.leader[j] === i && j !== i).map((m) => m.name);
      item.element.hidden = !lead;
      item.element.classList.remove("map-marker--label-left", "map-marker--label-hidden");
      const side = SIDE_CLASSES[layout.label[i] as LabelSide];
      if (side) item.element.classList.add(side);
      item.count.textContent = members.length > 0 ? String(members.length + 1) : "";
      item.element.setAttribute(
        "aria-label",
        members.length > 0 ? `${item.name} and ${members.length} more: ${members.join(", ")}` : item.name,
      );
    });
  };

  const key = map.on("postrender", arrange);
  return () => map.un("postrender", key.listener);
}
