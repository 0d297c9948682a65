/**
 * The checkout demos' rules, pure: which fields are missing or malformed, and the delivery
 * label in each country's postal order (France: postcode then TOWN; UK: TOWN, then the
 * postcode on its own line; the country last, in capitals).
 */
import { readUkPostcode } from "./uk-postcode.ts";

export interface CheckoutAddress {
  line1: string;
  line2: string;
  /** Town or city (ville). */
  city: string;
  /** County (UK only, optional). */
  county: string;
  postcode: string;
}

export type CheckoutCountry = "FR" | "GB";
export type CheckoutErrors = Partial<Record<keyof CheckoutAddress, string>>;

export const EMPTY_ADDRESS: CheckoutAddress = { line1: "", line2: "", city: "", county: "", postcode: "" };

export const FR_MESSAGES = {
  line1: "Enter the street number and name",
  city: "Enter the town",
  postcode: "A French postcode has 5 digits, like 75002",
} as const;

export const UK_MESSAGES = {
  line1: "Enter the first line of your address",
  city: "Enter your town or city",
} as const;

/** A French postcode: five digits, from 01 to 98 (Corsica is 20, overseas 97 and 98). */
export function isFrenchPostcode(text: string): boolean {
  return /^(?:0[1-9]|[1-8]\d|9[0-8])\d{3}$/.test(text.trim());
}

/** The fields to correct before the address can be used; empty when it is complete. */
export function checkoutErrors(country: CheckoutCountry, address: CheckoutAddress): CheckoutErrors {
  const errors: CheckoutErrors = {};
  if (country === "FR") {
    if (!address.line1.trim()) errors.line1 = FR_MESSAGES.line1;
    if (!isFrenchPostcode(address.postcode)) errors.postcode = FR_MESSAGES.postcode;
    if (!address.city.trim()) errors.city = FR_MESSAGES.city;
    return errors;
  }
  if (!address.line1.trim()) errors.line1 = UK_MESSAGES.line1;
  if (!address.city.trim()) errors.city = UK_MESSAGES.city;
  const postcode = readUkPostcode(address.postcode);
  if (!postcode.ok) errors.postcode = postcode.message;
  return errors;
}

/**
 * The delivery label, line by line, as the country's post writes it.
 * @example deliveryLabel("FR", { line1: "12 rue de la Paix", city: "Paris", postcode: "75002", … }) // ["12 rue de la Paix", "75002 PARIS", "FRANCE"]
 */
export function deliveryLabel(country: CheckoutCountry, address: CheckoutAddress): string[] {
  const lines = [address.line1.trim(), address.line2.trim()];
  if (country === "FR") {
    lines.push(`${address.postcode.trim()} ${address.city.trim().toLocaleUpperCase("fr")}`, "FRANCE");
  } else {
    const postcode = readUkPostcode(address.postcode);
    lines.push(
      address.city.trim().toLocaleUpperCase("en-GB"),
      address.county.trim(),
      postcode.ok ? postcode.postcode : address.postcode.trim().toUpperCase(),
      "UNITED KINGDOM",
    );
  }
  return lines.filter(Boolean);
}
