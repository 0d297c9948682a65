import type { RawCall } from "../demos/localities/raw-call.ts";
import { answerPlaces, answerSummary } from "./try-it.ts";

/** What a request of the try-it panel came back with: an answer, or nothing at all. */
export type TryItOutcome = { kind: "answer"; call: RawCall } | { kind: "no-answer"; request: string };

/**
 * The answer as it came (request, HTTP status, a one-line summary announced to screen
 * readers, time, JSON) and, for a list of places, a button per place that asks for its
 * details (client/islands/api-try-it.tsx).
 */
export function TryItAnswer({
  outcome,
  busy,
  offerDetails,
  onDetails,
}: {
  outcome: TryItOutcome | null;
  busy: boolean;
  offerDetails: boolean;
  onDetails(publicId: string): void;
}) {
  const places = outcome?.kind === "answer" && offerDetails ? answerPlaces(outcome.call.body) : [];
  const announced =
    outcome?.kind === "answer" ? `Answer: ${answerSummary(outcome.call.httpStatus, outcome.call.body)}` : "";
  return (
    <>
      <p className="visually-hidden" aria-live="polite">
        {busy ? "Sending the request" : announced}
      </p>
      <div className="try-it__answer">
        {outcome === null ? (
          <p className="try-it__waiting">
            {busy ? "Sending the request…" : "Send the request: its answer shows here."}
          </p>
        ) : null}
        {outcome?.kind === "no-answer" ? (
          <p className="tool-message tool-message--error" role="alert">
            {outcome.request} got no answer: check your connection and send it again.
          </p>
        ) : null}
        {outcome?.kind === "answer" ? (
          <section className="api-call" aria-label="Answer">
            <p className="api-call__request">
              <code>{outcome.call.request}</code>
              <span className="api-call__meta" data-testid="try-it-status">
                {answerSummary(outcome.call.httpStatus, outcome.call.body)} · {outcome.call.ms} ms
              </span>
            </p>
            <pre className="api-call__body" tabIndex={0} data-testid="try-it-json">
              <code>{JSON.stringify(outcome.call.body, null, 2)}</code>
            </pre>
          </section>
        ) : null}
      </div>
      {places.length > 0 ? (
        <div className="try-it__places">
          <p className="try-it__places-title">Ask for the details of one place:</p>
          <ul>
            {places.map((place) => (
              <li key={place.publicId}>
                <button
                  type="button"
                  className="button button--secondary button--small try-it__place"
                  onClick={() => onDetails(place.publicId)}
                >
                  {place.label}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </>
  );
}
