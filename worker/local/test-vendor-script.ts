/**
 * The one script every local test vendor serves (worker/consent/test-vendors.ts). When it
 * runs it records which service it stands for (the loader's data-service), the id in its
 * URL, the Consent Mode state it finds in the dataLayer (the default, then each update,
 * as a Google tag reads it) and the consent cookie, in `window.__testVendors`; sets the
 * first-party cookie a real vendor of that kind would (so that withdrawing consent can be
 * seen to expire it); and shows a small panel, so that a person can see what loaded.
 */
export const TEST_VENDOR_SCRIPT = `(() => {
  const script = document.currentScript;
  const service = (script && script.dataset.service) || "unknown";
  const id = script ? new URL(script.src).searchParams.get("id") : null;
  const consentMode = {};
  for (const entry of window.dataLayer || []) {
    if (entry && entry[0] === "consent" && (entry[1] === "default" || entry[1] === "update")) Object.assign(consentMode, entry[2]);
  }
  const cookie = (document.cookie.match(/(?:^|; )locus_consent=([^;]*)/) || [])[1] || null;
  const record = { service, id, page: location.pathname, consentMode, consentCookie: cookie };
  (window.__testVendors = window.__testVendors || []).push(record);
  console.info("[local test vendor] " + service + " ran", record);

  const cookies = { tagManager: "_ga_LOCAL", marketingPixel: "hubspotutk", socialAdPixel: "_fbp", businessNetwork: "li_local", visitorIdentification: "_lfa_local" };
  if (cookies[service]) document.cookie = cookies[service] + "=test-vendor; Path=/; Max-Age=86400; SameSite=Lax";

  const style = (element, values) => Object.assign(element.style, values);
  let panel = document.getElementById("test-vendors");
  if (!panel) {
    panel = document.createElement("aside");
    panel.id = "test-vendors";
    panel.setAttribute("aria-label", "Local test vendors");
    style(panel, { position: "fixed", left: "8px", bottom: "8px", zIndex: "50", maxWidth: "18rem", padding: "8px 10px", font: "12px/1.4 system-ui, sans-serif", background: "#fffbe6", color: "#3d3000", border: "1px solid #e0c200", borderRadius: "8px" });
    const title = document.createElement("strong");
    title.textContent = "Local test vendors loaded";
    panel.append(title, document.createElement("ul"));
    style(panel.lastChild, { margin: "4px 0 0", paddingLeft: "16px" });
    document.body.append(panel);
  }
  const item = document.createElement("li");
  item.dataset.testVendor = service;
  item.textContent = service + (consentMode.analytics_storage ? " (analytics_storage " + consentMode.analytics_storage + ")" : "");
  panel.querySelector("ul").append(item);

  if (service === "chat") {
    const bubble = document.createElement("button");
    bubble.type = "button";
    bubble.dataset.testVendorChat = "";
    bubble.textContent = "Chat (test vendor)";
    style(bubble, { position: "fixed", right: "16px", bottom: "16px", zIndex: "50", padding: "12px 16px", borderRadius: "999px", border: "0", background: "#0c1433", color: "#fff", font: "600 14px system-ui, sans-serif" });
    bubble.addEventListener("click", () => { bubble.textContent = "Chat is a local test vendor"; });
    document.body.append(bubble);
  }
  for (const slot of document.querySelectorAll('[data-service-slot="' + service + '"]')) {
    const note = document.createElement("p");
    note.dataset.testVendorSlot = service;
    note.textContent = service + " (local test vendor) drawn here with options " + (slot.dataset.options || "{}");
    slot.append(note);
  }
  if (service === "socialAdPixel" && window.fbq) record.queue = window.fbq.queue.map((call) => call[0] + ":" + (call[1] || ""));
  if (service === "businessNetwork") record.partnerIds = window._linkedin_data_partner_ids || [];
  if (service === "tagManager") record.started = (window.dataLayer || []).some((entry) => entry && entry.event === "gtm.js");
})();
`;

/** An embedded page standing in for a video, code sandbox or fiddle provider. */
export function testEmbedHtml(kind: string, id: string): string {
  const safe = (text: string) => text.replace(/[^A-Za-z0-9 _.-]/g, "");
  const look =
    "body{margin:0;display:grid;place-items:center;min-height:100vh;font:16px system-ui,sans-serif;background:#101a3d;color:#fff;text-align:center}";
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Test ${safe(kind)}</title><style>${look}</style></head><body><main><h1>Local test ${safe(kind)}</h1><p>Embed id: <code>${safe(id)}</code></p></main></body></html>`;
}
