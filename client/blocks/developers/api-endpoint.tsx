import * as v from "valibot";
import { codeSamples } from "../../developers/samples.ts";
import { endpointReference, type EndpointReference } from "../../developers/reference.ts";
import { usePageContext } from "../../page-context.ts";
import { CodeFigure } from "../../sections/code-figure.tsx";
import { Heading, Section } from "../../sections/section.tsx";
import { defineBlock, requiredText, type PropsOf } from "../define-block.ts";
import { CodeSamples } from "./code-samples.tsx";

const OPERATIONS = ["autocomplete", "details", "geocode"] as const;

const entries = {
  /** Which endpoint of the Localities API. */
  operation: v.picklist(OPERATIONS, `operation must be one of ${OPERATIONS.join(", ")}`),
  title: requiredText("title"),
};

function Parameters({ reference }: { reference: EndpointReference }) {
  return (
    <div className="api-table">
      <table>
        <caption className="visually-hidden">Query parameters of /localities{reference.path}</caption>
        <thead>
          <tr>
            <th scope="col">Parameter</th>
            <th scope="col">What it is</th>
          </tr>
        </thead>
        <tbody>
          {reference.parameters.map((parameter) => (
            <tr key={parameter.name}>
              <th scope="row">
                <code>{parameter.name}</code>
                <span className="api-table__flag">{parameter.required ? "required" : "optional"}</span>
              </th>
              <td>
                {parameter.description}
                {parameter.rules.length > 0
                  ? ` ${parameter.rules.join(", ").replace(/^./, (c) => c.toUpperCase())}.`
                  : ""}
                {parameter.examples.length > 0 ? (
                  <>
                    {" "}
                    For example{" "}
                    {parameter.examples.map((example, i) => (
                      <span key={example}>
                        {i > 0 ? " or " : ""}
                        <code>{example}</code>
                      </span>
                    ))}
                    .
                  </>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Answers({ reference }: { reference: EndpointReference }) {
  return (
    <div className="api-table">
      <table>
        <caption className="visually-hidden">HTTP statuses of /localities{reference.path}</caption>
        <thead>
          <tr>
            <th scope="col">HTTP status</th>
            <th scope="col">When</th>
          </tr>
        </thead>
        <tbody>
          {reference.answers.map((answer) => (
            <tr key={answer.status}>
              <th scope="row">{answer.status}</th>
              <td>{answer.description}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * One endpoint of the Localities API (docs/localities.md#developer-page): what it does, its
 * parameters and HTTP statuses and example answers, all read from the OpenAPI document the
 * build generated, and code samples for the product's base address (site settings). On wide
 * screens the reference and the code sit side by side, as developers read them.
 */
function ApiEndpoint(props: PropsOf<typeof entries>) {
  const { localitiesApi, developers } = usePageContext();
  const reference = localitiesApi ? endpointReference(localitiesApi, props.operation) : null;
  const samples = developers ? codeSamples(developers.apiBaseUrl, props.operation) : [];
  return (
    <Section common={props} className="api-endpoint">
      <div className="container">
        <Heading level={1}>{props.title}</Heading>
        <p className="api-endpoint__line">
          <code>
            GET {developers?.apiBaseUrl ?? ""}/localities/{props.operation}
          </code>
        </p>
        <div className="api-endpoint__columns">
          <div className="api-endpoint__reference">
            {reference ? (
              <>
                <p className="api-endpoint__summary">{reference.summary}.</p>
                <p>{reference.description}</p>
                <Heading level={2}>Parameters</Heading>
                <Parameters reference={reference} />
                <Heading level={2}>Answers</Heading>
                <Answers reference={reference} />
              </>
            ) : (
              <p className="api-endpoint__pending">
                The parameters, statuses and example answers of this endpoint are read from the API’s OpenAPI document
                when the page is served.
              </p>
            )}
          </div>
          <div className="api-endpoint__code">
            {reference ? (
              <>
                <Heading level={2}>Example answers</Heading>
                <p className="api-endpoint__note">
                  Answers of this website’s own endpoint, computed when the site was built. With your key the API
                  answers in the same shape, from the address data of your plan.
                </p>
                {reference.examples.map((example, i) => (
                  <details key={example.name} className="api-example" open={i === 0}>
                    <summary className="api-example__summary">{example.summary}</summary>
                    <CodeFigure label={`GET ${example.request}`} code={example.json} copyLabel="Copy the answer" />
                  </details>
                ))}
              </>
            ) : null}
            {samples.length > 0 ? (
              <>
                <Heading level={2}>Call it from your code</Heading>
                <CodeSamples samples={samples} what={`for /localities/${props.operation}`} />
              </>
            ) : null}
          </div>
        </div>
      </div>
    </Section>
  );
}

export const apiEndpointBlock = defineBlock({
  type: "apiEndpoint",
  label: "API endpoint",
  description:
    "One Localities endpoint: parameters, statuses and example answers from the OpenAPI document, and code samples.",
  group: "Developers",
  entries,
  Component: ApiEndpoint,
  sample: { operation: "autocomplete", title: "Autocomplete", anchorId: "autocomplete" },
});
