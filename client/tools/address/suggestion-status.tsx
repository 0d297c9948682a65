import type { LocalitiesCapabilities } from "../../localities/capabilities.ts";
import { noSuggestionsMessage } from "../messages.ts";
import { ToolMessage } from "../tool-message.tsx";
import { useToolLanguage, useToolWords } from "../words/tool-language.ts";
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
  const words = useToolWords();
  const language = useToolLanguage();
  if (loading) {
    return (
      <p className="tool-status tool-status--loading" role="status">
        {words.lookingForSuggestions}
      </p>
    );
  }
  if (problem?.kind === "none")
    return <ToolMessage>{noSuggestionsMessage(problem.input, country || null, capabilities, language)}</ToolMessage>;
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
