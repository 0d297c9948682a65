import { useCallback, useEffect, useRef, useState } from "react";
import { api, ApiError } from "../api.ts";

export type SaveState =
  | { kind: "saved"; at: string | null }
  | { kind: "pending" }
  | { kind: "saving" }
  | { kind: "failed"; message: string }
  | { kind: "conflict"; theirs: { page: unknown; savedAt: string } };

/** How long typing may pause before the draft is saved. */
const DELAY_MS = 800;

/**
 * Auto-save (docs/editor.md): the page is saved as a draft, apart from the published page,
 * shortly after each change; a failed save is tried again on the next change or with
 * `flush`, and a draft saved meanwhile elsewhere is a conflict the person settles.
 */
export function useAutosave(id: string, page: unknown, initialBase: string | null, dirty: boolean) {
  const [state, setState] = useState<SaveState>({ kind: "saved", at: initialBase });
  const base = useRef<string | null>(initialBase);
  const latest = useRef(page);
  const running = useRef<Promise<void> | null>(null);
  const stopped = useRef(false);
  latest.current = page;

  const save = useCallback(
    async (force = false): Promise<void> => {
      if (running.current) await running.current;
      // Discarded: a save already scheduled must not bring the draft back.
      if (stopped.current) return;
      const body = { page: latest.current, base: force ? null : base.current };
      setState({ kind: "saving" });
      const attempt = (async () => {
        try {
          if (force) await api(`/pages/${id}/draft`, { method: "DELETE" });
          const saved = await api<{ savedAt: string }>(`/pages/${id}/draft`, { method: "PUT", json: body });
          base.current = saved.savedAt;
          setState(latest.current === body.page ? { kind: "saved", at: saved.savedAt } : { kind: "pending" });
        } catch (error) {
          if (error instanceof ApiError && error.status === 409)
            setState({ kind: "conflict", theirs: error.body.draft as { page: unknown; savedAt: string } });
          else setState({ kind: "failed", message: error instanceof Error ? error.message : String(error) });
        }
      })();
      running.current = attempt;
      await attempt;
      running.current = null;
    },
    [id],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: every change of the page restarts the save timer
  useEffect(() => {
    if (!dirty || stopped.current) return;
    setState((s) => (s.kind === "conflict" ? s : { kind: "pending" }));
    const timer = setTimeout(() => void save(), DELAY_MS);
    return () => clearTimeout(timer);
  }, [page, dirty, save]);

  return {
    state,
    /** Saves now (before a preview or a publish). */
    flush: () => save(),
    /** Keeps this tab's version over the one saved elsewhere. */
    overwrite: () => save(true),
    /**
     * Deletes the draft (discarding changes, or a page never published) after any save under
     * way, and saves nothing more: the caller leaves or reloads the page next.
     */
    async discard(): Promise<void> {
      stopped.current = true;
      if (running.current) await running.current;
      try {
        await api(`/pages/${id}/draft`, { method: "DELETE" });
      } catch (error) {
        stopped.current = false;
        throw error;
      }
    },
    /** After publishing (the draft is gone) or taking the other version. */
    reset(at: string | null) {
      base.current = at;
      setState({ kind: "saved", at });
    },
  };
}
