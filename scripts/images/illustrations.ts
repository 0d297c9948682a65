import type { MapFrame } from "./geo/frame.ts";
import type { World } from "./geo/world.ts";
import { PALETTE } from "./palette.ts";
import {
  codeCard,
  floorPlan,
  formCard,
  glyph,
  here,
  ILLUSTRATION_SIZE,
  label,
  levelSwitch,
  listCard,
  mapPanel,
  numbered,
  pin,
  route,
  searchCard,
  statCard,
  streetPanel,
  zoomControls,
  card,
  bar,
} from "./scenes.ts";
import type { Language } from "../../client/content/languages.ts";
import type { Suggestion } from "./embedded-answers.ts";
import { localisedPlaceLine, PICTURE_WORDS } from "./picture-words.ts";
import { el, hashOf, svgDocument } from "./svg.ts";

/** Real answers the pictures show, asked before drawing (build-images.ts): the embedded provider's suggestions, the demo's stores. */
export interface PictureData {
  /** The embedded provider's suggestions, by what was typed ("Lyo"). */
  suggestions: Record<string, Suggestion[]>;
  /** The store locator demo's shops (content/demos/stores.json). */
  stores: readonly { name: string; city: string; lat: number; lng: number; country: string }[];
}

/** What the illustrations type into their address fields, so build-images.ts can ask the provider first. */
export const TYPED_IN_PICTURES = ["Lyo", "Manc"] as const;

export interface Illustration {
  /** File name under /images/illustrations/. */
  name: string;
  alt: string;
  /**
   * Whether it draws words (picture-words.ts), and so is drawn once per language, for the
   * German and French pages (docs/images.md); otherwise it is drawn once, in English.
   */
  localised?: boolean;
  draw(world: World, data: PictureData, language: Language): string;
}

/** Great-circle distance in kilometres. */
function km(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lng - a.lng) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/** A town's position in the frame, by name (and country, for names found in several). */
function at(world: World, frame: MapFrame, name: string, country: string): [number, number] {
  const town = world.towns.find((t) => t.name === name && t.country === country);
  if (!town) throw new Error(`illustration: no town ${name} (${country}) in GeoNames`);
  return frame.project(town.lng, town.lat);
}

const doc = (...parts: string[]) => svgDocument(ILLUSTRATION_SIZE.width, ILLUSTRATION_SIZE.height, ...parts);

const W_EUROPE: [number, number, number, number] = [-14, 40, 16, 57];

