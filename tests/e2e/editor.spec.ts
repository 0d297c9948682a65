import { expect, test } from "@playwright/test";
import { addBlock, field, panel, saved, signIn } from "./admin-helpers.ts";

// One editor's path through the admin, as the "done when" says: sign in, create a
// product page, add a hero and a cards block, see each validation message, preview,
// publish and see it on the public site. It runs under load: no fixed waits, only polls.
test.describe.configure({ mode: "serial" });

const stamp = Date.now().toString(36);
const slug = `route-planner-${stamp}`;
const title = `Plan delivery routes in seconds ${stamp}`;

test("an editor composes a product page, sees every message, previews and publishes it", async ({ page, request }) => {
  test.setTimeout(120_000);
  await signIn(page);

  // A new page: a draft of any type (docs/editor.md).
  await page.getByRole("button", { name: "New page" }).click();
  const dialog = page.getByRole("dialog", { name: "New page" });
  await dialog.getByLabel("Name").fill(`Route planner ${stamp}`);
  await dialog.getByLabel("Type").selectOption("pageProduct");
  await dialog.getByLabel("Slug").fill(slug);
  await expect(dialog.getByText(`Address: /products/${slug}`)).toBeVisible();
  await dialog.getByRole("button", { name: "Create draft" }).click();
  await expect(page).toHaveURL(/\/admin\/editor\/[0-9a-f-]{36}$/);
  const editorUrl = page.url();
  await expect(page.getByText("Draft", { exact: true })).toBeVisible();

  // Page settings: the description is still missing.
  await expect(panel(page).getByText("description must not be empty")).toBeVisible();
  await panel(page)
    .getByRole("textbox", { name: /^Description/ })
    .fill(
      "Route planning for delivery fleets: stops in the best order, times that hold, and maps drivers read at a glance.",
    );
  await expect(panel(page).getByText("description must not be empty")).toBeHidden();

  // A hero: its title is required; the schema's messages appear inline (docs/editor.md).
  await addBlock(page, "Hero");
  await expect(panel(page).getByText("title must not be empty")).toBeVisible();
  await expect(field(page, "Title")).toHaveAttribute("placeholder", "Type a title...");
  await field(page, "Title").fill(title);
  await expect(panel(page).getByText("title must not be empty")).toBeHidden();
  await expect(page.locator(".canvas").getByRole("heading", { name: title })).toBeVisible();

  // docs/editor.md: the component id must not be empty, and a new one can be generated.
  await panel(page).getByText("Layout, style and ids").click();
  await field(page, "Component ID").fill("");
  await expect(panel(page).getByText("componentId must not be empty")).toBeVisible();
  await panel(page).getByRole("button", { name: "Generate" }).click();
  await expect(field(page, "Component ID")).toHaveValue(/^c-[0-9a-f]{8}$/);
  await expect(panel(page).getByText("componentId must not be empty")).toBeHidden();

  // docs/editor.md: only one text position.
  await panel(page).getByRole("checkbox", { name: "With text right" }).check();
  await panel(page).getByRole("checkbox", { name: "With text top" }).check();
  await expect(panel(page).getByText("Only one position should be set")).toBeVisible();
  await panel(page).getByRole("checkbox", { name: "With text top" }).uncheck();
  await expect(panel(page).getByText("Only one position should be set")).toBeHidden();
  await panel(page).getByRole("checkbox", { name: "With text right" }).uncheck();

  // A cards block with one card: a card needs its link, and its title while the title toggle is on.
  await addBlock(page, "Cards");
  await panel(page).getByRole("button", { name: "Add card" }).click();
  await expect(panel(page).getByText("link must not be empty")).toBeVisible();
  await expect(panel(page).getByText("title is needed while withTitle is on")).toBeVisible();
  const card = panel(page)
    .getByRole("group", { name: /^Cards/ })
    .getByRole("listitem")
    .first();
  await card.getByLabel(/^Link/).fill("/products/map");
  await card.getByLabel(/^Title/).fill("Maps drivers read at a glance");
  await card.getByRole("checkbox", { name: "With paragraph" }).uncheck();
  await expect(panel(page).getByText("link must not be empty")).toBeHidden();
  await expect(page.locator(".canvas").getByText("Maps drivers read at a glance")).toBeVisible();

  // docs/editor.md: the CTA colour rule.
  await addBlock(page, "Call to action");
  await field(page, "Link").fill("/contact");
  await field(page, "Label").fill("Talk to us");
  await panel(page).getByRole("combobox", { name: "Cta color" }).selectOption("mint");
  await panel(page).getByText("Layout, style and ids").click();
  await panel(page).getByRole("combobox", { name: "Color", exact: true }).selectOption("grey");
  await expect(
    panel(page).getByText("This color can apply only if the background color is one of light, white, dark"),
  ).toBeVisible();
  await panel(page).getByRole("combobox", { name: "Color", exact: true }).selectOption("dark");
  await expect(
    panel(page).getByText("This color can apply only if the background color is one of light, white, dark"),
  ).toBeHidden();

  // docs/editor.md: the external video rules.
  await addBlock(page, "Video");
  await panel(page).getByRole("combobox", { name: "Video type" }).selectOption("url");
  await field(page, "External src").fill("http://media.example/clip.mp4");
  await expect(
    panel(page).getByText('the video must be externally hosted (value should start with "https://")'),
  ).toBeVisible();
  await field(page, "External src").fill("https://media.example/clip.mov");
  await expect(panel(page).getByText("the video must be a mp4 file (*.mp4)")).toBeVisible();
  await panel(page).getByRole("combobox", { name: "External type" }).selectOption("video/webm");
  await expect(panel(page).getByText("the video must be a webm file (*.webm)")).toBeVisible();
  // A page with a problem is not published: the editor says where.
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByText("Not published yet: mend these first.")).toBeVisible();
  await panel(page).getByRole("button", { name: "Remove block" }).click();

  // Reorder: the call to action moves before the cards.
  await page.getByRole("button", { name: /^3\. Call to action/ }).click();
  await panel(page).getByRole("button", { name: "Move block earlier" }).click();
  await expect(page.getByRole("navigation", { name: "Blocks of this page" }).getByRole("button").nth(1)).toContainText(
    "Call to action",
  );

  // Links in the canvas are inert: a click selects, it does not navigate.
  await page.locator(".canvas").getByText("Talk to us").click();
  await expect(page).toHaveURL(editorUrl);
  await saved(page);

  // Preview: the public view of the draft, with the way back bottom right.
  await page.getByRole("link", { name: "Preview" }).click();
  await expect(page).toHaveURL(/\/admin\/preview\//);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.locator(".canvas__label")).toHaveCount(0);
  const edit = page.getByRole("link", { name: "Edit this page" });
  const box = await edit.boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport && box.x + box.width > viewport.width - 60 && box.y + box.height > viewport.height - 60).toBe(
    true,
  );
  await edit.click();
  await expect(page).toHaveURL(editorUrl);

  // Publish, and the public site shows it (within the edge cache time).
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByText(/^Published at/)).toBeVisible();
  await expect(page.getByText("Published", { exact: true })).toBeVisible();
  await expect
    .poll(async () => (await request.get(`/products/${slug}`)).status(), {
      timeout: 30_000,
      intervals: [500, 1000, 2000],
    })
    .toBe(200);
  const publicPage = await page.context().newPage();
  await publicPage.goto(`/products/${slug}`);
  await expect(publicPage.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(publicPage.getByRole("link", { name: "Talk to us" })).toHaveAttribute("href", "/contact");

  // The history holds the published version, with its author.
  await page.getByRole("button", { name: "History" }).click();
  await panel(page)
    .getByRole("button", { name: /by local admin/ })
    .click();
  await expect(panel(page).getByRole("button", { name: "Restore as draft" })).toHaveCount(1);

  // The page list shows it, published, with its path; search finds it.
  await page.goto("/admin/editor");
  await page.getByRole("searchbox", { name: "Search pages" }).fill(stamp);
  const row = page.getByRole("row", { name: new RegExp(`Route planner ${stamp}`) });
  await expect(row).toContainText("pageProduct");
  await expect(row).toContainText("Published");
  await expect(row).toContainText(`/products/${slug}`);

  // Unpublish, after saying what it does: the path answers 404, the page stays as a draft.
  await row.getByRole("link").first().click();
  await expect(page).toHaveURL(editorUrl);
  page.once("dialog", (dialog) => {
    expect(dialog.message()).toBe(
      `Take "Route planner ${stamp}" offline? /products/${slug} will answer "page not found" until it is published again. Its content stays here as a draft.`,
    );
    void dialog.accept();
  });
  await page.getByRole("button", { name: "Unpublish" }).click();
  await expect(
    page.getByText(new RegExp(`^Taken offline at .*: /products/${slug} answers “page not found”`)),
  ).toBeVisible();
  await expect(page.getByText("Draft", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Unpublish" })).toHaveCount(0);
  await expect
    .poll(async () => (await request.get(`/products/${slug}`)).status(), {
      timeout: 30_000,
      intervals: [500, 1000, 2000],
    })
    .toBe(404);
});

test("the home page is not taken offline: the editor says why", async ({ page }) => {
  await signIn(page);
  await page.getByRole("searchbox", { name: "Search pages" }).fill("Home");
  await page
    .getByRole("row")
    .filter({ has: page.locator('td[data-label="Path"] code', { hasText: /^\/$/ }) })
    .getByRole("link")
    .click();
  page.once("dialog", (dialog) => void dialog.accept());
  await page.getByRole("button", { name: "Unpublish" }).click();
  await expect(page.getByRole("alert")).toContainText(
    "Still online: visitors would reach a missing page from these. Change them first.",
  );
  await expect(page.getByRole("alert")).toContainText("the site always needs its home page");
  await expect(page.getByText("Published", { exact: true })).toBeVisible();
});

test("discarding: a page never published is deleted; changes to a stored page are undone", async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page);
  await page.getByRole("button", { name: "New page" }).click();
  const dialog = page.getByRole("dialog", { name: "New page" });
  await dialog.getByLabel("Name").fill(`Mistake ${stamp}`);
  await dialog.getByLabel("Type").selectOption("pageProduct");
  await dialog.getByLabel("Slug").fill(`mistake-${stamp}`);
  await dialog.getByRole("button", { name: "Create draft" }).click();
  await expect(page).toHaveURL(/\/admin\/editor\/[0-9a-f-]{36}$/);
  page.once("dialog", (question) => {
    expect(question.message()).toBe(
      `Delete "Mistake ${stamp}"? It was never published; its draft is removed for good.`,
    );
    void question.accept();
  });
  await page.getByRole("button", { name: "Delete page" }).click();
  await expect(page).toHaveURL(/\/admin\/editor$/);
  await page.getByRole("searchbox", { name: "Search pages" }).fill(`Mistake ${stamp}`);
  await expect(page.getByRole("status").filter({ hasText: /pages$/ })).toHaveText("0 pages");

  // A stored page (the one the first test published and took offline, so that no other run
  // edits it meanwhile): its changes are undone, back to the stored version.
  await page.getByRole("searchbox", { name: "Search pages" }).fill(`Route planner ${stamp}`);
  await page
    .getByRole("row", { name: new RegExp(`Route planner ${stamp}`) })
    .getByRole("link")
    .first()
    .click();
  await expect(page.getByRole("button", { name: "Discard changes" })).toHaveCount(0);
  await page.getByRole("button", { name: "Page settings" }).click();
  const name = await field(page, "Name").inputValue();
  await field(page, "Name").fill(`${name} (changed)`);
  await expect(page.getByRole("status").filter({ hasText: /^Draft saved/ })).toBeVisible();
  page.once("dialog", (question) => void question.accept());
  // Discarding reloads the builder on the stored version: wait for the new document.
  const reloaded = page.waitForEvent("load");
  await page.getByRole("button", { name: "Discard changes" }).click();
  await reloaded;
  await page.getByRole("button", { name: "Page settings" }).click();
  await expect(field(page, "Name")).toHaveValue(name);
  await expect(page.getByRole("button", { name: "Discard changes" })).toHaveCount(0);
  await expect(page.locator(".builder__bar").getByText("Unpublished changes", { exact: true })).toHaveCount(0);
});

