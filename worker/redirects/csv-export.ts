import { REDIRECTS_HEADER } from "./lint.ts";
import type { RedirectTarget } from "./rules.ts";

/** RFC 4180: a field with a comma, a quote or a line break is quoted, quotes doubled. */
function csvField(value: string): string {
  return /[",\r\n]/.test(value) || /^\s|\s$/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/**
 * The redirects as the text of redirects.csv (its header, then one row per source, sorted),
 * for the admin's export: the file in the repository stays the source of truth.
 * @example redirectsCsv([{ source: "/fr/tarifs", target: { destination: "/pricing", permanent: true, locale: "fr" } }])
 * // "source,destination,permanent,locale\n/fr/tarifs,/pricing,true,fr\n"
 */
export function redirectsCsv(redirects: readonly { source: string; target: RedirectTarget }[]): string {
  const rows = [...redirects]
    .sort((a, b) => a.source.localeCompare(b.source))
    .map(({ source, target }) =>
      [source, target.destination, String(target.permanent), target.locale ?? ""].map(csvField).join(","),
    );
  return `${[REDIRECTS_HEADER.join(","), ...rows].join("\n")}\n`;
}
