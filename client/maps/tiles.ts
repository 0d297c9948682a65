/**
 * The production base map: an XYZ raster tile server, or a raster PMTiles archive that the
 * Worker serves from R2 at /tiles/{name}. The Worker reads it from its configuration and
 * passes it to map islands as a prop (islands never read request context); without one,
 * maps show the embedded Natural Earth base map.
 */
export interface MapTiles {
  /** "xyz" (the default) or "pmtiles". */
  kind?: "xyz" | "pmtiles";
  /** XYZ: URL template with {z}, {x} and {y} (and optionally {a-c} subdomains), https only. PMTiles: /tiles/{name}.pmtiles. */
  url: string;
  /** Plain text shown in the map, e.g. "© OpenStreetMap contributors". */
  attribution: string;
}

/** Archive names the Worker serves (worker/maps/pmtiles-route.ts). */
const PMTILES_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,120}\.pmtiles$/;

/**
 * Validates a tile configuration (the Worker vars MAP_TILE_URL or MAP_PMTILES, with
 * MAP_TILE_ATTRIBUTION). Returns null when neither is set; throws on a value that cannot
 * work, so a misconfiguration is found at the first request instead of as a blank map.
 */
export function mapTilesFromConfig(
  url: string | undefined,
  attribution: string | undefined,
  pmtiles?: string,
): MapTiles | null {
  const template = url?.trim();
  const archive = pmtiles?.trim();
  if (template && archive) throw new Error("set MAP_TILE_URL or MAP_PMTILES, not both");
  if (archive) {
    if (!PMTILES_NAME.test(archive))
      throw new Error(`MAP_PMTILES must be an archive name ending in .pmtiles: ${archive}`);
    const text = attribution?.trim();
    if (!text) throw new Error("map tiles need an attribution text (MAP_TILE_ATTRIBUTION)");
    return { kind: "pmtiles", url: `/tiles/${archive}`, attribution: text };
  }
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
