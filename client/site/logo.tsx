import { usePageLink } from "../rich-text/page-link.ts";

/**
 * The site's name and mark, linking home (the home page of the page's language when there is
 * one, docs/languages.md); `homePage` completes its name for screen readers.
 */
export function Logo({ name, homePage = "home page" }: { name: string; homePage?: string }) {
  return (
    <a className="logo" {...usePageLink()("/")}>
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z" />
      </svg>
      <span>{name}</span>
      <span className="visually-hidden"> {homePage}</span>
    </a>
  );
}
