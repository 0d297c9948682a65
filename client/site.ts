/**
 * The site's tiny shared script (no React), loaded by pages with the header and footer.
 * Without it everything still works: dropdowns open on click (native <details>, one at
 * a time through their shared name), the mobile menu is a native popover. With it:
 * - desktop dropdowns open on mouse hover and on keyboard focus; a menu hover opened stays
 *   open while the pointer travels into its panel (a short delay before closing) and a click
 *   on its label keeps it open (a click toggles only a menu opened or closed by click or
 *   keyboard); they close when focus or the pointer leaves, and with Escape (focus returns
 *   to the menu's label);
 * - analytics (client/analytics/start.ts) and consent (client/consent/browser/start.ts):
 *   the dataLayer, page views, UTM, the consent banner and the services it allows.
 * - the blocks' enhancements (client/enhance/): carousels, embed facades, code copy
 *   buttons, the offices map.
 * - a product demo with an unknown name is reported in the console (docs/architecture.md).
 * - the form outbox: submissions an earlier page could not deliver are sent again
 *   (docs/leads.md); its sender is loaded only when one waits.
 */
import "./analytics/start.ts";
import "./consent/browser/start.ts";

import { enhanceBlocks } from "./enhance/index.ts";
import { enhanceLanguageSuggestion } from "./enhance/language-suggestion.ts";
import { outboxWaiting } from "./forms/outbox.ts";

const desktop = window.matchMedia("(min-width: 64rem)");
const menus = Array.from(document.querySelectorAll<HTMLDetailsElement>("details.nav-menu"));

/** How long a hover-opened menu waits before closing, so the pointer can travel into its panel. */
const CLOSE_DELAY_MS = 300;

for (const menu of menus) {
  const label = menu.querySelector("summary");
  if (!label) continue;
  let openedByFocus = false;
  let openedByHover = false;
  let refocusing = false;
  let closing: ReturnType<typeof setTimeout> | undefined;
  const cancelClose = () => clearTimeout(closing);

  menu.addEventListener("pointerenter", (event) => {
    if (event.pointerType !== "mouse" || !desktop.matches) return;
    cancelClose();
    if (!menu.open) {
      menu.open = true;
      openedByHover = true;
    }
  });
  menu.addEventListener("pointerleave", (event) => {
    if (event.pointerType !== "mouse" || !desktop.matches || !openedByHover) return;
    if (menu.contains(document.activeElement) && !label.matches(":focus")) return;
    // A short grace: the pointer crossing the gap into the panel, or back, keeps it open.
    closing = setTimeout(() => {
      menu.open = false;
      openedByHover = false;
    }, CLOSE_DELAY_MS);
  });
  label.addEventListener("focus", () => {
    if (refocusing) return;
    if (desktop.matches && label.matches(":focus-visible") && !menu.open) {
      menu.open = true;
      openedByFocus = true;
    }
  });
  label.addEventListener("click", (event) => {
    // A click on the label of a menu that hover (or focus, for Enter) has just opened keeps
    // it open: it then belongs to the click, and the next click toggles it.
    if ((openedByHover && event.detail > 0) || (openedByFocus && event.detail === 0)) {
      event.preventDefault();
      cancelClose();
      openedByHover = false;
      openedByFocus = false;
      return;
    }
    openedByHover = false;
    openedByFocus = false;
  });
  menu.addEventListener("focusout", (event) => {
    if (!menu.contains(event.relatedTarget as Node | null)) {
      menu.open = false;
      openedByFocus = false;
      openedByHover = false;
    }
  });
  menu.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && menu.open) {
      event.stopPropagation();
      menu.open = false;
      openedByFocus = false;
      openedByHover = false;
      refocusing = true;
      label.focus();
      refocusing = false;
    }
  });
}

document.addEventListener("click", (event) => {
  const target = event.target as Element | null;
  for (const menu of menus) {
    if (menu.open && target && !menu.contains(target)) menu.open = false;
  }
});

// Footer columns: disclosures on phones, always open from 48rem (client/site/site-footer.tsx).
const wideFooter = window.matchMedia("(min-width: 48rem)");
const footerMenus = Array.from(document.querySelectorAll<HTMLDetailsElement>("details[data-footer-menu]"));
const openFooterMenus = () => {
  if (wideFooter.matches) for (const menu of footerMenus) menu.open = true;
};
openFooterMenus();
wideFooter.addEventListener("change", openFooterMenus);
for (const menu of footerMenus)
  menu.querySelector("summary")?.addEventListener("click", (event) => {
    if (wideFooter.matches) event.preventDefault();
  });

// Carousels, embed facades, copy buttons and the offices map (client/enhance/).
enhanceBlocks();
// The first visit: this page in the browser's language, when it has it (docs/languages.md).
enhanceLanguageSuggestion();
// Messages the server leaves for the console only (an unknown product demo name, docs/architecture.md).
for (const marker of document.querySelectorAll<HTMLElement>("[data-console-message]"))
  console.error(marker.dataset.consoleMessage);

// Lead submissions kept by an earlier page (docs/leads.md), sent once the page has settled.
if (outboxWaiting()) {
  setTimeout(() => {
    import("./forms/submit.ts")
      .then(({ sendOutbox }) => sendOutbox())
      .catch((error: unknown) => console.error("The form outbox could not be sent", error));
  }, 1000);
}

/** Browser tests wait on this marker instead of sleeping. */
document.documentElement.dataset.siteScript = "ready";
