import { expect, test, type Page } from "@playwright/test";

/**
 * The developer page (docs/localities.md#developer-page): reached from the header and the
 * footer, server-rendered without React until the try-it panel comes into view, and a
 * try-it panel that asks this site's own /api/localities and shows the JSON answer.
 */

const PATH = "/developers/localities";

/** Scripts the page has requested so far, by file name. */
function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname.split("/").pop() ?? "");
  });
  return scripts;
}

async function openTryIt(page: Page) {
  const panel = page.locator("#try_it");
  await panel.scrollIntoViewIfNeeded();
  await expect(panel.locator('locus-island[data-island="api-try-it"][data-hydrated="true"]')).toHaveCount(1);
  return panel;
}

test("the header's and footer's Documentation and quick start links lead to the developer page", async ({ page }) => {
  await page.goto("/");
  const footer = page.locator("footer");
  await expect(footer.getByRole("link", { name: "Documentation", exact: true })).toHaveAttribute("href", PATH);
  await expect(footer.getByRole("link", { name: "Localities quick start" })).toHaveAttribute(
    "href",
    `${PATH}#quick_start`,
  );
  await expect(page.locator(`header a[href="${PATH}"]`).first()).toHaveText(/Documentation/);
  await footer.getByRole("link", { name: "Localities quick start" }).click();
  await expect(page).toHaveURL(new RegExp(`${PATH}#quick_start$`));
  await expect(page.getByRole("heading", { name: "Quick start" })).toBeInViewport();
  await expect(page.locator("#quick_start")).toContainText("https://api.locus.example");
});

test("the page loads no React until the try-it panel comes into view", async ({ page }) => {
  const scripts = scriptsOf(page);
  await page.goto(PATH);
  await expect(page.locator("html")).toHaveAttribute("data-consent", "ready");
  await expect(page.locator('locus-island[data-island="api-try-it"]')).not.toHaveAttribute("data-hydrated", "true");
  expect(scripts.filter((name) => /^(hydrate|api-try-it)-/.test(name))).toEqual([]);
  await openTryIt(page);
  expect(scripts.some((name) => name.startsWith("hydrate-"))).toBe(true);
});

test("try it: an autocomplete request to this site's API shows its JSON answer, then the details of a place", async ({
  page,
  baseURL,
}) => {
  const outside: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).origin !== new URL(baseURL ?? "").origin) outside.push(request.url());
  });
  await page.goto(PATH);
  const panel = await openTryIt(page);
  await panel.getByLabel("Text typed so far").fill("Pari");
  await panel.getByLabel("Countries").fill("country:fr");
  const asked = page.waitForRequest((request) => new URL(request.url()).pathname === "/api/localities/autocomplete");
  await panel.getByRole("button", { name: "Send request" }).click();
  const request = new URL((await asked).url());
  expect(Object.fromEntries(request.searchParams)).toEqual({ input: "Pari", components: "country:fr" });
  expect(request.searchParams.has("key")).toBe(false);

  await expect(panel.getByTestId("try-it-status")).toContainText("200 · OK");
  const answer = JSON.parse((await panel.getByTestId("try-it-json").textContent()) ?? "") as {
    localities: { description: string; matched_substrings: { description: { offset: number; length: number }[] } }[];
  };
  expect(answer.localities[0]?.description).toBe("Paris, Île-de-France, France");
  expect(answer.localities[0]?.matched_substrings).toEqual({ description: [{ offset: 0, length: 4 }] });

  await panel.getByRole("button", { name: "Paris, Île-de-France, France" }).click();
  await expect(panel.getByRole("radio", { name: "Details" })).toBeChecked();
  await expect(panel.getByTestId("try-it-status")).toContainText("200 · OK");
  await expect(panel.getByTestId("try-it-json")).toContainText('"formatted_address": "Paris');
  expect(outside).toEqual([]);
});

test("try it: reverse geocoding, and a refused request shows the API's message", async ({ page }) => {
  await page.goto(PATH);
  const panel = await openTryIt(page);
  await panel.getByRole("radio", { name: "Geocode" }).check();
  await panel.getByRole("textbox", { name: "Position latlng" }).fill("45.764,4.8357");
  await panel.getByRole("button", { name: "Send request" }).click();
  await expect(panel.getByTestId("try-it-status")).toContainText("200 · OK");
  await expect(panel.getByTestId("try-it-json")).toContainText(/"formatted_address": "[^"]*Lyon, Auvergne-Rhône-Alpes/);

  await panel.getByRole("radio", { name: "Autocomplete" }).check();
  await panel.getByLabel("Text typed so far").fill("");
  await panel.getByRole("button", { name: "Send request" }).click();
  await expect(panel.getByTestId("try-it-status")).toContainText("400 · input is required");
});

test("each endpoint shows its parameters, statuses, an example answer and samples for the product's address", async ({
  page,
}) => {
  await page.goto(PATH);
  for (const [id, parameter] of [
    ["autocomplete", "input"],
    ["details", "public_id"],
    ["geocode", "latlng"],
  ]) {
    const section = page.locator(`#${id}`);
    await expect(
      section.getByRole("rowheader", { name: new RegExp(`^${parameter} (required|optional)$`) }),
    ).toBeVisible();
    for (const status of ["200", "400", "414", "429", "502", "503"])
      await expect(section.getByRole("rowheader", { name: status, exact: true })).toBeVisible();
    await expect(section.locator(".api-example[open] code").first()).toContainText('"status": "OK"');
    await expect(section.getByText(`GET https://api.locus.example/localities/${id}`)).toBeVisible();
  }
  const samples = page.locator("#autocomplete .api-samples");
  await samples.locator("summary", { hasText: "Python (requests)" }).click();
  await expect(samples.locator("code", { hasText: "import requests" })).toBeVisible();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("nothing is wider than the screen: long lines scroll inside their code blocks", async ({ page }) => {
    await page.goto(PATH);
    const panel = await openTryIt(page);
    await panel.getByRole("button", { name: "Send request" }).click();
    await expect(panel.getByTestId("try-it-status")).toContainText("200 · OK");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // The three endpoints fit on one line inside the panel.
    const box = await panel.locator(".try-it").boundingBox();
    for (const name of ["Autocomplete", "Details", "Geocode"]) {
      const tab = await panel.locator(".try-it__tab", { hasText: name }).boundingBox();
      expect(tab && box && tab.x + tab.width <= box.x + box.width).toBe(true);
      expect(tab?.y).toBe((await panel.locator(".try-it__tab").first().boundingBox())?.y);
    }
  });
});
