import { expect, test, type Locator, type Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { decodeBasemap } from "../../client/maps/basemap-codec.ts";
import type { MapModule } from "../../client/maps/map-types.ts";
import { writeArchive } from "../../scripts/lib/pmtiles-writer.ts";
import { renderTile, tilesCovering } from "../../scripts/lib/raster-tiles.ts";

/**
 * Maps on the page content/pages/map-harbours-of-andalusia.json (a Discover Map section over
 * four harbours, zoom 7, centre 36.95, -4.6), drawn offline with the embedded base map.
 */
const PAGE = "/harbours-of-andalusia";
const OPENLAYERS_CHUNK = /^\/static\/chunks\/openlayers-map-\w+\.js$/;
const BASEMAP = /^\/static\/media\/natural-earth-\w+\.lbm$/;
const CENTER = { lat: 36.95, lng: -4.6 };
const ZOOM = 7;

/** Records every request and every console error or page error (CSP violations are console errors). */
function watch(page: Page) {
  const requests: URL[] = [];
  const problems: string[] = [];
  page.on("request", (request) => requests.push(new URL(request.url())));
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  return {
    problems,
    requests,
    requested: (pattern: RegExp) => requests.some((url) => pattern.test(url.pathname)),
  };
}

/** Web Mercator pixel offset of a position from the map centre at a zoom (256 px tiles). */
function offsetFromCenter(lat: number, lng: number, zoom: number): { dx: number; dy: number } {
  const worldPx = 256 * 2 ** zoom;
  const y = (latitude: number) => Math.log(Math.tan(Math.PI / 4 + (latitude * Math.PI) / 360));
  return { dx: ((lng - CENTER.lng) / 360) * worldPx, dy: (-(y(lat) - y(CENTER.lat)) / (2 * Math.PI)) * worldPx };
}

async function tip(marker: Locator): Promise<{ x: number; y: number }> {
  const box = await marker.boundingBox();
  if (!box) throw new Error("marker is not visible");
  return { x: box.x + box.width / 2, y: box.y + box.height };
}

test("the Discover Map draws the embedded base map and its markers, loading OpenLayers only for the map", async ({
  page,
  baseURL,
}) => {
  const seen = watch(page);
  await page.goto(PAGE);

  // The first load neither preloads nor imports OpenLayers.
  const preloads = await page
    .locator('link[rel="modulepreload"]')
    .evaluateAll((links) => links.map((l) => new URL((l as HTMLLinkElement).href).pathname));
  expect(preloads.some((p) => /\/map-discover-\w+\.js$/.test(p))).toBe(true);
  expect(preloads.some((p) => OPENLAYERS_CHUNK.test(p))).toBe(false);

  const region = page.getByRole("region", { name: "Map: Harbours of Andalusia" });
  await expect(region).toHaveAttribute("data-map-state", "ready");
  expect(seen.requested(OPENLAYERS_CHUNK)).toBe(true);
  expect(seen.requested(BASEMAP)).toBe(true);

  // Offline: everything came from this origin.
  expect(seen.requests.filter((url) => url.origin !== new URL(baseURL!).origin).map(String)).toEqual([]);

  // Land (#f3f0e8) is drawn on the canvas; the sea is the region's background (transparent pixels).
  const pixels = await region
    .locator("canvas")
    .first()
    .evaluate((canvas: HTMLCanvasElement) => {
      const data = canvas.getContext("2d")!.getImageData(0, 0, canvas.width, canvas.height).data;
      let land = 0;
      let sea = 0;
      for (let i = 0; i < data.length; i += 4) {
        if (data[i + 3] === 0) sea += 1;
        else if (
          Math.abs(data[i]! - 0xf3) <= 2 &&
          Math.abs(data[i + 1]! - 0xf0) <= 2 &&
          Math.abs(data[i + 2]! - 0xe8) <= 2
        )
          land += 1;
      }
      return { land: land / (data.length / 4), sea: sea / (data.length / 4) };
    });
  expect(pixels.land).toBeGreaterThan(0.2);
  expect(pixels.sea).toBeGreaterThan(0.1);
  await expect(region.getByText("Base map: Natural Earth")).toBeVisible();

  // Each point of interest is a labelled 30 × 46 px pin whose tip is on its coordinates.
  const canvasBox = (await region.locator(".map-view__canvas").boundingBox())!;
  const center = { x: canvasBox.x + canvasBox.width / 2, y: canvasBox.y + canvasBox.height / 2 };
  const harbours = {
    Huelva: [37.2614, -6.9447],
    Cádiz: [36.5271, -6.2886],
    Málaga: [36.7213, -4.4214],
    Almería: [36.834, -2.4637],
  } as const;
  for (const [name, [lat, lng]] of Object.entries(harbours)) {
    const marker = region.getByRole("img", { name });
    await expect(marker).toBeVisible();
    const box = (await marker.boundingBox())!;
    expect([Math.round(box.width), Math.round(box.height)]).toEqual([30, 46]);
    const expected = offsetFromCenter(lat, lng, ZOOM);
    const at = await tip(marker);
    expect(Math.abs(at.x - (center.x + expected.dx))).toBeLessThanOrEqual(1.5);
    expect(Math.abs(at.y - (center.y + expected.dy))).toBeLessThanOrEqual(1.5);
  }
  await expect(region.locator(".map-marker__label", { hasText: "Málaga" })).toBeVisible();
  await expect(page.getByText("Map centre: Lat: 36.95 / Long: -4.6")).toBeVisible();

  // The zoom buttons are real, named buttons: zooming in doubles the distances on the map.
  const spread = async () =>
    (await tip(region.getByRole("img", { name: "Almería" }))).x -
    (await tip(region.getByRole("img", { name: "Málaga" }))).x;
  const before = await spread();
  await region.getByRole("button", { name: "Zoom in" }).click();
  await expect.poll(async () => (await spread()) / before).toBeCloseTo(2, 1);

  expect(seen.problems).toEqual([]);
});

test("the map takes the keyboard without trapping it", async ({ page }) => {
  await page.goto(PAGE);
  const region = page.getByRole("region", { name: "Map: Harbours of Andalusia" });
  await expect(region).toHaveAttribute("data-map-state", "ready");

  await region.focus();
  const malaga = region.getByRole("img", { name: "Málaga" });
  const start = await tip(malaga);
  await page.keyboard.press("ArrowLeft"); // the view moves west, so the map content moves east
  await expect.poll(async () => (await tip(malaga)).x - start.x).toBeGreaterThan(50);

  await page.keyboard.press("Tab");
  await expect(region.getByRole("button", { name: "Zoom in" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(region.getByRole("button", { name: "Zoom out" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByText("Places on this map (4)")).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await expect(region.getByRole("button", { name: "Zoom out" })).toBeFocused();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 664 }, hasTouch: true, isMobile: true });

  test("a map far from view loads no OpenLayers until it is scrolled near", async ({ page }) => {
    const seen = watch(page);
    // Hold the island until the page is scrolled to its end, so it hydrates with the map out of view.
    let release!: () => void;
    const scrolled = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/static\/chunks\/map-discover-\w+\.js$/, async (route) => {
      await scrolled;
      await route.continue();
    });
    await page.goto(PAGE, { waitUntil: "domcontentloaded" });
    // The stylesheet may still be loading at DOMContentLoaded; scroll once the page has its layout.
    await page.waitForFunction(() => getComputedStyle(document.querySelector(".map-view")!).position === "relative");
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    release();

    const region = page.getByRole("region", { name: "Map: Harbours of Andalusia" });
    const box = (await region.boundingBox())!;
    expect(box.y + box.height).toBeLessThan(-200); // well outside the 200 px look-ahead
    await expect(page.locator('locus-island[data-island="map-discover"]')).toHaveAttribute("data-hydrated", "true");
    await page.waitForLoadState("networkidle");
    await expect(region).toHaveAttribute("data-map-state", "waiting");
    expect(seen.requested(OPENLAYERS_CHUNK)).toBe(false);
    expect(seen.requested(BASEMAP)).toBe(false);

    await region.scrollIntoViewIfNeeded();
    await expect(region).toHaveAttribute("data-map-state", "ready");
    expect(seen.requested(OPENLAYERS_CHUNK)).toBe(true);
    await expect(region.getByRole("img", { name: "Málaga" })).toBeVisible();
    expect(seen.problems).toEqual([]);
  });
});

test.describe("the map module's API, as the tools use it", () => {
  /** A 1 × 1 grey PNG, served for every tile. */
  const TILE = Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGO4BwAA7QDsU5PYGQAAAABJRU5ErkJggg==",
    "base64",
  );

  test("tiles from a configured server, a marker moved to a found position at zoom 16, both ends of a route in view", async ({
    page,
  }) => {
    const seen = watch(page);
    const tiles: string[] = [];
    await page.route("https://tiles.example/**", (route) => {
      tiles.push(new URL(route.request().url()).pathname);
      return route.fulfill({ contentType: "image/png", body: TILE });
    });
    // The page's CSP allows tile images from the configured server only; the e2e server has
    // none, so add this one as the Worker does when MAP_TILE_URL names it.
    await page.route(PAGE, async (route) => {
      const response = await route.fetch();
      const csp = response.headers()["content-security-policy"] ?? "";
      await route.fulfill({
        response,
        headers: {
          ...response.headers(),
          "content-security-policy": csp.replace("img-src 'self' data:", "img-src 'self' data: https://tiles.example"),
        },
      });
    });
    await page.goto(PAGE);
    await expect(page.getByRole("region", { name: "Map: Harbours of Andalusia" })).toHaveAttribute(
      "data-map-state",
      "ready",
    );
    const chunk = seen.requests.map((url) => url.pathname).find((path) => OPENLAYERS_CHUNK.test(path))!;

    // A tool's map: tiles, no marker yet, then a position is found.
    const toolMap = await page.evaluate(async (src) => {
      const { createMap } = (await import(src)) as MapModule;
      const target = document.createElement("div");
      target.id = "tool-map";
      Object.assign(target.style, { position: "fixed", top: "0", left: "0", width: "400px", height: "300px" });
      document.body.append(target);
      const map = createMap(target, {
        center: { lat: 37.0194, lng: -4.5612 },
        zoom: 3,
        tiles: { url: "https://tiles.example/{z}/{x}/{y}.png", attribution: "<b>Tiles</b> & co" },
      });
      await map.ready;
      const markersBefore = target.querySelectorAll(".map-marker").length;
      map.setPosition({ lat: 51.5007, lng: -0.1246 });
      return { markersBefore };
    }, chunk);
    expect(toolMap.markersBefore).toBe(0);
    const tool = page.locator("#tool-map");
    await expect(tool.getByText("<b>Tiles</b> & co")).toBeVisible(); // configured text is never HTML
    expect(tiles.some((path) => path.startsWith("/3/"))).toBe(true);
    await expect.poll(() => tiles.some((path) => path.startsWith("/16/"))).toBe(true);
    const marker = tool.getByRole("img", { name: "Position" });
    await expect
      .poll(async () => {
        const at = await tip(marker);
        return Math.round(Math.hypot(at.x - 200, at.y - 150));
      })
      .toBeLessThanOrEqual(1);
    expect(seen.requested(BASEMAP)).toBe(true); // by the Discover Map only; the tool map used tiles

    // Cooperative gestures (not greedy): the wheel alone does not zoom; a hint says how to.
    await page.mouse.move(200, 150);
    await page.mouse.wheel(0, -200);
    await expect(tool.locator(".map-hint.is-visible")).toHaveText(/^Use (Ctrl|⌘) \+ scroll to zoom the map$/);

    // Directions: the shared position and the destination both in view, at zoom 14 at most.
    await page.evaluate(async (src) => {
      const { createMap } = (await import(src)) as MapModule;
      document.getElementById("tool-map")!.remove();
      const target = document.createElement("div");
      target.id = "route-map";
      Object.assign(target.style, { position: "fixed", top: "0", left: "0", width: "400px", height: "300px" });
      document.body.append(target);
      const map = createMap(target, {
        center: { lat: 36.7213, lng: -4.4214 },
        zoom: 14,
        marker: { lat: 36.7213, lng: -4.4214 },
        points: [{ position: { lat: 36.834, lng: -2.4637 }, label: "Almería", kind: "destination" }],
        fitPoints: true,
      });
      await map.ready;
    }, chunk);
    const route = page.locator("#route-map");
    for (const name of ["Position", "Almería"]) {
      const at = await tip(route.getByRole("img", { name }));
      expect(at.x).toBeGreaterThan(0);
      expect(at.x).toBeLessThan(400);
      expect(at.y).toBeGreaterThan(46);
      expect(at.y).toBeLessThan(300);
    }
    expect(seen.problems).toEqual([]);
  });
});

/** Pixels of a map canvas darker than the land colour: drawn place names. */
async function darkPixels(region: Locator, selector: string): Promise<number> {
  return region
    .locator(selector)
    .first()
    .evaluate((canvas: HTMLCanvasElement) => {
      const data = canvas.getContext("2d")!.getImageData(0, 0, canvas.width, canvas.height).data;
      let dark = 0;
      for (let i = 0; i < data.length; i += 4)
        if (data[i + 3]! > 200 && data[i]! < 90 && data[i + 1]! < 90 && data[i + 2]! < 120) dark += 1;
      return dark;
    });
}

test("at zoom 10 around Dublin the embedded map shows 1:10m coasts and the names of the city and its neighbours", async ({
  page,
}) => {
  const seen = watch(page);
  await page.goto("/maps?loc=53.3498,-6.2603,10");
  // The island first shows a placeholder region of the same name, then the map once it has read the link.
  await expect(page.locator('locus-island[data-island="map-directions"]')).toHaveAttribute("data-hydrated", "true");
  const region = page.locator(".map-view[data-map-state]");
  await region.scrollIntoViewIfNeeded();
  await expect(region).toHaveAttribute("data-map-state", "ready");
  // The detail cell and the town names of the cell that holds Dublin (50–60° N, 10–0° W) are loaded from this origin.
  await expect.poll(() => seen.requested(/^\/_basemap\/\w+\/detail\/5_-1\.lbm$/)).toBe(true);
  await expect.poll(() => seen.requested(/^\/_basemap\/\w+\/places\/5_-1\.json$/)).toBe(true);
  await expect.poll(() => darkPixels(region, ".map-labels canvas")).toBeGreaterThan(1500);
  await expect(region.getByText("Place names: GeoNames")).toBeVisible();
  expect(seen.problems).toEqual([]);
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
]) {
  test(`map-of-japan at ${viewport.width} px: every place is a marker in view or in a counted cluster, and no label overlaps another or the edge`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await page.goto("/map-of-japan");
    const region = page.getByRole("region", { name: "Map: Map of Japan" });
    await region.scrollIntoViewIfNeeded();
    await expect(region).toHaveAttribute("data-map-state", "ready");
    const layout = await region.evaluate((map) => {
      const bounds = map.getBoundingClientRect();
      const markers = [...map.querySelectorAll<HTMLElement>(".map-marker")];
      const shown = markers.filter((m) => !m.hidden);
      const labels = shown
        .filter((m) => !m.classList.contains("map-marker--label-hidden"))
        .map((m) => m.querySelector(".map-marker__label")!.getBoundingClientRect());
      const pins = shown.map((m) => m.getBoundingClientRect());
      const counted = shown.reduce(
        (sum, m) => sum + (Number(m.querySelector(".map-marker__count")?.textContent) || 1),
        0,
      );
      const overlap = (a: DOMRect, b: DOMRect) =>
        a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
      return {
        total: markers.length,
        counted,
        pinsInside: pins.every(
          (p) => p.left >= bounds.left && p.right <= bounds.right && p.top >= bounds.top && p.bottom <= bounds.bottom,
        ),
        labelsInside: labels.every(
          (l) => l.left >= bounds.left && l.right <= bounds.right && l.top >= bounds.top && l.bottom <= bounds.bottom,
        ),
        labelOverlaps: labels.flatMap((a, i) => labels.slice(i + 1).filter((b) => overlap(a, b))).length,
        shownLabels: labels.length,
      };
    });
    expect(layout.total).toBeGreaterThan(8);
    expect(layout.counted).toBe(layout.total);
    expect(layout.pinsInside).toBe(true);
    expect(layout.labelsInside).toBe(true);
    expect(layout.labelOverlaps).toBe(0);
    expect(layout.shownLabels).toBeGreaterThan(2);
    await context.close();
  });
}

