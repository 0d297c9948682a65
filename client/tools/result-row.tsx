import type { ReactNode } from "react";
import CopyButton from "../copy/copy-button.tsx";

/**
 * One line of a tool's results: a label, its value and, when given, a Copy button whose
 * check icon shows for 4 seconds. Empty values show "NA" rather than a blank, or `words`
 * saying what is missing; a note (`words` beside a value) reads under the value.
 */
export function ResultRow({
  label,
  value,
  copy,
  highlight = false,
  words,
  children,
}: {
  label: string;
  value: string | null;
  /** The text to copy (defaults to the value); omit `copy` for no button. */
  copy?: boolean | string;
  highlight?: boolean;
  /** Said instead of "NA" when there is no value, or as a note under a value. */
  words?: string | null;
  children?: ReactNode;
}) {
  const shown = value ?? (words ? null : "NA");
  return (
    <div className={`result-row${highlight && value ? " result-row--highlight" : ""}`}>
      <dt className="result-row__label">{label}</dt>
      <dd className="result-row__value">
        {shown ? <span className="result-row__text">{shown}</span> : null}
        {children}
        {copy && value ? (
          <CopyButton text={typeof copy === "string" ? copy : value} label="Copy" subject={label} />
        ) : null}
        {words ? <span className="result-row__words">{words}</span> : null}
      </dd>
    </div>
  );
}
