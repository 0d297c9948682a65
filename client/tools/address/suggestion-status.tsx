import type { LocalitiesCapabilities } from "../../localities/capabilities.ts";
import { noSuggestionsMessage } from "../messages.ts";
import { toolWords, useToolLanguage } from "../tool-language.tsx";
import { ToolMessage } from "../tool-message.tsx";
import type { SuggestionProblem } from "./use-suggestions.ts";

/**
 * What the combobox says under its input, one thing at a time: that suggestions are loading
 * (after the loading delay), that nothing matched (and why, for a postcode this deployment
 * does not answer), or that the service is not answering, with Try again.
 */
export function SuggestionStatus({
  loading,
  problem,
  country,
  capabilities,
  onRetry,
}: {
  loading: boolean;
  problem: SuggestionProblem;
  country: string;
  capabilities: LocalitiesCapabilities;
  onRetry: () => void;
}) {
  const page = useToolLanguage();
  const t = page.tools;
  if (loading) {
    return (
      <p className="tool-status tool-status--loading" role="status">
        {t.loadingSuggestions}
      </p>
    );
  }
  if (problem?.kind === "none")
    return (
      <ToolMessage>{noSuggestionsMessage(problem.input, country || null, capabilities, toolWords(page))}</ToolMessage>
    );
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
