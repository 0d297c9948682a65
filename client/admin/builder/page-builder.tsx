import { useCallback, useEffect, useMemo, useState } from "react";
import * as v from "valibot";
import { blockModule, type BlockType } from "../../blocks/registry.ts";
import type { Catalogue } from "../../content/catalogue.ts";
import { pageSchema, type Page } from "../../content/page-schema.ts";
import type { SiteSettings } from "../../content/site-schema.ts";
import { newComponentId } from "../../sections/common-props.ts";
import { api, ApiError } from "../api.ts";
import type { Boot } from "../boot.ts";
import { describe, skeleton } from "../forms/describe.ts";
import { FormContext } from "../forms/form-context.ts";
import { countUnder, issueMap } from "../forms/issues.ts";
import { useMediaPicker } from "../media/media-picker.tsx";
import { BlockPanel } from "./block-panel.tsx";
import { BlockPicker } from "./block-picker.tsx";
import { Canvas, type CanvasBlock } from "./canvas.tsx";
import { HistoryPanel, type HistoryItem } from "./history-panel.tsx";
import { PageSettings } from "./page-settings.tsx";
import { canvasContext, shellHtml } from "./render-block.tsx";
import { BuilderToolbar, type PublishState } from "./toolbar.tsx";
import { useAutosave } from "./use-autosave.ts";

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

type Selection = { kind: "page" } | { kind: "history" } | { kind: "block"; index: number };
type PageValue = Record<string, unknown> & { blocks?: CanvasBlock[] };

const DEBUG_KEY = "locus-editor-debug";
const HEADER_COLORS = { black: "dark", white: "light", grey: "grey" } as const;

function blockLabel(type: string): string {
  try {
    return blockModule(type as BlockType).label;
  } catch {
    return type;
  }
}

