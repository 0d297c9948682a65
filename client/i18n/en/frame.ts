/**
 * The frame around a page's content: header, footer, banner, skip link, language switcher,
 * the suggestion of a translation, cards, pagination and the error pages. Menus, calls to
 * action and the banner's message are content (content/site.{de,fr}.json), not these.
 */
export const frame = {
  skipToContent: "Skip to content",
  /** Said after the site's name on the logo link ("Locus home page"). */
  homePage: "home page",
  menu: "Menu",
  /** The phone menu's Close button. */
  close: "Close",
  mainNavigation: "Main",
  announcement: "Announcement",
  /** Name of the language switcher. */
  languages: "This page in other languages",
  /** Name of the footer's social links list. */
  social: "Locus on social networks",
  legal: "Legal",
  /** Name of the footer's menus. */
  footerNavigation: "Site map",
  /** The site's languages named in this language (a card "in English"). */
  languageNames: { en: "English", de: "German", fr: "French" },
  /** Beside a link or card that leads to a page in another language. */
  inLanguage: "in {language}",
};

/** Listings of blog posts, news and customer stories. */
export const cards = {
  /** The heading of a listing without one: "More stories from Locus". */
  moreFrom: { blog: "More blog from {site}", news: "More news from {site}", pageStory: "More stories from {site}" },
  /** The link line of a card (the layout page's label is used on English pages). */
  linkLabel: "Go to the card",
  pagination: "{title}: pages",
  newer: "← Newer",
  older: "Older →",
  page: "Page {n}",
};
