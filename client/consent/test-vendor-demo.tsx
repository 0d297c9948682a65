import { ConsentEmbed, ServiceSlot } from "./consent-embed.tsx";

/**
 * Local runs only (/__test-vendors/demo, worker/consent/test-vendor-demo.ts): every kind
 * of consent-gated service on one page, served by the local test vendors, so that a
 * person and the browser tests can see embeds and slots wait for consent.
 */
export function TestVendorDemo() {
  return (
    <main id="main" className="container test-vendor-demo">
      <h1>Local test vendors</h1>
      <p>
        This page exists only in local runs. Each box below is served by a local test vendor once its consent is given:
        from the banner, or from the box&apos;s own button.{" "}
        <button type="button" className="link-button" data-cookie-management="">
          Cookie settings
        </button>
      </p>
      <h2>Video</h2>
      <ConsentEmbed
        service="video"
        id="locus-demo-video"
        title="A two-minute tour of Locus maps"
        shape="landscape"
        allow="fullscreen"
      />
      <h2>Code sandbox</h2>
      <ConsentEmbed
        service="codeSandbox"
        id="localities-autocomplete"
        title="Address autocomplete in a sandbox"
        height={420}
      />
      <h2>Fiddle</h2>
      <ConsentEmbed service="fiddle" id="locus-map-fiddle" title="A map in a fiddle" />
      <h2>Offices map</h2>
      <ServiceSlot
        service="officesMap"
        label="Map of our offices"
        options={{ language: "en", zoom: 3, markerIcon: "/favicon.svg" }}
      >
        <p>Our offices: Lyon, Berlin and Austin.</p>
      </ServiceSlot>
      <h2>Reviews</h2>
      <ServiceSlot service="reviewTracker" label="Customer reviews">
        <p>Customers rate Locus 4.8 out of 5.</p>
      </ServiceSlot>
    </main>
  );
}
