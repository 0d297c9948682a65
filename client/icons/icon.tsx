import type { IconName } from "./icon-names.ts";

/** Line drawings on a 24×24 grid, stroked with currentColor (also drawn into the build-time images). */
export const ICON_PATHS: Record<IconName, string> = {
  documentation: "M7 3h7l4 4v14H7z M14 3v4h4 M9.5 12h6 M9.5 15.5h6",
  map: "M3 6l6-2 6 2 6-2v14l-6 2-6-2-6 2z M9 4v14 M15 6v14",
  pin: "M12 21s-6.5-6.1-6.5-11a6.5 6.5 0 0 1 13 0c0 4.9-6.5 11-6.5 11z M12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z",
  globe:
    "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z M3 12h18 M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z",
  shield: "M12 3l7 3v5c0 4.6-3 8.4-7 10-4-1.6-7-5.4-7-10V6z M9 12l2 2 4-4",
  bolt: "M13 3L5 13.5h6L10 21l8-10.5h-6z",
  code: "M8.5 8L4.5 12l4 4 M15.5 8l4 4-4 4 M13.5 5.5l-3 13",
  route:
    "M6 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4z M18 9a2 2 0 1 0 0-4 2 2 0 0 0 0 4z M8 17h6.5a3.5 3.5 0 0 0 0-7h-5a3.5 3.5 0 0 1 0-7H16",
  store:
    "M4 9l1.5-5h13L20 9 M4 9h16v2a2.7 2.7 0 0 1-5.3 0 2.7 2.7 0 0 1-5.4 0A2.7 2.7 0 0 1 4 11z M5.5 13v8h13v-8 M10 21v-5h4v5",
  chart: "M4 20h16 M7 16v-5 M12 16V7 M17 16v-8",
  search: "M10.5 17a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13z M15.5 15.5L20 20",
  building: "M5 21V4h10v17 M15 9h4v12 M3 21h18 M8.5 8h3 M8.5 12h3 M8.5 16h3",
  truck:
    "M3 6h11v10H3z M14 10h4l3 3v3h-7 M7 18.5a1.8 1.8 0 1 0 0-3.6 1.8 1.8 0 0 0 0 3.6z M17 18.5a1.8 1.8 0 1 0 0-3.6 1.8 1.8 0 0 0 0 3.6z",
  cart: "M3 4h2.5l2.2 11h10.5l2-8H6.5 M9.5 20a1.3 1.3 0 1 0 0-2.6 1.3 1.3 0 0 0 0 2.6z M17 20a1.3 1.3 0 1 0 0-2.6 1.3 1.3 0 0 0 0 2.6z",
  layers: "M12 3l9 5-9 5-9-5z M3 12.5l9 5 9-5 M3 17l9 5 9-5",
  clock: "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z M12 7v5l3.5 2",
  mail: "M3 6h18v12H3z M3 6l9 7 9-7",
  users:
    "M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7z M2.5 20c.6-3.6 3.2-6 6.5-6s5.9 2.4 6.5 6 M16 4.5a3.3 3.3 0 0 1 0 6.3 M18 14.3c2 .8 3.2 2.8 3.5 5.7",
  check: "M5 12.5l4.5 4.5L19 7.5",
  compass: "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z M15.5 8.5l-2 5-5 2 2-5z",
};

/** A decorative icon; the text beside it carries the meaning. */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg className={className ? `icon ${className}` : "icon"} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={ICON_PATHS[name]} />
    </svg>
  );
}
