import type { SiteSettings } from "../content/site-schema.ts";
import { usePageLink } from "../rich-text/page-link.ts";

/** The top banner of the page's language; `label` names the region for screen readers. */
export function SiteBanner({
  banner,
  label = "Announcement",
}: {
  banner: NonNullable<SiteSettings["banner"]>;
  label?: string;
}) {
  const link = usePageLink();
  return (
    <aside className={`site-banner site-banner--${banner.color}`} aria-label={label}>
      <p className="container site-banner__text">
        {banner.text}
        {banner.link ? (
          <>
            {" "}
            <a {...link(banner.link.href)}>{banner.link.text}</a>
          </>
        ) : null}
      </p>
    </aside>
  );
}
