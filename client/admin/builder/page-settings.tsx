import * as v from "valibot";
import { pageSchema } from "../../content/page-schema.ts";
import { describe } from "../forms/describe.ts";
import type { IssueMap } from "../forms/issues.ts";
import { SchemaField } from "../forms/schema-field.tsx";

const {
  blocks: _blocks,
  type: _type,
  slug: _slug,
  language: _language,
  status: _status,
  ...editable
} = pageSchema.entries;
const SETTINGS = describe(v.strictObject(editable));

/**
 * The page's own fields (name, meta, dates, custom values, translations…), generated from
 * the page schema; its type, language and address are fixed once it exists.
 */
export function PageSettings({
  page,
  issues,
  path,
  file,
  onChange,
}: {
  page: Record<string, unknown>;
  issues: IssueMap;
  path: string | null;
  file: string | null;
  onChange(page: Record<string, unknown>): void;
}) {
  return (
    <div className="block-panel">
      <div className="panel__head">
        <div>
          <h2 className="panel__title">Page settings</h2>
          <p className="panel__note">
            {String(page.type)} · {String(page.language)} · {path ?? "not served (layout page)"}
            {file ? (
              <>
                {" "}
                · <code>content/{file}</code>
              </>
            ) : null}
          </p>
        </div>
      </div>
      <SchemaField
        spec={SETTINGS}
        name=""
        value={page}
        path=""
        issues={issues}
        onChange={(next) => onChange(next as Record<string, unknown>)}
      />
    </div>
  );
}
