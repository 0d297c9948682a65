import { ICON_PATHS } from "../../client/icons/icon.tsx";

/**
 * Line drawings on a 24×24 grid for the build-time pictures: the site's own icons
 * (client/icons/icon.tsx) and a few more that only pictures need.
 */
export const GLYPHS = {
  ...ICON_PATHS,
  key: "M8 15.5a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7z M11.5 12H21 M18 12v3 M15 12v2",
  calendar: "M4 6h16v14H4z M4 10h16 M8 3.5v4 M16 3.5v4 M8 14h3 M13 14h3 M8 17h3",
  quote: "M5 17c2.5-1 3.5-3 3.5-6H5V6h5v5c0 4-2 6.5-5 7.5z M14 17c2.5-1 3.5-3 3.5-6H14V6h5v5c0 4-2 6.5-5 7.5z",
  spark:
    "M12 3l1.8 5.2L19 10l-5.2 1.8L12 17l-1.8-5.2L5 10l5.2-1.8z M18.5 16l.8 2.2 2.2.8-2.2.8-.8 2.2-.8-2.2-2.2-.8 2.2-.8z",
  ship: "M4 15l1.5 4.5h13L20 15H4z M6 15V9h12v6 M9 9V5h6v4 M3 21.5c2 0 2-1 4.5-1s2.5 1 4.5 1 2-1 4.5-1 2.5 1 4.5 1",
  cross: "M9.5 4h5v5.5H20v5h-5.5V20h-5v-5.5H4v-5h5.5z",
  card: "M3 6h18v12H3z M3 10h18 M6.5 14.5h4",
  fence:
    "M5 8l7-4 7 5-2 9-9 2-4-7z M9 11.5a1.3 1.3 0 1 0 0-2.6 1.3 1.3 0 0 0 0 2.6z M14.5 14a1.3 1.3 0 1 0 0-2.6 1.3 1.3 0 0 0 0 2.6z",
  tiles: "M3 3h8v8H3z M13 3h8v8h-8z M3 13h8v8H3z M13 13h8v8h-8z",
  tag: "M3 12V4h8l10 10-8 8z M7.5 8.5a1 1 0 1 0 0-.01",
  mic: "M12 14a3 3 0 0 0 3-3V6a3 3 0 0 0-6 0v5a3 3 0 0 0 3 3z M6 11a6 6 0 0 0 12 0 M12 17v4 M9 21h6",
  bike: "M6 18a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7z M18 18a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7z M6 14.5l4-7h5l3 7 M10 7.5h-2 M12.5 14.5l-2.5-7",
  car: "M4 16v-4l2-5h12l2 5v4z M4 12h16 M7 16v2.5 M17 16v2.5 M7.5 14h1 M15.5 14h1",
  home: "M4 11l8-7 8 7 M6 9.5V20h12V9.5 M10 20v-5.5h4V20",
  water: "M12 3s6 6.6 6 11a6 6 0 0 1-12 0c0-4.4 6-11 6-11z",
  vote: "M4 13h16v8H4z M8 13V4h8v9 M10 9l1.5 1.5L15 7",
  plug: "M9 3v5 M15 3v5 M6.5 8h11v3a5.5 5.5 0 0 1-11 0z M12 16.5V21",
  bed: "M3 18V7 M3 14h18v4 M21 14v-2.5a2.5 2.5 0 0 0-2.5-2.5H11v5 M7 12a1.8 1.8 0 1 0 0-3.6A1.8 1.8 0 0 0 7 12z",
  bread: "M5 12a7 4.5 0 0 1 14 0v1.5a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2z M9 9.5l-1 3 M12.5 9l-1 3 M16 9.5l-1 3",
} as const;

export type GlyphName = keyof typeof GLYPHS;
