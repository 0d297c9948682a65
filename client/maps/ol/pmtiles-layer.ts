/**
 * A raster PMTiles archive as the base map (its own chunk, imported only when configured):
 * the maintained `pmtiles` reader fetches the header, directories and tiles with HTTP byte
 * ranges from this site's /tiles/{name}.pmtiles (the Worker serves it from R2), and each
 * tile image is decoded with createImageBitmap, so no blob: URL is needed under the CSP.
 */
import TileLayer from "ol/layer/Tile.js";
import DataTileSource from "ol/source/DataTile.js";
import { createXYZ, extentFromProjection } from "ol/tilegrid.js";
import { PMTiles, TileType } from "pmtiles";

const RASTER_TYPES = new Set<TileType>([TileType.Png, TileType.Jpeg, TileType.Webp, TileType.Avif]);

export interface PmtilesBase {
  layer: TileLayer<DataTileSource>;
  /** Resolves once the archive's header is read; rejects for an archive that is not raster. */
  loaded: Promise<void>;
  /** Its deepest zoom: the map may zoom that far. */
  maxZoom: Promise<number>;
}

export function pmtilesLayer(url: string, attribution: string): PmtilesBase {
  const archive = new PMTiles(new URL(url, location.href).href);
  const layer = new TileLayer<DataTileSource>({ className: "map-base" });
  const header = archive.getHeader().then((h) => {
    if (!RASTER_TYPES.has(h.tileType))
      throw new Error(`PMTiles archive ${url}: tile type ${h.tileType} is not a raster image`);
    return h;
  });
  const loaded = header.then((h) => {
    layer.setSource(
      new DataTileSource({
        attributions: attribution,
        tileGrid: createXYZ({
          extent: extentFromProjection("EPSG:3857"),
          minZoom: h.minZoom,
          maxZoom: h.maxZoom,
          tileSize: 256,
        }),
        wrapX: true,
        transition: 0,
        loader: async (z, x, y) => {
          const tile = await archive.getZxy(z, x, y);
          if (!tile) throw new Error(`no tile ${z}/${x}/${y}`);
          return createImageBitmap(new Blob([tile.data]));
        },
      }),
    );
  });
  return { layer, loaded, maxZoom: header.then((h) => h.maxZoom) };
}
