/**
 * Progressive enhancement of the blocks, run by the site script (client/site.ts) on every
 * page with the header and footer: carousels, third-party embed facades, code copy
 * buttons, the offices map, choosing a currency in place, and inert links in the editor's edit mode. Each finds its
 * elements and does nothing without them.
 */
import { enhanceCarousels } from "./carousel.ts";
import { enhanceCopyButtons } from "./copy.ts";
import { enhanceCurrencySwitch } from "./currency-switch.ts";
import { enhanceEditMode } from "./edit-mode.ts";
import { enhanceEmbeds } from "./embeds.ts";
import { enhanceOfficesMaps } from "./offices-map.ts";

export function enhanceBlocks(): void {
  enhanceEditMode();
  enhanceCarousels();
  enhanceEmbeds();
  enhanceCopyButtons();
  enhanceOfficesMaps();
  enhanceCurrencySwitch();
}
