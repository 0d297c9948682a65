import * as v from "valibot";
import { siteRateLimit } from "../../developers/reference.ts";
import { usePageContext } from "../../page-context.ts";
import { InlineText } from "../../rich-text/rich-text.tsx";
import { inline } from "../../rich-text/schema.ts";
import { BlockTitle } from "../../sections/block-title.tsx";
import { Section } from "../../sections/section.tsx";
import { defineBlock, type PropsOf } from "../define-block.ts";

const entries = {
  title: v.optional(v.string()),
  intro: v.optional(inline),
  /** What to do when a request is refused for the rate (429, Retry-After). */
  advice: v.optional(inline),
};

/**
 * Rate limits (docs/localities.md#developer-page): requests per second per key on each plan
 * (site settings) and the per-visitor limit of this website's own endpoints (the OpenAPI
 * document, from the Worker's configuration).
 */
function ApiRateLimits(props: PropsOf<typeof entries>) {
  const { developers, localitiesApi } = usePageContext();
  const site = localitiesApi ? siteRateLimit(localitiesApi) : null;
  return (
    <Section common={props} className="api-rate-limits">
      <div className="container container--narrow">
        <BlockTitle title={props.title} intro={props.intro} />
        {developers ? (
          <div className="api-table">
            <table>
              <caption className="visually-hidden">Rate limit of each plan</caption>
              <thead>
                <tr>
                  <th scope="col">Plan</th>
                  <th scope="col">Requests per second, per key</th>
                </tr>
              </thead>
              <tbody>
                {developers.rateLimits.map((limit) => (
                  <tr key={limit.plan}>
                    <th scope="row">{limit.plan}</th>
                    <td>{limit.perSecond ?? limit.note}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
        {site ? (
          <p>
            This website’s own endpoints, which the try-it panel and the free tools use, take up to {site.requests}{" "}
            requests per {site.seconds === 60 ? "minute" : `${site.seconds} seconds`} from each visitor.
          </p>
        ) : null}
        {props.advice ? (
          <p>
            <InlineText value={props.advice} />
          </p>
        ) : null}
      </div>
    </Section>
  );
}

export const apiRateLimitsBlock = defineBlock({
  type: "apiRateLimits",
  label: "API rate limits",
  description: "Requests per second per key on each plan (site settings) and this website's own limit.",
  group: "Developers",
  entries,
  Component: ApiRateLimits,
  sample: {
    title: "Rate limits",
    advice: "Over the limit, the API answers 429 with a Retry-After header: wait that many seconds, then retry.",
  },
});
