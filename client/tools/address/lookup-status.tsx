import { useToolLanguage } from "../tool-language.tsx";
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
  const t = useToolLanguage().tools;
  if (loading) {
    return (
      <p className="tool-status tool-status--loading" role="status">
        {t.loadingDetails}
      </p>
    );
  }
  if (problem?.kind === "none") return <ToolMessage kind="warning">{t.placeUnresolved}</ToolMessage>;
  if (problem?.kind === "unavailable") {
    return (
      <ToolMessage
        kind="error"
        action={
          <button type="button" className="button button--secondary button--small" onClick={onRetry}>
            {t.tryAgain}
          </button>
        }
      >
        {t.serviceUnavailable}
      </ToolMessage>
    );
  }
  return null;
}
