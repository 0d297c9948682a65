import { expect, test, type Page } from "@playwright/test";
import { addAdminSession, field, panel, saved } from "./admin-helpers.ts";

// The editor's second round (docs/editor.md): history an editor can trust, redirects that
// cannot break, the blocks of each page type, slugs checked in the browser, and an inert
// edit mode. Each test starts signed in (the sign-in itself is tests/e2e/editor.spec.ts's).
test.describe.configure({ mode: "serial" });

const stamp = Date.now().toString(36);

test.beforeEach(async ({ context, baseURL }) => {
  await addAdminSession(context, baseURL);
});

/** Opens a page of the editor's list by its path. */
async function openInEditor(page: Page, path: string): Promise<void> {
  await page.goto("/admin/editor");
  await page.getByRole("searchbox", { name: "Search pages" }).fill(path);
  await page
    .getByRole("row", { name: new RegExp(`${path.replace(/\//g, "\\/")}$`) })
    .getByRole("link")
    .first()
    .click();
  await expect(page).toHaveURL(/\/admin\/editor\/[0-9a-f-]{36}$/);
  await expect(page.locator(".canvas")).toBeVisible();
}

/** Publishes and waits for the editor to say so. */
async function publish(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByText(/^Published at/)).toBeVisible();
}

test("the original version of a page published before the editor is restored from the history", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const original = "Travellers search for places, not for products";
  const changed = `Trips planned around places ${stamp}`;
  await openInEditor(page, "/industry/travel");

  // The history ends with the files' version (earlier runs' versions stay: a sync keeps history).
  await page.getByRole("button", { name: "History" }).click();
  const versions = panel(page).getByRole("list", { name: "Versions" });
  const version = versions.locator(".history-list__item");
  await expect(version.last()).toContainText("Before the editor");
  await expect(version.last()).toContainText("from content/pages/industry-travel.json");
  const count = await version.count();

  // A change published from the editor names its author and what it changed.
  await page.getByRole("button", { name: /^1\. Hero/ }).click();
  await field(page, "Title").fill(changed);
  await saved(page);
  await publish(page);
  await page.getByRole("button", { name: "History" }).click();
  await expect(version).toHaveCount(count + 1);
  await version.first().click();
  await expect(version.first()).toContainText("by local admin");
  const changedList = panel(page).getByRole("list", { name: "What this version changed" });
  await expect(changedList).toContainText(`Block 1 · Hero “${changed}” changed: title`);

  // The original: what restoring it changes in the draft, then restore, publish, and it is live.
  await version.last().click();
  const restoring = panel(page).getByRole("list", { name: "What restoring changes" });
  await expect(restoring).toContainText(`Block 1 · Hero “${original}” changed: title`);
  await panel(page).getByRole("button", { name: "Restore as draft" }).click();
  await expect(panel(page).getByRole("heading", { name: "Page settings" })).toBeVisible();
  await expect(page.locator(".canvas").getByRole("heading", { name: original })).toBeVisible();
  await saved(page);
  await publish(page);
  await expect
    .poll(async () => (await (await request.get("/industry/travel")).text()).includes(original), {
      timeout: 30_000,
      intervals: [500, 1000, 2000],
    })
    .toBe(true);
});

test("a redirect to a page that does not exist is refused, with its message", async ({ page }) => {
  await page.goto("/admin/editor/redirects");
  await page.getByRole("button", { name: "Add redirect" }).click();
  const form = page.getByRole("form", { name: "Add a redirect" });
  await form.getByLabel("From").fill(`/audit-loop-${stamp}`);
  await form.getByLabel("To").fill("/this-page-does-not-exist");
  await form.getByRole("button", { name: "Save redirect" }).click();
  await expect(
    form.getByText(
      "destination /this-page-does-not-exist leads nowhere: it is neither a published page, a file of the site nor an https URL",
    ),
  ).toBeVisible();
  await form.getByLabel("To").fill("/pricing");
  await form.getByRole("button", { name: "Save redirect" }).click();
  await expect(page.getByText(`Saved the redirect from /audit-loop-${stamp}.`)).toBeVisible();
});

