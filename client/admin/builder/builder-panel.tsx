import type { Dispatch } from "react";
import type { IssueMap } from "../forms/issues.ts";
import { issueMap } from "../forms/issues.ts";
import type * as v from "valibot";
import { BlockPanel } from "./block-panel.tsx";
import { newComponentId } from "../../sections/common-props.ts";
import { withComponentIds, type BuilderAction, type BuilderState, type PageValue } from "./builder-state.ts";
import { HistoryPanel } from "./history-panel.tsx";
import { PageSettings } from "./page-settings.tsx";

/** The side panel: the selected block's form, the history, or the page settings. */
export function BuilderPanel(props: {
  id: string;
  state: BuilderState;
  dispatch: Dispatch<BuilderAction>;
  issues: readonly v.BaseIssue<unknown>[];
  pageIssues: IssueMap;
  typeProblems: ReadonlyMap<number, string>;
  locked: boolean;
  path: string | null;
  file: string | null;
  /** Saves what is pending (before the page's address changes). */
  flush(): Promise<void>;
}) {
  const { state, dispatch } = props;
  const { selection, page } = state;
  const blocks = page.blocks ?? [];
  const block = selection.kind === "block" ? blocks[selection.index] : undefined;
  if (selection.kind === "block" && block) {
    const index = selection.index;
    return (
      <BlockPanel
        key={index}
        block={block}
        issues={issueMap(props.issues, `blocks.${index}.props`)}
        typeProblem={props.typeProblems.get(index)}
        locked={props.locked}
        index={index}
        count={blocks.length}
        preview={state.previews[index] ?? null}
        onPreview={(step) => dispatch({ type: "preview", index, step })}
        onChange={(next) => dispatch({ type: "setBlockProps", index, props: next })}
        onMove={(delta) => dispatch({ type: "moveBlock", index, delta })}
        onRemove={() => dispatch({ type: "removeBlock", index })}
      />
    );
  }
  if (selection.kind === "history")
    return (
      <HistoryPanel
        id={props.id}
        items={state.history}
        current={page}
        onRestore={(restored) =>
          dispatch({ type: "restore", page: withComponentIds(restored as PageValue, newComponentId) })
        }
      />
    );
  return (
    <PageSettings
      id={props.id}
      page={page}
      published={state.published}
      beforeRename={props.flush}
      issues={props.pageIssues}
      path={props.path}
      file={props.file}
      onChange={(next) => dispatch({ type: "edit", page: next as PageValue })}
    />
  );
}
