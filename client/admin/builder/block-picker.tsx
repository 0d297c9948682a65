import { useEffect, useRef } from "react";
import { BLOCK_GROUPS } from "../../blocks/define-block.ts";
import { BLOCKS } from "../../blocks/registry.ts";
import type { PageType } from "../../content/page-schema.ts";
import { allowsBlock, PAGE_TYPE_WORDS } from "../../content/page-type-blocks.ts";

/**
 * The block library by group, as the playground shows it, offering only the blocks the
 * page's type allows (client/content/page-type-blocks.ts, docs/editor.md).
 */
export function BlockPicker({
  pageType,
  onPick,
  onClose,
}: {
  pageType: PageType;
  onPick(type: string): void;
  onClose(): void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    dialog.current?.showModal();
  }, []);
  const blocks = BLOCKS.filter((block) => allowsBlock(pageType, block.type));
  const groups = [...BLOCK_GROUPS, undefined]
    .map((group) => ({ group, blocks: blocks.filter((block) => block.group === group) }))
    .filter((g) => g.blocks.length > 0);
  return (
    <dialog
      ref={dialog}
      className="admin-dialog admin-dialog--wide"
      aria-labelledby="block-picker-title"
      aria-describedby="block-picker-note"
      onClose={onClose}
    >
      <div className="admin-dialog__head">
        <h2 id="block-picker-title">Add a block</h2>
        <button type="button" className="icon-button" aria-label="Close" onClick={() => dialog.current?.close()}>
          ×
        </button>
      </div>
      <p className="panel__note" id="block-picker-note">
        The {blocks.length} blocks a {PAGE_TYPE_WORDS[pageType]} (<code>{pageType}</code>) can hold, of {BLOCKS.length}{" "}
        in the library.
      </p>
      <div className="block-picker">
        {groups.map(({ group, blocks: inGroup }) => (
          <section key={group ?? "other"} className="block-picker__group">
            <h3>{group ?? "Other"}</h3>
            <ul>
              {inGroup.map((block) => (
                <li key={block.type}>
                  <button
                    type="button"
                    className="block-picker__item"
                    onClick={() => {
                      onPick(block.type);
                      dialog.current?.close();
                    }}
                  >
                    <strong>{block.label}</strong>
                    <span>{block.description}</span>
                  </button>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </dialog>
  );
}
