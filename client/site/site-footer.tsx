import type { FooterMenu, SiteSettings } from "../content/site-schema.ts";
import { uiText, type UiText } from "../i18n/ui-text.ts";
import { linkAttributes } from "../rich-text/links.ts";
import { ctaAttributes } from "../analytics/cta.ts";
import { Logo } from "./logo.tsx";
import { SocialIconSvg } from "./social-icons.tsx";

const MENU_ORDER = [
  "clients",
  "products",
  "industries",
  "pricing",
  "developers",
  "company",
  "freeTools",
  "additional",
] as const;

/**
 * A column of footer links. On phones it is a disclosure (closed: its title, a tap opens it),
 * so that the footer stays a small part of the page; on wider screens every column shows its
 * links (CSS, and client/site.ts keeps them open).
 */
function MenuColumn({ id, menu, siteHost }: { id: string; menu: FooterMenu; siteHost: string }) {
  return (
    <details className="site-footer__menu" data-footer-menu="">
      <summary className="site-footer__title" id={id}>
        {menu.title}
      </summary>
      <ul aria-labelledby={id}>
        {menu.links.map((link) => (
          <li key={link.href}>
            <a {...linkAttributes(link.href, siteHost)} {...ctaAttributes({ gaid: link.gaid })}>
              {link.text}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}

/**
 * The site footer: menus, social links, an optional additional image, and legal links.
 * A cookie-management legal link is a button that opens the consent dialog
 * (client/site.ts; it writes a console warning when the page has no dialog).
 * `site` holds the settings of the page's language and `ui` its words.
 */
export function SiteFooter({
  site,
  siteHost,
  ui = uiText("en"),
  rendered,
}: {
  site: SiteSettings;
  siteHost: string;
  ui?: UiText;
  /** The footer's content already rendered for these settings (the Worker keeps it). */
  rendered?: string;
}) {
  if (rendered)
    // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own rendering of SiteFooterContent (worker/pages/site-chrome.ts), escaped as it escapes everything
    return <footer className="site-footer" dangerouslySetInnerHTML={{ __html: rendered }} />;
  return (
    <footer className="site-footer">
      <SiteFooterContent site={site} siteHost={siteHost} ui={ui} />
    </footer>
  );
}

/**
 * What the footer holds. The same on every page of a language: the Worker renders it once
 * per site settings and host (worker/pages/site-chrome.ts) and passes it as `rendered`.
 */
export function SiteFooterContent({ site, siteHost, ui }: { site: SiteSettings; siteHost: string; ui: UiText }) {
  const { menus, social, legal, additionalImage, note } = site.footer;
  return (
    <div className="container">
      <div className="site-footer__top">
        <div className="site-footer__brand">
          <Logo name={site.name} homePage={ui.homePage} />
          <p>{site.tagline}</p>
        </div>
        {social.length > 0 ? (
          <ul className="site-footer__social" aria-label={ui.social}>
            {social.map((link) => (
              <li key={link.url}>
                {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: linkAttributes gives the link its href */}
                <a {...linkAttributes(link.url, siteHost)} aria-label={link.label} className="social-link">
                  <SocialIconSvg icon={link.icon} />
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <nav className="site-footer__menus" aria-label={ui.footerNavigation}>
        {MENU_ORDER.filter((key) => menus[key].links.length > 0).map((key) => (
          <MenuColumn key={key} id={`footer-${key}`} menu={menus[key]} siteHost={siteHost} />
        ))}
      </nav>
      {additionalImage ? (
        <img
          className="site-footer__image"
          src={additionalImage.url}
          alt={additionalImage.alt}
          width={additionalImage.width}
          height={additionalImage.height}
          loading="lazy"
        />
      ) : null}
      <div className="site-footer__bottom">
        <ul className="site-footer__legal" aria-label={ui.legal}>
          {legal.map((link) => (
            <li key={link.title}>
              {link.cookieManagement ? (
                <button
                  type="button"
                  className="link-button"
                  data-cookie-management=""
                  {...ctaAttributes({ gaid: link.gaid })}
                >
                  {link.title}
                </button>
              ) : (
                <a {...linkAttributes(link.url as string, siteHost)} {...ctaAttributes({ gaid: link.gaid })}>
                  {link.title}
                </a>
              )}
            </li>
          ))}
        </ul>
        <p className="site-footer__note">{note}</p>
      </div>
    </div>
  );
}
