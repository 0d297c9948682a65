import type { SiteSettings } from "../content/site-schema.ts";

export function SiteBanner({ banner }: { banner: NonNullable<SiteSettings["banner"]> }) {
  return (
    <aside className={`site-banner site-banner--${banner.color}`} aria-label="Announcement">
      <p className="container site-banner__text">
        {banner.text}
        {banner.link ? (
          <>
            {" "}
            <a href={banner.link.href}>{banner.link.text}</a>
          </>
        ) : null}
      </p>
    </aside>
  );
}
