import type { ReactElement } from "react";
import { blockComponent, type Block } from "../blocks/registry.ts";
import { PageContext, type PageContextValue } from "../page-context.ts";
import { anchorId } from "../sections/anchor-id.ts";
import { SectionPosition } from "../sections/section.tsx";
import type { PlaygroundGroup } from "./samples.ts";

function Sample({ block }: { block: Block }) {
  const Component = blockComponent(block) as (props: Block["props"]) => ReactElement | null;
  return (
    <SectionPosition first={false}>
      <Component {...block.props} />
    </SectionPosition>
  );
}

/**
 * /admin/playground: every registered block with its sample on the light, grey and dark
 * backgrounds, grouped as in the editor, so a person sees the whole library on one page.
 * `?mode=edit` shows what editors see (inert links, placeholders).
 */
export function Playground({ groups, context }: { groups: PlaygroundGroup[]; context: PageContextValue }) {
  const count = groups.reduce((sum, group) => sum + group.blocks.length, 0);
  const editing = context.mode === "edit";
  return (
    <PageContext value={context}>
      <header className="playground__header">
        <div className="container">
          <p className="playground__kicker">Admin · section library</p>
          <h1>Block playground</h1>
          <p>
            {count} blocks in {groups.length} groups, each with its sample on the light, grey and dark backgrounds.{" "}
            {editing ? (
              <>
                Showing the <strong>editor view</strong> (links inert, placeholders).{" "}
                <a href="/admin/playground">Show the visitor view</a>.
              </>
            ) : (
              <>
                Showing the <strong>visitor view</strong>.{" "}
                <a href="/admin/playground?mode=edit">Show the editor view</a>.
              </>
            )}
          </p>
          <nav aria-label="Blocks">
            <ul className="playground__toc">
              {groups.map((group) => (
                <li key={group.title}>
                  <a href={`#${anchorId(group.title)}`}>{group.title}</a>
                  <ul>
                    {group.blocks.map((block) => (
                      <li key={block.type}>
                        <a href={`#block-${block.type}`}>{block.label}</a>
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </header>
      <main id="main" data-display-mode={editing ? "edit" : undefined}>
        {groups.map((group) => (
          <section key={group.title} className="playground__group" aria-labelledby={anchorId(group.title)}>
            <div className="container">
              <h2 className="playground__group-title" id={anchorId(group.title)}>
                {group.title}
              </h2>
            </div>
            {group.blocks.map((block) => (
              <article
                key={block.type}
                className="playground__block"
                id={`block-${block.type}`}
                aria-label={block.label}
              >
                <div className="container playground__block-head">
                  <p className="playground__block-name">
                    <strong>{block.label}</strong> <code>{block.type}</code>
                  </p>
                  <p className="playground__block-description">{block.description}</p>
                  <p className="playground__flags">
                    {block.varies.length > 0 ? (
                      <span>varies by {block.varies.join(", ")}</span>
                    ) : (
                      <span>same HTML for every visitor</span>
                    )}
                    {block.islands.length > 0 ? (
                      <span>islands: {block.islands.join(", ")}</span>
                    ) : (
                      <span>no React</span>
                    )}
                    {block.layoutOnly ? <span>layout pages only: renders nothing</span> : null}
                  </p>
                </div>
                {block.layoutOnly
                  ? null
                  : block.variants.map((variant) => (
                      <div key={variant.color} className="playground__variant">
                        <p className="container playground__variant-label">
                          {block.label} on <strong>{variant.color}</strong>
                          {variant.messages.length > 0 ? (
                            <span className="playground__messages">
                              {" "}
                              · not valid here as sampled: {variant.messages.join("; ")}
                            </span>
                          ) : null}
                        </p>
                        <Sample block={variant.block} />
                      </div>
                    ))}
              </article>
            ))}
          </section>
        ))}
      </main>
    </PageContext>
  );
}
