import Attribution from "ol/control/Attribution.js";
import type Control from "ol/control/Control.js";
import Zoom from "ol/control/Zoom.js";
import type { MapWords } from "../map-types.ts";

/** A button label: the symbol for sight, the words for its accessible name. */
function label(symbol: string, words: string): HTMLElement {
  const span = document.createElement("span");
  const glyph = document.createElement("span");
  glyph.setAttribute("aria-hidden", "true");
  glyph.textContent = symbol;
  const text = document.createElement("span");
  text.className = "visually-hidden";
  text.textContent = words;
  span.append(glyph, text);
  return span;
}

/** Zoom buttons named "Zoom in" and "Zoom out" (in the map's words), and an attribution that is always shown. */
export function mapControls(words: Pick<MapWords, "zoomIn" | "zoomOut">): Control[] {
  return [
    new Zoom({
      zoomInLabel: label("+", words.zoomIn),
      zoomOutLabel: label("−", words.zoomOut),
      zoomInTipLabel: words.zoomIn,
      zoomOutTipLabel: words.zoomOut,
    }),
    new Attribution({ collapsible: false }),
  ];
}
