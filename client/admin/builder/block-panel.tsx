import { useMemo, useState } from "react";
import * as v from "valibot";
import { blockModule, type BlockType } from "../../blocks/registry.ts";
import { commonProps } from "../../sections/common-props.ts";
import { describe, type FieldSpec } from "../forms/describe.ts";
import type { IssueMap } from "../forms/issues.ts";
import { SchemaField } from "../forms/schema-field.tsx";
import { hasStepPreview, StepPreview } from "./step-preview.tsx";

const specs = new Map<string, FieldSpec>();
const COMMON: FieldSpec = describe(v.strictObject(commonProps));

/** A block's own fields as a form, each field a toggle shows marked with it (docs/editor.md). */
function specOf(type: string): FieldSpec | null {
  if (!specs.has(type)) {
    try {
      const module = blockModule(type as BlockType);
      const spec = describe(v.strictObject(module.entries));
      const toggleOf = new Map((module.toggles ?? []).map(([toggle, field]) => [field, toggle]));
      if (spec.kind === "object" && toggleOf.size > 0)
        spec.fields = spec.fields.map((f) => (toggleOf.has(f.name) ? { ...f, shownWith: toggleOf.get(f.name) } : f));
      specs.set(type, spec);
    } catch {
      return null;
    }
  }
  return specs.get(type) ?? null;
}

/** Moving the block earlier or later, and removing it (not on locked pages). */
function BlockActions(props: { index: number; count: number; onMove(delta: -1 | 1): void; onRemove(): void }) {
  return (
    <div className="panel__actions">
      <button
        type="button"
        className="icon-button"
        aria-label="Move block earlier"
        disabled={props.index === 0}
        onClick={() => props.onMove(-1)}
      >
        ↑
      </button>
      <button
        type="button"
        className="icon-button"
        aria-label="Move block later"
        disabled={props.index === props.count - 1}
        onClick={() => props.onMove(1)}
      >
        ↓
      </button>
      <button type="button" className="admin-button admin-button--small admin-button--danger" onClick={props.onRemove}>
        Remove block
      </button>
    </div>
  );
}

/** The props every block shares, folded; opened by the person, or by a message in it. */
function CommonProps(props: {
  block: { props: Record<string, unknown> };
  issues: IssueMap;
  onChange(props: Record<string, unknown>): void;
}) {
  // It stays open once the message is mended.
  const [open, setOpen] = useState(false);
  const hasIssues = COMMON.kind === "object" && COMMON.fields.some((f) => props.issues.has(f.name));
  return (
    <details className="field-group" open={open || hasIssues} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>Layout, style and ids</summary>
      <SchemaField
        spec={COMMON}
        name=""
        value={props.block.props}
        path=""
        issues={props.issues}
        onChange={(next) => props.onChange(next as Record<string, unknown>)}
      />
    </details>
  );
}

/** The selected block's form: its own fields first, then the props every block shares. */
export function BlockPanel({
  block,
  issues,
  typeProblem,
  locked,
  preview = null,
  onPreview,
  onChange,
  onMove,
  onRemove,
  index,
  count,
}: {
  block: { type: string; props: Record<string, unknown> };
  issues: IssueMap;
  /** Why this page's type does not allow the block, if it does not. */
  typeProblem?: string;
  locked: boolean;
  index: number;
  count: number;
  /** The step the canvas previews (multi-step blocks), or null for the start step. */
  preview?: string | null;
  onPreview?(step: string | null): void;
  onChange(props: Record<string, unknown>): void;
  onMove(delta: -1 | 1): void;
  onRemove(): void;
}) {
  const spec = useMemo(() => specOf(block.type), [block.type]);
  let module: ReturnType<typeof blockModule>;
  try {
    module = blockModule(block.type as BlockType);
  } catch {
    return <p className="panel__note">Unknown block type “{block.type}”: remove it.</p>;
  }
  return (
    <div className="block-panel">
      <div className="panel__head">
        <div>
          <h2 className="panel__title">{module.label}</h2>
          <p className="panel__note">{module.description}</p>
        </div>
        {locked ? null : <BlockActions index={index} count={count} onMove={onMove} onRemove={onRemove} />}
      </div>
      {typeProblem ? (
        <p className="admin-alert admin-alert--error" role="alert">
          Not allowed here: {typeProblem}. Remove it, or move its content to a block this page type offers.
        </p>
      ) : null}
      {onPreview && hasStepPreview(block.type) ? (
        <StepPreview type={block.type} step={preview} onChange={onPreview} />
      ) : null}
      {spec ? (
        <SchemaField
          spec={spec}
          name=""
          value={block.props}
          path=""
          issues={issues}
          onChange={(next) => onChange(next as Record<string, unknown>)}
        />
      ) : null}
      <CommonProps block={block} issues={issues} onChange={onChange} />
    </div>
  );
}
