/**
 * The production base map: an XYZ raster tile server. The Worker reads it from its
 * configuration and passes it to map islands as a prop (islands never read request
 * context); without one, maps show the embedded Natural Earth base map.
 */
export interface MapTiles {
  /** URL template with {z}, {x} and {y} (and optionally {a-c} subdomains), https only. */
  url: string;
  /** Plain text shown in the map, e.g. "© OpenStreetMap contributors". */
  attribution: string;
}

/**
 * Validates a tile configuration (e.g. the Worker vars MAP_TILE_URL and
 * MAP_TILE_ATTRIBUTION). Returns null when no URL is set; throws on a URL that cannot work,
 * so a misconfiguration is found at the first request instead of as a blank map.
 */
export function mapTilesFromConfig(url: string | undefined, attribution: string | undefined): MapTiles | null {
  const template = url?.trim();
  if (!template) return null;
  let parsed: URL;
  try {
    parsed = new URL(template.replaceAll("{", "%7B").replaceAll("}", "%7D"));
  } catch {
    throw new Error(`map tile URL is not a URL: ${template}`);
  }
  if (parsed.protocol !== "https:") throw new Error(`map tile URL must use https: ${template}`);
  for (const placeholder of ["{z}", "{x}", "{y}"]) {
    if (!template.includes(placeholder)) throw new Error(`map tile URL needs ${placeholder}: ${template}`);
  }
  const text = attribution?.trim();
  if (!text) throw new Error("map tiles need an attribution text (MAP_TILE_ATTRIBUTION)");
  return { url: template, attribution: text };
}
