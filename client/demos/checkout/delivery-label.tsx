/** The address as it will be printed on the parcel, once the form is complete. */
export function DeliveryLabel({ lines }: { lines: string[] }) {
  return (
    <section className="checkout__label" aria-labelledby="checkout-label-title" role="status">
      <h3 id="checkout-label-title" className="checkout__label-title">
        Delivery address, as the post will read it
      </h3>
      <address data-testid="delivery-label">
        {lines.map((line, i) => (
          <span key={i}>
            {line}
            <br />
          </span>
        ))}
      </address>
    </section>
  );
}
