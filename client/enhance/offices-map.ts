import type { OfficesMapData } from "../blocks/company/offices-map.tsx";
import { whenNearView } from "../maps/near-view.ts";

/**
 * The offices map (client/blocks/company/offices-map.tsx), without React: when its region
 * comes near the view, the site's map module (OpenLayers, its own chunk) draws every office
 * as a labelled marker, zoomed in no further than 3 (docs/section-library.md).
 */
function draw(region: HTMLElement): void {
  const canvas = region.querySelector<HTMLElement>(".map-view__canvas");
  const status = region.querySelector<HTMLElement>(".map-view__status");
  if (!canvas) return;
  let data: OfficesMapData;
  try {
    data = JSON.parse(region.dataset.officesMap ?? "") as OfficesMapData;
  } catch (error) {
    console.error("The offices map has unreadable data", error);
    return;
  }
  whenNearView(region, async () => {
    region.dataset.mapState = "loading";
    if (status) status.textContent = "Loading the map…";
    try {
      // The map module is its own chunk, fetched only now (static imports would share chunks
      // with the islands and cost every page more requests).
      const { createMap } = await import("../maps/ol/openlayers-map.ts");
      const map = createMap(canvas, {
        center: data.center,
        zoom: data.zoom,
        points: data.points.map((point) => ({
          position: { lat: point.lat, lng: point.lng },
          label: point.label,
          kind: "poi",
        })),
        fitPoints: true,
        tiles: data.tiles,
        keyboardTarget: region,
      });
      await map.ready;
      region.dataset.mapState = "ready";
      if (status) status.textContent = "";
    } catch (error) {
      console.error("The offices map could not be created", error);
      region.dataset.mapState = "error";
      if (status) status.textContent = "The map could not be loaded.";
    }
  });
}

export function enhanceOfficesMaps(): void {
  for (const region of document.querySelectorAll<HTMLElement>("[data-offices-map]")) draw(region);
}
