import type { GlyphName } from "./glyphs.ts";
import type { Town, World } from "./geo/world.ts";
import { hashOf } from "./svg.ts";

/** Tags that name a group of countries. */
const REGION_TAGS: Record<string, string[]> = {
  nordics: ["NO", "SE", "DK", "FI"],
  dach: ["DE", "AT", "CH"],
  benelux: ["BE", "NL", "LU"],
};

/**
 * Regions for pictures of pages that name no place (chosen by the page's slug): European,
 * where most of the site's readers and customers are, so that a page about postcodes and
 * kilometres is not pictured in Japan.
 */
const DEFAULT_REGIONS: string[][] = [
  ["GB", "IE"],
  ["FR", "BE", "CH"],
  ["ES", "PT"],
  ["DE", "NL", "DK"],
  ["IT"],
  ["NO", "SE"],
];

/** The motif of a page's picture: the first tag that has one (tags are written most telling first). */
const MOTIFS: [RegExp, GlyphName][] = [
  [/^(address formats|addresses|forms)$/i, "mail"],
  [/^(postal codes|postcodes|eircode)$/i, "tag"],
  [/^(api keys|security|incident response|fraud|legal)$/i, "key"],
  [/^(geofencing|géorepérage)$/i, "fence"],
  [/^(store locator|retail|grocery|hardware|commerce|click and collect|retrait en boutique)$/i, "store"],
  [/^(boulangerie|food)$/i, "bread"],
  [/^(insurance|assurance|home insurance|car insurance)$/i, "shield"],
  [/^(health|santé|hospitals|home care|mutuelle)$/i, "cross"],
  [/^(banking|payments|finance)$/i, "card"],
  [
    /^(logistics|logistique|last mile|last-mile delivery|dernier kilomètre|freight|parcel lockers|food delivery|delivery software)$/i,
    "truck",
  ],
  [/^(cargo bikes|vélo-cargo|mobility)$/i, "bike"],
  [/^(automotive|electric vehicles|car dealerships|roadside assistance)$/i, "car"],
  [/^(travel|ferries|hospitality|hotels)$/i, "ship"],
  [/^(public services|local government|elections|education|universities)$/i, "building"],
  [/^(utilities|water)$/i, "water"],
  [/^(real estate|immobilier)$/i, "home"],
  [/^(telecom|broadband)$/i, "plug"],
  [/^(e-commerce|checkout|fashion|furniture|conversion)$/i, "cart"],
  [/^(indoor)$/i, "layers"],
  [/^(maps|tiles|cartography|projections|design|map search|recherche sur carte|locus maps)$/i, "map"],
  [/^(autocomplete|localities|localities api|api localities)$/i, "search"],
  [/^(geocoding|data quality|datasets|open data)$/i, "pin"],
  [/^(geolocation|privacy)$/i, "globe"],
  [/^(distance|traffic|field service|home services)$/i, "route"],
  [/^(performance|caching|reliability|operations|mobile)$/i, "bolt"],
  [/^(event|meetup|webinar|sports|events)$/i, "calendar"],
  [/^(interview|media)$/i, "mic"],
  [/^(partnership|partners|crm|connectors)$/i, "users"],
  [/^(product launch)$/i, "spark"],
  [
    /^(api|tutorial|javascript|typescript|algorithms|developers|migration|comparisons|seo|ux|accessibility|analytics|guide)$/i,
    "code",
  ],
];

/** The motif one tag stands for, if any. */
export function tagMotif(tag: string): GlyphName | undefined {
  return MOTIFS.find(([pattern]) => pattern.test(tag))?.[1];
}

export interface PicturePlaces {
  /** Countries the picture shows, highlighted (alpha-2). */
  countries: string[];
  /** False when the page names no place: the region is only a backdrop, nothing is highlighted or pinned. */
  located: boolean;
  /** Towns of those countries that the page names (pins with labels). */
  named: Town[];
  motif: GlyphName;
}

/** Towns whose names are English words that often open a sentence. */
const WORD_NAMES = new Set([
  "Most",
  "Nice",
  "Split",
  "Reading",
  "Mobile",
  "Orange",
  "Bath",
  "Sale",
  "Deal",
  "Wells",
  "March",
  "Bury",
  "Ely",
  "Hope",
  "Independence",
  "Commerce",
  "Union",
  "Liberty",
  "Opportunity",
]);

/** Every run of 1 to `longest` words of a text, as written ("Newcastle upon Tyne"). */
function wordSequences(text: string, longest: number): Set<string> {
  const words = text.split(/[^\p{L}\p{N}'’-]+/u).filter(Boolean);
  const out = new Set<string>();
  for (let i = 0; i < words.length; i += 1) {
    for (let n = 1; n <= longest && i + n <= words.length; n += 1) out.add(words.slice(i, i + n).join(" "));
  }
  return out;
}

/**
 * Where a page's picture is and what it shows, from its tags (countries, regions, towns
 * such as "London") and its text (the towns of those countries that it names).
 */
export function picturePlaces(
  input: { slug: string; tags: readonly string[]; text: string },
  world: World,
): PicturePlaces {
  const countries = new Set<string>();
  const named: Town[] = [];
  for (const tag of input.tags) {
    const region = REGION_TAGS[tag.toLowerCase()];
    if (region) for (const code of region) countries.add(code);
    const code = world.codeOf(tag);
    if (code && world.polygons.has(code)) countries.add(code);
    else if (!region) {
      const town = world.towns.find((t) => t.name === tag && t.population >= 200_000);
      if (town) {
        countries.add(town.country);
        named.push(town);
      }
    }
  }
  const located = countries.size > 0;
  if (!located)
    for (const c of DEFAULT_REGIONS[hashOf(input.slug) % DEFAULT_REGIONS.length] ?? ["GB"]) countries.add(c);
  // Towns of those countries that the page names, largest first.
  const phrases = wordSequences(input.text, 4);
  for (const town of located ? world.towns : []) {
    if (named.length >= 3 || town.population < 30_000) break;
    // A one-word name of a smaller town is too often a surname or a word ("Bell"), and a
    // few towns are named like words that start sentences ("Most").
    if (town.population < 50_000 && !/[\s-]/.test(town.name)) continue;
    if (WORD_NAMES.has(town.name)) continue;
    if (countries.has(town.country) && !named.includes(town) && phrases.has(town.name)) named.push(town);
  }
  const motif = input.tags.map(tagMotif).find(Boolean) ?? "pin";
  return { countries: [...countries], located, named, motif };
}