test("the block picker offers the blocks of the page's type; a block of another type is refused", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  // A blog post: no contact funnel among its blocks.
  await openInEditor(page, "/blog/uk-address-format");
  await page.getByRole("button", { name: "Add block" }).click();
  const picker = page.getByRole("dialog", { name: "Add a block" });
  await expect(picker.getByText(/The \d+ blocks a blog post \(blog\) can hold/)).toBeVisible();
  await expect(picker.getByRole("button", { name: /^Code snippet\b/ })).toBeVisible();
  await expect(picker.getByRole("button", { name: /^Contact funnel\b/ })).toHaveCount(0);
  await picker.getByRole("button", { name: "Close" }).click();

  // A root page offers it.
  await openInEditor(page, "/pricing");
  await page.getByRole("button", { name: "Add block" }).click();
  await expect(picker.getByText(/The \d+ blocks a root page \(page\) can hold/)).toBeVisible();
  await expect(picker.getByRole("button", { name: /^Contact funnel\b/ })).toBeVisible();
  await picker.getByRole("button", { name: "Close" }).click();

  // A draft of a blog post that holds a funnel anyway (saved through the API): marked, and refused.
  await page.goto("/admin/editor");
  await page.getByRole("button", { name: "New page" }).click();
  const dialog = page.getByRole("dialog", { name: "New page" });
  await dialog.getByLabel("Name").fill(`Typed post ${stamp}`);
  await dialog.getByLabel("Type").selectOption("blog");
  await dialog.getByRole("button", { name: "Create draft" }).click();
  await expect(page).toHaveURL(/\/admin\/editor\/[0-9a-f-]{36}$/);
  const id = page.url().split("/").pop() as string;
  const opened = (await (await page.request.get(`/api/admin/pages/${id}`)).json()) as {
    draft: { page: Record<string, unknown>; savedAt: string };
  };
  const withFunnel = {
    ...opened.draft.page,
    meta: { title: `Typed post ${stamp}`, description: "A post that holds a block of another page type." },
    blocks: [
      { type: "hero", props: { componentId: "c-10000001", title: `Typed post ${stamp}` } },
      { type: "funnel", props: { componentId: "c-10000002", title: "Contact Locus" } },
    ],
  };
  const put = await page.request.put(`/api/admin/pages/${id}/draft`, {
    data: { page: withFunnel, base: opened.draft.savedAt },
    headers: { origin: baseURL ?? "" },
  });
  expect(put.status()).toBe(200);
  await page.reload();
  await expect(page.getByRole("button", { name: /^2\. Contact funnel/ })).toContainText("1");
  await page.getByRole("button", { name: /^2\. Contact funnel/ }).click();
  await expect(panel(page).getByText("Not allowed here: a blog page cannot hold a funnel block.")).toBeVisible();
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByText("Not published yet: mend these first.")).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "blocks[1]" })).toContainText(
    "a blog page cannot hold a funnel block",
  );
});

test("a bad slug is refused in the browser; a new address offers the redirect from the old one", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.goto("/admin/editor");
  await page.getByRole("button", { name: "New page" }).click();
  const dialog = page.getByRole("dialog", { name: "New page" });
  await dialog.getByLabel("Name").fill(`Slug check ${stamp}`);
  await dialog.getByLabel("Type").selectOption("pageProduct");
  const slug = dialog.getByLabel("Slug");
  await slug.fill("Bad Slug!");
  // Chromium compiles the pattern with the v flag: it must compile, and refuse this value.
  expect(await slug.evaluate((input: HTMLInputElement) => input.validity.patternMismatch)).toBe(true);
  let posted = false;
  page.on("request", (r) => {
    if (r.method() === "POST" && r.url().endsWith("/api/admin/pages")) posted = true;
  });
  await dialog.getByRole("button", { name: "Create draft" }).click();
  await expect(dialog).toBeVisible();
  expect(posted).toBe(false);
  expect(await slug.evaluate((input: HTMLInputElement) => input.validationMessage)).not.toBe("");

  await slug.fill(`slug-check-${stamp}`);
  expect(await slug.evaluate((input: HTMLInputElement) => input.validity.valid)).toBe(true);
  await dialog.getByRole("button", { name: "Create draft" }).click();
  await expect(page).toHaveURL(/\/admin\/editor\/[0-9a-f-]{36}$/);
  // A new draft's settings name its address, not "not served".
  await expect(panel(page).getByText(`/products/slug-check-${stamp}`)).toBeVisible();
  await panel(page)
    .getByRole("textbox", { name: /^Description/ })
    .fill("A product page made to check slugs and addresses in the editor.");
  await page.getByRole("button", { name: "Add block" }).click();
  await page
    .getByRole("dialog", { name: "Add a block" })
    .getByRole("button", { name: /^Hero\b/ })
    .click();
  await field(page, "Title").fill(`Slug check ${stamp}`);
  await saved(page);
  await publish(page);

  // Change the address: a bad slug is refused here too; a good one offers the redirect.
  await page.getByRole("button", { name: "Page settings" }).click();
  await panel(page).getByRole("button", { name: "Change the address" }).click();
  const rename = page.getByRole("dialog", { name: "Change the address" });
  const newSlug = rename.getByLabel("New slug");
  await newSlug.fill("no spaces please");
  expect(await newSlug.evaluate((input: HTMLInputElement) => input.validity.patternMismatch)).toBe(true);
  await newSlug.fill(`slug-renamed-${stamp}`);
  await expect(rename.getByText(`New address: /products/slug-renamed-${stamp}`)).toBeVisible();
  await expect(
    rename.getByRole("checkbox", { name: `Redirect /products/slug-check-${stamp} to the new address` }),
  ).toBeChecked();
  await rename.getByRole("button", { name: "Change the address" }).click();
  await expect(page).toHaveURL(/\/admin\/editor\/[0-9a-f-]{36}$/);
  await expect(panel(page).getByText(`/products/slug-renamed-${stamp}`)).toBeVisible();
  await expect
    .poll(
      async () => {
        const response = await request.get(`/products/slug-check-${stamp}`, { maxRedirects: 0 });
        return `${response.status()} ${response.headers().location ?? ""}`;
      },
      { timeout: 30_000, intervals: [500, 1000, 2000] },
    )
    .toBe(`301 /products/slug-renamed-${stamp}`);
});

