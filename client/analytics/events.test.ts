import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { gtag, resetDataLayerForTests } from "./data-layer.ts";
import { pushEvent, redactUrl, trackPageView } from "./events.ts";

type Entry = Record<string, unknown> | IArguments;
const layer = () => (globalThis as { dataLayer?: Entry[] }).dataLayer ?? [];
const asArray = (entry: Entry | undefined) => Array.from(entry as IArguments);

describe("the dataLayer", () => {
  beforeEach(() => resetDataLayerForTests());
  afterEach(() => {
    resetDataLayerForTests();
    vi.unstubAllGlobals();
  });

  it("starts with the Consent Mode default, all four signals denied, before the first event", () => {
    pushEvent({ event: "signup_pending" });
    expect(layer()).toHaveLength(2);
    expect(Object.prototype.toString.call(layer()[0])).toBe("[object Arguments]");
    expect(asArray(layer()[0])).toEqual([
      "consent",
      "default",
      { analytics_storage: "denied", ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied" },
    ]);
    expect(layer()[1]).toEqual({ event: "signup_pending" });
  });

  it("pushes the default once per page", () => {
    pushEvent({ event: "signup_pending" });
    gtag("consent", "update", { analytics_storage: "granted" });
    pushEvent({ event: "ui_signup_finish_click" });
    expect(layer().filter((e) => asArray(e)[1] === "default")).toHaveLength(1);
    expect(asArray(layer()[2])).toEqual(["consent", "update", { analytics_storage: "granted" }]);
  });

  it("defaults to the stored choice of a returning visitor who granted the tag manager", () => {
    vi.stubGlobal("document", { cookie: "a=b; locus_consent=v1|1700000000|tagManager:1|marketingPixel:0" });
    pushEvent({ event: "signup_pending" });
    expect(asArray(layer()[0])[2]).toEqual({
      analytics_storage: "granted",
      ad_storage: "denied",
      ad_user_data: "denied",
      ad_personalization: "denied",
    });
  });

  it("keeps events already queued by a page that defined dataLayer itself", () => {
    (globalThis as { dataLayer?: Entry[] }).dataLayer = [{ event: "early" }];
    pushEvent({ event: "ui_contact_choice", choice: "sales" });
    expect(layer()).toHaveLength(3);
    expect(layer()[0]).toEqual({ event: "early" });
  });

  it("copies the event, so a later change by the caller does not alter what was pushed", () => {
    const event = { event: "ui_usecase_summary", selected_count: 2, usecase_codes: "storelocator,other" } as const;
    pushEvent(event);
    expect(layer()[1]).not.toBe(event);
    expect(layer()[1]).toEqual(event);
  });
});

describe("page views never carry private query parameters", () => {
  it("removes the sign-up email, funnel token and OAuth code, keeps the rest", () => {
    expect(redactUrl("https://www.locus.example/sign_up?email=a%40b.c&utm_source=x&code=123&source=github")).toBe(
      "https://www.locus.example/sign_up?utm_source=x&source=github",
    );
    expect(redactUrl("https://www.locus.example/contact?originfunnel=pricing&token=abc")).toBe(
      "https://www.locus.example/contact?originfunnel=pricing",
    );
  });
});

describe("page views on load and on route change", () => {
  beforeEach(() => resetDataLayerForTests());
  afterEach(() => {
    resetDataLayerForTests();
    delete (globalThis as { locusPageViewRoute?: string }).locusPageViewRoute;
    vi.unstubAllGlobals();
  });

  function visit(href: string) {
    const url = new URL(href);
    vi.stubGlobal("location", { href: url.href, pathname: url.pathname, search: url.search });
  }

  it("one per URL; an #anchor of the same page is not a new one", () => {
    vi.stubGlobal("document", { title: "Pricing · Locus", referrer: "", cookie: "", documentElement: { lang: "en" } });
    visit("https://www.locus.example/contact?originfunnel=pricing");
    trackPageView();
    visit("https://www.locus.example/contact?originfunnel=pricing#form");
    trackPageView();
    visit("https://www.locus.example/contact?step=usecases");
    trackPageView();
    expect(layer().slice(1)).toEqual([
      {
        event: "page_view",
        page_path: "/contact",
        page_location: "https://www.locus.example/contact?originfunnel=pricing",
        page_title: "Pricing · Locus",
        page_language: "en",
        page_referrer: "",
      },
      {
        event: "page_view",
        page_path: "/contact",
        page_location: "https://www.locus.example/contact?step=usecases",
        page_title: "Pricing · Locus",
        page_language: "en",
        page_referrer: "",
      },
    ]);
  });
});
