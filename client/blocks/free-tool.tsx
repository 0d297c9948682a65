import * as v from "valibot";
import { EMBEDDED_DATA_ATTRIBUTION, EMBEDDED_DATA_SOURCES } from "../geodata-attribution.ts";
import { Island } from "../islands/island.tsx";
import { usePageContext } from "../page-context.ts";
import { Heading, Section } from "../sections/section.tsx";
import type { ToolIslandProps } from "../tools/tool-props.ts";
import { otherTools, relatedProducts, tool, TOOL_ISLANDS, TOOL_SLUGS } from "../tools/tools.ts";
import { howToSteps } from "../tools/words/how-to.ts";
import { defineBlock, type PropsOf } from "./define-block.ts";

/** One of the 14 free tools (client/tools/tools.ts), with its related products and the other tools. */
const entries = {
  tool: v.picklist(TOOL_SLUGS, `tool must be one of ${TOOL_SLUGS.join(", ")}`),
  /** Title of the "how to use this tool" steps under the tool; their words follow what the data answers. */
  howToTitle: v.optional(v.pipe(v.string(), v.maxLength(120, "howToTitle is at most 120 characters"))),
};

function ToolIsland(props: ToolIslandProps) {
  switch (tool(props.tool).kind) {
    case "address":
      return <Island name="tool-address" props={props} />;
    case "geocode":
      return <Island name="tool-geocode" props={props} />;
    case "location":
      return <Island name="tool-location" props={props} />;
  }
}

function LinkList({ id, title, links }: { id: string; title: string; links: { name: string; href: string }[] }) {
  return (
    <nav className="free-tool__links" aria-labelledby={id}>
      <p className="free-tool__links-title" id={id}>
        {title}
      </p>
      <ul>
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href}>{link.name}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * A free tool (docs/section-library.md): the interactive tool (an island), the steps to use it
 * (when the page titles them: their words follow what the localities provider answers, on
 * the server), the credit for the open data while the embedded geocoder answers, the
 * "Computing-related products" list and links to the other tools.
 */
function FreeTool(props: PropsOf<typeof entries>) {
  const { mapTiles, embeddedGeodata, localities } = usePageContext();
  const steps = props.howToTitle ? howToSteps(props.tool, localities) : [];
  return (
    <Section common={props} className="free-tool">
      <div className="container">
        <div className="free-tool__panel">
          <ToolIsland tool={props.tool} tiles={mapTiles} capabilities={localities} />
        </div>
        {steps.length > 0 ? (
          <div className="free-tool__how-to">
            <Heading level={2}>{props.howToTitle}</Heading>
            <ol>
              {steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </div>
        ) : null}
        {embeddedGeodata ? (
          <p className="free-tool__credit">
            {EMBEDDED_DATA_ATTRIBUTION}{" "}
            {EMBEDDED_DATA_SOURCES.map((source, i) => (
              <span key={source.name}>
                {i > 0 ? " · " : null}
                <a href={source.url} target="_blank" rel="noopener noreferrer">
                  {source.name}
                </a>{" "}
                (
                <a
                  href={source.licenceUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                >{`${source.name} licence: ${source.licence}`}</a>
                )
              </span>
            ))}
          </p>
        ) : null}
        <div className="free-tool__related">
          <LinkList
            id="computing-related-products"
            title="Computing-related products"
            links={relatedProducts(props.tool)}
          />
          <LinkList id="more-free-tools" title="More free tools" links={otherTools(props.tool)} />
        </div>
      </div>
    </Section>
  );
}

export const freeToolBlock = defineBlock({
  type: "freeTool",
  label: "Free tool",
  description: "One of the 14 free location tools, with related products and links to the other tools.",
  entries,
  Component: FreeTool,
  islands: (props) => [TOOL_ISLANDS[tool(props.tool).kind]],
  sample: { tool: "postcode-finder" },
});
