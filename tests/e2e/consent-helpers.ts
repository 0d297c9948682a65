import { expect, type Page } from "@playwright/test";

/** The consent banner, by its accessible name. */
export const banner = (page: Page) => page.getByRole("dialog", { name: "Cookies and services on this site" });

/** Waits for the site script to have started consent (no sleeping). */
export async function consentReady(page: Page): Promise<void> {
  await expect(page.locator("html")).toHaveAttribute("data-consent", "ready");
}

/** Every request the page makes, as URLs. */
export function requestsOf(page: Page): URL[] {
  const urls: URL[] = [];
  page.on("request", (request) => urls.push(new URL(request.url())));
  return urls;
}

/** Requests that left this site or reached a (local test) vendor. */
export function thirdParty(urls: URL[], origin: string): string[] {
  return urls
    .filter((url) => url.origin !== origin || url.pathname.startsWith("/__test-vendors/"))
    .map((url) => url.pathname);
}

/** The services whose test vendor ran on this page. */
export async function vendorsThatRan(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    ((window as { __testVendors?: { service: string }[] }).__testVendors ?? []).map((v) => v.service).sort(),
  );
}

/** The dataLayer as plain data: gtag commands (arguments objects) become arrays. */
export async function dataLayerOf(page: Page): Promise<unknown[]> {
  return page.evaluate(() =>
    ((window as { dataLayer?: unknown[] }).dataLayer ?? []).map((entry) =>
      Object.prototype.toString.call(entry) === "[object Arguments]" ? Array.from(entry as ArrayLike<unknown>) : entry,
    ),
  );
}

/**
 * How long to wait for vendor scripts: they are fetched after the page's own files, from
 * a dev server shared with other tests on a loaded machine.
 */
export const VENDOR_WAIT = { timeout: 20_000 };

export const PAGE_SERVICES = [
  "businessNetwork",
  "chat",
  "marketingPixel",
  "socialAdPixel",
  "tagManager",
  "visitorIdentification",
];
