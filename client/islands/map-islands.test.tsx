import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import MapDirections from "./map-directions.tsx";
import MapDiscover from "./map-discover.tsx";

/** Server HTML must carry no style attributes: the CSP has style-src 'self' without 'unsafe-inline'. */
const noInlineStyle = (html: string) => expect(html).not.toMatch(/\sstyle=/);

/** What a person reads: the HTML without tags and React's text separators. */
const text = (html: string) => html.replace(/<!-- -->/g, "").replace(/<[^>]+>/g, "");

describe("the Discover Map island's server HTML", () => {
  const html = renderToString(
    <MapDiscover
      title="Harbours of Andalusia"
      zoom="7"
      latcenter="36.95"
      lngcenter="-4.6"
      points={[
        { label: "Málaga", lat: "36.7213", lng: "-4.4214" },
        { label: "Broken", lat: "x", lng: "1" },
      ]}
    />,
  );

  it("is a named, focusable map region waiting for its map", () => {
    expect(html).toContain('role="region"');
    expect(html).toContain('aria-label="Map: Harbours of Andalusia"');
    expect(html).toContain('tabindex="0"');
    expect(html).toContain('data-map-state="waiting"');
    expect(html).toContain("Use the arrow keys to move the map and the plus and minus keys to zoom.");
    noInlineStyle(html);
  });

  it("gives the centre and the usable points as text", () => {
    expect(text(html)).toContain("Map centre: Lat: 36.95 / Long: -4.6");
    expect(text(html)).toContain("Places on this map (1)");
    expect(text(html)).toContain("Málaga: Lat: 36.7213 / Long: -4.4214");
    expect(html).not.toContain("Broken");
  });

  it("falls back to southern Spain when the centre is unusable", () => {
    const fallback = renderToString(<MapDiscover title="T" latcenter="north" lngcenter="-4" zoom="" />);
    expect(text(fallback)).toContain("Lat: 37.0194 / Long: -4.5612");
  });
});

describe("the directions island's server HTML", () => {
  it("shows the shared position and a destination given as coordinates", () => {
    const html = renderToString(<MapDirections loc="36.7213,-4.4214,14" destination="36.5271,-6.2886" />);
    expect(html).toContain('aria-label="Map of the shared position and the destination"');
    expect(text(html)).toContain("Shared position: Lat: 36.7213 / Long: -4.4214");
    expect(text(html)).toContain("Destination: Lat: 36.5271 / Long: -6.2886");
    expect(html).not.toContain('role="note"');
    noInlineStyle(html);
  });

  it("uses the position and name the server resolved for a place id", () => {
    const html = renderToString(
      <MapDirections
        loc="36.7213,-4.4214,14"
        destination="place-123"
        destinationPosition={{ lat: 36.8, lng: -2.46 }}
        destinationLabel="Almería harbour"
      />,
    );
    expect(text(html)).toContain("Almería harbour: Lat: 36.8 / Long: -2.46");
  });

  it("names an unresolved place id instead of inventing a position", () => {
    const html = renderToString(<MapDirections loc="36.7213,-4.4214,14" destination="place-123" />);
    expect(text(html)).toContain("Destination: place place-123 (its position could not be shown).");
    expect(html).toContain('aria-label="Map of the shared position"');
  });

  it("explains a malformed link and shows no position", () => {
    const html = renderToString(<MapDirections loc="91,0,14" />);
    expect(html).toContain('role="note"');
    expect(html).toContain("The latitude in this link must be between -90 and 90.");
    expect(text(html)).toContain("Shared position: Lat: NA / Long: NA");
  });
});
