import { useCallback, useEffect, useRef, useState } from "react";
import { backTarget, isStep, type Step } from "./steps.ts";

/** What the funnel keeps in each browser history entry it makes. */
interface Entry {
  step: Step;
  depth: number;
}

function entryOf(state: unknown): Entry | null {
  const funnel = (state as { funnel?: Partial<Entry> } | null)?.funnel;
  return funnel && isStep(funnel.step) && Number.isInteger(funnel.depth)
    ? { step: funnel.step, depth: funnel.depth as number }
    : null;
}

function withEntry(entry: Entry): object {
  const state: unknown = history.state;
  return { ...(typeof state === "object" && state !== null ? state : {}), funnel: entry };
}

export interface StepHistory {
  step: Step;
  /** True once the step changed after the first screen (focus then moves to its heading). */
  moved: boolean;
  /** Shows a step as a new history entry (the browser's Back returns to this one). */
  go(step: Step): void;
  /** The funnel's Back button (docs/leads.md). */
  back(): void;
}

/**
 * The funnel's step, kept in the browser history so that the browser's Back and Forward move
 * between steps. The first render shows `serverStep` (what the server rendered); once in the
 * browser, `clientStart` decides the first step (a token's prefill, or a step kept in this
 * history entry by a reload or a return from another page) and `cleanUrl` replaces the URL.
 * `frozen` (the editor's edit mode, docs/editor.md): the step stays the server's, the browser
 * history is left alone, and moving does nothing.
 */
export function useStepHistory(
  serverStep: Step,
  clientStart: () => { step: Step; cleanUrl: string },
  homeUrl: string,
  frozen = false,
): StepHistory {
  const [step, setStep] = useState<Step>(serverStep);
  const [moved, setMoved] = useState(false);
  // The steps of this page's history entries, by depth (unknown depths are empty).
  const stack = useRef<Step[]>([serverStep]);
  const depth = useRef(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the start step is read once, on the first render in the browser
  useEffect(() => {
    if (frozen) return;
    const kept = entryOf(history.state);
    const start = clientStart();
    const entry = kept ?? { step: start.step, depth: 0 };
    history.replaceState(withEntry(entry), "", start.cleanUrl);
    stack.current = [];
    stack.current[entry.depth] = entry.step;
    depth.current = entry.depth;
    setStep(entry.step);

    const onPop = (event: PopStateEvent) => {
      const popped = entryOf(event.state);
      if (!popped) return;
      depth.current = popped.depth;
      stack.current[popped.depth] = popped.step;
      setStep(popped.step);
      setMoved(true);
    };
    window.addEventListener("popstate", onPop);
    return () => window.removeEventListener("popstate", onPop);
    // clientStart runs once, on the first render in the browser.
  }, []);

  const go = useCallback(
    (next: Step) => {
      if (frozen) return;
      depth.current += 1;
      stack.current.length = depth.current;
      stack.current[depth.current] = next;
      history.pushState(withEntry({ step: next, depth: depth.current }), "");
      setStep(next);
      setMoved(true);
    },
    [frozen],
  );

  const back = useCallback(() => {
    if (frozen) return;
    const target = backTarget(step);
    if (target === "home") {
      window.location.assign(homeUrl);
      return;
    }
    // Back to an earlier entry when the target is one, so the history stays a straight line;
    // otherwise (a first screen that is a form) this entry becomes the target.
    const earlier = depth.current > 0 ? stack.current.lastIndexOf(target, depth.current - 1) : -1;
    if (earlier >= 0) {
      history.go(earlier - depth.current);
      return;
    }
    stack.current[depth.current] = target;
    history.replaceState(withEntry({ step: target, depth: depth.current }), "");
    setStep(target);
    setMoved(true);
  }, [step, homeUrl, frozen]);

  return { step, moved, go, back };
}
