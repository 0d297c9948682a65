import { useId, useState, type ReactNode } from "react";
import type { Inline, RichText } from "../../rich-text/schema.ts";
import type { FieldSpec, NamedField } from "./describe.ts";
import { skeleton } from "./describe.ts";
import { useFormContext } from "./form-context.ts";
import { ImageField } from "./image-field.tsx";
import { fieldLabel, setIn, type IssueMap } from "./issues.ts";
import { RichTextEditor } from "./rich-text-editor.tsx";

export interface FieldProps {
  spec: FieldSpec;
  name: string;
  value: unknown;
  /** Dotted path of the field in the validated value (for its messages). */
  path: string;
  issues: IssueMap;
  onChange(value: unknown): void;
  /** Nesting depth: titles of items get the shorter placeholder. */
  depth?: number;
}

/** The field's own messages, announced when they appear. */
export function Messages({ id, list }: { id: string; list: readonly string[] | undefined }) {
  if (!list?.length) return null;
  return (
    <ul className="field__messages" id={id} role="alert">
      {list.map((message) => (
        <li key={message}>{message}</li>
      ))}
    </ul>
  );
}

/** The schema's own message for an empty component id (client/sections/common-props.ts), for a missing one too. */
const COMPONENT_ID_MESSAGE = "componentId must not be empty";

const LINK_NAMES = /^(href|link|url|.*Link|.*Url)$/;
/** The analytics fields of a call to action (docs/editor.md), grouped under one summary. */
const ANALYTICS = new Set(["gaid", "category", "action"]);

function placeholderFor(name: string, spec: FieldSpec, depth: number): string | undefined {
  // docs/editor.md: the editor's placeholders.
  if (name === "title") return depth === 0 ? "Type a title..." : "Title...";
  if (spec.fallback !== undefined && typeof spec.fallback !== "object") return `Default: ${String(spec.fallback)}`;
  if (LINK_NAMES.test(name)) return "/path or https://…";
  return undefined;
}

