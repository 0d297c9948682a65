import { useState } from "react";
import * as v from "valibot";
import { pagePath } from "../../content/page-path.ts";
import { type Language, LANGUAGES, pageSchema, type PageType } from "../../content/page-schema.ts";
import { describe } from "../forms/describe.ts";
import type { IssueMap } from "../forms/issues.ts";
import { SchemaField } from "../forms/schema-field.tsx";
import { RenameDialog } from "./rename-dialog.tsx";

const {
  blocks: _blocks,
  type: _type,
  slug: _slug,
  language: _language,
  status: _status,
  ...editable
} = pageSchema.entries;
const SETTINGS = describe(v.strictObject(editable));

/** Where the page is seen: its public path, or for a layout page its view in the admin. */
function Address(props: { type: PageType; slug: string; language: Language; path: string | null }) {
  const { type, slug, language, path } = props;
  if (type === "layout")
    return (
      <>
        seen by admins at <a href={`/admin/layouts/${slug}`}>/admin/layouts/{slug}</a>
      </>
    );
  return <>{path ?? pagePath(type, slug, language) ?? slug}</>;
}

/**
 * The page's own fields (name, meta, dates, custom values, translations…), generated from
 * the page schema; its type and language are fixed once it exists, its address changes
 * through Change the address (rename-dialog.tsx).
 */
export function PageSettings(props: {
  id: string;
  page: Record<string, unknown>;
  issues: IssueMap;
  path: string | null;
  file: string | null;
  published: boolean;
  beforeRename(): Promise<void>;
  onChange(page: Record<string, unknown>): void;
}) {
  const { page } = props;
  const [renaming, setRenaming] = useState(false);
  const type = String(page.type) as PageType;
  const slug = String(page.slug ?? "");
  const language = (LANGUAGES as readonly unknown[]).includes(page.language) ? (page.language as Language) : "en";
  return (
    <div className="block-panel">
      <div className="panel__head">
        <div>
          <h2 className="panel__title">Page settings</h2>
          <p className="panel__note">
            {type} · {String(page.language)} · <Address type={type} slug={slug} language={language} path={props.path} />
            {props.file ? (
              <>
                {" "}
                · <code>content/{props.file}</code>
              </>
            ) : null}
          </p>
        </div>
        {type === "layout" ? null : (
          <button type="button" className="admin-button admin-button--small" onClick={() => setRenaming(true)}>
            Change the address
          </button>
        )}
      </div>
      <SchemaField
        spec={SETTINGS}
        name=""
        value={page}
        path=""
        issues={props.issues}
        onChange={(next) => props.onChange(next as Record<string, unknown>)}
      />
      {renaming ? (
        <RenameDialog
          id={props.id}
          type={type}
          slug={slug}
          language={language}
          published={props.published}
          beforeRename={props.beforeRename}
          onClose={() => setRenaming(false)}
        />
      ) : null}
    </div>
  );
}
