import * as v from "valibot";
import { DEMO_DESCRIPTIONS, DEMO_NAMES, isDemoName, unknownDemoMessage, type DemoName } from "../demos/demo-names.ts";
import { Island } from "../islands/island.tsx";
import type { IslandName } from "../islands/registry.ts";
import { usePageContext } from "../page-context.ts";
import { countriesIn } from "../tools/countries-in.ts";
import { inline } from "../rich-text/schema.ts";
import { BlockTitle } from "../sections/block-title.tsx";
import { Section } from "../sections/section.tsx";
import { defineBlock, requiredText, type PropsOf } from "./define-block.ts";

const entries = {
  /**
   * One of the demo product names of docs/section-library.md Any text is accepted: an unknown name
   * renders nothing and is reported in the console only (docs/section-library.md).
   */
  demo: requiredText("demo"),
  title: v.optional(v.string()),
  intro: v.optional(inline),
};

type Props = PropsOf<typeof entries>;

/** The island of each demo (none for `none`). */
function demoIsland(name: DemoName): IslandName | null {
  switch (name) {
    case "address":
      return "tool-address";
    case "autocompleteAddress":
      return "demo-autocomplete";
    case "distance":
      return "demo-distance";
    case "geolocation":
      return "demo-geolocation";
    case "localities":
      return "demo-localities";
    case "localities-checkout-fr":
    case "localities-checkout-uk":
      return "demo-checkout";
    case "map":
      return "demo-map";
    case "stores":
      return "demo-stores";
    case "none":
      return null;
  }
}

/**
 * A demo stands below its page's opening: its code (and React) loads when the visitor comes
 * near it, even where its island is a tool that loads at once on its own page (docs/demos.md).
 */
const DEMO_LOAD = "visible";

function DemoIsland({ name }: { name: Exclude<DemoName, "none"> }) {
  const { mapTiles, embeddedGeodata: embedded, localities, language } = usePageContext();
  // docs/demos.md: a German or French page's demo speaks its language, its countries named in it.
  const words = language === "en" ? {} : { language, countries: countriesIn(language) ?? [] };
  switch (name) {
    case "address":
      return (
        <Island
          name="tool-address"
          load={DEMO_LOAD}
          props={{ tool: "address-verification", tiles: mapTiles, capabilities: localities }}
        />
      );
    case "autocompleteAddress":
      return <Island name="demo-autocomplete" load={DEMO_LOAD} props={{ embedded, ...words }} />;
    case "localities":
      return <Island name="demo-localities" load={DEMO_LOAD} props={{ capabilities: localities, ...words }} />;
    case "localities-checkout-fr":
      return <Island name="demo-checkout" load={DEMO_LOAD} props={{ country: "FR", embedded }} />;
    case "localities-checkout-uk":
      return <Island name="demo-checkout" load={DEMO_LOAD} props={{ country: "GB", embedded }} />;
    case "distance":
      return <Island name="demo-distance" load={DEMO_LOAD} props={{ tiles: mapTiles, embedded }} />;
    case "geolocation":
      return (
        <Island
          name="demo-geolocation"
          load={DEMO_LOAD}
          props={{ tiles: mapTiles, ...(language === "en" ? {} : { language }) }}
        />
      );
    case "map":
      return (
        <Island
          name="demo-map"
          load={DEMO_LOAD}
          props={{ tiles: mapTiles, ...(language === "en" ? {} : { language }) }}
        />
      );
    case "stores":
      return <Island name="demo-stores" load={DEMO_LOAD} props={{ tiles: mapTiles, embedded }} />;
  }
}

/**
 * A live product demo (docs/section-library.md) on the embedded or configured Localities API and
 * the site's maps. `none` renders nothing; an unknown name renders an empty marker whose
 * message ("The demo {name} does not exists") the site script writes to the console, and the
 * server logs the same line.
 */
function ProductDemo(props: Props) {
  const { demo, title, intro } = props;
  if (!isDemoName(demo)) {
    const message = unknownDemoMessage(demo);
    console.error(message);
    return <div hidden data-unknown-demo={demo} data-console-message={message} />;
  }
  if (demo === "none") return null;
  return (
    <Section common={props} className="product-demo">
      <div className="container">
        <BlockTitle title={title} intro={intro} introClassName="product-demo__intro" />
        <div className="product-demo__panel" data-demo={demo}>
          <DemoIsland name={demo} />
        </div>
      </div>
    </Section>
  );
}

export const productDemoBlock = defineBlock({
  type: "productDemo",
  group: "Maps, tools and forms",
  label: "Product demo",
  description: `A live demo of a product: ${DEMO_NAMES.filter((n) => n !== "none").join(", ")} (or none). ${Object.entries(
    DEMO_DESCRIPTIONS,
  )
    .filter(([name]) => name !== "none")
    .map(([name, text]) => `${name}: ${text}`)
    .join(" ")}`,
  entries,
  Component: ProductDemo,
  islands: (props) => {
    const island = isDemoName(props.demo) ? demoIsland(props.demo) : null;
    return island ? [{ name: island, load: DEMO_LOAD }] : [];
  },
  sample: { demo: "distance", title: "Try it: how far apart?", intro: "Choose two places." },
});
