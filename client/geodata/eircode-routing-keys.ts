/**
 * Ireland's 139 Eircode routing keys (the first three characters of an Eircode) with the
 * postal district each serves: our own table, written from public facts (the routing areas
 * An Post and Eircode publish, each named after its principal post town, with Dublin's
 * numbered postal districts kept as D01 to D24 and D6W; docs/data-and-licences.md). The
 * embedded geocoder answers an Eircode at this level: "D02 — Dublin 2", never as a full
 * Eircode, whose last four characters name one address.
 *
 * Each row: the key, its district and, where they differ, the post town and a centre of our
 * own. A district named after a town is centred on that town's GeoNames position (which
 * GeoNames may name in Irish: Gaillimh for Galway); Dublin's numbered districts, Cork's north
 * and south sides and seven villages GeoNames does not list have an approximate centre of our own.
 */
export interface EircodeRoutingKey {
  key: string;
  /** The postal district: "Dublin 2", "Cork Southside", "Athlone". */
  district: string;
  /** The principal post town ("Dublin", "Cork", "Athlone"). */
  postTown: string;
  /** The GeoNames town whose position is the district's centre (default: the post town). */
  centreTown: string;
  /** An approximate centre [lat, lng] of our own, where no one town stands for the district. */
  centre?: readonly [number, number];
}

type Row = [key: string, district: string, extra?: Partial<Omit<EircodeRoutingKey, "key" | "district">>];

const dublin = (n: string, lat: number, lng: number): Row => [
  `D${n.padStart(2, "0")}`,
  `Dublin ${n}`,
  { postTown: "Dublin", centre: [lat, lng] },
];