test("in edit mode the funnel does nothing; the editor previews each step without saving it", async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto("/admin/playground?mode=edit#block-funnel");
  const funnel = page.locator('locus-island[data-island="funnel"]').first();
  await expect(funnel).toHaveAttribute("data-hydrated", "true");
  const steps = funnel.locator(".funnel");
  await expect(steps).toHaveAttribute("data-step", "funnelContactChoices");
  const url = page.url();
  await funnel.locator('[data-choice="sales"]').click();
  await funnel.locator('[data-choice="message"]').click();
  await funnel.getByRole("button", { name: "Back" }).click();
  await expect(steps).toHaveAttribute("data-step", "funnelContactChoices");
  expect(page.url()).toBe(url);

  // In the editor, the block panel previews a step; the page is not changed by it.
  await openInEditor(page, "/contact");
  await page.getByRole("button", { name: /^1\. Contact funnel/ }).click();
  const canvas = page.locator(".canvas");
  await expect(canvas.locator(".funnel")).toHaveAttribute("data-step", "funnelContactChoices");
  await panel(page).getByLabel("Preview a step").selectOption({ label: "Success (thank you)" });
  await expect(canvas.locator(".funnel")).toHaveAttribute("data-step", "funnelSuccess");
  await panel(page).getByLabel("Preview a step").selectOption({ label: "General inquiry form" });
  await expect(canvas.locator(".funnel")).toHaveAttribute("data-step", "funnelGeneralInquiry");
  await expect(page.getByRole("status").filter({ hasText: "No unpublished changes" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Discard changes" })).toHaveCount(0);
});

test("forms follow their toggles, external video reloads; layout pages show their cards to admins; the offices anchor's hyphenated id", async ({
  page,
}) => {
  // The Know More link shows only while its toggle is on (a Block block on a product page).
  await openInEditor(page, "/products/indoor");
  await page.getByRole("button", { name: "Add block" }).click();
  await page
    .getByRole("dialog", { name: "Add a block" })
    .getByRole("button", { name: /^Block\b/ })
    .click();
  await expect(field(page, "Know more link")).toHaveCount(0);
  await panel(page).getByRole("checkbox", { name: "With know more" }).check();
  await expect(field(page, "Know more link")).toBeVisible();
  await expect(panel(page).getByText("knowMoreLink is needed while withKnowMore is on")).toBeVisible();
  // The rich text offers headings 2 to 6.
  for (const level of ["H2", "H3", "H4", "H5", "H6"])
    await expect(
      panel(page).getByRole("toolbar", { name: "Formatting" }).getByRole("button", { name: level }),
    ).toBeVisible();
  // An external video has its reload button in the canvas.
  await page.getByRole("button", { name: "Add block" }).click();
  await page
    .getByRole("dialog", { name: "Add a block" })
    .getByRole("button", { name: /^Video\b/ })
    .click();
  await field(page, "Video title").fill("A clip from our host");
  await panel(page).getByRole("combobox", { name: "Video type" }).selectOption("url");
  await field(page, "External src").fill("https://media.locus.example/clip.mp4");
  const canvas = page.locator(".canvas");
  await canvas.getByRole("button", { name: "Load the video here" }).click();
  await expect(canvas.locator("video source")).toHaveAttribute("src", "https://media.locus.example/clip.mp4");
  await canvas.getByRole("button", { name: "Reload video" }).click();
  await expect(canvas.locator("video")).toHaveCount(1);
  page.once("dialog", (d) => void d.accept());
  const reloaded = page.waitForEvent("load");
  await page.getByRole("button", { name: "Discard changes" }).click();
  await reloaded;

  const layout = await page.goto("/admin/layouts/blogposts-layout");
  expect(layout?.headers()["x-robots-tag"]).toContain("noindex");
  await expect(page.getByRole("heading", { level: 1, name: "Blog posts layout" })).toBeVisible();
  await expect(page.locator(".cards__list > li").first()).toBeVisible();
  expect(await page.locator(".cards__list > li").count()).toBeGreaterThan(20);
  expect((await page.request.get("/blogposts-layout")).status()).toBe(404);

  await page.goto("/company#wgs-slw-offices-top");
  await expect(page.locator("#wgs_slw_offices_top").getByRole("heading", { name: "Our offices" })).toBeInViewport();
});
