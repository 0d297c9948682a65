import { Island } from "../islands/island.tsx";
import { RichText } from "../rich-text/rich-text.tsx";
import { usePageContext } from "../page-context.ts";
import { Heading, Section } from "../sections/section.tsx";
import type { BlockProps } from "./schemas.ts";

/**
 * Discover Map (spec part 1 §2): an "All maps" breadcrumb to /explore-maps, page name,
 * title, the interactive map (island), the content items and a right-hand summary.
 */
export function DiscoverMap(props: BlockProps<"discoverMap">) {
  const { zoom, latcenter, lngcenter, pageName, PageTitle, summaryTitle, summary, discoverMapContents: items } = props;
  const { mapTiles } = usePageContext();
  const points = items.flatMap((item) => (item.lat && item.lng ? [{ label: item.title, lat: item.lat, lng: item.lng }] : []));
  return (
    <Section common={props} className="discover-map">
      <div className="container">
        <nav className="discover-map__breadcrumb" aria-label="Breadcrumb">
          <a href="/explore-maps">All maps</a>
        </nav>
        {pageName ? <p className="discover-map__name">{pageName}</p> : null}
        <Heading level={1} className="discover-map__title">
          {PageTitle}
        </Heading>
        <div className="discover-map__layout">
          <div className="discover-map__main">
            <Island name="map-discover" props={{ title: PageTitle, zoom, latcenter, lngcenter, points, tiles: mapTiles }} />
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
