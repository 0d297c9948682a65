import type { MapTiles } from "../maps/tiles.ts";
import type { ToolSlug } from "./tools.ts";

/** What every tool island is rendered with: plain JSON decided by the server. */
export interface ToolIslandProps {
  tool: ToolSlug;
  /** The configured tile server, or null for the embedded base map. */
  tiles: MapTiles | null;
  /** The embedded geocoder answers (no Localities API configured): the tools say what its data covers. */
  embedded: boolean;
}
