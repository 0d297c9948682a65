import { type FormEvent, useRef, useState } from "react";
import { rawCall } from "../demos/localities/raw-call.ts";
import { TRY_IT_ENDPOINTS, type TryItEndpoint, type TryItFields, tryItPath } from "../developers/try-it.ts";
import { TryItAnswer, type TryItOutcome } from "../developers/try-it-answer.tsx";
import { EndpointFields } from "../developers/try-it-fields.tsx";

export interface ApiTryItProps {
  /** The fields as the panel opens: the document's examples. */
  initial: TryItFields;
}

const ENDPOINT_LABELS: Record<TryItEndpoint, string> = {
  autocomplete: "Autocomplete",
  details: "Details",
  geocode: "Geocode",
};

/**
 * The developer page's try-it panel (docs/localities.md#developer-page): a request to this
 * site's own /api/localities endpoints, built from the fields, and its answer as it came
 * (HTTP status, time, JSON). No key in the browser and no third party. Before it hydrates
 * the form still works: it submits to /api/localities/autocomplete and the browser shows
 * the JSON.
 */
export default function ApiTryIt({ initial }: ApiTryItProps) {
  const [endpoint, setEndpoint] = useState<TryItEndpoint>("autocomplete");
  const [fields, setFields] = useState<TryItFields>(initial);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<TryItOutcome | null>(null);
  const running = useRef<AbortController | null>(null);

  async function send(to: TryItEndpoint, values: TryItFields): Promise<void> {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    const path = tryItPath(to, values);
    setBusy(true);
    const call = await rawCall(path, controller.signal);
    if (controller.signal.aborted) return;
    setBusy(false);
    setOutcome(call ? { kind: "answer", call } : { kind: "no-answer", request: `GET ${path}` });
  }

  function detailsOf(publicId: string) {
    const values = { ...fields, public_id: publicId };
    setEndpoint("details");
    setFields(values);
    void send("details", values);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void send(endpoint, fields);
  }

  return (
    <div className="try-it">
      <form className="try-it__form" method="get" action={`/api/localities/${endpoint}`} onSubmit={submit}>
        <fieldset className="try-it__endpoints">
          <legend>Endpoint</legend>
          <div className="try-it__tabs">
            {TRY_IT_ENDPOINTS.map((name) => (
              <label key={name} className="try-it__tab">
                <input
                  type="radio"
                  name="try-it-endpoint"
                  value={name}
                  checked={endpoint === name}
                  onChange={() => setEndpoint(name)}
                />
                {ENDPOINT_LABELS[name]}
              </label>
            ))}
          </div>
        </fieldset>
        <EndpointFields
          endpoint={endpoint}
          fields={fields}
          onChange={(name, value) => setFields((f) => ({ ...f, [name]: value }))}
        />
        <p className="try-it__request">
          <span className="try-it__request-label">Request</span> <code>GET {tryItPath(endpoint, fields)}</code>
        </p>
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? "Sending…" : "Send request"}
        </button>
      </form>
      <div className="try-it__result">
        <TryItAnswer outcome={outcome} busy={busy} offerDetails={endpoint !== "details"} onDetails={detailsOf} />
      </div>
    </div>
  );
}
