import type { Ref } from "react";

/** One text field of a checkout form, with its error under it (linked for screen readers). */
export function CheckoutField({
  id,
  label,
  value,
  onChange,
  error,
  autoComplete,
  optional = false,
  readOnly = false,
  inputMode,
  list,
  inputRef,
  className,
  onEnter,
}: {
  id: string;
  label: string;
  value: string;
  onChange?: (value: string) => void;
  error?: string | undefined;
  autoComplete: string;
  optional?: boolean;
  readOnly?: boolean;
  inputMode?: "text" | "numeric";
  list?: string;
  inputRef?: Ref<HTMLInputElement>;
  className?: string;
  /** Enter in this field does this instead of submitting the form (a lookup field). */
  onEnter?: () => void;
}) {
  return (
    <div className={`tool-field checkout__field${className ? ` ${className}` : ""}`}>
      <label className="tool-field__label" htmlFor={id}>
        {label}
        {optional ? <span className="checkout__optional"> (optional)</span> : null}
      </label>
      <input
        ref={inputRef}
        id={id}
        name={id}
        className="tool-field__control"
        type="text"
        value={value}
        autoComplete={autoComplete}
        inputMode={inputMode}
        list={list}
        readOnly={readOnly}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange?.(event.target.value)}
        onKeyDown={
          onEnter
            ? (event) => {
                if (event.key !== "Enter") return;
                event.preventDefault();
                onEnter();
              }
            : undefined
        }
      />
      {error ? (
        <p className="checkout__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
