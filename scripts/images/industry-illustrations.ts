/** Illustrations of the industry and use-case pages (see illustrations.ts). */
import { badge } from "./draw.ts";
import type { MapFrame } from "./geo/frame.ts";
import type { World } from "./geo/world.ts";
import type { Illustration } from "./illustrations.ts";
import { PALETTE } from "./palette.ts";
import {
  card,
  codeCard,
  dot,
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
} from "./scenes.ts";
import { el, svgDocument } from "./svg.ts";

const doc = (...parts: string[]) => svgDocument(ILLUSTRATION_SIZE.width, ILLUSTRATION_SIZE.height, ...parts);

function at(world: World, frame: MapFrame, name: string, country: string): [number, number] {
  const town = world.towns.find((t) => t.name === name && t.country === country);
  if (!town) throw new Error(`illustration: no town ${name} (${country}) in GeoNames`);
  return frame.project(town.lng, town.lat);
}

/** Pins on named towns of one country. */
function pins(world: World, frame: MapFrame, country: string, names: readonly string[], colour: string): string {
  return names.map((name) => pin(...at(world, frame, name, country), colour)).join("");
}

export const INDUSTRY_ILLUSTRATIONS: Illustration[] = [
  {
    name: "industry-retail",
    alt: "A map of Great Britain with shop pins in eight cities and a card showing the nearest shop open now",
    draw(world) {
      const { svg, frame } = mapPanel(world, [-6.5, 50, 2, 56.5], ["GB"], { accent: PALETTE.storelocator });
      return doc(
        svg,
        pins(
          world,
          frame,
          "GB",
          ["London", "Birmingham", "Manchester", "Leeds", "Glasgow", "Bristol", "Edinburgh", "Cardiff"],
          PALETTE.storelocator,
        ),
        listCard(336, 330, 280, [
          { title: "Leeds, Briggate", value: "Open now", glyph: "store", colour: PALETTE.storelocator },
        ]),
        badge("store", 574, 60, 34, PALETTE.storelocator),
      );
    },
  },
  {
    name: "industry-ecommerce",
    alt: "A checkout with a completed delivery address and the parcel's route from a warehouse near Lille to a customer in Lyon",
    draw(world) {
      const { svg, frame } = mapPanel(world, [-2, 43.5, 9.5, 51.5], ["FR"], { towns: 5 });
      const lille = at(world, frame, "Lille", "FR");
      const lyon = at(world, frame, "Lyon", "FR");
      return doc(
        svg,
        route([lille, [lille[0] + 60, (lille[1] + lyon[1]) / 2], lyon], PALETTE.accent, { dashed: true }),
        pin(...lille, PALETTE.inkSoft),
        pin(...lyon, PALETTE.accent),
        formCard(24, 200, 260, [
          { label: "Delivery address", value: "12 Quai Saint-Vincent" },
          { label: "Postcode and town", value: "69001 Lyon" },
        ]),
        badge("cart", 574, 60, 34, PALETTE.accent),
      );
    },
  },
  {
    name: "industry-logistics",
    alt: "Freight lanes across Europe from hubs in Rotterdam, Hamburg, Lyon and Milan",
    draw(world) {
      const { svg, frame } = mapPanel(world, [-3, 42.5, 17, 55.5], ["NL", "DE", "FR", "IT", "BE", "CH", "AT", "LU"], {
        accent: PALETTE.map,
      });
      const [rot, ham, lyo, mil, mun] = [
        at(world, frame, "Rotterdam", "NL"),
        at(world, frame, "Hamburg", "DE"),
        at(world, frame, "Lyon", "FR"),
        at(world, frame, "Milan", "IT"),
        at(world, frame, "Munich", "DE"),
      ];
      return doc(
        svg,
        route([rot, ham], PALETTE.map),
        route([rot, lyo], PALETTE.map),
        route([lyo, mil], PALETTE.map),
        route([ham, mun], PALETTE.map),
        route([mun, mil], PALETTE.map),
        ...[rot, ham, lyo, mil, mun].map(([x, y]) =>
          el("circle", { cx: x, cy: y, r: 10, fill: PALETTE.white, stroke: PALETTE.map, "stroke-width": 4 }),
        ),
        badge("truck", 574, 412, 34, PALETTE.map),
      );
    },
  },
  {
    name: "industry-last-mile-delivery",
    alt: "A delivery round on a street map: a van's route through five numbered stops, each at the door",
    draw() {
      const stops: [number, number][] = [
        [110, 120],
        [250, 100],
        [380, 190],
        [330, 330],
        [520, 380],
      ];
      return doc(
        streetPanel("last-mile"),
        route([[60, 60], ...stops], PALETTE.accent, { width: 5 }),
        ...stops.map(([x, y], i) => numbered(x, y, String(i + 1))),
        statCard(420, 40, "5 of 5", "Delivered at the door", PALETTE.map, 196),
        badge("truck", 70, 420, 34, PALETTE.accent),
      );
    },
  },
  {
    name: "industry-automotive",
    alt: "Dealerships and service centres pinned across Germany and Austria, with the drive from a customer to the nearest one",
    draw(world) {
      const { svg, frame } = mapPanel(world, [5.5, 46.3, 17.5, 55], ["DE", "AT"], { accent: PALETTE.distance });
      const munich = at(world, frame, "Munich", "DE");
      const augsburg = at(world, frame, "Augsburg", "DE");
      return doc(
        svg,
        pins(
          world,
          frame,
          "DE",
          ["Berlin", "Hamburg", "Köln", "Frankfurt am Main", "Stuttgart", "Munich", "Leipzig"],
          PALETTE.distance,
        ),
        pins(world, frame, "AT", ["Vienna", "Graz"], PALETTE.distance),
        route([augsburg, munich], PALETTE.accent, { dashed: true }),
        here(...augsburg),
        badge("car", 574, 60, 34, PALETTE.distance),
      );
    },
  },
  {
    name: "industry-finance",
    alt: "A customer's address checked during account opening, with the bank's branches on a map of the Netherlands",
    draw(world) {
      const { svg, frame } = mapPanel(world, [3.2, 50.7, 7.3, 53.6], ["NL"], { accent: PALETTE.geolocation });
      return doc(
        svg,
        pins(world, frame, "NL", ["Amsterdam", "Rotterdam", "Utrecht", "Eindhoven", "Groningen"], PALETTE.geolocation),
        formCard(
          24,
          24,
          280,
          [
            { label: "Home address", value: "Keizersgracht 142" },
            { label: "Postcode", value: "1015 CX Amsterdam" },
          ],
          "Open an account",
        ),
        badge("card", 574, 412, 34, PALETTE.geolocation),
      );
    },
  },
  {
    name: "industry-insurance",
    alt: "Homes near a river placed at the front door, coloured by flood risk, on a street map",
    draw() {
      const homes: [number, number, string][] = [
        [120, 330, "#c2410c"],
        [200, 360, "#c2410c"],
        [300, 300, PALETTE.yellow],
        [420, 330, "#c2410c"],
        [500, 250, PALETTE.map],
        [160, 200, PALETTE.map],
        [380, 170, PALETTE.map],
        [540, 120, PALETTE.map],
      ];
      return doc(
        streetPanel("insurance", { river: true }),
        ...homes.map(([x, y, c]) =>
          [
            el("circle", { cx: x, cy: y, r: 17, fill: PALETTE.white, stroke: c, "stroke-width": 4 }),
            glyph("home", x - 10, y - 10, 20, c, 2.4),
          ].join(""),
        ),
        listCard(24, 24, 250, [
          { title: "Flood risk: high", glyph: "water", colour: "#c2410c" },
          { title: "Flood risk: low", glyph: "check", colour: PALETTE.map },
        ]),
        badge("shield", 574, 60, 34, PALETTE.accent),
      );
    },
  },
  {
    name: "industry-health-and-wellness",
    alt: "Pharmacies and clinics pinned on a map of France, with the nearest open pharmacy listed",
    draw(world) {
      const { svg, frame } = mapPanel(world, [-5, 42, 8.5, 51.2], ["FR"], { accent: PALETTE.map });
      return doc(
        svg,
        pins(
          world,
          frame,
          "FR",
          ["Paris", "Lyon", "Marseille", "Toulouse", "Bordeaux", "Nantes", "Strasbourg", "Lille"],
          PALETTE.map,
        ),
        listCard(380, 350, 236, [{ title: "Pharmacie Bellecour", value: "Open", glyph: "cross", colour: PALETTE.map }]),
        badge("cross", 70, 60, 34, PALETTE.map),
      );
    },
  },
  {
    name: "industry-hospitality",
    alt: "Hotels along the coast of Portugal pinned on a map, with the walk from one hotel to the beach",
    draw(world) {
      const { svg, frame } = mapPanel(world, [-10.5, 36.7, -5.5, 42.3], ["PT"], { accent: PALETTE.storelocator });
      return doc(
        svg,
        pins(world, frame, "PT", ["Lisbon", "Porto", "Faro", "Coimbra", "Aveiro", "Lagos"], PALETTE.storelocator),
        statCard(410, 40, "6 min", "Walk to the beach", PALETTE.storelocator, 196),
        badge("bed", 574, 412, 34, PALETTE.storelocator),
      );
    },
  },
  {
    name: "industry-travel",
    alt: "Ferry routes from Piraeus to the Greek islands of the Aegean Sea",
    draw(world) {
      const { svg, frame } = mapPanel(world, [21.5, 35, 28.2, 39.6], ["GR"], { accent: PALETTE.accent });
      const piraeus = at(world, frame, "Piraeus", "GR");
      const islands: [number, number][] = [
        [25.38, 37.45],
        [25.43, 36.4],
        [25.15, 35.34],
        [26.97, 37.75],
      ].map(([lng, lat]) => frame.project(lng as number, lat as number));
      return doc(
        svg,
        ...islands.map((p) =>
          route([piraeus, [(piraeus[0] + p[0]) / 2, (piraeus[1] + p[1]) / 2 - 20], p], PALETTE.accent, {
            dashed: true,
            width: 3,
          }),
        ),
        pin(...piraeus, PALETTE.accent),
        ...islands.map(([x, y]) =>
          el("circle", { cx: x, cy: y, r: 8, fill: PALETTE.white, stroke: PALETTE.accent, "stroke-width": 4 }),
        ),
        badge("ship", 70, 412, 34, PALETTE.accent),
      );
    },
  },
  {
    name: "industry-public-services",
    alt: "A borough's boundary on a street map with its polling places and the one nearest to a resident",
    draw() {
      return doc(
        streetPanel("public-services"),
        el("path", {
          d: "M80 90L300 50 520 110 580 300 430 430 170 410 60 260z",
          fill: PALETTE.accent,
          "fill-opacity": 0.08,
          stroke: PALETTE.accent,
          "stroke-width": 3,
          "stroke-dasharray": "10 6",
        }),
        ...[
          [180, 160],
          [360, 140],
          [470, 260],
          [260, 330],
          [150, 300],
        ].map(([x, y]) => pin(x as number, y as number, PALETTE.accent)),
        here(300, 250),
        listCard(24, 380, 280, [{ title: "St Anne's Hall", value: "350 m", glyph: "vote" }]),
        badge("building", 574, 60, 34, PALETTE.accent),
      );
    },
  },
  {
    name: "industry-startups",
    alt: "A first request to the Localities API in a code panel and the answer placed on a map, beside a growing chart of requests",
    draw(world) {
      const { svg, frame } = mapPanel(
        world,
        [-11, 35, 20, 60],
        ["DE", "FR", "GB", "ES", "IT", "NL", "PT", "IE", "BE", "CH", "AT", "PL", "DK", "SE", "NO"],
        { towns: 0 },
      );
      const bars = [40, 56, 70, 96, 124, 160];
      return doc(
        svg,
        pin(...at(world, frame, "Berlin", "DE"), PALETTE.accent),
        codeCard(24, 24, 360, [
          { text: "GET /api/localities/autocomplete", colour: PALETTE.mint },
          { text: "?input=Alexanderpl", colour: "#c9d3ee" },
          { text: '"status": "OK"', colour: PALETTE.yellow },
        ]),
        card(400, 300, 216, 156),
        ...bars.map((h, i) =>
          el("rect", {
            x: 420 + i * 32,
            y: 436 - h * 0.75,
            width: 22,
            height: h * 0.75,
            rx: 4,
            fill: i === bars.length - 1 ? PALETTE.accent : PALETTE.accentPale,
          }),
        ),
        badge("spark", 70, 412, 34, PALETTE.accent),
      );
    },
  },
  {
    name: "usecase-store-locator",
    alt: "A store locator for Ireland: shops listed by distance from Dublin beside their pins on the map",
    draw(world) {
      const { svg, frame } = mapPanel(world, [-11, 51.3, -5.3, 55.5], ["IE"], { accent: PALETTE.storelocator });
      return doc(
        svg,
        pins(
          world,
          frame,
          "IE",
          ["Dublin", "Cork", "Gaillimh", "Limerick", "Waterford", "Drogheda"],
          PALETTE.storelocator,
        ),
        listCard(
          376,
          24,
          240,
          [
            { title: "Dublin 2", value: "1.2 km", glyph: "store", colour: PALETTE.storelocator },
            { title: "Drogheda", value: "48 km", glyph: "store", colour: PALETTE.storelocator },
            { title: "Galway", value: "208 km", glyph: "store", colour: PALETTE.storelocator },
          ],
          "NEAREST STORES",
        ),
      );
    },
  },
  {
    name: "usecase-address-finder-postcode-finder",
    alt: "A postcode typed into a form and the list of addresses at that postcode to choose from",
    draw() {
      return doc(
        streetPanel("address-finder"),
        searchCard(
          40,
          40,
          380,
          "SW1A 2",
          [
            { main: "SW1A 2AA", sub: "10 Downing Street, London" },
            { main: "SW1A 2AB", sub: "Whitehall, London" },
            { main: "SW1A 2BJ", sub: "Horse Guards Road, London" },
          ],
          { match: 6, icon: "tag" },
        ),
        pin(480, 330, PALETTE.accent),
        statCard(430, 382, "3 addresses", "At this postcode", PALETTE.accent, 186),
      );
    },
  },
  {
    name: "usecase-geofencing",
    alt: "A delivery zone drawn on a street map: vehicles inside it are green, one outside is grey, and an alert says a van has arrived",
    draw() {
      return doc(
        streetPanel("geofencing"),
        el("path", {
          d: "M150 110L420 80 540 230 460 400 200 380 110 240z",
          fill: PALETTE.map,
          "fill-opacity": 0.12,
          stroke: PALETTE.map,
          "stroke-width": 3.5,
        }),
        ...[
          [250, 200],
          [380, 260],
          [300, 320],
        ].map(([x, y]) =>
          [
            el("circle", { cx: x, cy: y, r: 16, fill: PALETTE.map }),
            glyph("truck", (x as number) - 10, (y as number) - 10, 20, PALETTE.white, 2.2),
          ].join(""),
        ),
        el("circle", { cx: 580, cy: 420, r: 16, fill: PALETTE.inkSoft }),
        glyph("truck", 570, 410, 20, PALETTE.white, 2.2),
        card(24, 24, 290, 64),
        glyph("fence", 40, 44, 24, PALETTE.map, 2.2),
        label(76, 61, "Van 12 entered Zone North", { size: 14, weight: 700, halo: false }),
      );
    },
  },
  {
    name: "usecase-indoor-mapping",
    alt: "Wayfinding inside a hospital: a route from the entrance to a clinic on the first floor, with a level switch",
    draw() {
      return doc(
        el("rect", { width: 640, height: 480, rx: 28, fill: "#eef2f8" }),
        floorPlan(40, 80, 500, 340, PALETTE.map),
        levelSwitch(564, 150, ["2", "1", "0"], 1),
        card(40, 20, 300, 48, { radius: 12 }),
        glyph("cross", 56, 32, 22, PALETTE.map, 2.2),
        label(88, 50, "Cardiology · Level 1", { size: 15, weight: 700, halo: false }),
      );
    },
  },
];

export { dot };