test("an editor adds and edits a redirect, checked like redirects.csv, and it answers", async ({ page, request }) => {
  test.setTimeout(90_000);
  await signIn(page, "/admin/editor/redirects");
  const source = `/e2e-old-${stamp}`;
  await page.getByRole("button", { name: "Add redirect" }).click();
  const form = page.getByRole("form", { name: "Add a redirect" });
  await form.getByLabel("From").fill(source);
  await form.getByLabel("To").fill(source);
  await form.getByRole("button", { name: "Save redirect" }).click();
  await expect(form.getByText(`${source} redirects to itself`)).toBeVisible();
  await form.getByLabel("To").fill("/products/map");
  await form.getByRole("button", { name: "Save redirect" }).click();
  await expect(page.getByText(`Saved the redirect from ${source}.`)).toBeVisible();

  await page.getByRole("searchbox", { name: "Search redirects" }).fill(source);
  await page.getByRole("button", { name: `Edit the redirect from ${source}` }).click();
  const edit = page.getByRole("form", { name: `Edit the redirect from ${source}` });
  await edit.getByLabel("To").fill("/pricing");
  await edit.getByLabel("Permanent").uncheck();
  await edit.getByRole("button", { name: "Save redirect" }).click();
  await expect(page.getByRole("row", { name: new RegExp(source) })).toContainText("/pricing");
  await expect(page.getByRole("row", { name: new RegExp(source) })).toContainText("302");

  await expect
    .poll(
      async () => {
        const response = await request.get(source, { maxRedirects: 0 });
        return `${response.status()} ${response.headers().location ?? ""}`;
      },
      { timeout: 30_000, intervals: [500, 1000, 2000] },
    )
    .toBe("302 /pricing");

  const csv = await page.request.get("/api/admin/redirects/export.csv");
  expect(csv.headers()["content-type"]).toContain("text/csv");
  expect(await csv.text()).toContain(`${source},/pricing,false,`);
});
