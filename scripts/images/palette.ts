/**
 * The colours of the build-time images, taken from the site's stylesheet
 * (client/styles/site.css) so that pictures and pages read as one design.
 */
export const PALETTE = {
  ink: "#0c1433",
  inkSoft: "#46506b",
  navy: "#000723",
  navySoft: "#1d2546",
  grey: "#f7f9fc",
  line: "#dfe4ee",
  accent: "#1f4fd6",
  accentDark: "#173ca6",
  accentPale: "#e4ebfc",
  mint: "#3ddc97",
  mintPale: "#dcf8ea",
  white: "#ffffff",
  /** Maps: sea, land, the land a picture is about, borders. */
  sea: "#dde7fb",
  land: "#f3f5fa",
  landFocus: "#ffffff",
  border: "#c3cce0",
  /** Product category colours of the menus. */
  localities: "#1f4fd6",
  map: "#0b6b45",
  geolocation: "#5b2bb5",
  storelocator: "#b94a00",
  distance: "#a3165a",
  yellow: "#ffd84d",
} as const;

export type PaletteColour = (typeof PALETTE)[keyof typeof PALETTE];

/** Accent colours that a generated picture may take as its own (chosen by a hash). */
export const ACCENTS = [
  PALETTE.accent,
  PALETTE.map,
  PALETTE.geolocation,
  PALETTE.storelocator,
  PALETTE.distance,
  "#0e7490",
] as const;

/** The font stack of the site, for the few words the SVG pictures carry. */
export const FONT_STACK = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
