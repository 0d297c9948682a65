import { useEffect, useRef } from "react";
import type { Inline, RichText } from "../../rich-text/schema.ts";
import { inlineFromDom, inlineToHtml, richTextFromDom, richTextToHtml } from "./rich-text-dom.ts";

interface Tool {
  label: string;
  title: string;
  run(): void;
}

function command(name: string, value?: string): void {
  // execCommand is what contentEditable offers for these marks in every browser.
  document.execCommand(name, false, value);
}

function linkTool(): Tool {
  return {
    label: "Link",
    title: "Make the selected text a link",
    run() {
      const href = window.prompt("Link address (a path such as /pricing, or https://…)");
      if (href) command("createLink", href.trim());
    },
  };
}

const INLINE_TOOLS: Tool[] = [
  { label: "B", title: "Bold", run: () => command("bold") },
  { label: "I", title: "Italic", run: () => command("italic") },
  linkTool(),
];

const BLOCK_TOOLS: Tool[] = [
  { label: "¶", title: "Paragraph", run: () => command("formatBlock", "p") },
  { label: "H2", title: "Heading (first level under the block's title)", run: () => command("formatBlock", "h2") },
  { label: "H3", title: "Heading, one level lower", run: () => command("formatBlock", "h3") },
  { label: "H4", title: "Heading, two levels lower", run: () => command("formatBlock", "h4") },
  { label: "H5", title: "Heading, three levels lower", run: () => command("formatBlock", "h5") },
  { label: "H6", title: "Heading, four levels lower", run: () => command("formatBlock", "h6") },
  { label: "• List", title: "Bulleted list", run: () => command("insertUnorderedList") },
  { label: "1. List", title: "Numbered list", run: () => command("insertOrderedList") },
];

/**
 * A rich text box (paragraphs, headings, lists, bold, italic, links), or with `inline` a
 * one-paragraph one (marks only). The DOM is the editing state; the value is read from it
 * on every input and only written into it when it changes from outside.
 */
export function RichTextEditor({
  id,
  value,
  inline,
  onChange,
  describedBy,
  labelledBy,
}: {
  id: string;
  value: RichText | Inline | undefined;
  inline: boolean;
  onChange(value: RichText | Inline): void;
  describedBy?: string;
  labelledBy: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const last = useRef<string>("");
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const html = inline ? inlineToHtml(value as Inline | undefined) : richTextToHtml(value as RichText | undefined);
    const current = JSON.stringify(value ?? null);
    if (current !== last.current) {
      element.innerHTML = html;
      last.current = current;
    }
  }, [value, inline]);
  const read = () => {
    const element = box.current;
    if (!element) return;
    const next = inline ? inlineFromDom(element) : richTextFromDom(element);
    last.current = JSON.stringify(next);
    onChange(next);
  };
  const tools = inline ? INLINE_TOOLS : [...BLOCK_TOOLS, ...INLINE_TOOLS];
  return (
    <div className="rich-text-editor">
      <div className="rich-text-editor__tools" role="toolbar" aria-label="Formatting" aria-controls={id}>
        {tools.map((tool) => (
          <button
            key={tool.label}
            type="button"
            className="rich-text-editor__tool"
            title={tool.title}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              box.current?.focus();
              tool.run();
              read();
            }}
          >
            {tool.label}
          </button>
        ))}
      </div>
      {/* biome-ignore lint/a11y/useFocusableInteractive: a contentEditable element is focusable */}
      <div
        ref={box}
        id={id}
        className={`rich-text-editor__box${inline ? " rich-text-editor__box--inline" : ""}`}
        contentEditable
        suppressContentEditableWarning
        role="textbox"
        aria-multiline={!inline}
        aria-describedby={describedBy}
        aria-labelledby={labelledBy}
        onInput={read}
        onKeyDown={(event) => {
          if (inline && event.key === "Enter") event.preventDefault();
        }}
      />
    </div>
  );
}
