import type { FooterMenu, SiteSettings } from "../content/site-schema.ts";
import { frame as englishFrame } from "../i18n/en/frame.ts";
import type { Messages } from "../i18n/messages.ts";
import { usePageLink, type PageLinkAttributes } from "../rich-text/page-link.ts";
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
function MenuColumn({ id, menu, link }: { id: string; menu: FooterMenu; link: (href: string) => PageLinkAttributes }) {
  return (
    <details className="site-footer__menu" data-footer-menu="">
      <summary className="site-footer__title" id={id}>
        {menu.title}
      </summary>
      <ul aria-labelledby={id}>
        {menu.links.map((item) => (
          <li key={item.href}>
            <a {...link(item.href)} {...ctaAttributes({ gaid: item.gaid })}>
              {item.text}
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
  ui = englishFrame,
  rendered,
}: {
  site: SiteSettings;
  siteHost: string;
  ui?: Messages["frame"];
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
export function SiteFooterContent({
  site,
  siteHost,
  ui,
}: {
  site: SiteSettings;
  siteHost: string;
  ui: Messages["frame"];
}) {
  const { menus, social, legal, additionalImage, note } = site.footer;
  // docs/languages.md: each link in the page's language where its page has a translation.
  const link = usePageLink(siteHost);
  return (
    <div className="container">
      <div className="site-footer__top">
        <div className="site-footer__brand">
          <Logo name={site.name} homePage={ui.homePage} />
          <p>{site.tagline}</p>
        </div>
        {social.length > 0 ? (
          <ul className="site-footer__social" aria-label={ui.social}>
            {social.map((item) => (
              <li key={item.url}>
                {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: link() gives the link its href */}
                <a {...link(item.url)} aria-label={item.label} className="social-link">
                  <SocialIconSvg icon={item.icon} />
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <nav className="site-footer__menus" aria-label={ui.footerNavigation}>
        {MENU_ORDER.filter((key) => menus[key].links.length > 0).map((key) => (
          <MenuColumn key={key} id={`footer-${key}`} menu={menus[key]} link={link} />
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
          {legal.map((item) => (
            <li key={item.title}>
              {item.cookieManagement ? (
                <button
                  type="button"
                  className="link-button"
                  data-cookie-management=""
                  {...ctaAttributes({ gaid: item.gaid })}
                >
                  {item.title}
                </button>
              ) : (
                <a {...link(item.url as string)} {...ctaAttributes({ gaid: item.gaid })}>
                  {item.title}
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
