import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { fieldName } from "../content/validate.ts";
import type { PageContextValue } from "../page-context.ts";
import { newComponentId } from "../sections/common-props.ts";
import { blockSchema, BLOCKS, type Block } from "./registry.ts";
import { renderBlock } from "./render-block.test-helper.tsx";

/** The editor's messages for a block's props, as "field: message". */
function problems(type: string, props: object): string[] {
  const result = v.safeParse(blockSchema, { type, props });
  if (result.success) return [];
  return result.issues.map((issue) => `${fieldName(issue).replace(/^props\./, "")}: ${issue.message}`);
}

function parse(type: string, props: object): Block {
  return v.parse(blockSchema, { type, props });
}

function render(type: string, props: object, context: Partial<PageContextValue> = {}): string {
  return renderBlock(parse(type, props), context);
}

const sampleOf = (type: string) => BLOCKS.find((block) => block.type === type)?.sample as Record<string, unknown>;
const many = <T,>(count: number, item: T): T[] => Array.from({ length: count }, () => item);
const image = { src: "/images/customers/kyma-ferries.svg", alt: "Kyma Ferries", width: 348, height: 56 };

describe("common props (docs/section-library.md)", () => {
  it("only one of the text positions may be on", () => {
    expect(problems("textOnly", { text: [], withTextTop: true, withTextBottom: true })).toEqual([
      "withTextRight: Only one position should be set",
    ]);
  });

  it("the component id must not be empty; the editor can generate a new one", () => {
    expect(problems("textOnly", { text: [], componentId: "" })).toEqual(["componentId: componentId must not be empty"]);
    const id = newComponentId();
    expect(id).toMatch(/^c-[0-9a-f]{8}$/);
    expect(problems("textOnly", { text: [], componentId: id })).toEqual([]);
  });
});

describe("call to action (docs/section-library.md)", () => {
  const cta = { link: "/pricing", label: "See pricing", ctaColor: "mint" };

  it("a CTA colour applies only on a light, white or dark background", () => {
    expect(problems("callToAction", { ...cta, color: "grey" })).toEqual([
      "ctaColor: This color can apply only if the background color is one of light, white, dark",
    ]);
    expect(problems("callToAction", { ...cta, color: "light" })).toEqual([]);
    expect(problems("callToAction", { ...cta, color: "dark" })).toEqual([]);
    expect(problems("callToAction", { link: "/pricing", label: "See pricing", color: "grey" })).toEqual([]);
  });

  it("internal links navigate in the same tab; external ones open a new tab with no opener", () => {
    expect(render("callToAction", { link: "/pricing", label: "See pricing", gaid: "cta-1" })).toMatch(
      /<a class="button button--primary" href="\/pricing" data-gaid="cta-1" data-ga-label="See pricing">/,
    );
    expect(render("callToAction", { link: "https://console.locus.example", label: "Console" })).toContain(
      'href="https://console.locus.example" target="_blank" rel="noopener noreferrer"',
    );
  });

  it("in the editor (edit mode) the link is inert", () => {
    const html = render("callToAction", { link: "/pricing", label: "See pricing" }, { mode: "edit" });
    expect(html).toContain('aria-disabled="true"');
    expect(html).not.toContain('href="/pricing"');
  });
});

