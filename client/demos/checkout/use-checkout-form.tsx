import { useState, type FormEvent } from "react";
import {
  checkoutErrors,
  deliveryLabel,
  EMPTY_ADDRESS,
  type CheckoutAddress,
  type CheckoutCountry,
  type CheckoutErrors,
} from "./checkout-rules.ts";
import { DeliveryLabel } from "./delivery-label.tsx";

/**
 * The state both checkout forms share: the address, its field errors, the note that says
 * what is left to type, and the delivery label once the address is complete.
 */
export function useCheckoutForm(country: CheckoutCountry) {
  const [address, setAddress] = useState<CheckoutAddress>(EMPTY_ADDRESS);
  const [errors, setErrors] = useState<CheckoutErrors>({});
  const [label, setLabel] = useState<string[] | null>(null);
  const [note, setNote] = useState<string | null>(null);

  /** A change handler for one field (a change hides the label until the next submit). */
  const set = (field: keyof CheckoutAddress) => (value: string) => {
    setAddress((current) => ({ ...current, [field]: value }));
    setLabel(null);
  };

  /** Fills fields from a lookup, and says what the shopper still has to do. */
  function fill(fields: Partial<CheckoutAddress>, message: string | null) {
    setAddress((current) => ({ ...current, ...fields }));
    setErrors({});
    setLabel(null);
    setNote(message);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = checkoutErrors(country, address);
    setErrors(found);
    setLabel(Object.keys(found).length === 0 ? deliveryLabel(country, address) : null);
  }

  return { address, errors, label, note, set, fill, submit };
}

/** The note under the lookup: what the data filled in and what is left to type. */
export function CheckoutNote({ note }: { note: string | null }) {
  return note ? (
    <p className="checkout__note" role="note">
      {note}
    </p>
  ) : null;
}

/** The submit button and, once the address is complete, its delivery label. */
export function CheckoutEnd({ label }: { label: string[] | null }) {
  return (
    <>
      <button type="submit" className="button button--primary">
        Use this address
      </button>
      {label ? <DeliveryLabel lines={label} /> : null}
    </>
  );
}
