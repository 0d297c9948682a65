/**
 * Samples the covers draw: a postcode of each country taken apart, and an address label
 * written the way each country's post expects it. The formats are real (each country's
 * postal rules, as the blog's address guides explain them); the streets, names and
 * numbers on the labels are made up for Locus.
 */

export interface PostcodeSample {
  code: string;
  caption: string;
  parts: { text: string; label: string }[];
}

export const POSTCODES: Record<string, PostcodeSample> & { GB: PostcodeSample } = {
  GB: {
    code: "SW1A 1AA",
    caption: "UK postcode: outward · inward",
    parts: [
      { text: "SW", label: "area" },
      { text: "1A", label: "district" },
      { text: "1", label: "sector" },
      { text: "AA", label: "unit" },
    ],
  },
  US: {
    code: "90210-1234",
    caption: "US ZIP+4 code",
    parts: [
      { text: "902", label: "sectional centre" },
      { text: "10", label: "delivery area" },
      { text: "1234", label: "+4 segment" },
    ],
  },
  IE: {
    code: "D02 X285",
    caption: "Irish Eircode",
    parts: [
      { text: "D02", label: "routing key" },
      { text: "X285", label: "unique identifier" },
    ],
  },
  CA: {
    code: "K0A 1B0",
    caption: "Canadian postal code",
    parts: [
      { text: "K0A", label: "FSA" },
      { text: "1B0", label: "LDU" },
    ],
  },
  FR: {
    code: "75002",
    caption: "French code postal",
    parts: [
      { text: "75", label: "département" },
      { text: "002", label: "delivery office" },
    ],
  },
  DE: {
    code: "10115",
    caption: "German Postleitzahl",
    parts: [
      { text: "10", label: "zone and region" },
      { text: "115", label: "delivery area" },
    ],
  },
  NL: {
    code: "1012 AB",
    caption: "Dutch postcode",
    parts: [
      { text: "1012", label: "district" },
      { text: "AB", label: "street section" },
    ],
  },
};

export interface AddressLabel {
  country: string;
  lines: string[];
}

export const ADDRESS_LABELS: Record<string, AddressLabel> & { GB: AddressLabel } = {
  GB: { country: "United Kingdom", lines: ["Ms A. Pennick", "Flat 2, 14 Harbour Road", "PENZANCE", "TR18 4AB"] },
  US: { country: "United States", lines: ["Dana Whitlow", "2217 Larkspur Ave Apt 4", "BOISE ID 83702-1533"] },
  FR: { country: "France", lines: ["Mme Odile Ferrand", "12 rue des Tanneurs", "69005 LYON"] },
  DE: { country: "Germany", lines: ["Herrn Jonas Albers", "Lindenstraße 41", "50674 Köln"] },
  IE: { country: "Ireland", lines: ["Niamh Corcoran", "7 Quarry View", "Ballyvourney", "Co. Cork", "P12 XK73"] },
  IT: { country: "Italy", lines: ["Sig.ra Marta Bellini", "Via dei Cestari 18", "00186 ROMA RM"] },
  ES: { country: "Spain", lines: ["Sr. Andrés Molina", "Calle de la Lonja 6, 3º B", "46001 Valencia"] },
  NL: { country: "Netherlands", lines: ["Mevr. L. de Graaf", "Prinsengracht 512 A", "1017 KH AMSTERDAM"] },
  JP: {
    country: "Japan",
    lines: ["Ms Hanako Sato", "Aoyama Heights 302", "4-12-10 Jingumae", "Shibuya-ku, Tokyo 150-0001"],
  },
  IN: { country: "India", lines: ["Ms Kavya Rao", "No. 14, 3rd Cross, 5th Main", "Indiranagar", "BENGALURU 560038"] },
  BR: {
    country: "Brazil",
    lines: ["Sra. Luana Prado", "Rua das Acácias, 221, ap. 41", "Pinheiros", "São Paulo - SP", "05422-010"],
  },
  MX: {
    country: "Mexico",
    lines: ["Sr. Emilio Vargas", "Calle Durango 118, Int. 3", "Col. Roma Norte", "06700 Cuauhtémoc, CDMX"],
  },
  CA: { country: "Canada", lines: ["Julie Tremblay", "450 RUE SAINTE-CATHERINE", "MONTRÉAL QC  H3B 1A7"] },
  AU: { country: "Australia", lines: ["Mr Callum Reid", "Unit 3, 27 Banksia Street", "FREMANTLE WA 6160"] },
  SE: { country: "Sweden", lines: ["Elin Lindqvist", "Storgatan 12 lgh 1102", "411 38 GÖTEBORG"] },
};
