/**
 * The UK's 124 geographic postcode areas (the letters before the first digit), Crown
 * Dependencies included: our own table, written from public facts (Royal Mail's list of
 * areas and the post town each is named after; docs/data-and-licences.md). The embedded
 * geocoder answers a UK postcode at this level: its area, the area's post town and an
 * approximate centre. Districts (SW1A) and units (SW1A 1AA) are not in open data that
 * ships here, so they are not answered.
 *
 * Each row: the area, its name and, where they differ from the name, the post town
 * addresses write, the GeoNames town whose position stands for the area's centre (and
 * which is given the area as its postcode area), and a centre of our own:
 *   - the eight London areas share the post town London: each has its own approximate centre;
 *   - HS and TS are named after a region (Outer Hebrides, Cleveland): their largest town
 *     stands for them;
 *   - GY, JE and IM are the Crown Dependencies (their own ISO codes: GG, JE, IM).
 */
export interface UkPostcodeArea {
  code: string;
  /** The area's name: its post town, a region (HS, TS) or a part of London. */
  name: string;
  /** The post town the area is named after, as addresses write it; null for an area named after a region. */
  postTown: string | null;
  /** The ISO code of its country: GB, or GG, JE, IM for the Crown Dependencies. */
  country: string;
  /** The GeoNames town whose position is the area's centre and which is given the area (default: the post town). */
  centreTown: string;
  /** An approximate centre [lat, lng] of our own, where no one town stands for the area (London's eight). */
  centre?: readonly [number, number];
}

type Row = [code: string, name: string, extra?: Partial<Omit<UkPostcodeArea, "code" | "name">>];

const LONDON = { postTown: "London", centreTown: "London" } as const;

const ROWS: Row[] = [
  ["AB", "Aberdeen"],
  ["AL", "St Albans"],
  ["B", "Birmingham"],
  ["BA", "Bath"],
  ["BB", "Blackburn"],
  ["BD", "Bradford"],
  ["BH", "Bournemouth"],
  ["BL", "Bolton"],
  ["BN", "Brighton"],
  ["BR", "Bromley"],
  ["BS", "Bristol"],
  ["BT", "Belfast"],
  ["CA", "Carlisle"],
  ["CB", "Cambridge"],
  ["CF", "Cardiff"],
  ["CH", "Chester"],
  ["CM", "Chelmsford"],
  ["CO", "Colchester"],
  ["CR", "Croydon"],
  ["CT", "Canterbury"],
  ["CV", "Coventry"],
  ["CW", "Crewe"],
  ["DA", "Dartford"],
  ["DD", "Dundee"],
  ["DE", "Derby"],
  ["DG", "Dumfries"],
  ["DH", "Durham"],
  ["DL", "Darlington"],
  ["DN", "Doncaster"],
  ["DT", "Dorchester"],
  ["DY", "Dudley"],
  ["E", "East London", { ...LONDON, centre: [51.535, -0.03] }],
  ["EC", "East Central London", { ...LONDON, centre: [51.518, -0.095] }],
  ["EH", "Edinburgh"],
  ["EN", "Enfield", { centreTown: "Enfield Town" }],
  ["EX", "Exeter"],
  ["FK", "Falkirk"],
  ["FY", "Blackpool"],
  ["G", "Glasgow"],
  ["GL", "Gloucester"],
  ["GU", "Guildford"],
  ["GY", "Guernsey", { country: "GG", centreTown: "Saint Peter Port" }],
  ["HA", "Harrow"],
  ["HD", "Huddersfield"],
  ["HG", "Harrogate"],
  ["HP", "Hemel Hempstead"],
  ["HR", "Hereford"],
  ["HS", "Outer Hebrides", { postTown: null, centreTown: "Stornoway" }],
  ["HU", "Hull", { centreTown: "Kingston upon Hull" }],
  ["HX", "Halifax"],
  ["IG", "Ilford"],
  ["IM", "Isle of Man", { country: "IM", centreTown: "Douglas" }],
  ["IP", "Ipswich"],
  ["IV", "Inverness"],
  ["JE", "Jersey", { country: "JE", centreTown: "Saint Helier" }],
  ["KA", "Kilmarnock"],
  ["KT", "Kingston upon Thames"],
  ["KW", "Kirkwall"],
  ["KY", "Kirkcaldy"],
  ["L", "Liverpool"],
  ["LA", "Lancaster"],
  ["LD", "Llandrindod Wells"],
  ["LE", "Leicester"],
  ["LL", "Llandudno"],
  ["LN", "Lincoln"],
  ["LS", "Leeds"],
  ["LU", "Luton"],
  ["M", "Manchester"],
  ["ME", "Rochester"],
  ["MK", "Milton Keynes"],
  ["ML", "Motherwell"],
  ["N", "North London", { ...LONDON, centre: [51.58, -0.11] }],
  ["NE", "Newcastle upon Tyne"],
  ["NG", "Nottingham"],
  ["NN", "Northampton"],
  ["NP", "Newport"],
  ["NR", "Norwich"],
  ["NW", "North West London", { ...LONDON, centre: [51.56, -0.2] }],
  ["OL", "Oldham"],
  ["OX", "Oxford"],
  ["PA", "Paisley"],
  ["PE", "Peterborough"],
  ["PH", "Perth"],
  ["PL", "Plymouth"],
  ["PO", "Portsmouth"],
  ["PR", "Preston"],
  ["RG", "Reading"],
  ["RH", "Redhill"],
  ["RM", "Romford"],
  ["S", "Sheffield"],
  ["SA", "Swansea"],
  ["SE", "South East London", { ...LONDON, centre: [51.46, -0.04] }],
  ["SG", "Stevenage"],
  ["SK", "Stockport"],
  ["SL", "Slough"],
  ["SM", "Sutton"],
  ["SN", "Swindon"],
  ["SO", "Southampton"],
  ["SP", "Salisbury"],
  ["SR", "Sunderland"],
  ["SS", "Southend-on-Sea"],
  ["ST", "Stoke-on-Trent"],
  ["SW", "South West London", { ...LONDON, centre: [51.46, -0.17] }],
  ["SY", "Shrewsbury"],
  ["TA", "Taunton"],
  ["TD", "Galashiels"],
  ["TF", "Telford"],
  ["TN", "Tonbridge"],
  ["TQ", "Torquay"],
  ["TR", "Truro"],
  ["TS", "Cleveland", { postTown: null, centreTown: "Middlesbrough" }],
  ["TW", "Twickenham"],
  ["UB", "Southall"],
  ["W", "West London", { ...LONDON, centre: [51.51, -0.22] }],
  ["WA", "Warrington"],
  ["WC", "West Central London", { ...LONDON, centre: [51.518, -0.12] }],
  ["WD", "Watford"],
  ["WF", "Wakefield"],
  ["WN", "Wigan"],
  ["WR", "Worcester"],
  ["WS", "Walsall"],
  ["WV", "Wolverhampton"],
  ["YO", "York"],
  ["ZE", "Lerwick"],
];

export const UK_POSTCODE_AREAS: readonly UkPostcodeArea[] = ROWS.map(([code, name, extra]) => {
  const postTown = extra?.postTown === undefined ? name : extra.postTown;
  return { code, name, country: "GB", ...extra, postTown, centreTown: extra?.centreTown ?? postTown ?? name };
});

const BY_CODE = new Map(UK_POSTCODE_AREAS.map((area) => [area.code, area]));

/** The area of a code ("SW"), or undefined. */
export function ukPostcodeArea(code: string): UkPostcodeArea | undefined {
  return BY_CODE.get(code.toUpperCase());
}
