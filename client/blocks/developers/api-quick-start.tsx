import * as v from "valibot";
import { codeSamples } from "../../developers/samples.ts";
import { usePageContext } from "../../page-context.ts";
import { InlineText } from "../../rich-text/rich-text.tsx";
import { inline } from "../../rich-text/schema.ts";
import { BlockTitle } from "../../sections/block-title.tsx";
import { Heading, Section } from "../../sections/section.tsx";
import { defineBlock, type PropsOf } from "../define-block.ts";
import { CodeSamples } from "./code-samples.tsx";

const entries = {
  title: v.optional(v.string()),
  intro: v.optional(inline),
  /** What the public (browser) key is for and how it is restricted. */
  publicKey: inline,
  /** What the private (server) key is for and how it is kept. */
  privateKey: inline,
};

/**
 * The first steps with the Localities API (docs/localities.md#developer-page): the base
 * address from the site settings, the two kinds of key and a first request in three
 * languages. Without the settings it shows the keys only.
 */
function ApiQuickStart(props: PropsOf<typeof entries>) {
  const { developers } = usePageContext();
  const samples = developers ? codeSamples(developers.apiBaseUrl, "autocomplete") : [];
  return (
    <Section common={props} className="api-quick-start">
      <div className="container container--narrow">
        <BlockTitle title={props.title} intro={props.intro} />
        {developers ? (
          <dl className="api-facts">
            <div>
              <dt>Base address</dt>
              <dd>
                <code>{developers.apiBaseUrl}</code>
              </dd>
            </div>
            <div>
              <dt>Authentication</dt>
              <dd>
                Your key in the <code>key</code> query parameter
              </dd>
            </div>
            <div>
              <dt>Answers</dt>
              <dd>JSON in UTF-8, over HTTPS only</dd>
            </div>
          </dl>
        ) : null}
        <div className="api-keys">
          <article className="api-keys__key">
            <Heading level={2}>Public key</Heading>
            <p>
              <InlineText value={props.publicKey} />
            </p>
          </article>
          <article className="api-keys__key">
            <Heading level={2}>Private key</Heading>
            <p>
              <InlineText value={props.privateKey} />
            </p>
          </article>
        </div>
        {samples.length > 0 ? (
          <>
            <Heading level={2}>Your first request</Heading>
            <CodeSamples samples={samples} what="of a first request" />
          </>
        ) : null}
      </div>
    </Section>
  );
}

export const apiQuickStartBlock = defineBlock({
  type: "apiQuickStart",
  label: "API quick start",
  description: "The API's base address (site settings), its two kinds of key and a first request in three languages.",
  group: "Developers",
  entries,
  Component: ApiQuickStart,
  sample: {
    title: "Quick start",
    anchorId: "quick start",
    publicKey: "For calls from a web page. Restrict it to your domains: a request from anywhere else is refused.",
    privateKey: "For calls from your servers. Keep it out of web pages and apps, and rotate it if it leaks.",
  },
});
