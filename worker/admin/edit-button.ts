import { createElement, Fragment } from "react";
import { adminAssets } from "../assets.ts";

/** The button back to the editor, bottom right (docs/editor.md: preview click-to-edit side). */
export function EditButton({ id, label = "Edit this page" }: { id: string; label?: string }) {
  return createElement(
    Fragment,
    null,
    createElement("link", { rel: "stylesheet", href: adminAssets().stylesheet, precedence: "default" }),
    createElement("a", { className: "admin-preview-edit", href: `/admin/editor/${id}` }, label),
  );
}