const ROWS: Row[] = [
  ["A41", "Ballyboughal", { centre: [53.52, -6.267] }],
  ["A42", "Garristown", { centre: [53.566, -6.386] }],
  ["A45", "Oldtown", { centre: [53.527, -6.32] }],
  ["A63", "Greystones"],
  ["A67", "Wicklow"],
  ["A75", "Castleblayney"],
  ["A81", "Carrickmacross"],
  ["A82", "Kells"],
  ["A83", "Enfield"],
  ["A84", "Ashbourne"],
  ["A85", "Dunshaughlin"],
  ["A86", "Dunboyne"],
  ["A91", "Dundalk"],
  ["A92", "Drogheda"],
  ["A94", "Blackrock"],
  ["A96", "Glenageary", { centre: [53.281, -6.121] }],
  ["A98", "Bray"],
  ["C15", "Navan"],
  dublin("1", 53.352, -6.258),
  dublin("2", 53.338, -6.253),
  dublin("3", 53.364, -6.225),
  dublin("4", 53.327, -6.225),
  dublin("5", 53.383, -6.19),
  dublin("6", 53.318, -6.262),
  dublin("6W", 53.305, -6.295),
  dublin("7", 53.36, -6.285),
  dublin("8", 53.338, -6.285),
  dublin("9", 53.385, -6.25),
  dublin("10", 53.343, -6.355),
  dublin("11", 53.392, -6.3),
  dublin("12", 53.322, -6.32),
  dublin("13", 53.392, -6.135),
  dublin("14", 53.295, -6.262),
  dublin("15", 53.385, -6.38),
  dublin("16", 53.275, -6.28),
  dublin("17", 53.395, -6.195),
  dublin("18", 53.262, -6.17),
  dublin("20", 53.35, -6.37),
  dublin("22", 53.322, -6.4),
  dublin("24", 53.287, -6.372),
  ["E21", "Cahir"],
  ["E25", "Cashel"],
  ["E32", "Carrick-on-Suir"],
  ["E34", "Tipperary"],
  ["E41", "Thurles"],
  ["E45", "Nenagh"],
  ["E53", "Roscrea"],
  ["E91", "Clonmel", { centreTown: "Cluain Meala" }],
  ["F12", "Claremorris"],
  ["F23", "Castlebar"],
  ["F26", "Ballina"],
  ["F28", "Westport"],
  ["F31", "Ballinrobe"],
  ["F35", "Ballyhaunis"],
  ["F42", "Roscommon"],
  ["F45", "Castlerea"],
  ["F52", "Boyle"],
  ["F56", "Ballymote"],
  ["F91", "Sligo"],
  ["F92", "Letterkenny"],
  ["F93", "Lifford", { centreTown: "Leifear" }],
  ["F94", "Donegal"],
  ["H12", "Cavan"],
  ["H14", "Belturbet"],
  ["H16", "Cootehill"],
  ["H18", "Monaghan"],
  ["H23", "Clones"],
  ["H53", "Ballinasloe"],
  ["H54", "Tuam"],
  ["H62", "Loughrea"],
  ["H65", "Athenry"],
  ["H71", "Clifden"],
  ["H91", "Galway", { centreTown: "Gaillimh" }],
  ["K32", "Balbriggan"],
  ["K34", "Skerries"],
  ["K36", "Malahide"],
  ["K45", "Lusk"],
  ["K56", "Rush", { centreTown: "An Ros" }],
  ["K67", "Swords"],
  ["K78", "Lucan"],
  ["N37", "Athlone"],
  ["N39", "Longford"],
  ["N41", "Carrick-on-Shannon"],
  ["N91", "Mullingar", { centreTown: "An Muileann gCearr" }],
  ["P12", "Macroom"],
  ["P14", "Crookstown", { centre: [51.84, -8.83] }],
  ["P17", "Kinsale"],
  ["P24", "Cobh"],
  ["P25", "Midleton"],
  ["P31", "Ballincollig"],
  ["P32", "Rylane", { centre: [52.0, -8.82] }],
  ["P36", "Youghal"],
  ["P43", "Carrigaline"],
  ["P47", "Dunmanway"],
  ["P51", "Mallow"],
  ["P56", "Charleville"],
  ["P61", "Fermoy"],
  ["P67", "Mitchelstown"],
  ["P72", "Bandon"],
  ["P75", "Bantry"],
  ["P81", "Skibbereen"],
  ["P85", "Clonakilty"],
  ["R14", "Athy"],
  ["R21", "Muine Bheag", { centreTown: "Bagenalstown" }],
  ["R32", "Portlaoise"],
  ["R35", "Tullamore"],
  ["R42", "Birr"],
  ["R45", "Edenderry"],
  ["R51", "Kildare"],
  ["R56", "Curragh", { centre: [53.149, -6.82] }],
  ["R93", "Carlow"],
  ["R95", "Kilkenny"],
  ["T12", "Cork Southside", { postTown: "Cork", centre: [51.885, -8.47] }],
  ["T23", "Cork Northside", { postTown: "Cork", centre: [51.915, -8.475] }],
  ["T34", "Carrignavar"],
  ["T45", "Glanmire"],
  ["T56", "Watergrasshill"],
  ["V14", "Shannon"],
  ["V15", "Kilrush"],
  ["V23", "Cahersiveen"],
  ["V31", "Listowel"],
  ["V35", "Kilmallock"],
  ["V42", "Newcastle West"],
  ["V92", "Tralee"],
  ["V93", "Killarney", { centreTown: "Cill Airne" }],
  ["V94", "Limerick"],
  ["V95", "Ennis"],
  ["W12", "Newbridge", { centreTown: "Droichead Nua" }],
  ["W23", "Celbridge"],
  ["W34", "Monasterevin"],
  ["W91", "Naas"],
  ["X35", "Dungarvan"],
  ["X42", "Kilmacthomas"],
  ["X91", "Waterford"],
  ["Y14", "Arklow"],
  ["Y21", "Enniscorthy"],
  ["Y25", "Gorey"],
  ["Y34", "New Ross"],
  ["Y35", "Wexford"],
];

export const EIRCODE_ROUTING_KEYS: readonly EircodeRoutingKey[] = ROWS.map(([key, district, extra]) => {
  const postTown = extra?.postTown ?? district;
  return { key, district, ...extra, postTown, centreTown: extra?.centreTown ?? postTown };
});

const BY_KEY = new Map(EIRCODE_ROUTING_KEYS.map((row) => [row.key, row]));

/** The routing key row of a key ("D02", "d6w"), or undefined. */
export function eircodeRoutingKey(key: string): EircodeRoutingKey | undefined {
  return BY_KEY.get(key.toUpperCase());
}

/** The routing key of an Eircode or a routing key as typed ("D02 X285", "d02x285", "T12"), or null. */
export function routingKeyOf(text: string): string | null {
  const compact = text.trim().toUpperCase().replace(/\s+/g, "");
  const match = /^([AC-FHKNPRTV-Y][0-9]{2}|D6W)([AC-FHKNPRTV-Y0-9]{4})?$/.exec(compact);
  return match && BY_KEY.has(match[1] as string) ? (match[1] as string) : null;
}
