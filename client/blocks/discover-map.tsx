import { Island } from "../islands/island.tsx";
import { RichText } from "../rich-text/rich-text.tsx";
import { usePageContext } from "../page-context.ts";
import { Heading, Section } from "../sections/section.tsx";
import * as v from "valibot";
import { richText } from "../rich-text/schema.ts";
import { defineBlock, requiredText, type PropsOf } from "./define-block.ts";

/**
 * Discover Map (docs/section-library.md): zoom, latcenter and lngcenter are text; the map island
 * reads them leniently and falls back to the docs/section-library.md defaults (client/maps/map-view-props.ts).
 * An item with lat and lng is also a point of interest on the map.
 */
const discoverMapItem = v.strictObject({
  title: requiredText("title"),
  text: v.optional(richText),
  lat: v.optional(v.string()),
  lng: v.optional(v.string()),
});

const entries = {
  zoom: v.optional(v.string(), ""),
  latcenter: v.optional(v.string(), ""),
  lngcenter: v.optional(v.string(), ""),
  pageName: v.optional(v.string()),
  PageTitle: requiredText("PageTitle"),
  summaryTitle: v.optional(v.string()),
  summary: v.optional(richText),
  discoverMapContents: v.optional(
    v.pipe(v.array(discoverMapItem), v.maxLength(100, "at most 100 discover-map items")),
    [],
  ),
};

/**
 * Discover Map (docs/section-library.md): an "All maps" breadcrumb to /explore-maps, page name,
 * title, the interactive map (island), the content items and a right-hand summary.
 */
function DiscoverMap(props: PropsOf<typeof entries>) {
  const { zoom, latcenter, lngcenter, pageName, PageTitle, summaryTitle, summary, discoverMapContents: items } = props;
  const { mapTiles, path } = usePageContext();
  const points = items.flatMap((item) =>
    item.lat && item.lng ? [{ label: item.title, lat: item.lat, lng: item.lng }] : [],
  );
  return (
    <Section common={props} className="discover-map">
      <div className="container">
        {/* /explore-maps itself opens on the map of all maps: no link to itself. */}
        {path === "/explore-maps" ? null : (
          <nav className="discover-map__breadcrumb" aria-label="Breadcrumb">
            <a href="/explore-maps">All maps</a>
          </nav>
        )}
        {pageName ? <p className="discover-map__name">{pageName}</p> : null}
        <Heading level={1} className="discover-map__title">
          {PageTitle}
        </Heading>
        <div className="discover-map__layout">
          <div className="discover-map__main">
            <Island
              name="map-discover"
              props={{ title: PageTitle, zoom, latcenter, lngcenter, points, tiles: mapTiles }}
            />
            {items.length > 0 ? (
              <ul className="discover-map__items">
                {items.map((item, i) => (
                  <li key={i} className="discover-map__item">
                    <Heading level={2}>{item.title}</Heading>
                    {item.text ? <RichText value={item.text} /> : null}
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
          {summaryTitle || summary ? (
            <aside className="discover-map__summary" aria-label={summaryTitle || "Summary"}>
              {summaryTitle ? <Heading level={2}>{summaryTitle}</Heading> : null}
              {summary ? <RichText value={summary} /> : null}
            </aside>
          ) : null}
        </div>
      </div>
    </Section>
  );
}

export const discoverMapBlock = defineBlock({
  type: "discoverMap",
  label: "Discover map",
  description: "A live map with places of interest, their descriptions and a summary.",
  entries,
  Component: DiscoverMap,
  islands: () => ["map-discover"],
  sample: {
    zoom: "11",
    latcenter: "51.5072",
    lngcenter: "-0.1276",
    pageName: "Map of London",
    PageTitle: "Markets of London",
    summaryTitle: "About this map",
    summary: [{ p: "Three covered markets, a short walk from a Tube station each." }],
    discoverMapContents: [
      { title: "Borough Market", text: [{ p: "Food stalls by London Bridge." }], lat: "51.5055", lng: "-0.0910" },
      { title: "Camden Market", text: [{ p: "Crafts and street food by the lock." }], lat: "51.5414", lng: "-0.1466" },
    ],
  },
});
