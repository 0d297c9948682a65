import { createContext, useContext } from "react";
import type { Card, ListedType } from "./content/catalogue.ts";
import type { OpenApiDocument } from "./developers/openapi-types.ts";
import type { DeveloperSettings } from "./developers/settings.ts";
import type { Language } from "./content/page-schema.ts";
import type { LocalitiesCapabilities } from "./localities/capabilities.ts";
import type { MapTiles } from "./maps/tiles.ts";
import type { PageTranslation } from "./site/language-switcher.tsx";
import type { Currency, CurrencySource } from "./pricing/currency.ts";
import type { SignUpSettings } from "./signup/settings.ts";
import type { PricingSettings } from "./pricing/settings.ts";
import type { Facts } from "./site/facts.ts";

/** The cards of one listed page type, in the page's language and display order. */
export interface PageListing {
  withTitle: boolean;
  withText: boolean;
  linkLabel: string;
  cards: Card[];
}

/** Per-request values the server passes to every block (plain data, decided on the server). */
export interface PageContextValue {
  /** Path of the page being rendered, without query. */
  path: string;
  language: Language;
  siteName: string;
  currency: Currency;
  currencySource: CurrencySource;
  /** Host of the site, to tell internal links from external ones. */
  siteHost: string;
  /** Local runs only: offer links that simulate a visitor's country. */
  countrySimulation: boolean;
  /** Cards for the card blocks of this page. */
  listings: Partial<Record<ListedType, PageListing>>;
  /** The configured tile server, or null for the embedded Natural Earth base map. */
  mapTiles: MapTiles | null;
  /** True while no remote Localities API is configured: tools credit the open data. */
  embeddedGeodata: boolean;
  /** What the configured localities provider answers: the tools choose their words from it (docs/localities.md). */
  localities: LocalitiesCapabilities;
  /** The page in its other languages (the language switcher's links); none when absent. */
  translations?: readonly PageTranslation[];
  /**
   * docs/architecture.md display states: a visitor (default), or an editor editing (links inert,
   * editor placeholders shown) or previewing (the public view).
   */
  mode?: DisplayMode;
  /**
   * Edit mode only: the step of a multi-step block (the funnel) the editor chose to look at in
   * the block panel (docs/editor.md); never saved, never seen by visitors.
   */
  previewStep?: string;
  /** The facts pages state (plans, support, offices, figures: client/site/facts.ts), when the site has them. */
  facts?: Facts | null;
  /** The site's pricing settings (tiers, credits, default plan), when it has them. */
  pricing?: PricingSettings | null;
  /**
   * The query parameters the page's blocks declared they vary by (`query:<name>`), and only
   * those, so that no block can depend on a value missing from the render cache key.
   */
  query?: Readonly<Record<string, string>>;
  /** The sign-up's providers, console and deployment (client/signup/settings.ts); defaults where unset. */
  signUp?: SignUpSettings;
  /** The support address of the site settings (the sign-up's generic error, docs/signup.md). */
  supportEmail?: string;
  /**
   * The OpenAPI document of /api/localities, generated at build time (docs/localities.md):
   * the developer page's reference. Absent where only the browser renders (the editor's canvas).
   */
  localitiesApi?: OpenApiDocument | null;
  /** The product API's base address and plan limits (site settings), when the site states them. */
  developers?: DeveloperSettings | null;
}

export type DisplayMode = "visitor" | "edit" | "preview";

/** Whether editor aids are on (admin edit mode): links are inert, placeholders shown. */
export function isEditing(context: PageContextValue): boolean {
  return context.mode === "edit";
}

export const PageContext = createContext<PageContextValue | null>(null);

export function usePageContext(): PageContextValue {
  const value = useContext(PageContext);
  if (!value) throw new Error("usePageContext() outside a page");
  return value;
}
