import { env } from "cloudflare:test";
import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import type { LeadDetail, LeadList } from "../../client/admin/leads-types.ts";
import { adminFetch, ORIGIN } from "./admin-helpers.ts";
import { eventually, inquiryFields, leadRow, postForm, salesFields } from "./forms.ts";
import { visit } from "./kv.ts";

async function post(form: string, fields: Record<string, unknown>): Promise<string> {
  const response = await postForm(form, fields);
  expect(response.status).toBe(202);
  return (await response.json<{ id: string }>()).id;
}

async function detail(id: string): Promise<LeadDetail> {
  const response = await adminFetch(`/api/admin/leads/${id}`);
  expect(response.status).toBe(200);
  return response.json<LeadDetail>();
}

describe("docs/leads.md: the admin leads inbox (/admin/leads)", () => {
  it("is behind the admin sign-in like the rest of /admin", async () => {
    expect((await visit("/api/admin/leads")).status).toBe(401);
    const page = await visit("/admin/leads");
    expect(page.status).toBe(302);
    expect(page.headers.get("location")).toMatch(/^\/admin\/sign-in/);
    const signedIn = await adminFetch("/admin/leads");
    expect(signedIn.status).toBe(200);
    expect(await signedIn.text()).toContain("<title>Leads · Locus admin</title>");
    const id = crypto.randomUUID();
    expect((await visit(`/api/admin/leads/${id}/erase`, { method: "POST", headers: { origin: ORIGIN } })).status).toBe(
      401,
    );
  });

  it("lists leads newest first with filters, and says where each form's leads go", async () => {
    const company = `Filter ${crypto.randomUUID().slice(0, 8)}`;
    const de = await post("inquiry", {
      ...inquiryFields({ company }),
      context: { language: "de", page: "/de/kontakt" },
    });
    const en = await post("sales", { ...salesFields({ company }), context: { language: "en", page: "/contact" } });
    const all = await (await adminFetch("/api/admin/leads")).json<LeadList>();
    expect(all.leads.slice(0, 2).map((lead) => lead.id)).toEqual([en, de]);
    expect(all.destinations).toContainEqual({ form: "inquiry", kind: "inbox", host: null, declared: false });
    expect(all.destinations).toContainEqual({ form: "sales", kind: "handler", host: "forms.test", declared: false });

    const german = await (await adminFetch("/api/admin/leads?language=de&form=inquiry")).json<LeadList>();
    expect(german.leads.map((lead) => lead.id)).toContain(de);
    expect(german.leads.map((lead) => lead.id)).not.toContain(en);
    expect(german.leads.find((lead) => lead.id === de)).toMatchObject({
      company,
      language: "de",
      name: "Grace Hopper",
    });
    const today = new Date().toISOString().slice(0, 10);
    const dated = await (await adminFetch(`/api/admin/leads?from=${today}&to=${today}&form=sales`)).json<LeadList>();
    expect(dated.leads.map((lead) => lead.id)).toContain(en);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    expect((await (await adminFetch(`/api/admin/leads?from=${tomorrow}`)).json<LeadList>()).total).toBe(0);
    const bad = await adminFetch("/api/admin/leads?status=lost");
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: 'No status "lost"' });
  });

  it("one lead: its fields, its context, the fields its handler receives, and its whole delivery history", async () => {
    const id = await post("inquiry", inquiryFields());
    await eventually(async () => (await leadRow(id))?.status === "inbox");
    const lead = await detail(id);
    expect(lead).toMatchObject({ status: "inbox", attempts: 1, canResend: true, samePerson: 1 });
    expect(lead.handlerFields).toContainEqual(["first_name", "Grace"]);
    expect(lead.history).toEqual([
      expect.objectContaining({ outcome: "inbox", detail: "kept in the inbox (no handler URL)" }),
    ]);
    expect((await adminFetch(`/api/admin/leads/${crypto.randomUUID()}`)).status).toBe(404);
  });

  it("re-send puts the lead back into the Queue at once, and the history says who asked", async () => {
    const id = await post("inquiry", inquiryFields());
    await eventually(async () => (await leadRow(id))?.status === "inbox");
    const resent = await adminFetch(`/api/admin/leads/${id}/resend`, { method: "POST" });
    expect(resent.status).toBe(200);
    await eventually(async () => (await leadRow(id))?.attempts === 2);
    expect((await detail(id)).history.map((h) => h.outcome)).toEqual(["inbox", "resend", "inbox"]);
    expect((await detail(id)).history[1]?.detail).toBe("re-send asked by local admin");
  });

  it("a delivered lead cannot be sent again (409)", async () => {
    const id = await post("sales", salesFields());
    await eventually(async () => (await leadRow(id))?.status === "delivered");
    const refused = await adminFetch(`/api/admin/leads/${id}/resend`, { method: "POST" });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ error: "A delivered lead cannot be sent again" });
  });

  it("mark handled, and open again", async () => {
    const id = await post("inquiry", inquiryFields());
    const handled = await adminFetch(`/api/admin/leads/${id}/handled`, { method: "POST", json: { handled: true } });
    expect(await handled.json()).toMatchObject({ handledBy: "local admin", handledAt: expect.any(String) });
    const open = await (await adminFetch("/api/admin/leads?handled=open&form=inquiry")).json<LeadList>();
    expect(open.leads.map((lead) => lead.id)).not.toContain(id);
    await adminFetch(`/api/admin/leads/${id}/handled`, { method: "POST", json: { handled: false } });
    expect((await detail(id)).handledAt).toBeNull();
    expect(
      (await adminFetch(`/api/admin/leads/${id}/handled`, { method: "POST", json: { handled: "yes" } })).status,
    ).toBe(400);
  });

  it("erase: every lead of the person goes, nothing of them is left, the rows stay as erased", async () => {
    const email = `erase.${crypto.randomUUID().slice(0, 8)}@example.com`;
    const first = await post("inquiry", { ...inquiryFields({ email }), context: { page: "/contact" } });
    const second = await post("sales", salesFields({ email: email.toUpperCase() }));
    const other = await post("inquiry", inquiryFields());
    expect((await detail(first)).samePerson).toBe(2);
    const erased = await adminFetch(`/api/admin/leads/${first}/erase`, { method: "POST" });
    expect(await erased.json()).toEqual({ erased: 2 });
    for (const id of [first, second]) {
      expect(await leadRow(id)).toMatchObject({
        status: "erased",
        payload: "{}",
        context: null,
        content_hash: null,
        idempotency_key: null,
        erased_at: expect.any(String),
      });
      expect((await detail(id)).history.map((h) => h.outcome)).toEqual(["erased"]);
    }
    const rows = await env.DB.prepare("SELECT count(*) AS n FROM leads WHERE payload LIKE ?1")
      .bind(`%${email.split("@")[0]}%`)
      .first<{ n: number }>();
    expect(rows?.n).toBe(0);
    expect((await leadRow(other))?.status).not.toBe("erased");
    expect((await adminFetch(`/api/admin/leads/${first}/resend`, { method: "POST" })).status).toBe(409);
  });

  it("exports CSV with a maintained library: formula-safe cells, stored values as typed", async () => {
    const company = `=HYPERLINK("https://evil.example","${crypto.randomUUID().slice(0, 8)}")`;
    const id = await post("inquiry", inquiryFields({ company, Subject: "+1 555 0100\nsecond line" }));
    const response = await adminFetch("/api/admin/leads/export.csv?form=inquiry");
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="leads-\d{4}-\d\d-\d\d\.csv"$/);
    const [header, ...rows] = parse(await response.text(), { bom: true }) as string[][];
    const row = rows.find((cells) => cells[0] === id);
    const at = (column: string) => row?.[header?.indexOf(column) ?? -1];
    expect(at("company")).toBe(`'${company}`);
    expect(at("Subject")).toBe("'+1 555 0100\nsecond line");
    expect(JSON.parse((await leadRow(id))!.payload).company).toBe(company);
  });
});
