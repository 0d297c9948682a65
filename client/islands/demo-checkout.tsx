import { CheckoutFr } from "../demos/checkout/checkout-fr.tsx";
import { CheckoutUk } from "../demos/checkout/checkout-uk.tsx";
import { formatPrice, type Currency } from "../pricing/currency.ts";

/** The fictional basket beside the form, so that the demo reads as the last step of a purchase. */
const BASKET: { item: string; price: number }[] = [
  { item: "Waterproof cycling jacket", price: 89 },
  { item: "Rear light, USB", price: 24 },
];
const DELIVERY = 4.9;

function Basket({ currency }: { currency: Currency }) {
  const total = BASKET.reduce((sum, line) => sum + line.price, DELIVERY);
  return (
    <aside className="checkout-basket" aria-label="Your order">
      <p className="checkout-basket__title">Your order</p>
      <ul>
        {BASKET.map((line) => (
          <li key={line.item}>
            <span>{line.item}</span>
            <span>{formatPrice(line.price, currency)}</span>
          </li>
        ))}
        <li>
          <span>Delivery</span>
          <span>{formatPrice(DELIVERY, currency)}</span>
        </li>
      </ul>
      <p className="checkout-basket__total">
        <span>Total</span>
        <span>{formatPrice(total, currency)}</span>
      </p>
    </aside>
  );
}

/** The checkout demos (`localities-checkout-fr`, `localities-checkout-uk`): one island, the country's form. */
export default function DemoCheckout({ country, embedded }: { country: "FR" | "GB"; embedded: boolean }) {
  return (
    <div className="demo demo--checkout">
      {country === "FR" ? <CheckoutFr embedded={embedded} /> : <CheckoutUk embedded={embedded} />}
      <Basket currency={country === "FR" ? "euros" : "pounds"} />
    </div>
  );
}
