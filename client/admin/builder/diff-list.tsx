import { blockLabel } from "./block-outline.tsx";
import { isSame, type BlockChange, type PageDiff } from "./page-diff.ts";

const BLOCK_WORDS: Record<BlockChange["change"], string> = {
  added: "added",
  removed: "removed",
  changed: "changed",
  moved: "moved",
};

function blockLine(change: BlockChange): string {
  const short = change.title.length > 50 ? `${change.title.slice(0, 49)}…` : change.title;
  const title = short ? ` “${short}”` : "";
  const fields = change.fields.length > 0 ? `: ${change.fields.join(", ")}` : "";
  return `Block ${change.position} · ${blockLabel(change.type)}${title} ${BLOCK_WORDS[change.change]}${fields}`;
}

/** A difference between two versions as a list a person reads: fields first, then blocks. */
export function DiffList({ diff, label }: { diff: PageDiff; label: string }) {
  if (isSame(diff)) return <p className="panel__note">No changes.</p>;
  return (
    <ul className="diff-list" aria-label={label}>
      {diff.fields.map((field) => (
        <li key={`f-${field.field}`} className={`diff-list__item diff-list__item--${field.change}`}>
          <code>{field.field}</code> {field.change}
        </li>
      ))}
      {diff.blocks.map((block, i) => (
        <li key={`b-${i}`} className={`diff-list__item diff-list__item--${block.change}`}>
          {blockLine(block)}
        </li>
      ))}
    </ul>
  );
}