export const ILLUSTRATIONS: Illustration[] = [
  {
    name: "home",
    alt: "A map of western Europe with pins on London, Paris and Berlin, an address search suggesting streets in Berlin, and the visitor's country read from their connection",
    localised: true,
    draw(world, _data, language) {
      const { svg, frame } = mapPanel(
        world,
        W_EUROPE,
        ["FR", "GB", "DE", "BE", "NL", "CH", "IE", "ES", "IT", "AT", "PT", "LU", "DK"],
        { towns: 0 },
      );
      const london = at(world, frame, "London", "GB");
      const paris = at(world, frame, "Paris", "FR");
      const berlin = at(world, frame, "Berlin", "DE");
      return doc(
        svg,
        route([london, [(london[0] + paris[0]) / 2 + 20, (london[1] + paris[1]) / 2], paris], PALETTE.accent, {
          dashed: true,
        }),
        pin(...london, PALETTE.map),
        pin(...paris, PALETTE.accent),
        pin(...berlin, PALETTE.geolocation),
        searchCard(
          286,
          250,
          330,
          "Unter den Lin",
          [
            { main: "Unter den Linden", sub: localisedPlaceLine("10117 Berlin, Germany", language) },
            { main: "Unter den Linden", sub: localisedPlaceLine("31655 Stadthagen, Germany", language) },
            { main: "Unter den Linden", sub: localisedPlaceLine("72762 Reutlingen, Germany", language) },
          ],
          { match: 13 },
        ),
        statCard(24, 372, "GB · London", PICTURE_WORDS[language].countryFromIp, PALETTE.map, 216),
      );
    },
  },
  {
    name: "product-localities",
    alt: "An address field where “Lyo” suggests Lyon, in Auvergne-Rhône-Alpes, first, as the open data answers, over a map of the Rhône valley with Lyon pinned",
    localised: true,
    draw(world, data, language) {
      const words = PICTURE_WORDS[language];
      const suggestions = (data.suggestions.Lyo ?? []).map((s) => ({ ...s, sub: localisedPlaceLine(s.sub, language) }));
      // Lyon in the lower right, clear of the search card.
      const { svg, frame } = mapPanel(world, [1.2, 44.9, 6.4, 47.9], ["FR"], { towns: 6 });
      const lyon = at(world, frame, "Lyon", "FR");
      return doc(
        svg,
        pin(...lyon, PALETTE.accent),
        label(lyon[0] + 14, lyon[1] - 8, "Lyon", { size: 16, weight: 700 }),
        searchCard(32, 40, 420, "Lyo", suggestions, { match: 3 }),
        statCard(24, 372, words.approximate, words.townPrecision, PALETTE.map, 256),
      );
    },
  },
  {
    name: "product-map",
    alt: "An interactive map of Andalusia with markers on Seville, Málaga, Granada and Córdoba, a cluster of twelve places and zoom buttons",
    localised: true,
    draw(world, _data, language) {
      const { svg, frame } = mapPanel(world, [-7.6, 35.9, -1.5, 38.6], ["ES"], { towns: 8, accent: PALETTE.map });
      const granada = at(world, frame, "Granada", "ES");
      return doc(
        svg,
        ...["Sevilla", "Málaga", "Granada", "Córdoba"].map((name) => {
          const [x, y] = at(world, frame, name, "ES");
          return pin(x, y, PALETTE.map) + label(x + 14, y - 8, name, { size: 15, weight: 700 });
        }),
        numbered(granada[0] + 90, granada[1] + 40, "12", PALETTE.map, 18),
        zoomControls(572, 24),
        card(24, 412, 226, 44, { radius: 10 }),
        label(44, 440, PICTURE_WORDS[language].baseMap, {
          size: 13,
          weight: 600,
          colour: PALETTE.inkSoft,
          halo: false,
        }),
      );
    },
  },
  {
    name: "product-geolocation",
    alt: "A request from an IP address answered with the country, the city and the currency, and a pin on Lyon on a map of France",
    localised: true,
    draw(world, _data, language) {
      const { svg, frame } = mapPanel(world, [-5, 41.5, 9.5, 51.2], ["FR"], { towns: 6, accent: PALETTE.geolocation });
      const lyon = at(world, frame, "Lyon", "FR");
      return doc(
        svg,
        el("circle", { cx: lyon[0], cy: lyon[1] - 4, r: 46, fill: PALETTE.geolocation, "fill-opacity": 0.14 }),
        pin(...lyon, PALETTE.geolocation),
        codeCard(24, 24, 300, [
          { text: "GET /api/geolocation", colour: PALETTE.mint },
          { text: "{", colour: "#c9d3ee" },
          { text: '"country_code": "FR",', indent: 1 },
          { text: '"city": "Lyon"', indent: 1 },
          { text: "}" },
        ]),
        statCard(430, 384, "EUR", PICTURE_WORDS[language].pricesInEuros, PALETTE.geolocation, 186),
      );
    },
  },
  {
    name: "product-distance",
    alt: "A travel-time matrix between three depots and three delivery addresses, and the fastest route drawn on a street map",
    localised: true,
    draw(_world, _data, language) {
      const rows = [
        ["", "A", "B", "C"],
        ["1", "12 min", "18 min", "25 min"],
        ["2", "9 min", "14 min", "31 min"],
        ["3", "21 min", "7 min", "16 min"],
      ];
      const cells = rows.flatMap((row, r) =>
        row.map((value, c) => {
          const x = 56 + c * 78;
          const y = 80 + r * 40;
          const best = (r === 2 && c === 1) || (r === 3 && c === 2);
          return [
            best ? el("rect", { x: x - 30, y: y - 24, width: 70, height: 34, rx: 8, fill: PALETTE.mintPale }) : "",
            label(x + 4, y, value, {
              size: 14,
              weight: r === 0 || c === 0 ? 800 : 600,
              colour: r === 0 || c === 0 ? PALETTE.inkSoft : PALETTE.ink,
              anchor: "middle",
              halo: false,
            }),
          ].join("");
        }),
      );
      return doc(
        streetPanel("distance", { river: true }),
        route(
          [
            [370, 360],
            [370, 262],
            [450, 256],
            [528, 252],
            [528, 120],
            [580, 120],
          ],
          PALETTE.distance,
          { width: 5 },
        ),
        pin(370, 360, PALETTE.distance),
        pin(580, 120, PALETTE.accent),
        card(24, 40, 330, 186),
        ...cells,
        statCard(404, 380, "14 min", PICTURE_WORDS[language].fastestAt("8:30"), PALETTE.distance, 212),
      );
    },
  },
  {
    name: "product-search",
    alt: "A search for pharmacies near a railway station with three results and their pins on a street map",
    draw() {
      return doc(
        streetPanel("search"),
        pin(420, 210, PALETTE.storelocator),
        pin(500, 300, PALETTE.storelocator),
        pin(380, 340, PALETTE.storelocator),
        here(450, 270),
        searchCard(24, 24, 330, "pharmacy near the station", []),
        listCard(24, 104, 330, [
          { title: "Pharmacie du Nord", value: "180 m", glyph: "cross", colour: PALETTE.storelocator },
          { title: "Station Pharmacy", value: "420 m", glyph: "cross", colour: PALETTE.storelocator },
          { title: "Apotheke am Platz", value: "650 m", glyph: "cross", colour: PALETTE.storelocator },
        ]),
      );
    },
  },
  {
    name: "product-stores",
    alt: "A store locator for the demo's bicycle shops: the nearest to Manchester listed with their distance beside a map of northern England with every shop pinned where it is",
    localised: true,
    draw(world, data, language) {
      const { svg, frame } = mapPanel(world, [-4.6, 52.6, 0.2, 55.2], ["GB"], { accent: PALETTE.storelocator });
      const manchester = { lat: 53.4808, lng: -2.2426 };
      const nearest = data.stores
        .filter((store) => store.country === "GB")
        .map((store) => ({ store, distance: km(manchester, store) }))
        .sort((a, b) => a.distance - b.distance);
      return doc(
        svg,
        ...nearest.map(({ store }) => pin(...frame.project(store.lng, store.lat), PALETTE.storelocator)),
        here(...frame.project(manchester.lng, manchester.lat)),
        listCard(
          24,
          24,
          300,
          nearest.slice(0, 4).map(({ store, distance }) => ({
            title: store.name.length > 22 ? store.city : store.name,
            value: `${new Intl.NumberFormat(language, { maximumFractionDigits: distance < 10 ? 1 : 0, minimumFractionDigits: distance < 10 ? 1 : 0 }).format(distance)}\u00a0km`,
            glyph: "store",
            colour: PALETTE.storelocator,
          })),
          PICTURE_WORDS[language].nearestTo("Manchester"),
        ),
      );
    },
  },
  {
    name: "product-indoor",
    alt: "The floor plan of a building's second level with a route along the corridor to a highlighted room and a level switch",
    draw() {
      return doc(
        el("rect", { width: 640, height: 480, rx: 28, fill: "#eef2f8" }),
        floorPlan(40, 60, 500, 360, PALETTE.accent),
        levelSwitch(564, 130, ["3", "2", "1", "0"], 1),
      );
    },
  },
  {
    name: "product-connectors",
    alt: "A shop, a CRM and a delivery tool connected to Locus, which completes addresses and places them on a map for each",
    draw() {
      const hub: [number, number] = [320, 250];
      const apps: { x: number; y: number; glyph: "cart" | "users" | "truck" | "code"; title: string }[] = [
        { x: 90, y: 90, glyph: "cart", title: "Shop checkout" },
        { x: 550, y: 90, glyph: "users", title: "CRM" },
        { x: 90, y: 400, glyph: "truck", title: "Delivery tool" },
        { x: 550, y: 400, glyph: "code", title: "Your app" },
      ];
      return doc(
        el("rect", { width: 640, height: 480, rx: 28, fill: "#eef2f8" }),
        ...apps.map((a) =>
          route([hub, [(hub[0] + a.x) / 2, a.y], [a.x, a.y]], PALETTE.accent, { dashed: true, width: 3 }),
        ),
        ...apps.map((a) =>
          [
            card(a.x - 76, a.y - 34, 156, 68),
            glyph(a.glyph, a.x - 62, a.y - 12, 24, PALETTE.accent, 2),
            label(a.x - 30, a.y + 6, a.title, { size: 13, weight: 700, halo: false }),
          ].join(""),
        ),
        el("circle", { cx: hub[0], cy: hub[1], r: 64, fill: PALETTE.accent }),
        el("circle", { cx: hub[0], cy: hub[1], r: 80, fill: PALETTE.accent, "fill-opacity": 0.15 }),
        el("path", {
          d: "M0 0C-9-12-17-20-17-29a17 17 0 1 1 34 0C17-20 9-12 0 0z",
          transform: `translate(${hub[0]} ${hub[1] + 26})`,
          fill: PALETTE.white,
        }),
        el("circle", { cx: hub[0], cy: hub[1] - 3, r: 6.5, fill: PALETTE.accent }),
      );
    },
  },
  {
    name: "product-datasets",
    alt: "Three map layers stacked: country boundaries, postcode areas as points and places, ready to load into a database",
    draw(world) {
      const layer = (y: number, colour: string, content: string) =>
        el(
          "g",
          { transform: `translate(120 ${y}) skewX(-30) scale(1 0.5)` },
          el("rect", { width: 420, height: 300, rx: 18, fill: PALETTE.white, stroke: colour, "stroke-width": 3 }),
          content,
        );
      const { svg } = mapPanel(world, [-6, 42, 8.5, 51.2], ["FR"], { accent: PALETTE.map });
      const scatter = (count: number, seed: string) =>
        Array.from(
          { length: count },
          (_, i) => [30 + (hashOf(`${seed}x${i}`) % 360), 30 + (hashOf(`${seed}y${i}`) % 240)] as const,
        );
      const pattern = (colour: string, seed: string) =>
        scatter(36, seed)
          .map(([cx, cy]) => el("circle", { cx, cy, r: 6, fill: colour }))
          .join("");
      return doc(
        el("rect", { width: 640, height: 480, rx: 28, fill: "#eef2f8" }),
        layer(
          300,
          PALETTE.map,
          el(
            "g",
            { transform: "translate(20 20) scale(0.59 0.54)" },
            svg.replace(/id="panel"/, 'id="panel-ds"').replace(/url\(#panel\)/, "url(#panel-ds)"),
          ),
        ),
        layer(190, PALETTE.geolocation, pattern(PALETTE.geolocation, "postcodes")),
        layer(
          80,
          PALETTE.storelocator,
          scatter(12, "places")
            .map(([cx, cy]) =>
              el("circle", { cx, cy, r: 12, fill: PALETTE.storelocator, stroke: PALETTE.white, "stroke-width": 4 }),
            )
            .join(""),
        ),
        label(560, 120, "Places", { size: 15, weight: 800, colour: PALETTE.storelocator, anchor: "end" }),
        label(560, 230, "Postcodes", { size: 15, weight: 800, colour: PALETTE.geolocation, anchor: "end" }),
        label(560, 340, "Boundaries", { size: 15, weight: 800, colour: PALETTE.map, anchor: "end" }),
      );
    },
  },
  {
    name: "product-free-geolocation-tools",
    alt: "A free tool answering where am I with an address, coordinates and Copy buttons, and the position on a map of London",
    draw(world) {
      const { svg, frame } = mapPanel(world, [-6, 49.8, 2, 55.8], ["GB"], { towns: 6 });
      const london = at(world, frame, "London", "GB");
      return doc(
        svg,
        pin(...london, PALETTE.accent),
        card(24, 24, 330, 206),
        label(44, 60, "Where am I?", { size: 20, weight: 800, halo: false }),
        label(44, 96, "My Address", { size: 12, weight: 700, colour: PALETTE.inkSoft, halo: false }),
        label(44, 118, "Westminster, London, United Kingdom", { size: 14, weight: 600, halo: false }),
        label(44, 154, "Geographic coordinates", { size: 12, weight: 700, colour: PALETTE.inkSoft, halo: false }),
        label(44, 176, "51.5072, -0.1276", { size: 14, weight: 600, halo: false }),
        el("rect", { x: 44, y: 190, width: 118, height: 28, rx: 14, fill: PALETTE.accent }),
        label(103, 209, "Copy Coords", { size: 13, weight: 700, colour: PALETTE.white, anchor: "middle", halo: false }),
      );
    },
  },
  {
    name: "product-salesforce-store-locator-cartridge",
    alt: "An online shop's page with a Find a store panel listing nearby shops on a map, added by the cartridge",
    draw() {
      return doc(
        el("rect", { width: 640, height: 480, rx: 28, fill: "#eef2f8" }),
        card(24, 24, 592, 432, { radius: 18 }),
        el("rect", { x: 24, y: 24, width: 592, height: 52, rx: 18, fill: PALETTE.navy }),
        el("rect", { x: 24, y: 58, width: 592, height: 18, fill: PALETTE.navy }),
        bar(48, 46, 80, { colour: "#ffffff", h: 10 }),
        bar(420, 46, 60, { colour: "#8b95b5" }),
        bar(496, 46, 60, { colour: "#8b95b5" }),
        ...[0, 1, 2].map((i) =>
          [
            el("rect", {
              x: 48 + i * 92,
              y: 100,
              width: 80,
              height: 80,
              rx: 10,
              fill: PALETTE.grey,
              stroke: PALETTE.line,
            }),
            bar(48 + i * 92, 192, 64),
            bar(48 + i * 92, 208, 40, { colour: PALETTE.accentPale }),
          ].join(""),
        ),
        el("rect", { x: 48, y: 240, width: 264, height: 40, rx: 20, fill: PALETTE.accent }),
        label(180, 266, "Find a store near you", {
          size: 14,
          weight: 700,
          colour: PALETTE.white,
          anchor: "middle",
          halo: false,
        }),
        el("g", { transform: "translate(336 96) scale(0.42)" }, streetPanel("cartridge")),
        pin(430, 190, PALETTE.storelocator),
        pin(500, 240, PALETTE.storelocator),
        pin(560, 170, PALETTE.storelocator),
        listCard(336, 310, 256, [
          { title: "Harbour Street", value: "0.6 km", glyph: "store", colour: PALETTE.storelocator },
          { title: "Market Hall", value: "1.3 km", glyph: "store", colour: PALETTE.storelocator },
        ]),
      );
    },
  },
  {
    name: "product-address-autocomplete-bigcommerce-app",
    alt: "A checkout's address form where typing the street suggests full addresses and fills the town and postcode",
    draw() {
      return doc(
        el("rect", { width: 640, height: 480, rx: 28, fill: "#eef2f8" }),
        formCard(
          40,
          40,
          330,
          [
            { label: "Street address", value: "18 Harbour", active: true },
            { label: "Town", value: "Bristol" },
            { label: "Postcode", value: "BS1 5TY" },
            { label: "Country", value: "United Kingdom" },
          ],
          "Shipping address",
        ),
        searchCard(
          290,
          110,
          320,
          "18 Harbour",
          [
            { main: "18 Harbour Way", sub: "Bristol BS1 5TY" },
            { main: "18 Harbour Road", sub: "Portishead BS20 7DE" },
          ],
          { match: 10 },
        ),
        card(400, 380, 210, 56, { radius: 14 }),
        glyph("cart", 416, 396, 24, PALETTE.accent, 2.2),
        label(452, 414, "Pay securely", { size: 15, weight: 700, halo: false }),
      );
    },
  },
];
