import type { SiteSettings } from "../content/page-schema.ts";

export function SiteHeader({ site, path }: { site: SiteSettings; path: string }) {
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <a className="site-header__logo" href="/" aria-label={`${site.name} home`}>
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z" />
          </svg>
          <span>{site.name}</span>
        </a>
        <nav aria-label="Main">
          <ul className="site-header__links">
            {site.header.links.map((link) => (
              <li key={link.href}>
                <a href={link.href} aria-current={link.href === path ? "page" : undefined}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <a className="button button--primary site-header__cta" href={site.header.cta.href}>
          {site.header.cta.label}
        </a>
      </div>
    </header>
  );
}
