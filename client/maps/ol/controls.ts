import Attribution from "ol/control/Attribution.js";
import type Control from "ol/control/Control.js";
import Zoom from "ol/control/Zoom.js";

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

/** Zoom buttons named "Zoom in" and "Zoom out", and an attribution that is always shown. */
export function mapControls(): Control[] {
  return [
    new Zoom({
      zoomInLabel: label("+", "Zoom in"),
      zoomOutLabel: label("−", "Zoom out"),
      zoomInTipLabel: "Zoom in",
      zoomOutTipLabel: "Zoom out",
    }),
    new Attribution({ collapsible: false }),
  ];
}
