/**
 * The UK's postcode areas (the letters before the first digit) and the post town each is
 * named after: open reference data (Royal Mail's list of 124 geographic areas, Crown
 * Dependencies included). The embedded geocoder has no UK postcodes, so the UK checkout demo
 * reads a typed postcode's area here to name its main post town; a district may belong to
 * another post town (M33 is Sale), which is why the town stays editable.
 * Two areas are named after a region, not a post town: HS (Outer Hebrides) and TS (Cleveland).
 */
export const POSTCODE_AREAS: Readonly<Record<string, string>> = {
  AB: "Aberdeen", AL: "St Albans", B: "Birmingham", BA: "Bath", BB: "Blackburn", BD: "Bradford",
  BH: "Bournemouth", BL: "Bolton", BN: "Brighton", BR: "Bromley", BS: "Bristol", BT: "Belfast",
  CA: "Carlisle", CB: "Cambridge", CF: "Cardiff", CH: "Chester", CM: "Chelmsford", CO: "Colchester",
  CR: "Croydon", CT: "Canterbury", CV: "Coventry", CW: "Crewe", DA: "Dartford", DD: "Dundee",
  DE: "Derby", DG: "Dumfries", DH: "Durham", DL: "Darlington", DN: "Doncaster", DT: "Dorchester",
  DY: "Dudley", E: "London", EC: "London", EH: "Edinburgh", EN: "Enfield", EX: "Exeter",
  FK: "Falkirk", FY: "Blackpool", G: "Glasgow", GL: "Gloucester", GU: "Guildford", GY: "Guernsey",
  HA: "Harrow", HD: "Huddersfield", HG: "Harrogate", HP: "Hemel Hempstead", HR: "Hereford", HS: "Outer Hebrides",
  HU: "Hull", HX: "Halifax", IG: "Ilford", IM: "Isle of Man", IP: "Ipswich", IV: "Inverness",
  JE: "Jersey", KA: "Kilmarnock", KT: "Kingston upon Thames", KW: "Kirkwall", KY: "Kirkcaldy", L: "Liverpool",
  LA: "Lancaster", LD: "Llandrindod Wells", LE: "Leicester", LL: "Llandudno", LN: "Lincoln", LS: "Leeds",
  LU: "Luton", M: "Manchester", ME: "Rochester", MK: "Milton Keynes", ML: "Motherwell", N: "London",
  NE: "Newcastle upon Tyne", NG: "Nottingham", NN: "Northampton", NP: "Newport", NR: "Norwich", NW: "London",
  OL: "Oldham", OX: "Oxford", PA: "Paisley", PE: "Peterborough", PH: "Perth", PL: "Plymouth",
  PO: "Portsmouth", PR: "Preston", RG: "Reading", RH: "Redhill", RM: "Romford", S: "Sheffield",
  SA: "Swansea", SE: "London", SG: "Stevenage", SK: "Stockport", SL: "Slough", SM: "Sutton",
  SN: "Swindon", SO: "Southampton", SP: "Salisbury", SR: "Sunderland", SS: "Southend-on-Sea", ST: "Stoke-on-Trent",
  SW: "London", SY: "Shrewsbury", TA: "Taunton", TD: "Galashiels", TF: "Telford", TN: "Tonbridge",
  TQ: "Torquay", TR: "Truro", TS: "Cleveland", TW: "Twickenham", UB: "Southall", W: "London",
  WA: "Warrington", WC: "London", WD: "Watford", WF: "Wakefield", WN: "Wigan", WR: "Worcester",
  WS: "Walsall", WV: "Wolverhampton", YO: "York", ZE: "Lerwick",
};

/** Areas named after a region rather than a post town: the form does not fill the town from them. */
export const REGION_NAMED_AREAS: ReadonlySet<string> = new Set(["HS", "TS"]);
