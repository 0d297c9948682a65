import {
  LOCATION_BLOCKED_HELP,
  LOCATION_UNAVAILABLE,
  PLACE_UNRESOLVED,
  POSITION_NOT_RESOLVED,
  SERVICE_UNAVAILABLE,
} from "../messages.ts";
import { WITHOUT_PERMISSION } from "../notices.ts";
import { ToolMessage } from "../tool-message.tsx";
import type { GeocodeProblem as Problem } from "./use-geocode.ts";

/** The geocode lookup's problem, in words, with a way to try again where one helps. */
export function GeocodeProblem({ problem, onRetryLocation }: { problem: Problem; onRetryLocation: () => void }) {
  const retry = (onClick: () => void) => (
    <button type="button" className="button button--secondary button--small" onClick={onClick}>
      Try again
    </button>
  );
  if (problem.kind === "location") {
    return (
      <ToolMessage kind="warning" action={retry(onRetryLocation)}>
        <p>{WITHOUT_PERMISSION}</p>
        <p>{problem.reason === "denied" ? LOCATION_BLOCKED_HELP : LOCATION_UNAVAILABLE}</p>
      </ToolMessage>
    );
  }
  if (problem.kind === "unavailable")
    return (
      <ToolMessage kind="error" action={retry(problem.retry)}>
        {SERVICE_UNAVAILABLE}
      </ToolMessage>
    );
  return (
    <ToolMessage kind="warning">
      {problem.kind === "unresolved-place" ? PLACE_UNRESOLVED : POSITION_NOT_RESOLVED}
    </ToolMessage>
  );
}