describe("video (docs/section-library.md)", () => {
  const file = { videoTitle: "Tour", videoType: "url" };

  it("an external source must start with https://", () => {
    expect(problems("video", { ...file, externalSrc: "http://media.example.com/tour.mp4" })).toEqual([
      'externalSrc: the video must be externally hosted (value should start with "https://")',
    ]);
  });

  it("a webm video must end in webm, an mp4 video in mp4", () => {
    expect(
      problems("video", { ...file, externalType: "video/webm", externalSrc: "https://media.example.com/tour.mp4" }),
    ).toEqual(["externalSrc: the video must be a webm file (*.webm)"]);
    expect(
      problems("video", { ...file, externalType: "video/mp4", externalSrc: "https://media.example.com/tour.webm" }),
    ).toEqual(["externalSrc: the video must be a mp4 file (*.mp4)"]);
    expect(
      problems("video", { ...file, externalType: "video/webm", externalSrc: "https://media.example.com/tour.webm" }),
    ).toEqual([]);
  });

  it("a YouTube video needs its id", () => {
    expect(problems("video", { videoTitle: "Tour", videoType: "yt" })).toEqual([
      "youtubeId: youtubeId must be the 11-character id of a YouTube video",
    ]);
  });

  it("nothing is requested from the third party before consent or a click: no frame, no video", () => {
    const youtube = render("video", sampleOf("video"));
    expect(youtube).not.toContain("<iframe");
    expect(youtube).toContain("Address autocomplete in a checkout");
    const file = render("video", {
      videoTitle: "Tour",
      videoType: "url",
      externalSrc: "https://media.locus.example/tour.mp4",
      externalType: "video/mp4",
    });
    expect(file).not.toContain("<video");
    expect(file).toContain('data-embed-service="video"');
    expect(file).toContain("Play the video");
  });
});

describe("repeater limits (docs/section-library.md)", () => {
  const card = { title: "Good", authorName: "A" };
  const article = { icon: "bolt", title: "T", text: "x" };
  const cases: [string, object, string][] = [
    ["testimonialCards", { cards: many(9, card) }, "cards: at most 8 testimonial cards"],
    ["iconGrid", { items: many(31, article) }, "items: at most 30 items"],
    ["cards", { cards: many(13, { link: "/", title: "T", paragraph: "P" }) }, "cards: at most 12 cards"],
    ["logos", { logos: many(51, { image }) }, "logos: at most 50 logos"],
    ["showcases", { cardDemo: many(51, { title: "T", image, href: "/" }) }, "cardDemo: at most 50 demo cards"],
    ["layoutBlock", { blocks: many(51, { title: "T" }) }, "blocks: at most 50 blocks"],
    ["textWithDetails", { items: [] }, "items: at least 1 text with details items"],
    ["textWithDetails", { items: many(11, { title: "T" }) }, "items: at most 10 text with details items"],
    ["storyProductUsed", { products: many(11, { title: "T", icon: "map" }) }, "products: at most 10 products"],
    ["industryCase", { title: "T", products: many(11, { icon: "map", title: "T" }) }, "products: at most 10 products"],
    ["industryCase", { title: "T", products: [], logos: many(11, image) }, "logos: at most 10 logos"],
    ["officeCards", { offices: many(51, { title: "T" }) }, "offices: at most 50 office cards"],
    ["sectionsCarousel", { tabs: many(21, { label: "L", title: "T" }) }, "tabs: at most 20 tabs"],
    ["carousel", { images: many(101, { image }) }, "images: at most 100 carousel images"],
    ["imageCarousel", { images: many(21, { image }) }, "images: at most 20 carousel images"],
    ["accordion", { items: many(101, { title: "Q", content: [] }) }, "items: at most 100 accordion items"],
  ];
  for (const [type, props, message] of cases) {
    it(`${type}: ${message}`, () => {
      expect(problems(type, props)).toEqual([message]);
    });
  }

  it("at the limit, the block is valid", () => {
    expect(problems("testimonialCards", { cards: many(8, card) })).toEqual([]);
    expect(problems("cards", { cards: many(12, { link: "/", title: "T", paragraph: "P" }) })).toEqual([]);
    expect(problems("storyProductUsed", { products: many(10, { title: "T", icon: "map" }) })).toEqual([]);
  });
});

