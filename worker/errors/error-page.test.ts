import { describe, expect, it } from "vitest";
import { errorPageHtml } from "./error-page.ts";

describe("the error page", () => {
  it("escapes every value it shows", async () => {
    const page = String(
      await errorPageHtml({
        status: 500,
        title: "<b>x</b>",
        message: 'a "quoted" & <script>alert(1)</script>',
        requestId: "<img src=x onerror=alert(1)>",
      }),
    );
    expect(page).not.toContain("<script>");
    expect(page).not.toContain("<img src=x");
    expect(page).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(page).toContain("<title>&lt;b&gt;x&lt;/b&gt; · Locus</title>");
  });

  it("shows a reference only when there is one", async () => {
    expect(String(await errorPageHtml({ status: 500, title: "t", message: "m", requestId: "abc" }))).toContain(
      "Reference: <code>abc</code>",
    );
    expect(String(await errorPageHtml({ status: 405, title: "t", message: "m" }))).not.toContain("Reference");
  });
});
