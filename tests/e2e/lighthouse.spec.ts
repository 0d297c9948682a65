import { expect, test } from "@playwright/test";
import { launch, type LaunchedChrome } from "chrome-launcher";
import lighthouse from "lighthouse";
import { type AUDITED_PAGES, NOINDEX } from "./audited-pages.ts";
import { chromiumPath } from "./chromium-path.ts";

/**
 * Lighthouse (mobile, its default form factor) on one page of each template the site shell
 * must get right (home, product, pricing, tool, the funnel in German, sign-up in French, the
 * survey): SEO, accessibility and best practices must score 100 (a first visit: the consent
 * banner is open), and nothing may shift as the page loads. Every other audited page gets axe-core, the engine of the accessibility score, in
 * accessibility.spec.ts; html-validate checks each template and a sample of the catalogue
 * (documents.spec.ts).
 * Performance is printed, not asserted, and only for the pages of the speed budget
 * (docs/benchmarks.md): on a shared 2-core machine its simulated throttling is not stable
 * enough for a test; `npm run bench` and the size budgets guard speed.
 */
const PAGES: readonly (typeof AUDITED_PAGES)[number][] = [
  "/",
  "/products/localities",
  "/pricing",
  "/zip-code-lookup",
  "/kontakt?originfunnel=signup",
  "/inscription",
  "/survey",
];
/** The pages of the speed budget: home, a product page, pricing, a tool page. */
const PERFORMANCE = new Set(["/", "/products/localities", "/pricing", "/zip-code-lookup"]);

const chromePath = chromiumPath();

test.describe.configure({ mode: "serial", timeout: 180_000 });

let chrome: LaunchedChrome;

test.beforeAll(async () => {
  chrome = await launch({
    ...(chromePath ? { chromePath } : {}),
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
    ],
  });
});

test.afterAll(async () => {
  await chrome?.kill();
});

type Report = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];

/**
 * One Lighthouse run. On the loaded CI machine the performance trace occasionally fails
 * (no first paint in time: performance 0 and no layout-shift figure); that run measured
 * nothing, so it is run once more, and said so.
 */
async function audit(url: string, performance: boolean): Promise<Report> {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: "error",
      onlyCategories: ["seo", "accessibility", "best-practices", ...(performance ? ["performance"] : [])],
      // The layout shift is measured on every page; the full-page screenshot is for reports.
      onlyAudits: ["cumulative-layout-shift"],
      disableFullPageScreenshot: true,
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error("Lighthouse returned no result");
    const cls = lhr.audits["cumulative-layout-shift"];
    if (cls?.numericValue !== undefined || attempt === 2) return lhr;
    console.log(
      `${url}: the performance trace measured nothing (${lhr.runtimeError?.message ?? cls?.errorMessage ?? "no layout-shift figure"}); running Lighthouse again`,
    );
  }
}

for (const path of PAGES) {
  test(`Lighthouse mobile: SEO, accessibility and best practices 100 on ${path}`, async ({ baseURL }) => {
    const lhr = await audit(new URL(path, baseURL).href, PERFORMANCE.has(path));
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    // The audits that cost points in the asserted categories, to say what to fix.
    const failing = ["seo", "accessibility", "best-practices"].flatMap((category) =>
      (lhr.categories[category]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .filter((ref) => !(NOINDEX.has(path) && ref.id === "is-crawlable"))
        .map((ref) => `${category}/${ref.id}: ${lhr.audits[ref.id]?.title}`),
    );
    console.log(
      `${path}: performance ${PERFORMANCE.has(path) ? score("performance") : "not measured"}, accessibility ${score("accessibility")}, best practices ${score("best-practices")}, SEO ${score("seo")}, CLS ${lhr.audits["cumulative-layout-shift"]?.numericValue}`,
    );
    expect(failing).toEqual([]);
    if (NOINDEX.has(path)) expect([score("accessibility"), score("best-practices")]).toEqual([100, 100]);
    else expect([score("seo"), score("accessibility"), score("best-practices")]).toEqual([100, 100, 100]);
    // Pictures carry their width and height: nothing moves when they arrive.
    expect(lhr.audits["cumulative-layout-shift"]?.numericValue).toBe(0);
  });
}
