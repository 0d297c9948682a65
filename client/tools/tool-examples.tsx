import type { ToolExample } from "./words/input-words.ts";

/**
 * "For example": inputs the active provider answers, one click each (the country is chosen
 * and the text typed), so a visitor sees a real answer before typing anything.
 */
export function ToolExamples({
  examples,
  onPick,
}: {
  examples: readonly ToolExample[];
  onPick: (example: ToolExample) => void;
}) {
  if (examples.length === 0) return null;
  return (
    <p className="tool-examples">
      <span className="tool-examples__label">For example:</span>{" "}
      {examples.map((example) => (
        <button
          key={`${example.country}|${example.text}`}
          type="button"
          className="tool-examples__item"
          onClick={() => onPick(example)}
        >
          {example.text}
        </button>
      ))}
    </p>
  );
}