describe("fields and their defaults (docs/section-library.md)", () => {
  it("testimonial stars are 0 to 5, 5 by default", () => {
    expect(problems("testimonialCards", { cards: [{ title: "T", authorName: "A", stars: 6 }] })).toEqual([
      "cards[0].stars: stars must be 0 to 5",
    ]);
    const block = parse("testimonialCards", { cards: [{ title: "T", authorName: "A" }] }) as Extract<
      Block,
      { type: "testimonialCards" }
    >;
    expect(block.props.cards[0]?.stars).toBe(5);
    expect(render("testimonialCards", { cards: [{ title: "T", authorName: "A", stars: 0 }] })).toContain(
      'aria-label="Rated 0 out of 5"',
    );
  });

  it("icon grid columns are 1 to 4, 3 by default", () => {
    expect(problems("iconGrid", { items: [], columns: 5 })).toEqual(["columns: columns must be 1 to 4"]);
    expect((parse("iconGrid", { items: [] }).props as { columns: number }).columns).toBe(3);
  });

  it('a card\'s link label is "Go to the card" by default; a shown part needs its content', () => {
    expect(render("cards", { cards: [{ link: "/pricing", title: "Pricing", paragraph: "Plans" }] })).toContain(
      "Go to the card",
    );
    expect(problems("cards", { cards: [{ link: "/pricing", withTitle: true, paragraph: "P" }] })).toEqual([
      "cards[0].title: title is needed while withTitle is on",
    ]);
  });

  it("logo sizes are small, medium, large and larger", () => {
    expect(problems("logos", { logos: [], logoSize: "huge" })).toEqual([
      "logoSize: logoSize must be one of small, medium, large, larger",
    ]);
    expect((parse("logos", { logos: [] }).props as { logoSize: string }).logoSize).toBe("medium");
  });

  it("the Know More and Demo links are needed while their toggles are on, and show only then", () => {
    expect(problems("block", { title: "T", withKnowMore: true })).toEqual([
      "knowMoreLink: knowMoreLink is needed while withKnowMore is on",
    ]);
    expect(problems("layoutBlock", { blocks: [{ title: "T", withDemo: true }] })).toEqual([
      "blocks[0].demoLink: demoLink is needed while withDemo is on",
    ]);
    const html = render("block", {
      title: "T",
      knowMoreLink: "/pricing",
      withKnowMore: false,
      withDemo: true,
      demoLink: "/maps",
      demo: "Open the demo",
    });
    expect(html).not.toContain("/pricing");
    expect(html).toContain("Open the demo");
  });

  it("an image needs a description unless it is decorative", () => {
    expect(problems("image", { image: { src: "/images/a.svg", width: 10, height: 10 } })).toEqual([
      "image.alt: alt must describe the image, unless decorative is true",
    ]);
    expect(problems("image", { image: { src: "/images/a.svg", decorative: true, width: 10, height: 10 } })).toEqual([]);
    expect(problems("image", { image: { src: "images/a.svg", alt: "A", width: 10, height: 10 } })).toEqual([
      "image.src: src must be a path on this site (/images/…) or an https:// address",
    ]);
  });

  it("every image has its width and height, and is lazy below the first section", () => {
    const html = render("image", { image: { src: "/images/a.svg", alt: "A", width: 640, height: 400 } });
    expect(html).toMatch(/<img[^>]*width="640" height="400"[^>]*loading="lazy"/);
  });

  it("image: max width 100% and not centred by default", () => {
    expect(parse("image", { image: { ...image } }).props).toMatchObject({ maxWidthImage: "100%", center: false });
  });

  it("code sandbox, fiddle and contact form frames are 600 px high by default", () => {
    expect(parse("codeSandbox", { codesandboxId: "abc-123" }).props).toMatchObject({ height: 600 });
    expect(parse("fiddle", { fiddleId: "locus/k3v8p2xz" }).props).toMatchObject({ height: 600 });
    expect(parse("contactFormFrame", { iframeUrl: "https://forms.example.com/a" }).props).toMatchObject({
      iframeHeight: 600,
    });
  });

  it("simple image, text and title: margins 0 above and 40 below by default", () => {
    for (const [type, props] of [
      ["simpleImage", { image }],
      ["simpleText", { text: [] }],
      ["simpleTitle", { title: "T" }],
    ] as const) {
      expect(parse(type, props).props).toMatchObject({ marginTop: 0, marginBottom: 40 });
    }
  });

  it('industry case: the default calls to action are "Start your FREE TRIAL" and "Contact us"', () => {
    const html = render("industryCase", { title: "Retail", products: [] });
    expect(html).toContain("Start your FREE TRIAL");
    expect(html).toContain("Contact us");
  });

  it("the contact form frame shows editors a placeholder label, visitors the form", () => {
    const props = { iframeUrl: "https://forms.example.com/contact" };
    expect(render("contactFormFrame", props)).toContain(
      '<iframe class="frame-block__frame embed--h600 frame-block__frame--full" src="https://forms.example.com/contact"',
    );
    const editing = render("contactFormFrame", props, { mode: "edit" });
    expect(editing).not.toContain("<iframe");
    expect(editing).toMatch(/Contact form: (<!-- -->)?https:\/\/forms.example.com\/contact/);
  });

  it("raw HTML is shown only inside a sandboxed srcdoc frame, never in the page", () => {
    const html = render("iframeHtml", {
      frameTitle: "Widget",
      html: '<script src="https://evil.example/x.js"></script><b>hi</b>',
    });
    expect(html).not.toContain("<script");
    expect(html).not.toContain("<b>hi</b>");
    expect(html).toMatch(/<iframe[^>]*srcDoc="[^"]*&lt;script src=&quot;https:\/\/evil.example\/x.js&quot;&gt;/i);
    expect(html).toMatch(/sandbox="allow-scripts allow-popups allow-popups-to-escape-sandbox"/);
    expect(html).not.toContain("allow-same-origin");
  });
});

