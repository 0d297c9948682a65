import type { LocalitiesCapabilities } from "../localities/capabilities.ts";
import type { MapTiles } from "../maps/tiles.ts";
import type { ToolSlug } from "./tools.ts";

/** What every tool island is rendered with: plain JSON decided by the server. */
export interface ToolIslandProps {
  tool: ToolSlug;
  /** The configured tile server, or null for the embedded base map. */
  tiles: MapTiles | null;
  /** What the localities provider answers: the tool's words are chosen from it (docs/tools.md). */
  capabilities: LocalitiesCapabilities;
}
