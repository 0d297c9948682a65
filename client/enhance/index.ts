/**
 * Progressive enhancement of the blocks, run by the site script (client/site.ts) on every
 * page with the header and footer: carousels, third-party embed facades, code copy
 * buttons, the offices map, and inert links in the editor's edit mode. Each finds its elements and does nothing without them.
 */
import { enhanceCarousels } from "./carousel.ts";
import { enhanceCopyButtons } from "./copy.ts";
import { enhanceEditMode } from "./edit-mode.ts";
import { enhanceEmbeds } from "./embeds.ts";
import { enhanceOfficesMaps } from "./offices-map.ts";

export function enhanceBlocks(): void {
  enhanceEditMode();
  enhanceCarousels();
  enhanceEmbeds();
  enhanceCopyButtons();
  enhanceOfficesMaps();
}
