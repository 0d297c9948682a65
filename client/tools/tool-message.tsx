import type { ReactNode } from "react";

/**
 * A message in a tool, visible in the page (not only to screen readers): `info` for a
 * neutral state (no suggestions), `warning` for something that needs the visitor, `error`
 * for a failure; an optional action (Try again) sits beside the text.
 */
export function ToolMessage({
  kind = "info",
  children,
  action,
}: {
  kind?: "info" | "warning" | "error";
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className={`tool-message tool-message--${kind}`} role={kind === "error" ? "alert" : "status"}>
      <div className="tool-message__text">{children}</div>
      {action ? <div className="tool-message__action">{action}</div> : null}
    </div>
  );
}
