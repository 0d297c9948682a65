import { ToolMessage } from "../tool-message.tsx";
import { useToolWords } from "../words/tool-language.ts";
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
  const words = useToolWords();
  if (loading) {
    return (
      <p className="tool-status tool-status--loading" role="status">
        {words.loadingDetails}
      </p>
    );
  }
  if (problem?.kind === "none") return <ToolMessage kind="warning">{words.placeUnresolved}</ToolMessage>;
  if (problem?.kind === "unavailable") {
    return (
      <ToolMessage
        kind="error"
        action={
          <button type="button" className="button button--secondary button--small" onClick={onRetry}>
            {words.tryAgain}
          </button>
        }
      >
        {words.serviceUnavailable}
      </ToolMessage>
    );
  }
  return null;
}