/** One control of a generated form, chosen by the kind of field; objects and lists recurse. */
export function SchemaField({ spec, name, value, path, issues, onChange, depth = 0 }: FieldProps) {
  const id = useId();
  const context = useFormContext();
  const label = fieldLabel(name);
  // docs/editor.md: a block's component ID is required in the editor, though files may omit it.
  const idMissing = name === "componentId" && (value === undefined || value === "");
  const own = issues.get(path) ?? (idMissing ? [COMPONENT_ID_MESSAGE] : undefined);
  const messagesId = `${id}-messages`;
  const describedBy = own?.length ? messagesId : undefined;
  const invalid = own?.length ? true : undefined;

  if (spec.kind === "object") return <ObjectField {...{ spec, name, value, path, issues, onChange, depth }} />;
  if (spec.kind === "list") return <ListField {...{ spec, name, value, path, issues, onChange, depth }} />;
  if (spec.kind === "image") {
    return (
      <ImageField
        id={id}
        label={label}
        value={value}
        path={path}
        issues={issues}
        optional={spec.optional}
        onChange={onChange}
      />
    );
  }

  let control: ReactNode;
  switch (spec.kind) {
    case "boolean":
      return (
        <div className="field field--toggle">
          <input
            id={id}
            type="checkbox"
            checked={Boolean(value ?? spec.fallback)}
            aria-invalid={invalid}
            aria-describedby={describedBy}
            onChange={(event) => onChange(event.target.checked)}
          />
          <label htmlFor={id}>{label}</label>
          <Messages id={messagesId} list={own} />
        </div>
      );
    case "choice": {
      const current = value === undefined ? "" : String(value);
      control = (
        <select
          id={id}
          value={current}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          onChange={(event) => {
            const picked = spec.options.find((option) => String(option) === event.target.value);
            onChange(picked === undefined ? undefined : picked);
          }}
        >
          {spec.optional ? (
            <option value="">{spec.fallback !== undefined ? `Default (${String(spec.fallback)})` : "None"}</option>
          ) : null}
          {spec.options.map((option) => (
            <option key={String(option)} value={String(option)}>
              {String(option)}
            </option>
          ))}
        </select>
      );
      break;
    }
    case "number":
      control = (
        <input
          id={id}
          type="number"
          value={typeof value === "number" ? value : ""}
          min={spec.min}
          max={spec.max}
          step={spec.integer ? 1 : "any"}
          placeholder={placeholderFor(name, spec, depth)}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          onChange={(event) =>
            onChange(event.target.value === "" ? (spec.optional ? undefined : "") : Number(event.target.value))
          }
        />
      );
      break;
    case "richText":
    case "inline":
      return (
        <div className="field">
          <span className="field__label" id={`${id}-label`}>
            {label}
          </span>
          <RichTextEditor
            id={id}
            labelledBy={`${id}-label`}
            inline={spec.kind === "inline"}
            value={value as RichText | Inline | undefined}
            describedBy={describedBy}
            onChange={onChange}
          />
          <Messages id={messagesId} list={own} />
        </div>
      );
    case "json":
      return <JsonField {...{ id, label, value, own, messagesId, onChange }} />;
    default: {
      const text = value === undefined || value === null ? "" : String(value);
      const change = (next: string) =>
        onChange(next === "" && spec.optional && name !== "componentId" ? undefined : next);
      const multiline = spec.kind === "text" && spec.multiline;
      const common = {
        id,
        value: text,
        placeholder: placeholderFor(name, spec, depth),
        "aria-invalid": invalid,
        "aria-describedby": describedBy,
      };
      control = multiline ? (
        <textarea
          {...common}
          rows={4}
          maxLength={spec.kind === "text" ? spec.maxLength : undefined}
          onChange={(event) => change(event.target.value)}
        />
      ) : (
        <input
          {...common}
          type={spec.kind === "text" && spec.format === "date" ? "date" : "text"}
          list={LINK_NAMES.test(name) ? context.linkSuggestionsId : undefined}
          onChange={(event) => change(event.target.value)}
        />
      );
      if (name === "componentId") {
        control = (
          <div className="field__with-button">
            {control}
            <button
              type="button"
              className="admin-button admin-button--small"
              onClick={() => onChange(context.newComponentId())}
            >
              Generate
            </button>
          </div>
        );
      }
    }
  }
  const count =
    spec.kind === "text" && spec.maxLength && typeof value === "string" ? `${value.length}/${spec.maxLength}` : null;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
        {!spec.optional || name === "componentId" ? <span className="field__required"> (required)</span> : null}
        {count ? <span className="field__count">{count}</span> : null}
      </label>
      {control}
      <Messages id={messagesId} list={own} />
    </div>
  );
}

function childPath(path: string, key: string | number): string {
  return path ? `${path}.${key}` : String(key);
}

function ObjectField({
  spec,
  name,
  value,
  path,
  issues,
  onChange,
  depth = 0,
}: FieldProps & { spec: Extract<FieldSpec, { kind: "object" }> }) {
  const record = (value ?? {}) as Record<string, unknown>;
  // docs/editor.md: a field a toggle shows (Know More's link, a card's title) only while it is on.
  const shown = (field: NamedField) => {
    if (!field.shownWith) return true;
    const toggle = spec.fields.find((f) => f.name === field.shownWith);
    return Boolean(record[field.shownWith] ?? toggle?.spec.fallback);
  };
  const visible = spec.fields.filter(shown);
  const hasText = visible.some((f) => f.name === "text");
  const analytics = visible.filter((f) => ANALYTICS.has(f.name) || (f.name === "label" && hasText && f.spec.optional));
  const main = visible.filter((f) => !analytics.includes(f));
  const render = (field: NamedField) => (
    <SchemaField
      key={field.name}
      spec={field.spec}
      name={field.name}
      value={record[field.name]}
      path={childPath(path, field.name)}
      issues={issues}
      depth={name ? depth + 1 : depth}
      onChange={(next) => onChange(setIn(record, [field.name], next))}
    />
  );
  const body = (
    <>
      <Messages id={`${path}-object`} list={issues.get(path)} />
      {main.map(render)}
      {analytics.length > 1 ? (
        <details className="field-group field-group--analytics">
          <summary>Analytics fields</summary>
          {analytics.map(render)}
        </details>
      ) : (
        analytics.map(render)
      )}
    </>
  );
  if (!name) return body;
  return (
    <fieldset className="field-set">
      <legend>{fieldLabel(name)}</legend>
      {spec.optional && value === undefined ? (
        <button
          type="button"
          className="admin-button admin-button--small"
          onClick={() => onChange(skeleton({ ...spec, optional: false }))}
        >
          Add {fieldLabel(name).toLowerCase()}
        </button>
      ) : (
        body
      )}
    </fieldset>
  );
}

