/**
 * Pictures of the three offices' cities (640 × 400), each drawn from what people know it
 * by: Lyon where the Saône meets the Rhône under Fourvière hill and its basilica, with the
 * Part-Dieu "crayon" tower; Berlin along the Spree with its television tower and the
 * Brandenburg Gate; London by the Thames with Tower Bridge and a glass spire. Flat shapes in
 * the site's palette, one accent per city, so no two look alike.
 */
import { PALETTE } from "./palette.ts";
import { el, svgDocument } from "./svg.ts";

export const OFFICE_SIZE = { width: 640, height: 400 } as const;
const { width: W, height: H } = OFFICE_SIZE;

const rect = (x: number, y: number, w: number, h: number, fill: string, rx = 0) =>
  el("rect", { x, y, width: w, height: h, fill, rx: rx || undefined });
const path = (d: string, fill: string, extra: Record<string, string | number> = {}) =>
  el("path", { d, fill, ...extra });

/** Sky, a far row of roofs, water and the near bank. */
function scene(sky: string, far: string, water: string, near: string, waterPath: string): string {
  const roofs: string[] = [];
  for (let x = 0; x < W; x += 38) {
    const h = 40 + ((x * 37) % 50);
    roofs.push(rect(x, 250 - h, 34, h + 20, far, 2));
  }
  return [
    rect(0, 0, W, H, sky),
    el("circle", { cx: 540, cy: 70, r: 30, fill: PALETTE.white, "fill-opacity": 0.7 }),
    ...roofs,
    path(waterPath, water),
    path(`M0 360H${W}V${H}H0Z`, near),
  ].join("");
}

function lyon(): string {
  const accent = PALETTE.storelocator;
  return svgDocument(
    W,
    H,
    scene("#fde9d6", "#f2c9a5", "#7fb3e6", "#e7b38b", "M0 290C160 270 250 300 330 280L640 250V360H0Z"),
    // Fourvière hill and the basilica's four towers.
    path("M0 260C60 170 190 150 300 250Z", "#c98b5e"),
    rect(110, 150, 90, 50, accent),
    ...[108, 132, 176, 198].map((x) => rect(x - 4, 132, 12, 40, accent)),
    path("M140 150l15-22 15 22z", accent),
    // The Part-Dieu tower: a cylinder with a pointed top.
    rect(450, 120, 40, 150, "#8a4a20", 18),
    path("M450 132L470 88L490 132Z", "#8a4a20"),
    // The Saône joining the Rhône.
    path("M330 280C380 300 420 330 640 320V300C460 300 400 280 330 280Z", "#5f97d2"),
  );
}

function berlin(): string {
  const accent = PALETTE.distance;
  const columns = [0, 1, 2, 3, 4, 5].map((i) => rect(392 + i * 22, 210, 10, 60, "#5a1336"));
  return svgDocument(
    W,
    H,
    scene("#e8e6f7", "#c9c2e6", "#8fb0dd", "#b6aed8", "M0 300C200 285 420 310 640 292V360H0Z"),
    // The television tower: a needle, a sphere and its shaft.
    rect(206, 110, 12, 190, "#4b4f66"),
    el("circle", { cx: 212, cy: 140, r: 26, fill: accent }),
    rect(198, 160, 28, 10, "#4b4f66", 3),
    rect(209, 40, 6, 72, "#4b4f66"),
    // The Brandenburg Gate: columns, an entablature and the quadriga's plinth.
    rect(384, 196, 140, 16, "#5a1336"),
    ...columns,
    rect(432, 176, 44, 22, "#5a1336"),
    path("M440 176l14-14 14 14z", accent),
  );
}

function london(): string {
  const accent = PALETTE.map;
  return svgDocument(
    W,
    H,
    scene("#e2f1ec", "#bfe0d4", "#6fa6c9", "#a8cfc1", "M0 292C210 306 430 280 640 296V360H0Z"),
    // Tower Bridge: two towers, the high walkways and the road deck.
    ...[150, 290].map((x) =>
      [rect(x, 150, 46, 150, "#23473b"), path(`M${x - 4} 152L${x + 23} 112L${x + 50} 152Z`, accent)].join(""),
    ),
    rect(196, 170, 94, 10, "#23473b"),
    rect(196, 184, 94, 6, "#23473b"),
    rect(60, 250, 400, 12, "#23473b"),
    path("M60 262C110 250 140 250 150 262Z M336 262C350 250 380 250 460 262Z", "#23473b"),
    // A glass spire in the City.
    path("M520 300L556 60L592 300Z", "#4f8f7b"),
    path("M556 60L570 300H542Z", "#7fb8a4"),
  );
}

/** Every office picture, by the office's id in the site settings (content/site.json, facts.offices). */
export const OFFICE_PICTURES: Record<string, () => string> = { lyon, berlin, london };