describe("text with details (docs/section-library.md)", () => {
  const item = {
    title: "Sessions",
    textByCurrency: true,
    detailsEuros: [{ p: "EUR text" }],
    detailsDollars: [{ p: "USD text" }],
    detailsPounds: [{ p: "GBP text" }],
  };

  it("the details follow the visitor's currency, chosen on the server", () => {
    expect(render("textWithDetails", { items: [item] }, { currency: "pounds" })).toContain("GBP text");
    expect(render("textWithDetails", { items: [item] }, { currency: "dollars" })).toContain("USD text");
  });

  it("in edit mode the editor's currency choice applies", () => {
    expect(
      render("textWithDetails", { selectCurrency: "dollars", items: [item] }, { currency: "pounds", mode: "edit" }),
    ).toContain("USD text");
  });

  it("the text-by-currency option needs the details of every currency", () => {
    expect(problems("textWithDetails", { items: [{ title: "T", textByCurrency: true, detailsEuros: [] }] })).toEqual([
      "items[0].textByCurrency: textByCurrency needs the details of every currency; missing: detailsDollars, detailsPounds",
    ]);
  });

  it("the article button needs an icon and a label", () => {
    expect(render("textWithDetails", { items: [{ title: "T", url: "/docs", details: [] }] })).toContain(
      "Documentation",
    );
    expect(
      render("textWithDetails", { items: [{ title: "T", url: "/docs", details: [], articleLabel: "" }] }),
    ).not.toContain('href="/docs"');
    expect(
      render("textWithDetails", { items: [{ title: "T", url: "/docs", details: [], articleIcon: "" }] }),
    ).not.toContain('href="/docs"');
  });
});

describe("carousels (docs/section-library.md)", () => {
  it("numbers typed as text are accepted, and fall back to the defaults when not numeric", () => {
    const html = render("carousel", {
      images: [{ image }, { image }],
      carouselSpeed: "fast",
      carouselTransitionSpeed: "900",
      carouselSlidesToShow: "x",
    });
    expect(html).toContain('data-speed="2000"');
    expect(html).toContain('data-transition="900"');
    expect(html).toContain('data-show="1"');
    expect(html).toContain("data-autoplay");
    expect(html).toContain("data-fade");
  });

  it("the sections carousel advances every 6000 ms and its tabs link to their slides", () => {
    const html = render("sectionsCarousel", sampleOf("sectionsCarousel"));
    expect(html).toContain('data-speed="6000"');
    expect(html).toMatch(/<a class="sections-carousel__tab" href="#one_platform__four_jobs-slide-2"/);
  });
});