/** Where a problem of the server (a field path) is mended: its block, else the page settings. */
function selectionOf(field: string): Selection {
  const match = /^blocks[.[](\d+)/.exec(field);
  return match ? { kind: "block", index: Number(match[1]) } : { kind: "page" };
}

/** What the server said when it refused to publish or to take offline: its problems, or its error. */
function refusal(action: "publish" | "unpublish", error: unknown): PublishState {
  if (error instanceof ApiError && Array.isArray(error.body.problems))
    return { kind: "refused", action, problems: error.body.problems as { field: string; message: string }[] };
  return { kind: "failed", action, message: error instanceof Error ? error.message : String(error) };
}

/**
 * The page builder (docs/editor.md): the page drawn with the public components in edit
 * state, the selected block's generated form, blocks added, removed and reordered, auto-save
 * of the draft, preview, publish, taking the page offline, and the published versions.
 */
export function PageBuilder({ boot, loaded, context }: { boot: Boot; loaded: LoadedPage; context: EditorContext }) {
  const { id, locked } = loaded;
  const [page, setPage] = useState<PageValue>(() => (loaded.draft?.page ?? loaded.doc ?? {}) as PageValue);
  const [dirty, setDirty] = useState(false);
  const [history, setHistory] = useState(loaded.history);
  const [published, setPublished] = useState(loaded.doc?.status === "PUBLISHED");
  const [selection, setSelection] = useState<Selection>(() =>
    (page.blocks?.length ?? 0) > 0 ? { kind: "block", index: 0 } : { kind: "page" },
  );
  const [picking, setPicking] = useState(false);
  const [debug, setDebug] = useState(() => localStorage.getItem(DEBUG_KEY) === "on");
  const [publish, setPublish] = useState<PublishState>({ kind: "idle" });
  // A page never published nor synced has no document: discarding its draft deletes it.
  const [stored, setStored] = useState(loaded.doc !== null);
  const [discardError, setDiscardError] = useState<string | null>(null);
  const autosave = useAutosave(id, page, loaded.draft?.savedAt ?? null, dirty);
  const media = useMediaPicker();

  const change = useCallback((next: PageValue) => {
    setPage(next);
    setDirty(true);
    setPublish((p) => (p.kind === "done" || p.kind === "offline" ? { kind: "idle" } : p));
  }, []);
  const blocks = page.blocks ?? [];
  const setBlocks = (next: CanvasBlock[]) => change({ ...page, blocks: next });

  const validation = useMemo(() => v.safeParse(pageSchema, page), [page]);
  const issues = validation.success ? [] : validation.issues;
  const pageIssues = useMemo(() => {
    const all = issueMap(issues);
    return new Map([...all].filter(([path]) => !path.startsWith("blocks.")));
  }, [issues]);
  const issueCounts = useMemo(
    () => blocks.map((_, i) => countUnder(issueMap(issues, `blocks.${i}.props`), "")),
    [issues, blocks],
  );

  const site = context.site;
  const siteHost = new URL(boot.siteUrl).host;
  const path = loaded.path ?? `/${String(page.slug ?? "")}`;
  const canvas = useMemo(
    () =>
      site
        ? canvasContext(
            { language: (page.language ?? "en") as Page["language"] },
            path,
            site,
            context.catalogue,
            siteHost,
          )
        : null,
    [site, page.language, path, context.catalogue, siteHost],
  );
  const headerColor =
    HEADER_COLORS[
      (page.customValues as { headerColorField?: "black" | "white" | "grey" } | undefined)?.headerColorField ?? "white"
    ];
  const shell = useMemo(
    () => (site ? shellHtml(site, path, context.consoleUrl, siteHost, headerColor) : null),
    [site, path, context.consoleUrl, siteHost, headerColor],
  );

  useEffect(() => localStorage.setItem(DEBUG_KEY, debug ? "on" : "off"), [debug]);

  const addBlock = (type: string) => {
    const spec = describe(v.strictObject(blockModule(type as BlockType).entries));
    const block: CanvasBlock = {
      type,
      props: { componentId: newComponentId(), ...(skeleton(spec) as Record<string, unknown>) },
    };
    const at = selection.kind === "block" ? selection.index + 1 : blocks.length;
    setBlocks([...blocks.slice(0, at), block, ...blocks.slice(at)]);
    setSelection({ kind: "block", index: at });
  };
  const moveBlock = (index: number, delta: -1 | 1) => {
    const to = index + delta;
    if (to < 0 || to >= blocks.length) return;
    const next = [...blocks];
    [next[index], next[to]] = [next[to] as CanvasBlock, next[index] as CanvasBlock];
    setBlocks(next);
    setSelection({ kind: "block", index: to });
  };
  const removeBlock = (index: number) => {
    setBlocks(blocks.filter((_, i) => i !== index));
    setSelection(blocks.length > 1 ? { kind: "block", index: Math.max(0, index - 1) } : { kind: "page" });
  };
  const setBlockProps = (index: number, props: Record<string, unknown>) =>
    setBlocks(blocks.map((b, i) => (i === index ? { ...b, props } : b)));

  const doPublish = async () => {
    setPublish({ kind: "publishing" });
    try {
      if (dirty) await autosave.flush();
      const result = await api<{ publishedAt: string; path: string | null; page: PageValue }>(`/pages/${id}/publish`, {
        method: "POST",
        json: { page },
      });
      setPage(result.page);
      setDirty(false);
      setPublished(true);
      setStored(true);
      autosave.reset(null);
      setHistory((h) => [{ publishedAt: result.publishedAt, name: String(result.page.name ?? "") }, ...h]);
      setPublish({ kind: "done", at: result.publishedAt, path: result.path });
    } catch (error) {
      setPublish(refusal("publish", error));
    }
  };

  const doDiscard = async () => {
    const name = String(page.name ?? "this page");
    const question = stored
      ? `Discard the unsaved and unpublished changes to "${name}"? The page goes back to its ${published ? "published" : "last stored"} version.`
      : `Delete "${name}"? It was never published; its draft is removed for good.`;
    if (!window.confirm(question)) return;
    try {
      await autosave.discard();
      if (stored) location.reload();
      else location.assign("/admin/editor");
    } catch (error) {
      setDiscardError(error instanceof Error ? error.message : String(error));
    }
  };

  const doUnpublish = async () => {
    const where = loaded.path ?? "its address";
    if (
      !window.confirm(
        `Take "${String(page.name ?? "this page")}" offline? ${where} will answer "page not found" until it is published again. Its content stays here as a draft.`,
      )
    )
      return;
    setPublish({ kind: "unpublishing" });
    try {
      const result = await api<{ unpublishedAt: string; path: string }>(`/pages/${id}/unpublish`, { method: "POST" });
      setPublished(false);
      setPublish({ kind: "offline", at: result.unpublishedAt, path: result.path });
    } catch (error) {
      setPublish(refusal("unpublish", error));
    }
  };

  const selectedBlock = selection.kind === "block" ? blocks[selection.index] : undefined;
  const formContext = useMemo(
    () => ({ pickImage: media.pick, linkSuggestionsId: "page-paths", newComponentId: () => newComponentId() }),
    [media.pick],
  );
  const problems = issues.length;

  return (
    <FormContext value={formContext}>
      <div className="builder">
        <BuilderToolbar
          name={String(page.name ?? "Untitled page")}
          published={published}
          hasDraft={dirty || autosave.state.kind !== "saved" || autosave.state.at !== null}
          problems={problems}
          save={autosave.state}
          publish={publish}
          path={loaded.path}
          debug={debug}
          previewHref={`/admin/preview/${id}`}
          onPreview={() => autosave.flush()}
          onDebug={setDebug}
          onPublish={doPublish}
          onUnpublish={doUnpublish}
          onDiscard={doDiscard}
          draftOnly={!stored}
          discardError={discardError}
          onSettings={() => setSelection({ kind: "page" })}
          onHistory={() => setSelection({ kind: "history" })}
          onProblem={(field) => setSelection(selectionOf(field))}
          onKeepMine={() => autosave.overwrite()}
          onTakeTheirs={(theirs) => {
            setPage(theirs.page as PageValue);
            setDirty(false);
            autosave.reset(theirs.savedAt);
          }}
        />
        <div className="builder__body">
          <nav className="builder__outline" aria-label="Blocks of this page">
            <h2 className="builder__heading">Blocks</h2>
            <ol className="outline">
              {blocks.map((block, i) => (
                <li key={i}>
                  <button
                    type="button"
                    className={`outline__item${selection.kind === "block" && selection.index === i ? " outline__item--selected" : ""}`}
                    aria-current={selection.kind === "block" && selection.index === i ? "true" : undefined}
                    onClick={() => setSelection({ kind: "block", index: i })}
                  >
                    <span className="outline__label">
                      {i + 1}. {blockLabel(block.type)}
                      {typeof block.props.title === "string" && block.props.title ? (
                        <span className="outline__title">{block.props.title}</span>
                      ) : null}
                    </span>
                    {issueCounts[i] ? (
                      <span className="badge badge--error" title={`${issueCounts[i]} to fix`}>
                        {issueCounts[i]}
                        <span className="visually-hidden"> to fix</span>
                      </span>
                    ) : null}
                  </button>
                </li>
              ))}
            </ol>
            {locked ? (
              <p className="panel__note">
                This {String(page.type)} page is locked: its blocks can be edited, not added or removed.
              </p>
            ) : (
              <button
                type="button"
                className="admin-button admin-button--primary admin-button--block"
                onClick={() => setPicking(true)}
              >
                Add block
              </button>
            )}
          </nav>
          <div className="builder__canvas">
            {site && canvas ? (
              <Canvas
                blocks={blocks}
                selected={selection.kind === "block" ? selection.index : null}
                onSelect={(index) => setSelection({ kind: "block", index })}
                issueCounts={issueCounts}
                context={canvas}
                site={site}
                catalogue={context.catalogue}
                shell={shell}
                fullscreen={page.display === "fullscreen"}
                debug={debug}
                onBlockChange={setBlockProps}
              />
            ) : (
              <p className="admin-alert admin-alert--error">
                The site settings are missing from KV: run <code>npm run kv:seed</code>.
              </p>
            )}
          </div>
          <aside className="builder__panel" aria-label="Selected item">
            {selection.kind === "block" && selectedBlock ? (
              <BlockPanel
                key={selection.index}
                block={selectedBlock}
                issues={issueMap(issues, `blocks.${selection.index}.props`)}
                locked={locked}
                index={selection.index}
                count={blocks.length}
                onChange={(props) => setBlockProps(selection.index, props)}
                onMove={(delta) => moveBlock(selection.index, delta)}
                onRemove={() => removeBlock(selection.index)}
              />
            ) : selection.kind === "history" ? (
              <HistoryPanel
                id={id}
                items={history}
                onRestore={(restored) => {
                  change(restored as PageValue);
                  setSelection({ kind: "page" });
                }}
              />
            ) : (
              <PageSettings
                page={page}
                issues={pageIssues}
                path={loaded.path}
                file={loaded.file}
                onChange={(next) => change(next as PageValue)}
              />
            )}
          </aside>
        </div>
        {picking ? (
          <BlockPicker layoutPage={page.type === "layout"} onPick={addBlock} onClose={() => setPicking(false)} />
        ) : null}
        {media.dialog}
        <datalist id="page-paths">
          {(context.catalogue?.pages ?? []).map((entry) => (
            <option key={entry.url} value={entry.url} />
          ))}
        </datalist>
      </div>
    </FormContext>
  );
}
