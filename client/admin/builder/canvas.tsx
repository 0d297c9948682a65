import { useEffect, useMemo, useRef } from "react";
import { blockModule, type BlockType } from "../../blocks/registry.ts";
import type { Catalogue } from "../../content/catalogue.ts";
import type { SiteSettings } from "../../content/site-schema.ts";
import type { PageContextValue } from "../../page-context.ts";
import { CardOrder } from "./card-order.tsx";
import { DebugPanel } from "./debug-overlay.tsx";
import { blockHtml } from "./render-block.tsx";
import { externalVideo, VideoReload } from "./video-reload.tsx";

export interface CanvasBlock {
  type: string;
  props: Record<string, unknown>;
}

interface CanvasProps {
  blocks: readonly CanvasBlock[];
  selected: number | null;
  onSelect(index: number): void;
  issueCounts: readonly number[];
  context: PageContextValue;
  site: SiteSettings;
  catalogue: Catalogue | null;
  shell: { top: string; bottom: string } | null;
  fullscreen: boolean;
  debug: boolean;
  /** The step each multi-step block shows, by index: the editor's preview, never saved. */
  previews: Readonly<Record<number, string>>;
  onBlockChange(index: number, props: Record<string, unknown>): void;
}

const cache = new Map<string, string | null>();

/** The HTML of a block for these props, kept while they do not change. */
function cachedHtml(block: CanvasBlock, first: boolean, context: PageContextValue, site: SiteSettings): string | null {
  const key = `${first}|${context.language}|${context.previewStep ?? ""}|${JSON.stringify(block)}`;
  if (!cache.has(key)) {
    if (cache.size > 400) cache.clear();
    cache.set(key, blockHtml(block, first, context, site));
  }
  return cache.get(key) ?? null;
}

function labelOf(type: string): string {
  try {
    return blockModule(type as BlockType).label;
  } catch {
    return type;
  }
}

function isLayoutOnly(type: string): boolean {
  try {
    return blockModule(type as BlockType).layoutOnly === true;
  } catch {
    return false;
  }
}

/**
 * The page as visitors will see it, drawn with the public components in edit state: every
 * click selects the block under it (links, buttons and forms do nothing: docs/editor.md,
 * docs/leads.md), menus and accordions open on click. The site script does not run here.
 */
export function Canvas(props: CanvasProps) {
  const root = useRef<HTMLDivElement>(null);
  const { onSelect } = props;
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const onClick = (event: MouseEvent) => {
      const target = event.target as HTMLElement;
      if (target.closest("[data-canvas-control]")) return;
      const inSummary = target.closest("summary");
      if (!inSummary) event.preventDefault();
      event.stopPropagation();
      const block = target.closest<HTMLElement>("[data-block-index]");
      if (block) onSelect(Number(block.dataset.blockIndex));
    };
    const stop = (event: Event) => {
      if ((event.target as HTMLElement).closest("[data-canvas-control]")) return;
      event.preventDefault();
      event.stopPropagation();
    };
    element.addEventListener("click", onClick, true);
    element.addEventListener("submit", stop, true);
    element.addEventListener("auxclick", stop, true);
    return () => {
      element.removeEventListener("click", onClick, true);
      element.removeEventListener("submit", stop, true);
      element.removeEventListener("auxclick", stop, true);
    };
  }, [onSelect]);

  let firstShown = -1;
  const rendered = props.blocks.map((block, i) => {
    const layoutOnly = isLayoutOnly(block.type);
    if (!layoutOnly && firstShown === -1) firstShown = i;
    return {
      block,
      layoutOnly,
      html: layoutOnly
        ? null
        : cachedHtml(block, firstShown === i, { ...props.context, previewStep: props.previews[i] }, props.site),
      video: externalVideo(block),
    };
  });
  const shell = useMemo(() => props.shell, [props.shell]);

  return (
    <div
      ref={root}
      className={`canvas${props.debug ? " canvas--debug" : ""}`}
      role="region"
      aria-label="Page canvas (edit view)"
    >
      {shell && !props.fullscreen ? (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the site's own header, rendered by the Worker's React renderer
        <div className="canvas__shell" dangerouslySetInnerHTML={{ __html: shell.top }} />
      ) : null}
      <main className={props.fullscreen ? "fullscreen" : undefined}>
        {rendered.length === 0 ? (
          <p className="canvas__empty">This page has no blocks yet. Add one with “Add block”.</p>
        ) : null}
        {rendered.map(({ block, layoutOnly, html, video }, i) => (
          <div
            key={i}
            className={`canvas__block${props.selected === i ? " canvas__block--selected" : ""}${props.issueCounts[i] ? " canvas__block--invalid" : ""}`}
            data-block-index={i}
          >
            <span className="canvas__label">
              {labelOf(block.type)}
              {props.issueCounts[i] ? <span className="canvas__issues"> · {props.issueCounts[i]} to fix</span> : null}
            </span>
            {props.debug ? <DebugPanel block={block} /> : null}
            {layoutOnly ? (
              <CardOrder block={block} catalogue={props.catalogue} onChange={(next) => props.onBlockChange(i, next)} />
            ) : html === null ? (
              <p className="canvas__placeholder">{labelOf(block.type)}: fill in the form to see this block.</p>
            ) : html === "" ? (
              <p className="canvas__placeholder">{labelOf(block.type)} shows nothing with these settings.</p>
            ) : (
              // biome-ignore lint/security/noDangerouslySetInnerHtml: the block's HTML from React's server renderer, which escapes content
              <div dangerouslySetInnerHTML={{ __html: html }} />
            )}
            {video ? <VideoReload src={video.src} type={video.type} /> : null}
          </div>
        ))}
      </main>
      {shell && !props.fullscreen ? (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the site's own footer, rendered by the Worker's React renderer
        <div className="canvas__shell" dangerouslySetInnerHTML={{ __html: shell.bottom }} />
      ) : null}
    </div>
  );
}
