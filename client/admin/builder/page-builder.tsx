import { useMemo, useReducer } from "react";
import type { Catalogue } from "../../content/catalogue.ts";
import type { Page, PageType } from "../../content/page-schema.ts";
import type { SiteSettings } from "../../content/site-schema.ts";
import { newComponentId } from "../../sections/common-props.ts";
import type { HistoryItem } from "../api-types.ts";
import type { Boot } from "../boot.ts";
import { FormContext } from "../forms/form-context.ts";
import { useMediaPicker } from "../media/media-picker.tsx";
import { BlockOutline } from "./block-outline.tsx";
import { BlockPicker } from "./block-picker.tsx";
import { builderActions, newBlock } from "./builder-actions.ts";
import { BuilderCanvas } from "./builder-canvas.tsx";
import { BuilderPanel } from "./builder-panel.tsx";
import { builderReducer, initialState, withComponentIds, type PageValue } from "./builder-state.ts";
import { BuilderToolbar } from "./toolbar.tsx";
import { useAutosave } from "./use-autosave.ts";
import { useDebugFlag } from "./use-debug-flag.ts";
import { usePageIssues } from "./use-page-issues.ts";

export interface LoadedPage {
  id: string;
  locked: boolean;
  path: string | null;
  file: string | null;
  doc: Page | null;
  draft: { page: unknown; savedAt: string } | null;
  history: HistoryItem[];
}

export interface EditorContext {
  site: SiteSettings | null;
  catalogue: Catalogue | null;
  consoleUrl: string;
}

/** The builder's first state from what the server sent: the draft over the stored page. */
function loadedState(loaded: LoadedPage) {
  return initialState({
    page: withComponentIds((loaded.draft?.page ?? loaded.doc ?? {}) as PageValue, newComponentId),
    history: loaded.history,
    published: loaded.doc?.status === "PUBLISHED",
    // A page never published nor synced has no document: discarding its draft deletes it.
    stored: loaded.doc !== null,
  });
}

/** Paths of the site's pages, offered while a link is typed. */
function PagePaths({ catalogue }: { catalogue: Catalogue | null }) {
  return (
    <datalist id="page-paths">
      {(catalogue?.pages ?? []).map((entry) => (
        <option key={entry.url} value={entry.url} />
      ))}
    </datalist>
  );
}

/** The forms' access to the media library, link suggestions and new component ids. */
function useBuilderForms() {
  const media = useMediaPicker();
  const context = useMemo(
    () => ({ pickImage: media.pick, linkSuggestionsId: "page-paths", newComponentId: () => newComponentId() }),
    [media.pick],
  );
  return { context, dialog: media.dialog };
}

/**
 * The page builder (docs/editor.md): the page drawn with the public components in edit
 * state, the selected block's generated form, blocks added, removed and reordered, auto-save
 * of the draft, preview, publish, taking the page offline, and the published versions. Its
 * state changes are builder-state.ts's reducer; what talks to the server, builder-actions.ts.
 */
export function PageBuilder({ boot, loaded, context }: { boot: Boot; loaded: LoadedPage; context: EditorContext }) {
  const { id, locked } = loaded;
  const [state, dispatch] = useReducer(builderReducer, loaded, loadedState);
  const { page, selection } = state;
  const autosave = useAutosave(id, page, loaded.draft?.savedAt ?? null, state.dirty);
  const media = useBuilderForms();
  const [debug, setDebug] = useDebugFlag();
  const { issues, pageIssues, issueCounts, typeProblems, messages } = usePageIssues(page);
  const actions = builderActions({ id, path: loaded.path, state, dispatch, autosave });
  const path = loaded.path ?? `/${String(page.slug ?? "")}`;
  const select = (index: number) => dispatch({ type: "select", selection: { kind: "block", index } });

  return (
    <FormContext value={media.context}>
      <div className="builder">
        <BuilderToolbar {...{ id, state, dispatch, autosave, messages, debug, actions }} onDebug={setDebug} />
        <div className="builder__body">
          <BlockOutline
            blocks={page.blocks ?? []}
            selection={selection}
            issueCounts={issueCounts}
            locked={locked}
            pageType={String(page.type)}
            onSelect={select}
            onAdd={() => dispatch({ type: "pick", open: true })}
          />
          <div className="builder__canvas">
            <BuilderCanvas
              page={page}
              setting={{ ...context, siteUrl: boot.siteUrl, path }}
              selected={selection.kind === "block" ? selection.index : null}
              issueCounts={issueCounts}
              debug={debug}
              previews={state.previews}
              onSelect={select}
              onBlockChange={(index, props) => dispatch({ type: "setBlockProps", index, props })}
            />
          </div>
          <aside className="builder__panel" aria-label="Selected item">
            <BuilderPanel
              {...{ id, state, dispatch, issues, pageIssues, typeProblems, locked }}
              path={loaded.path}
              file={loaded.file}
              flush={() => (state.dirty ? autosave.flush() : Promise.resolve())}
            />
          </aside>
        </div>
        {state.picking ? (
          <BlockPicker
            pageType={page.type as PageType}
            onPick={(type) => dispatch({ type: "addBlock", block: newBlock(type) })}
            onClose={() => dispatch({ type: "pick", open: false })}
          />
        ) : null}
        {media.dialog}
        <PagePaths catalogue={context.catalogue} />
      </div>
    </FormContext>
  );
}
