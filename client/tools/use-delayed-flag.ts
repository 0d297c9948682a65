import { useEffect, useState } from "react";

/** How long a request may take before the tools say it is loading (docs/tools.md). */
export const LOADING_DELAY_MS = 300;

/**
 * True once `busy` has stayed true for `delayMs`: a loading state that appears only when
 * the wait is long enough to be noticed, so fast answers do not flash a message.
 */
export function useDelayedFlag(busy: boolean, delayMs = LOADING_DELAY_MS): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!busy) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), delayMs);
    return () => clearTimeout(timer);
  }, [busy, delayMs]);
  return shown;
}
