import type { CanvasBlock } from "./canvas.tsx";
import type { HistoryItem } from "../api-types.ts";

/** Publishing, or taking the page offline (`action`), and how it went. */
export type PublishState =
  | { kind: "idle" }
  | { kind: "publishing" }
  | { kind: "unpublishing" }
  | { kind: "done"; at: string; path: string | null }
  | { kind: "offline"; at: string; path: string }
  | { kind: "refused"; action: "publish" | "unpublish"; problems: { field: string; message: string }[] }
  | { kind: "failed"; action: "publish" | "unpublish"; message: string };

/** What the side panel shows: the page's settings, its history, or one block's form. */
export type Selection = { kind: "page" } | { kind: "history" } | { kind: "block"; index: number };

/** The page being edited: perhaps not valid yet (nothing typed is lost). */
export type PageValue = Record<string, unknown> & { blocks?: CanvasBlock[] };

/** Everything the page builder changes while an editor works (docs/editor.md). */
export interface BuilderState {
  page: PageValue;
  /** Changed since it was loaded, saved or published: auto-save runs. */
  dirty: boolean;
  history: HistoryItem[];
  published: boolean;
  /** The page has a stored document (published or synced); a page without one is only a draft. */
  stored: boolean;
  selection: Selection;
  /** The block picker is open. */
  picking: boolean;
  publish: PublishState;
  discardError: string | null;
  /** The funnel step shown in the canvas per block index: an editor's preview, never saved. */
  previews: Readonly<Record<number, string>>;
}

export type BuilderAction =
  | { type: "edit"; page: PageValue }
  | { type: "select"; selection: Selection }
  | { type: "pick"; open: boolean }
  | { type: "addBlock"; block: CanvasBlock }
  | { type: "moveBlock"; index: number; delta: -1 | 1 }
  | { type: "removeBlock"; index: number }
  | { type: "setBlockProps"; index: number; props: Record<string, unknown> }
  | { type: "publish"; state: PublishState }
  | { type: "published"; page: PageValue; item: HistoryItem; at: string; path: string | null }
  | { type: "unpublished"; at: string; path: string }
  | { type: "loadTheirs"; page: PageValue }
  | { type: "restore"; page: PageValue }
  | { type: "discardFailed"; message: string }
  | { type: "preview"; index: number; step: string | null };

export interface LoadedState {
  page: PageValue;
  history: HistoryItem[];
  published: boolean;
  stored: boolean;
}

/** The first state: the first block selected, else the page settings. */
export function initialState({ page, history, published, stored }: LoadedState): BuilderState {
  return {
    page,
    dirty: false,
    history,
    published,
    stored,
    selection: (page.blocks?.length ?? 0) > 0 ? { kind: "block", index: 0 } : { kind: "page" },
    picking: false,
    publish: { kind: "idle" },
    discardError: null,
    previews: {},
  };
}

/** A changed page: auto-save starts, and a message of the last publish no longer holds. */
function edited(state: BuilderState, page: PageValue): BuilderState {
  const publish =
    state.publish.kind === "done" || state.publish.kind === "offline" ? { kind: "idle" as const } : state.publish;
  return { ...state, page, dirty: true, publish };
}

function withBlocks(state: BuilderState, blocks: CanvasBlock[], selection: Selection): BuilderState {
  return { ...edited(state, { ...state.page, blocks }), selection, previews: {} };
}

function blocksOf(state: BuilderState): CanvasBlock[] {
  return state.page.blocks ?? [];
}

/** A block goes after the selected one, or last; it is then selected. */
function addBlock(state: BuilderState, block: CanvasBlock): BuilderState {
  const blocks = blocksOf(state);
  const at = state.selection.kind === "block" ? state.selection.index + 1 : blocks.length;
  return withBlocks(state, [...blocks.slice(0, at), block, ...blocks.slice(at)], { kind: "block", index: at });
}

/** A block swaps places with its neighbour; nothing moves past either end. */
function moveBlock(state: BuilderState, index: number, delta: -1 | 1): BuilderState {
  const blocks = blocksOf(state);
  const to = index + delta;
  if (to < 0 || to >= blocks.length) return state;
  const next = [...blocks];
  [next[index], next[to]] = [next[to] as CanvasBlock, next[index] as CanvasBlock];
  return withBlocks(state, next, { kind: "block", index: to });
}

/** A removed block hands the selection to the one before it, else to the page settings. */
function removeBlock(state: BuilderState, index: number): BuilderState {
  const blocks = blocksOf(state);
  const selection: Selection = blocks.length > 1 ? { kind: "block", index: Math.max(0, index - 1) } : { kind: "page" };
  return withBlocks(
    state,
    blocks.filter((_, i) => i !== index),
    selection,
  );
}

/** The page builder's state changes (docs/editor.md), one per thing an editor does. */
export function builderReducer(state: BuilderState, action: BuilderAction): BuilderState {
  switch (action.type) {
    case "edit":
      return edited(state, action.page);
    case "select":
      return { ...state, selection: action.selection };
    case "pick":
      return { ...state, picking: action.open };
    case "addBlock":
      return addBlock(state, action.block);
    case "moveBlock":
      return moveBlock(state, action.index, action.delta);
    case "removeBlock":
      return removeBlock(state, action.index);
    case "setBlockProps":
      return edited(state, {
        ...state.page,
        blocks: blocksOf(state).map((b, i) => (i === action.index ? { ...b, props: action.props } : b)),
      });
    case "publish":
      return { ...state, publish: action.state };
    case "published":
      return {
        ...state,
        page: action.page,
        dirty: false,
        published: true,
        stored: true,
        history: [action.item, ...state.history],
        publish: { kind: "done", at: action.at, path: action.path },
      };
    case "unpublished":
      return { ...state, published: false, publish: { kind: "offline", at: action.at, path: action.path } };
    case "loadTheirs":
      return { ...state, page: action.page, dirty: false };
    case "restore":
      return { ...edited(state, action.page), selection: { kind: "page" }, previews: {} };
    case "discardFailed":
      return { ...state, discardError: action.message };
    case "preview": {
      const previews = { ...state.previews };
      if (action.step === null) delete previews[action.index];
      else previews[action.index] = action.step;
      return { ...state, previews };
    }
  }
}

/**
 * The page with a component id on every block (docs/editor.md: the editor requires one;
 * blocks of content/ files may have none). Blocks that have one keep it.
 */
export function withComponentIds(page: PageValue, makeId: () => string): PageValue {
  if (!page.blocks?.some((block) => block.props?.componentId === undefined)) return page;
  return {
    ...page,
    blocks: page.blocks.map((block) =>
      block.props?.componentId === undefined ? { ...block, props: { componentId: makeId(), ...block.props } } : block,
    ),
  };
}

/** Where a problem of the server (a field path) is mended: its block, else the page settings. */
export function selectionOf(field: string): Selection {
  const match = /^blocks[.[](\d+)/.exec(field);
  return match ? { kind: "block", index: Number(match[1]) } : { kind: "page" };
}
