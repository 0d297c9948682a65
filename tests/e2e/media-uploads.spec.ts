import { expect, test } from "@playwright/test";
import { randomUUID } from "node:crypto";
import { addAdminSession } from "./admin-helpers.ts";

/**
 * The media library as an editor uses it (docs/images.md, "Uploads to the media library"):
 * a page that only holds an <svg> is refused with a sentence, a real SVG is taken, shown and
 * served as a sandboxed document.
 */
test.beforeEach(async ({ context, baseURL }) => addAdminSession(context, baseURL));

test("an HTML page named .svg is refused with a sentence; a real SVG is listed, shown and served sandboxed", async ({
  page,
  request,
}) => {
  await page.goto("/admin/media");
  await expect(page.locator("#admin-root")).toHaveAttribute("data-hydrated", "true");
  const upload = page.locator("#media-upload");

  const html = `<!doctype html><html><body><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"></svg><script>document.title="ran"</script></body></html>`;
  await upload.setInputFiles({ name: "logo.svg", mimeType: "image/svg+xml", buffer: Buffer.from(html) });
  await expect(page.getByRole("alert")).toContainText(
    "logo.svg: This file is not an image: an SVG must be well-formed XML",
  );

  const name = `shape-${randomUUID().slice(0, 8)}`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="60"><rect width="120" height="60" fill="#1f4fd6"/></svg>`;
  await upload.setInputFiles({ name: `${name}.svg`, mimeType: "image/svg+xml", buffer: Buffer.from(svg) });
  const item = page.locator(".media-grid__item").filter({ hasText: `${name}.svg` });
  await expect(item).toContainText("120×60 px");
  await expect(page.getByRole("alert")).toHaveCount(0);
  const image = item.locator("img");
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(120);

  const src = (await image.getAttribute("src")) ?? "";
  const served = await request.get(src);
  expect(served.headers()["content-type"]).toBe("image/svg+xml");
  expect(served.headers()["x-content-type-options"]).toBe("nosniff");
  expect(served.headers()["content-security-policy"]).toMatch(/^default-src 'none'.*; sandbox$/);
});
