import { expect, test } from "@playwright/test";
import { request as httpRequest } from "node:http";

/**
 * Hardening seen from outside, over real HTTP through wrangler dev: the headers of static
 * files (Workers Static Assets and its _headers, which the Worker tests cannot see), raw
 * request targets a browser would never send as written, and a page with no CSP violation.
 */

/** Sends a request with the request target exactly as written (no URL normalisation). */
function rawGet(baseURL: string, target: string): Promise<{ status: number; location: string | undefined }> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ hostname, port, path: target, method: "GET" }, (res) => {
      res.resume();
      resolve({ status: res.statusCode ?? 0, location: res.headers.location });
    });
    req.on("error", reject);
    req.end();
  });
}

test("every static file is nosniff; an SVG carries a policy that runs no script", async ({ request }) => {
  const favicon = await request.get("/favicon.svg");
  expect(favicon.status()).toBe(200);
  expect(favicon.headers()["x-content-type-options"]).toBe("nosniff");
  expect(favicon.headers()["content-security-policy"]).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");

  const page = await (await request.get("/company")).text();
  const stylesheet = /href="(\/static\/styles-\w+\.css)"/.exec(page)?.[1];
  expect(stylesheet).toBeTruthy();
  const css = await request.get(stylesheet!);
  expect(css.headers()["x-content-type-options"]).toBe("nosniff");
  expect(css.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");

  const geo = await request.get("/_geo/manifest.json");
  expect(geo.status()).toBe(200);
  expect(geo.headers()["x-content-type-options"]).toBe("nosniff");
});

test("raw request targets that look like another site get a Location on this one", async ({ baseURL }) => {
  for (const target of [
    "//evil.example/",
    "/\\evil.example/",
    "///evil.example/",
    "//Evil.example",
    "/assets/%5Cevil.example.pdf",
    "/%5C%5Cevil.example/",
  ]) {
    const { status, location } = await rawGet(baseURL!, target);
    expect(status, target).toBeLessThan(500);
    if (location !== undefined) {
      expect(new URL(location, baseURL).origin, `${target} → ${location}`).toBe(new URL(baseURL!).origin);
      expect(location, target).toMatch(/^\/(?![/\\])/);
    }
  }
  expect(await rawGet(baseURL!, "//evil.example/?next=1")).toEqual({ status: 301, location: "/evil.example?next=1" });
});

test("pages, the tools and their map load with no Content-Security-Policy violation", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) =>
      console.error(`Content Security Policy: ${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  for (const path of ["/", "/pricing", "/geocode-lookup", "/harbours-of-andalusia"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await page.waitForLoadState("networkidle");
  }
  expect(violations).toEqual([]);
});
