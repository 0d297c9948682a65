import * as v from "valibot";
import { endpointReference } from "../../developers/reference.ts";
import type { OpenApiDocument } from "../../developers/openapi-types.ts";
import type { TryItFields } from "../../developers/try-it.ts";
import { Island } from "../../islands/island.tsx";
import { usePageContext } from "../../page-context.ts";
import { inline } from "../../rich-text/schema.ts";
import { BlockTitle } from "../../sections/block-title.tsx";
import { Section } from "../../sections/section.tsx";
import { defineBlock, type PropsOf } from "../define-block.ts";

const entries = {
  title: v.optional(v.string()),
  intro: v.optional(inline),
};

/** The parameters of an operation's first example, e.g. input=Lyon&components=country:fr. */
function exampleQuery(document: OpenApiDocument | null | undefined, operationId: string): URLSearchParams {
  const request = (document && endpointReference(document, operationId)?.examples[0]?.request) ?? "";
  return new URLSearchParams(request.split("?")[1] ?? "");
}

/** The panel's fields as it opens: the OpenAPI document's examples. */
export function initialFields(document: OpenApiDocument | null | undefined): TryItFields {
  const autocomplete = exampleQuery(document, "autocomplete");
  const geocode = exampleQuery(document, "geocode");
  return {
    input: autocomplete.get("input") ?? "Lyon",
    types: autocomplete.get("types") ?? "",
    components: autocomplete.get("components") ?? "",
    public_id: "",
    latlng: geocode.get("latlng") ?? "48.8584,2.2945",
    address: "",
    geocode: "reverse",
  };
}

/**
 * The try-it panel (docs/localities.md#developer-page): an island that sends requests to
 * this site's own /api/localities, loaded only when it comes into view (ISLAND_LOADING in
 * client/islands/registry.ts).
 */
function ApiTryIt(props: PropsOf<typeof entries>) {
  const { localitiesApi } = usePageContext();
  return (
    <Section common={props} className="api-try-it">
      <div className="container container--narrow">
        <BlockTitle title={props.title} intro={props.intro} introClassName="api-try-it__intro" />
        <Island name="api-try-it" props={{ initial: initialFields(localitiesApi) }} />
      </div>
    </Section>
  );
}

export const apiTryItBlock = defineBlock({
  type: "apiTryIt",
  label: "API try-it panel",
  description: "Sends a request to this website's own Localities endpoints and shows the JSON answer.",
  group: "Developers",
  entries,
  Component: ApiTryIt,
  islands: () => ["api-try-it"],
  sample: {
    title: "Try it",
    intro: "Send a request to this website’s own endpoints: no key needed.",
  },
});
