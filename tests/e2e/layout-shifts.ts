import type { Page } from "@playwright/test";

/** What the page's layout shifts add up to, and the elements that moved. */
export interface LayoutShifts {
  sum: number;
  sources: string[];
}

/**
 * Sums the layout shifts of the page from its start, as CLS does (shifts right after input
 * excluded), with the start of each element that moved. Call before `page.goto`.
 */
export async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const found = { sum: 0, sources: [] as string[] };
    (window as unknown as { __shifts: typeof found }).__shifts = found;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        found.sum += entry.value;
        for (const source of entry.sources ?? [])
          found.sources.push((source.node as Element | undefined)?.outerHTML?.slice(0, 120) ?? "(text)");
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** The shifts watched so far (watchLayoutShifts). */
export function layoutShifts(page: Page): Promise<LayoutShifts> {
  return page.evaluate(() => (window as unknown as { __shifts: LayoutShifts }).__shifts);
}
