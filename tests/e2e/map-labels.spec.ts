import { expect, test, type Locator, type Page } from "@playwright/test";
import type { LabelBox } from "../../client/maps/ol/label-boxes.ts";

/**
 * Labels on the maps (docs/maps.md): no two overlap (the base map's place names, the markers'
 * labels, their pins and cluster badges), and every pin on the map is named. Labels are
 * drawn on canvas, so the test reads the boxes the label layout placed in the last frame
 * through its test hook (client/maps/ol/label-boxes.ts).
 */

const overlap = (a: LabelBox, b: LabelBox) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

interface Drawn {
  boxes: LabelBox[];
  width: number;
  height: number;
}

/** The boxes once the map has drawn and its labels have settled (two reads alike, a frame apart), with the map's size. */
async function settledBoxes(map: Locator): Promise<Drawn> {
  await expect(map).toHaveAttribute("data-map-state", "ready", { timeout: 15_000 });
  const canvas = map.locator(".map-view__canvas");
  let previous = "";
  for (let i = 0; i < 40; i += 1) {
    const boxes = await canvas.evaluate(
      (element) => (element as HTMLElement & { locusLabelBoxes?: () => unknown[] }).locusLabelBoxes?.() ?? [],
    );
    const key = JSON.stringify(boxes);
    if (key === previous && boxes.length > 0) {
      const size = await canvas.boundingBox();
      return { boxes: boxes as LabelBox[], width: size?.width ?? 0, height: size?.height ?? 0 };
    }
    previous = key;
    await map.page().waitForTimeout(250);
  }
  throw new Error("the map's labels did not settle");
}

const contains = (outer: LabelBox, inner: LabelBox) =>
  outer.left <= inner.left + 1 &&
  outer.top <= inner.top + 1 &&
  outer.right >= inner.right - 1 &&
  outer.bottom >= inner.bottom - 1;

function checkLayout({ boxes: all, width, height }: Drawn, where: string) {
  // The markers' boxes as the declutter saw them: every visible pin is one, so the base map's names go around it.
  const obstacles = all.filter((b) => b.kind === "obstacle");
  const boxes = all.filter((b) => b.kind !== "obstacle");
  for (const pin of boxes.filter((b) => b.kind === "pin"))
    expect(
      obstacles.some((o) => contains(o, pin)),
      `${where}: pin "${pin.name}" is an obstacle`,
    ).toBe(true);
  // Each place name stands alone; a marker's pin, label and badge are one unit (a label sits against its own pin).
  const unit = (box: LabelBox, i: number) => (box.kind === "place" ? `place-${i}` : `marker-${box.marker}`);
  const clashes: string[] = [];
  boxes.forEach((a, i) => {
    boxes.forEach((b, j) => {
      if (j <= i || unit(a, i) === unit(b, j)) return;
      if (overlap(a, b)) clashes.push(`${a.kind} "${a.name}" × ${b.kind} "${b.name}"`);
    });
  });
  // A cluster's badge never covers its own label either.
  for (const badge of boxes.filter((b) => b.kind === "badge"))
    for (const label of boxes.filter((b) => b.kind === "marker-label" && b.marker === badge.marker))
      if (overlap(badge, label)) clashes.push(`badge × own label "${label.name}"`);
  expect(clashes, where).toEqual([]);
  // No label is cut at the map's edge (a pin at the edge, with its badge, is where its place is).
  const clipped = boxes
    .filter(
      (b) =>
        (b.kind === "place" || b.kind === "marker-label") &&
        (b.left < -0.5 || b.top < -0.5 || b.right > width + 0.5 || b.bottom > height + 0.5),
    )
    .map((b) => `${b.kind} "${b.name}"`);
  expect(clipped, `${where}: clipped`).toEqual([]);
  const pins = boxes.filter((b) => b.kind === "pin");
  const labels = boxes.filter((b) => b.kind === "marker-label" && b.name.trim() !== "");
  for (const pin of pins)
    expect(
      labels.some((l) => l.marker === pin.marker),
      `${where}: pin "${pin.name}" named`,
    ).toBe(true);
  return { pins: pins.length, places: boxes.filter((b) => b.kind === "place").length };
}

async function mapPage(page: Page, path: string) {
  await page.goto(path);
  const map = page.locator(".map-view").first();
  await map.scrollIntoViewIfNeeded();
  return map;
}

for (const width of [1366, 390]) {
  test.describe(`labels at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 900 ? 900 : 844 } });

    for (const path of ["/map-of-italy", "/map-of-japan", "/explore-maps"]) {
      test(`${path}: no two labels overlap, every pin is named`, async ({ page }) => {
        const map = await mapPage(page, path);
        const start = checkLayout(await settledBoxes(map), path);
        expect(start.pins).toBeGreaterThan(0);
        // Zoomed in, the layout holds too; by the third zoom at most the base map names places (no passing on an empty map).
        let places = start.places;
        for (let zoom = 1; zoom <= 3 && (zoom === 1 || places === 0); zoom += 1) {
          await map.getByRole("button", { name: "Zoom in" }).click();
          places += checkLayout(await settledBoxes(map), `${path}, zoomed in ${zoom}×`).places;
        }
        expect(places).toBeGreaterThan(0);
      });
    }

    test("a tool's map: the found place's pin is named, clear of the base map's names", async ({ page }) => {
      await page.goto("/postcode-finder-uk");
      await expect(page.locator("locus-island[data-hydrated]")).toHaveCount(1);
      await page.getByRole("combobox", { name: "Address" }).fill("M1 1AE");
      await page.getByRole("listbox").getByRole("option").first().click();
      const map = page.locator(".tool-results .map-view");
      await map.scrollIntoViewIfNeeded();
      const drawn = await settledBoxes(map);
      expect(checkLayout(drawn, "tool map").places).toBeGreaterThan(0);
      expect(drawn.boxes.filter((b) => b.kind === "marker-label").map((b) => b.name)).toEqual([
        "M — Manchester, United Kingdom",
      ]);
    });
  });
}

test.describe("the map page layout switches at 900 px", () => {
  for (const [width, columns] of [
    [899, 1],
    [900, 2],
  ] as const) {
    test(`${width} px: ${columns} column${columns > 1 ? "s" : ""}`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/map-of-italy");
      const main = await page.locator(".discover-map__main").boundingBox();
      const summary = await page.locator(".discover-map__summary").boundingBox();
      expect(Math.abs((main?.y ?? 0) - (summary?.y ?? 0)) < 5).toBe(columns === 2);
    });
  }
});