/** What names an item of a list: its title, question, label… or what the list holds ("3. Step"). */
export function itemTitle(item: unknown, index: number, listName = ""): string {
  const record = item && typeof item === "object" ? (item as Record<string, unknown>) : {};
  const text = [record.title, record.question, record.label, record.name, record.text, record.quote].find(
    (t) => typeof t === "string" && t.trim() !== "",
  );
  const what = fieldLabel(listName).replace(/s$/, "") || "Item";
  return `${index + 1}. ${typeof text === "string" ? text.slice(0, 60) : typeof item === "string" && item ? item.slice(0, 60) : what}`;
}

function ListField({
  spec,
  name,
  value,
  path,
  issues,
  onChange,
  depth = 0,
}: FieldProps & { spec: Extract<FieldSpec, { kind: "list" }> }) {
  const items = Array.isArray(value) ? value : [];
  const full = spec.max !== undefined && items.length >= spec.max;
  const move = (from: number, to: number) => {
    const next = [...items];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved);
    onChange(next);
  };
  return (
    <fieldset className="field-set field-set--list">
      <legend>
        {fieldLabel(name)}{" "}
        <span className="field__count">
          {items.length}
          {spec.max !== undefined ? ` of ${spec.max}` : ""}
          {spec.min > 0 ? `, at least ${spec.min}` : ""}
        </span>
      </legend>
      <Messages id={`${path}-list`} list={issues.get(path)} />
      <ol className="list-items">
        {items.map((item, i) => (
          <li key={i} className="list-item">
            <div className="list-item__head">
              <span className="list-item__title">{itemTitle(item, i, name)}</span>
              <span className="list-item__actions">
                <button
                  type="button"
                  className="icon-button"
                  aria-label={`Move item ${i + 1} earlier`}
                  disabled={i === 0}
                  onClick={() => move(i, i - 1)}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className="icon-button"
                  aria-label={`Move item ${i + 1} later`}
                  disabled={i === items.length - 1}
                  onClick={() => move(i, i + 1)}
                >
                  ↓
                </button>
                <button
                  type="button"
                  className="icon-button icon-button--danger"
                  aria-label={`Remove item ${i + 1}`}
                  onClick={() => onChange(items.filter((_, j) => j !== i))}
                >
                  ×
                </button>
              </span>
            </div>
            <SchemaField
              spec={spec.item}
              name={spec.item.kind === "object" ? "" : fieldLabel(name).replace(/s$/, "")}
              value={item}
              path={childPath(path, i)}
              issues={issues}
              depth={depth + 1}
              onChange={(next) => onChange(items.map((old, j) => (j === i ? next : old)))}
            />
          </li>
        ))}
      </ol>
      <button
        type="button"
        className="admin-button admin-button--small"
        disabled={full}
        onClick={() => onChange([...items, skeleton(spec.item)])}
      >
        {full ? `Full (${spec.max} at most)` : `Add ${fieldLabel(name).toLowerCase().replace(/s$/, "")}`}
      </button>
    </fieldset>
  );
}

function JsonField({
  id,
  label,
  value,
  own,
  messagesId,
  onChange,
}: {
  id: string;
  label: string;
  value: unknown;
  own: readonly string[] | undefined;
  messagesId: string;
  onChange(value: unknown): void;
}) {
  const [text, setText] = useState(() => JSON.stringify(value ?? null, null, 2));
  const [error, setError] = useState<string | null>(null);
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label} (JSON)
      </label>
      <textarea
        id={id}
        rows={5}
        className="field__code"
        value={text}
        aria-describedby={messagesId}
        onChange={(event) => setText(event.target.value)}
        onBlur={() => {
          try {
            onChange(JSON.parse(text));
            setError(null);
          } catch {
            setError("This is not valid JSON");
          }
        }}
      />
      <Messages id={messagesId} list={error ? [error, ...(own ?? [])] : own} />
    </div>
  );
}
