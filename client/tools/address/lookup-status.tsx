import { PLACE_UNRESOLVED, SERVICE_UNAVAILABLE } from "../messages.ts";
import { ToolMessage } from "../tool-message.tsx";
import type { LookupProblem } from "./use-place-lookup.ts";

/** The details lookup's state in words: loading (after the delay), not resolved, or the service down with Try again. */
export function LookupStatus({
  loading,
  problem,
  onRetry,
}: {
  loading: boolean;
  problem: LookupProblem;
  onRetry: () => void;
}) {
  if (loading) {
    return (
      <p className="tool-status tool-status--loading" role="status">
        Loading the details of this place…
      </p>
    );
  }
  if (problem?.kind === "none") return <ToolMessage kind="warning">{PLACE_UNRESOLVED}</ToolMessage>;
  if (problem?.kind === "unavailable") {
    return (
      <ToolMessage
        kind="error"
        action={
          <button type="button" className="button button--secondary button--small" onClick={onRetry}>
            Try again
          </button>
        }
      >
        {SERVICE_UNAVAILABLE}
      </ToolMessage>
    );
  }
  return null;
}
