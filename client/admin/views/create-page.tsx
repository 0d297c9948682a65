import { useEffect, useRef, useState } from "react";
import { pagePath, typePrefix } from "../../content/page-path.ts";
import {
  type Language,
  LANGUAGES,
  PAGE_TYPES,
  SLUG_MESSAGE,
  SLUG_PATTERN,
  type PageType,
} from "../../content/page-schema.ts";
import { api, ApiError } from "../api.ts";

/** A slug from a name: lower case, accents and punctuation dropped, words joined by "-". */
export function slugOf(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80);
}

const TYPE_NAMES: Record<PageType, string> = {
  page: "Page",
  special: "Special page (not indexed)",
  pageProduct: "Product",
  pageIndustry: "Industry",
  pageStory: "Customer story",
  news: "News",
  blog: "Blog post",
  pagePolicy: "Policy",
  pageUseCase: "Use case",
  pageDeveloper: "Developer documentation",
  pageShowcase: "Showcase",
  layout: "Layout (cards order; locked)",
};

/**
 * A type as the type menu names it, with where its pages live in the chosen language
 * (docs/editor.md: product and policy prefixes are words of the page's language).
 * @example typeOption("pageProduct", "de") // "Product (/produkte/…)"
 */
export function typeOption(type: PageType, language: Language): string {
  const prefix = typePrefix(type, language);
  if (prefix === null) return TYPE_NAMES[type];
  return `${TYPE_NAMES[type]} (${prefix === "" ? "at the root" : `${prefix}/…`})`;
}

/** A new page of any type (docs/editor.md: a draft), then its builder. */
export function CreatePage({ onClose }: { onClose(): void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [name, setName] = useState("");
  const [type, setType] = useState<PageType>("page");
  const [language, setLanguage] = useState<Language>("en");
  const [slug, setSlug] = useState("");
  const [slugTouched, setSlugTouched] = useState(false);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => dialog.current?.showModal(), []);
  const effectiveSlug = slugTouched ? slug : slugOf(name);
  const path = effectiveSlug ? pagePath(type, effectiveSlug, language) : null;
  const submit = async () => {
    setBusy(true);
    setError(null);
    setFields({});
    try {
      const { id } = await api<{ id: string }>("/pages", {
        method: "POST",
        json: { name, type, language, slug: effectiveSlug },
      });
      location.assign(`/admin/editor/${id}`);
    } catch (e) {
      setBusy(false);
      if (e instanceof ApiError) {
        setFields((e.body.fields as Record<string, string> | undefined) ?? {});
        if (e.status === 409 && typeof e.body.id === "string") setError(`${e.message}.`);
        else setError(e.message);
      } else setError(String(e));
    }
  };
  return (
    <dialog ref={dialog} className="admin-dialog" aria-labelledby="create-page-title" onClose={onClose}>
      <form
        method="dialog"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <div className="admin-dialog__head">
          <h2 id="create-page-title">New page</h2>
          <button type="button" className="icon-button" aria-label="Close" onClick={() => dialog.current?.close()}>
            ×
          </button>
        </div>
        <p className="panel__note">It starts as a draft: visitors see it once you publish it.</p>
        {error ? (
          <p className="admin-alert admin-alert--error" role="alert">
            {error}
          </p>
        ) : null}
        <div className="field">
          <label className="field__label" htmlFor="new-name">
            Name
          </label>
          <input
            id="new-name"
            required
            value={name}
            onChange={(e) => setName(e.target.value)}
            aria-describedby="new-name-m"
          />
          {fields.name ? (
            <p className="field__messages" id="new-name-m">
              {fields.name}
            </p>
          ) : null}
        </div>
        <div className="field">
          <label className="field__label" htmlFor="new-type">
            Type
          </label>
          <select id="new-type" value={type} onChange={(e) => setType(e.target.value as PageType)}>
            {PAGE_TYPES.map((t) => (
              <option key={t} value={t}>
                {typeOption(t, language)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor="new-language">
            Language
          </label>
          <select id="new-language" value={language} onChange={(e) => setLanguage(e.target.value as Language)}>
            {LANGUAGES.map((l) => (
              <option key={l} value={l}>
                {l}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor="new-slug">
            Slug
          </label>
          <input
            id="new-slug"
            required
            value={effectiveSlug}
            pattern={SLUG_PATTERN}
            title={SLUG_MESSAGE}
            onChange={(e) => {
              setSlugTouched(true);
              setSlug(e.target.value);
            }}
            aria-describedby="new-slug-m"
          />
          <p className="field__hint" id="new-slug-m">
            {fields.slug ?? (path ? `Address: ${path}` : "Layout pages have no address")}
          </p>
        </div>
        <div className="admin-dialog__actions">
          <button type="button" className="admin-button" onClick={() => dialog.current?.close()}>
            Cancel
          </button>
          <button
            type="submit"
            className="admin-button admin-button--primary"
            disabled={busy || !name.trim() || !effectiveSlug}
          >
            {busy ? "Creating…" : "Create draft"}
          </button>
        </div>
      </form>
    </dialog>
  );
}
