import { useRef, useState } from "react";
import { addressFields } from "../../tools/address-fields.ts";
import { forwardGeocode } from "../demo-api.ts";
import { PlacePicker, type ChosenPlace } from "../place-picker.tsx";
import { CheckoutField } from "./checkout-field.tsx";
import { readUkPostcode } from "./uk-postcode.ts";
import { CheckoutEnd, CheckoutNote, useCheckoutForm } from "./use-checkout-form.tsx";

/**
 * A UK shop's checkout (demo `localities-checkout-uk`): "Find address" from a postcode, as
 * UK shoppers expect, or a town search; then the address lines. The Localities API is asked
 * first; where its data has no such postcode (the embedded data has none in the UK), the
 * postcode's area names the post town and the street is left to the shopper.
 */
export function CheckoutUk({ embedded }: { embedded: boolean }) {
  const { address, errors, label, note, set, fill, submit } = useCheckoutForm("GB");
  const [lookupText, setLookupText] = useState("");
  const [lookupError, setLookupError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const line1 = useRef<HTMLInputElement>(null);

  function fillFrom(place: { street: string; city: string; postcode: string }, message: string | null) {
    fill(
      {
        ...(place.street ? { line1: place.street } : {}),
        city: place.city,
        ...(place.postcode ? { postcode: place.postcode } : {}),
      },
      message,
    );
    if (!place.street) line1.current?.focus();
  }

  async function findAddress() {
    const postcode = readUkPostcode(lookupText);
    if (!postcode.ok) return setLookupError(postcode.message);
    setLookupError(undefined);
    setLookupText(postcode.postcode);
    setBusy(true);
    const [first] = await forwardGeocode(postcode.postcode, "GB");
    setBusy(false);
    const fields = first ? addressFields(first) : null;
    // A full answer has the postcode itself; an answer by the postcode's area alone is said as one, below.
    if (fields?.city && fields.postcodes.length > 0) {
      const street = [fields.number, fields.street].filter(Boolean).join(" ");
      fillFrom(
        { street, city: fields.city, postcode: fields.postcodes[0] ?? postcode.postcode },
        street ? null : "Add your house number and street.",
      );
      return;
    }
    const where = `${postcode.postcode} is in the ${postcode.areaName} postcode area`;
    fillFrom(
      { street: "", city: postcode.postTown ?? "", postcode: postcode.postcode },
      postcode.postTown
        ? `${where}. Our demo data has no UK street addresses: add your house number and street, and check the town.`
        : `${where}. Enter your town and street.`,
    );
  }

  function chooseTown(place: ChosenPlace) {
    const fields = addressFields(place.result);
    fillFrom(
      {
        street: [fields.number, fields.street].filter(Boolean).join(" "),
        city: fields.city ?? fields.formatted,
        postcode: fields.postcodes[0] ?? "",
      },
      "Add your street and postcode.",
    );
  }

  return (
    <form className="checkout" onSubmit={submit} noValidate aria-label="Delivery address in the United Kingdom">
      <div className="checkout__lookup">
        <CheckoutField
          id="checkout-uk-lookup"
          label="Find your address by postcode"
          value={lookupText}
          onChange={(value) => {
            setLookupText(value);
            setLookupError(undefined);
          }}
          error={lookupError}
          autoComplete="off"
          onEnter={() => void findAddress()}
        />
        <button
          type="button"
          className="button button--secondary checkout__find"
          disabled={busy}
          onClick={() => void findAddress()}
        >
          {busy ? "Finding…" : "Find address"}
        </button>
      </div>
      <details className="checkout__alternative">
        <summary>No postcode to hand? Search your town</summary>
        <PlacePicker id="checkout-uk-town" label="Town search" country="GB" embedded={embedded} onPlace={chooseTown} />
      </details>
      <CheckoutNote note={note} />
      <div className="checkout__fields">
        <CheckoutField
          id="checkout-uk-line1"
          label="Address line 1"
          value={address.line1}
          onChange={set("line1")}
          error={errors.line1}
          autoComplete="address-line1"
          inputRef={line1}
          className="checkout__field--wide"
        />
        <CheckoutField
          id="checkout-uk-line2"
          label="Address line 2"
          value={address.line2}
          onChange={set("line2")}
          autoComplete="address-line2"
          optional
          className="checkout__field--wide"
        />
        <CheckoutField
          id="checkout-uk-city"
          label="Town or city"
          value={address.city}
          onChange={set("city")}
          error={errors.city}
          autoComplete="address-level2"
        />
        <CheckoutField
          id="checkout-uk-county"
          label="County"
          value={address.county}
          onChange={set("county")}
          autoComplete="address-level1"
          optional
        />
        <CheckoutField
          id="checkout-uk-postcode"
          label="Postcode"
          value={address.postcode}
          onChange={set("postcode")}
          error={errors.postcode}
          autoComplete="postal-code"
        />
        <CheckoutField
          id="checkout-uk-country"
          label="Country"
          value="United Kingdom"
          readOnly
          autoComplete="country-name"
        />
      </div>
      <CheckoutEnd label={label} />
    </form>
  );
}