test("a raster PMTiles archive is drawn from byte ranges (the production base map from R2)", async ({ page }) => {
  // A real archive from the project's own data: the embedded base map's land as PNG tiles, zooms 0–2.
  const layers = decodeBasemap(new Uint8Array(readFileSync("dist/basemap/natural-earth.lbm")));
  const archive = writeArchive(
    tilesCovering([-180, -85.05, 180, 85.05], 0, 2).map((t) => ({ ...t, data: renderTile(layers, t.z, t.x, t.y) })),
    { tileType: 2, metadata: { name: "e2e" } },
  );
  const ranges: string[] = [];
  // The Worker's /tiles/ route is tested against R2 in tests/worker/pmtiles.test.ts; here the browser side.
  await page.route("**/tiles/e2e.pmtiles", (route) => {
    const range = route.request().headers().range ?? "";
    ranges.push(range);
    const [, start = "0", end = String(archive.length - 1)] = /bytes=(\d+)-(\d*)/.exec(range) ?? [];
    const last = Math.min(Number(end || archive.length - 1), archive.length - 1);
    return route.fulfill({
      status: 206,
      headers: {
        "Content-Range": `bytes ${start}-${last}/${archive.length}`,
        "Accept-Ranges": "bytes",
        "Content-Type": "application/vnd.pmtiles",
      },
      body: Buffer.from(archive.slice(Number(start), last + 1)),
    });
  });
  const seen = watch(page);
  await page.goto(PAGE);
  await expect(page.getByRole("region", { name: "Map: Harbours of Andalusia" })).toHaveAttribute(
    "data-map-state",
    "ready",
  );
  const chunk = seen.requests.map((url) => url.pathname).find((path) => OPENLAYERS_CHUNK.test(path))!;
  expect(seen.requested(/\/pmtiles-layer-\w+\.js$/)).toBe(false); // only loaded when an archive is configured

  await page.evaluate(async (src) => {
    const { createMap } = (await import(src)) as MapModule;
    const target = document.createElement("div");
    target.id = "pmtiles-map";
    Object.assign(target.style, {
      position: "fixed",
      top: "0",
      left: "0",
      width: "400px",
      height: "300px",
      background: "#fff",
    });
    document.body.append(target);
    const map = createMap(target, {
      center: { lat: 30, lng: 0 },
      zoom: 2,
      tiles: { kind: "pmtiles", url: "/tiles/e2e.pmtiles", attribution: "Test archive" },
    });
    await map.ready;
  }, chunk);
  const target = page.locator("#pmtiles-map");
  await expect(target.getByText("Test archive")).toBeVisible();
  expect(ranges.length).toBeGreaterThan(1);
  expect(ranges.every((range) => /^bytes=\d+-\d+$/.test(range))).toBe(true);
  await expect
    .poll(() =>
      target
        .locator("canvas")
        .first()
        .evaluate((canvas: HTMLCanvasElement) => {
          const data = canvas.getContext("2d")!.getImageData(0, 0, canvas.width, canvas.height).data;
          let land = 0;
          let sea = 0;
          for (let i = 0; i < data.length; i += 4) {
            if (
              Math.abs(data[i]! - 0xf3) <= 3 &&
              Math.abs(data[i + 1]! - 0xf0) <= 3 &&
              Math.abs(data[i + 2]! - 0xe8) <= 3
            )
              land += 1;
            if (
              Math.abs(data[i]! - 0xb9) <= 3 &&
              Math.abs(data[i + 1]! - 0xd3) <= 3 &&
              Math.abs(data[i + 2]! - 0xe8) <= 3
            )
              sea += 1;
          }
          return land > 0.15 * (data.length / 4) && sea > 0.15 * (data.length / 4);
        }),
    )
    .toBe(true);
  expect(seen.problems).toEqual([]);
});
