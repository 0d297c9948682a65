import type { SiteSettings } from "../content/page-schema.ts";

export function SiteFooter({ site }: { site: SiteSettings }) {
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <p className="site-footer__brand">
          <strong>{site.name}</strong> · {site.tagline}
        </p>
        <nav aria-label="Footer">
          <ul className="site-footer__links">
            {site.footer.links.map((link) => (
              <li key={link.href}>
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
          </ul>
        </nav>
        <p className="site-footer__note">{site.footer.note}</p>
      </div>
    </footer>
  );
}
