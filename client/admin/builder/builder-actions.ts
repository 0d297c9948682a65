import type { Dispatch } from "react";
import * as v from "valibot";
import { blockModule, type BlockType } from "../../blocks/registry.ts";
import { newComponentId } from "../../sections/common-props.ts";
import { api, ApiError } from "../api.ts";
import type { HistoryItem } from "../api-types.ts";
import { describe, skeleton } from "../forms/describe.ts";
import type { BuilderAction, BuilderState, PageValue, PublishState } from "./builder-state.ts";
import type { CanvasBlock } from "./canvas.tsx";
import type { useAutosave } from "./use-autosave.ts";

type Autosave = ReturnType<typeof useAutosave>;

/** What the server said when it refused to publish or to take offline: its problems, or its error. */
export function refusal(action: "publish" | "unpublish", error: unknown): PublishState {
  if (error instanceof ApiError && Array.isArray(error.body.problems))
    return { kind: "refused", action, problems: error.body.problems as { field: string; message: string }[] };
  return { kind: "failed", action, message: error instanceof Error ? error.message : String(error) };
}

/** A new block of a type: its required fields empty (the form says what is needed) and a component id. */
export function newBlock(type: string): CanvasBlock {
  const spec = describe(v.strictObject(blockModule(type as BlockType).entries));
  return { type, props: { componentId: newComponentId(), ...(skeleton(spec) as Record<string, unknown>) } };
}

function nameOf(page: PageValue): string {
  return String(page.name ?? "this page");
}

interface ActionInput {
  id: string;
  path: string | null;
  state: BuilderState;
  dispatch: Dispatch<BuilderAction>;
  autosave: Autosave;
}

/** Publish (after saving what is pending): the page as stored comes back, with its new history entry. */
async function publish({ id, state, dispatch, autosave }: ActionInput): Promise<void> {
  dispatch({ type: "publish", state: { kind: "publishing" } });
  try {
    if (state.dirty) await autosave.flush();
    const result = await api<{ publishedAt: string; path: string | null; page: PageValue; entry: HistoryItem }>(
      `/pages/${id}/publish`,
      { method: "POST", json: { page: state.page } },
    );
    autosave.reset(null);
    dispatch({ type: "published", page: result.page, item: result.entry, at: result.publishedAt, path: result.path });
  } catch (error) {
    dispatch({ type: "publish", state: refusal("publish", error) });
  }
}

/** Discard the draft (back to the stored page), or delete a page that was only ever a draft. */
async function discard({ state, dispatch, autosave }: ActionInput): Promise<void> {
  const name = nameOf(state.page);
  const question = state.stored
    ? `Discard the unsaved and unpublished changes to "${name}"? The page goes back to its ${state.published ? "published" : "last stored"} version.`
    : `Delete "${name}"? It was never published; its draft is removed for good.`;
  if (!window.confirm(question)) return;
  try {
    await autosave.discard();
    if (state.stored) location.reload();
    else location.assign("/admin/editor");
  } catch (error) {
    dispatch({ type: "discardFailed", message: error instanceof Error ? error.message : String(error) });
  }
}

/** Take the page offline after a confirmation; the server lists what would break instead. */
async function unpublish({ id, path, state, dispatch }: ActionInput): Promise<void> {
  const where = path ?? "its address";
  const question = `Take "${nameOf(state.page)}" offline? ${where} will answer "page not found" until it is published again. Its content stays here as a draft.`;
  if (!window.confirm(question)) return;
  dispatch({ type: "publish", state: { kind: "unpublishing" } });
  try {
    const result = await api<{ unpublishedAt: string; path: string }>(`/pages/${id}/unpublish`, { method: "POST" });
    dispatch({ type: "unpublished", at: result.unpublishedAt, path: result.path });
  } catch (error) {
    dispatch({ type: "publish", state: refusal("unpublish", error) });
  }
}

/** The page builder's actions that talk to the server (docs/editor.md). */
export function builderActions(input: ActionInput) {
  return {
    publish: () => publish(input),
    discard: () => discard(input),
    unpublish: () => unpublish(input),
  };
}
