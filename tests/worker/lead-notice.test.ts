import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { leadNotice } from "../../worker/forms/lead-notice.ts";
import { inquiryFields, leadRow, salesFields } from "./forms.ts";
import { consume, stored } from "./lead-consumer.ts";

describe("docs/leads.md: the e-mail notice of a new lead (send_email binding)", () => {
  it("goes out once the lead reaches the inbox or its handler, with the link to it and no personal data", async () => {
    const sent: { from: unknown; to: unknown; subject: string; text: string }[] = [];
    const binding = { send: async (message: (typeof sent)[number]) => void sent.push(message) };
    const fields = inquiryFields({ company: "Compilers\nInc" });
    const id = await stored("inquiry", fields);
    await consume("lead-delivery", id, 1, { LEAD_NOTICE: binding });
    expect((await leadRow(id))?.status).toBe("inbox");
    expect(sent).toEqual([
      {
        from: { name: "Locus website", email: "leads@locus.example" },
        to: "sales@locus.example",
        subject: "New lead: General inquiry from Compilers Inc",
        text: `A new General inquiry lead from Compilers Inc (France).\nIt is in the leads inbox.\n\nOpen it: http://localhost:8787/admin/leads/${id}`,
      },
    ]);
    expect(JSON.stringify(sent)).not.toContain(String(fields.email));

    // A re-send that reaches the inbox again sends no second notice.
    await env.DB.prepare("UPDATE leads SET status = 'resend' WHERE id = ?1").bind(id).run();
    await consume("lead-delivery", id, 1, { LEAD_NOTICE: binding });
    expect((await leadRow(id))?.attempts).toBe(2);
    expect(sent).toHaveLength(1);
  });

  it("a notice that cannot be sent never holds the lead back", async () => {
    const id = await stored("sales", salesFields());
    const failing = { send: () => Promise.reject(new Error("Email Routing is off")) };
    const result = await consume("lead-delivery", id, 1, {
      LEAD_NOTICE: failing,
      FORM_HANDLER_SALES_URL: `https://forms.test/ok/notice-${id}`,
    });
    expect(result).toEqual({ acked: true, retry: null });
    expect((await leadRow(id))?.status).toBe("delivered");
  });

  it("the local binding (wrangler.toml, simulated offline) accepts the notice as the Worker sends it", async () => {
    const notice = leadNotice(
      { id: crypto.randomUUID(), form: "sales", payload: '{"company":"Acme"}' },
      env.SITE_URL,
      "inbox",
    );
    const result = await env.LEAD_NOTICE?.send({
      from: { name: "Locus website", email: env.LEAD_NOTICE_FROM ?? "" },
      to: env.LEAD_NOTICE_TO ?? "",
      ...notice,
    });
    expect(result?.messageId).toMatch(/@locus\.example>$/);
  });
});
