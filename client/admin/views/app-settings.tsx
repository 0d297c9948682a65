import { useEffect, useMemo, useState } from "react";
import * as v from "valibot";
import { siteSchema, type SiteSettings } from "../../content/site-schema.ts";
import { api, ApiError } from "../api.ts";
import { describe, type FieldSpec } from "../forms/describe.ts";
import { FormContext } from "../forms/form-context.ts";
import { issueMap } from "../forms/issues.ts";
import { SchemaField } from "../forms/schema-field.tsx";
import { newComponentId } from "../../sections/common-props.ts";
import { useMediaPicker } from "../media/media-picker.tsx";

const SPEC = describe(siteSchema) as Extract<FieldSpec, { kind: "object" }>;
/** The sections of the settings, in the order people look for them. */
const SECTIONS: { key: string; title: string }[] = [
  { key: "banner", title: "Top banner" },
  { key: "header", title: "Header: calls to action and menus" },
  { key: "footer", title: "Footer: menus, social and legal links" },
  { key: "services", title: "Consent services" },
  { key: "consent", title: "Consent banner texts" },
  { key: "tracking", title: "Tracking" },
  { key: "name", title: "Site name" },
  { key: "tagline", title: "Tagline" },
  { key: "sectionPages", title: "Section pages (breadcrumbs)" },
];

/**
 * /admin/app-settings: the site settings of content/site.json as forms generated from their
 * schema (banner, header menus and calls to action, footer menus and links with the counts of
 * docs/editor.md, consent services), saved whole and live at once.
 */
export function AppSettings() {
  const [site, setSite] = useState<Record<string, unknown> | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const media = useMediaPicker();
  useEffect(() => {
    api<{ site: SiteSettings | null }>("/site").then(
      (r) => setSite(r.site as Record<string, unknown> | null),
      (e: Error) => setError(e.message),
    );
  }, []);
  const validation = useMemo(() => (site ? v.safeParse(siteSchema, site) : null), [site]);
  const issues = useMemo(() => issueMap(validation && !validation.success ? validation.issues : []), [validation]);
  const context = useMemo(() => ({ pickImage: media.pick, linkSuggestionsId: "", newComponentId }), [media.pick]);
  if (!site)
    return (
      <main className="admin-main">
        <h1>App settings</h1>
        {error ? (
          <p className="admin-alert admin-alert--error" role="alert">
            {error}
          </p>
        ) : (
          <p>Loading…</p>
        )}
      </main>
    );
  return (
    <FormContext value={context}>
      <main className="admin-main admin-main--narrow">
        <div className="admin-main__head">
          <h1>App settings</h1>
          <button
            type="button"
            className="admin-button admin-button--primary"
            disabled={busy || issues.size > 0}
            onClick={async () => {
              setBusy(true);
              setNotice(null);
              setError(null);
              try {
                const saved = await api<{ site: Record<string, unknown> }>("/site", { method: "PUT", json: { site } });
                setSite(saved.site);
                setNotice("Saved. Every page shows the new settings within a few seconds.");
              } catch (e) {
                setError(
                  e instanceof ApiError && Array.isArray(e.body.problems)
                    ? (e.body.problems as { field: string; message: string }[])
                        .map((p) => `${p.field}: ${p.message}`)
                        .join("; ")
                    : String(e),
                );
              }
              setBusy(false);
            }}
          >
            {busy ? "Saving…" : "Save settings"}
          </button>
        </div>
        {issues.size > 0 ? (
          <p className="builder__problems">
            {issues.size} field{issues.size === 1 ? "" : "s"} to fix before saving.
          </p>
        ) : null}
        {notice ? (
          <p className="admin-alert admin-alert--success" role="status">
            {notice}
          </p>
        ) : null}
        {error ? (
          <p className="admin-alert admin-alert--error" role="alert">
            {error}
          </p>
        ) : null}
        {SECTIONS.map(({ key, title }) => {
          const field = SPEC.fields.find((f) => f.name === key);
          if (!field) return null;
          return (
            <details key={key} className="settings-section" open={key === "banner"}>
              <summary>{title}</summary>
              <SchemaField
                spec={field.spec}
                name={key}
                value={site[key]}
                path={key}
                issues={issues}
                onChange={(next) => setSite({ ...site, [key]: next })}
              />
            </details>
          );
        })}
        {media.dialog}
      </main>
    </FormContext>
  );
}
