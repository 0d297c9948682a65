import type { CallToAction, MenuItem, SiteSettings } from "../content/site-schema.ts";
import { messages } from "../i18n/catalogue.ts";
import type { Messages } from "../i18n/messages.ts";
import { signUpHref } from "../i18n/sign-up-href.ts";
import { Icon } from "../icons/icon.tsx";
import { usePageLink, type PageLinkAttributes } from "../rich-text/page-link.ts";
import { ctaAttributes } from "../analytics/cta.ts";
import { LanguageSwitcher, type PageTranslation } from "./language-switcher.tsx";
import { Logo } from "./logo.tsx";

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
  link,
}: {
  id: string;
  label: string;
  columns: Column[];
  path: string;
  link: (href: string) => PageLinkAttributes;
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
                      {...link(item.href)}
                      aria-current={link(item.href).href === path ? "page" : undefined}
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

function NavLink({ cta, path, link }: { cta: CallToAction; path: string; link: (href: string) => PageLinkAttributes }) {
  const attributes = link(cta.href);
  return (
    <a
      className="site-nav__link"
      {...attributes}
      aria-current={attributes.href === path ? "page" : undefined}
      {...ctaAttributes(cta)}
    >
      {cta.text}
    </a>
  );
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
  ui = messages("en").frame,
  translations = [],
}: {
  site: SiteSettings;
  path: string;
  consoleUrl: string;
  siteHost: string;
  color: HeaderColor;
  /** The frame's words in the page's language (English when not given). */
  ui?: Messages["frame"];
  translations?: readonly PageTranslation[];
}) {
  const h = site.header;
  const link = usePageLink(siteHost);
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
          <ul className="site-nav__menus">
            <li>
              <Dropdown
                id="menu-products"
                label={h.products.label}
                columns={[h.products.useCases, h.products.products, h.products.industries]}
                path={path}
                link={link}
              />
            </li>
            <li>
              <Dropdown
                id="menu-partnership"
                label={h.partnership.label}
                columns={[h.partnership.menu]}
                path={path}
                link={link}
              />
            </li>
            <li>
              <Dropdown
                id="menu-resources"
                label={h.resources.label}
                columns={[h.resources.business, h.resources.developers]}
                path={path}
                link={link}
              />
            </li>
            <li>
              <NavLink cta={h.exploreMap} path={path} link={link} />
            </li>
            <li>
              <NavLink cta={h.pricing} path={path} link={link} />
            </li>
            <li>
              <NavLink cta={h.contact} path={path} link={link} />
            </li>
          </ul>
          <ul className="site-nav__actions">
            <li>
              <a className="site-nav__link" {...link(consoleUrl)} {...ctaAttributes(h.login)}>
                {h.login.text}
              </a>
            </li>
            <li>
              <a className="button button--primary" {...link(signUpHref(h.contact.href))} {...ctaAttributes(h.signup)}>
                {h.signup.text}
              </a>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
