/** Names of the site's icons (client/icons/icon.tsx draws them). */
export const ICON_NAMES = [
  "documentation",
  "map",
  "pin",
  "globe",
  "shield",
  "bolt",
  "code",
  "route",
  "store",
  "chart",
  "search",
  "building",
  "truck",
  "cart",
  "layers",
  "clock",
  "mail",
  "users",
  "check",
  "compass",
] as const;

export type IconName = (typeof ICON_NAMES)[number];
