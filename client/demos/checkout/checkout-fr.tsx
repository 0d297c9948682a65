import { useRef, useState } from "react";
import { addressFields } from "../../tools/address-fields.ts";
import { PlacePicker, type ChosenPlace } from "../place-picker.tsx";
import { CheckoutField } from "./checkout-field.tsx";
import { CheckoutEnd, CheckoutNote, useCheckoutForm } from "./use-checkout-form.tsx";

/**
 * A French shop's checkout (demo `localities-checkout-fr`): a suggestion chosen in the search
 * fills the street (when the data has it), the postcode and the town; French conventions
 * apply (postcode before the town, five digits, the town in capitals on the label).
 */
export function CheckoutFr({ embedded }: { embedded: boolean }) {
  const { address, errors, label, note, set, fill, submit } = useCheckoutForm("FR");
  const [postcodes, setPostcodes] = useState<string[]>([]);
  const line1 = useRef<HTMLInputElement>(null);
  const postcode = useRef<HTMLInputElement>(null);

  function choose(place: ChosenPlace) {
    const fields = addressFields(place.result);
    const street = [fields.number, fields.street].filter(Boolean).join(" ");
    const single = fields.postcodes.length === 1 ? (fields.postcodes[0] ?? "") : "";
    const notes: string[] = [];
    if (fields.postcodes.length > 1)
      notes.push(
        `${fields.city ?? "This town"} has ${fields.postcodes.length} postcodes: choose yours in the Postcode field.`,
      );
    if (fields.postcodes.length === 0) notes.push("Type your postcode: our data has none for this place.");
    if (!street) notes.push("Add your street number and name: the demo data stops at the town.");
    fill(
      { ...(street ? { line1: street } : {}), postcode: single, city: fields.city ?? fields.formatted },
      notes.join(" ") || null,
    );
    setPostcodes(fields.postcodes);
    (street ? (single ? null : postcode.current) : line1.current)?.focus();
  }

  return (
    <form className="checkout" onSubmit={submit} noValidate aria-label="Delivery address in France">
      <PlacePicker
        id="checkout-fr-search"
        label="Search your address"
        country="FR"
        embedded={embedded}
        onPlace={choose}
      />
      <CheckoutNote note={note} />
      <div className="checkout__fields">
        <CheckoutField
          id="checkout-fr-line1"
          label="Street number and name"
          value={address.line1}
          onChange={set("line1")}
          error={errors.line1}
          autoComplete="address-line1"
          inputRef={line1}
          className="checkout__field--wide"
        />
        <CheckoutField
          id="checkout-fr-line2"
          label="Building, floor, door code"
          value={address.line2}
          onChange={set("line2")}
          autoComplete="address-line2"
          optional
          className="checkout__field--wide"
        />
        <CheckoutField
          id="checkout-fr-postcode"
          label="Postcode"
          value={address.postcode}
          onChange={set("postcode")}
          error={errors.postcode}
          autoComplete="postal-code"
          inputMode="numeric"
          inputRef={postcode}
          {...(postcodes.length > 1 ? { list: "checkout-fr-postcodes" } : {})}
        />
        <CheckoutField
          id="checkout-fr-city"
          label="Town"
          value={address.city}
          onChange={set("city")}
          error={errors.city}
          autoComplete="address-level2"
        />
        <CheckoutField
          id="checkout-fr-country"
          label="Country"
          value="France"
          readOnly
          autoComplete="country-name"
          className="checkout__field--wide"
        />
        {postcodes.length > 1 ? (
          <datalist id="checkout-fr-postcodes">
            {postcodes.map((code) => (
              <option key={code} value={code} />
            ))}
          </datalist>
        ) : null}
      </div>
      <CheckoutEnd label={label} />
    </form>
  );
}
