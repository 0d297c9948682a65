import type { ReactNode } from "react";
import CopyButton from "../islands/copy-button.tsx";

/**
 * One line of a tool's results: a label, its value and, when given, a Copy button whose
 * check icon shows for 4 seconds. Empty values show "NA" rather than a blank.
 */
export function ResultRow({
  label,
  value,
  copy,
  highlight = false,
  children,
}: {
  label: string;
  value: string | null;
  /** The text to copy (defaults to the value); omit `copy` for no button. */
  copy?: boolean | string;
  highlight?: boolean;
  children?: ReactNode;
}) {
  const shown = value ?? "NA";
  return (
    <div className={`result-row${highlight ? " result-row--highlight" : ""}`}>
      <dt className="result-row__label">{label}</dt>
      <dd className="result-row__value">
        <span className="result-row__text">{shown}</span>
        {children}
        {copy && value ? <CopyButton text={typeof copy === "string" ? copy : value} label="Copy" subject={label} /> : null}
      </dd>
    </div>
  );
}
