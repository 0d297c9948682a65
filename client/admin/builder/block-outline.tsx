import { blockModule, type BlockType } from "../../blocks/registry.ts";
import type { Selection } from "./builder-state.ts";
import type { CanvasBlock } from "./canvas.tsx";

/** A block's name for editors; an unknown type shows as it is written. */
export function blockLabel(type: string): string {
  try {
    return blockModule(type as BlockType).label;
  } catch {
    return type;
  }
}

function OutlineItem(props: {
  block: CanvasBlock;
  index: number;
  selected: boolean;
  issues: number;
  onSelect(): void;
}) {
  const { block, index, selected, issues } = props;
  const title = typeof block.props.title === "string" ? block.props.title : "";
  return (
    <li>
      <button
        type="button"
        className={`outline__item${selected ? " outline__item--selected" : ""}`}
        aria-current={selected ? "true" : undefined}
        onClick={props.onSelect}
      >
        <span className="outline__label">
          {index + 1}. {blockLabel(block.type)}
          {title ? <span className="outline__title">{title}</span> : null}
        </span>
        {issues ? (
          <span className="badge badge--error" title={`${issues} to fix`}>
            {issues}
            <span className="visually-hidden"> to fix</span>
          </span>
        ) : null}
      </button>
    </li>
  );
}

/** The page's blocks in order, with their problems, and the Add block button (none on locked pages). */
export function BlockOutline(props: {
  blocks: readonly CanvasBlock[];
  selection: Selection;
  issueCounts: readonly number[];
  locked: boolean;
  pageType: string;
  onSelect(index: number): void;
  onAdd(): void;
}) {
  const { selection } = props;
  return (
    <nav className="builder__outline" aria-label="Blocks of this page">
      <h2 className="builder__heading">Blocks</h2>
      <ol className="outline">
        {props.blocks.map((block, i) => (
          <OutlineItem
            key={i}
            block={block}
            index={i}
            selected={selection.kind === "block" && selection.index === i}
            issues={props.issueCounts[i] ?? 0}
            onSelect={() => props.onSelect(i)}
          />
        ))}
      </ol>
      {props.locked ? (
        <p className="panel__note">
          This {props.pageType} page is locked: its blocks can be edited, not added or removed.
        </p>
      ) : (
        <button type="button" className="admin-button admin-button--primary admin-button--block" onClick={props.onAdd}>
          Add block
        </button>
      )}
    </nav>
  );
}
