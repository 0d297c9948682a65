import type { CallToAction, MenuItem, SiteSettings } from "../content/site-schema.ts";
import { signUpHref, uiText, type UiText } from "../i18n/ui-text.ts";
import { Icon } from "../icons/icon.tsx";
import { linkAttributes } from "../rich-text/links.ts";
import { ctaAttributes } from "../analytics/cta.ts";
import { LanguageSwitcher, type PageTranslation } from "./language-switcher.tsx";
import { Logo } from "./logo.tsx";
import { markCurrent } from "./site-chrome.ts";

export type HeaderColor = "light" | "dark" | "grey";

interface Column {
  title: string;
  items: MenuItem[];
}

function Caret() {
  return (
    <svg className="caret" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M6 9.5l6 6 6-6" />
    </svg>
  );
}

/**
 * A desktop dropdown: a native <details> (keyboard and screen-reader ready without
 * JavaScript). All dropdowns share one `name`, so the browser keeps one open at a time;
 * client/site.ts adds opening on hover and keyboard focus, and closing with Escape.
 */
function Dropdown({
  id,
  label,
  columns,
  path,
  siteHost,
}: {
  id: string;
  label: string;
  columns: Column[];
  path: string;
  siteHost: string;
}) {
  return (
    <details className="nav-menu" name="site-menu" data-menu={id}>
      <summary className="nav-menu__label">
        {label}
        <Caret />
      </summary>
      <div className="nav-menu__panel">
        {columns
          .filter((column) => column.items.length > 0)
          .map((column, i) => (
            <div key={column.title} className="nav-menu__column">
              <p className="nav-menu__title" id={`${id}-${i}`}>
                {column.title}
              </p>
              <ul aria-labelledby={`${id}-${i}`}>
                {column.items.map((item) => (
                  <li key={item.href}>
                    <a
                      className={`nav-item${item.color ? ` nav-item--${item.color}` : ""}`}
                      {...linkAttributes(item.href, siteHost)}
                      aria-current={item.href === path ? "page" : undefined}
                      {...ctaAttributes({ gaid: item.gaid })}
                    >
                      {item.icon ? <Icon name={item.icon} className="nav-item__icon" /> : null}
                      <span className="nav-item__text">{item.text}</span>
                      {item.description ? <span className="nav-item__description">{item.description}</span> : null}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ))}
      </div>
    </details>
  );
}

function NavLink({ cta, path }: { cta: CallToAction; path: string }) {
  return (
    <a
      className="site-nav__link"
      href={cta.href}
      aria-current={cta.href === path ? "page" : undefined}
      {...ctaAttributes(cta)}
    >
      {cta.text}
    </a>
  );
}

/** The header's menus: the dropdowns and the links beside them; the link to `path` is marked as the current page. */
export function NavMenus({ site, path, siteHost }: { site: SiteSettings; path: string; siteHost: string }) {
  const h = site.header;
  return (
    <>
      <li>
        <Dropdown
          id="menu-products"
          label={h.products.label}
          columns={[h.products.useCases, h.products.products, h.products.industries]}
          path={path}
          siteHost={siteHost}
        />
      </li>
      <li>
        <Dropdown
          id="menu-partnership"
          label={h.partnership.label}
          columns={[h.partnership.menu]}
          path={path}
          siteHost={siteHost}
        />
      </li>
      <li>
        <Dropdown
          id="menu-resources"
          label={h.resources.label}
          columns={[h.resources.business, h.resources.developers]}
          path={path}
          siteHost={siteHost}
        />
      </li>
      <li>
        <NavLink cta={h.exploreMap} path={path} />
      </li>
      <li>
        <NavLink cta={h.pricing} path={path} />
      </li>
      <li>
        <NavLink cta={h.contact} path={path} />
      </li>
    </>
  );
}

/** The header's Log in and Sign up links. */
export function NavActions({
  site,
  consoleUrl,
  siteHost,
}: {
  site: SiteSettings;
  consoleUrl: string;
  siteHost: string;
}) {
  const h = site.header;
  return (
    <>
      <li>
        <a className="site-nav__link" {...linkAttributes(consoleUrl, siteHost)} {...ctaAttributes(h.login)}>
          {h.login.text}
        </a>
      </li>
      <li>
        <a className="button button--primary" href={signUpHref(h.contact.href)} {...ctaAttributes(h.signup)}>
          {h.signup.text}
        </a>
      </li>
    </>
  );
}

/**
 * The header's menus and actions rendered once per site settings, language and host
 * (worker/pages/site-chrome.ts): the same on every page, but for the current page's mark,
 * which markCurrent() adds (client/site/site-chrome.ts).
 */
export interface RenderedNav {
  menus: string;
  actions: string;
}

/**
 * The site header: logo, the Products, Partnership and Resources dropdowns, Explore Map,
 * Pricing, Contact, Log in (the customer console) and Sign up. On small screens the same
 * navigation is a popover opened by the menu button and closed by its own Close button,
 * Escape or a tap outside (Popover API: no script needed). `site` holds the settings of
 * the page's language and `ui` its words; `translations` feed the language switcher.
 */
export function SiteHeader({
  site,
  path,
  consoleUrl,
  siteHost,
  color,
  ui = uiText("en"),
  translations = [],
  rendered,
}: {
  site: SiteSettings;
  path: string;
  consoleUrl: string;
  siteHost: string;
  color: HeaderColor;
  /** The frame's words in the page's language (English when not given). */
  ui?: UiText;
  translations?: readonly PageTranslation[];
  /** The menus and actions already rendered for these settings (the Worker keeps them). */
  rendered?: RenderedNav;
}) {
  return (
    <header className={`site-header site-header--${color}`}>
      <div className="container site-header__inner">
        <Logo name={site.name} homePage={ui.homePage} />
        <LanguageSwitcher translations={translations} label={ui.languages} />
        <button type="button" className="site-header__menu-button" popoverTarget="site-nav">
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M4 7h16M4 12h16M4 17h16" />
          </svg>
          <span>{ui.menu}</span>
        </button>
        <nav id="site-nav" className="site-nav" popover="auto" aria-label={ui.mainNavigation}>
          <button type="button" className="site-nav__close" popoverTarget="site-nav" popoverTargetAction="hide">
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
            <span>{ui.close}</span>
          </button>
          {rendered ? (
            // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own rendering of NavMenus (worker/pages/site-chrome.ts), escaped as it escapes everything
            <ul className="site-nav__menus" dangerouslySetInnerHTML={{ __html: markCurrent(rendered.menus, path) }} />
          ) : (
            <ul className="site-nav__menus">
              <NavMenus site={site} path={path} siteHost={siteHost} />
            </ul>
          )}
          {rendered ? (
            // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own rendering of NavActions (worker/pages/site-chrome.ts)
            <ul className="site-nav__actions" dangerouslySetInnerHTML={{ __html: rendered.actions }} />
          ) : (
            <ul className="site-nav__actions">
              <NavActions site={site} consoleUrl={consoleUrl} siteHost={siteHost} />
            </ul>
          )}
        </nav>
      </div>
    </header>
  );
}
