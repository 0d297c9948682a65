import { Island } from "../islands/island.tsx";
import { usePageContext } from "../page-context.ts";
import { BlockTitle } from "../sections/block-title.tsx";
import { Section } from "../sections/section.tsx";
import * as v from "valibot";
import { inline } from "../rich-text/schema.ts";
import { defineBlock, requiredText, type PropsOf } from "./define-block.ts";

/** The page that "Get directions" and shared links open (/maps): the island reads the link's query. */
const entries = {
  title: requiredText("title"),
  intro: v.optional(inline),
};

/**
 * The /maps page that "Get directions" and shared links open: the island reads `loc` and
 * `destination` from the link itself, so one cached page serves every link.
 */
function MapDirectionsBlock(props: PropsOf<typeof entries>) {
  const { mapTiles } = usePageContext();
  return (
    <Section common={props} className="map-directions-block">
      <div className="container">
        <BlockTitle title={props.title} intro={props.intro} introClassName="map-directions-block__intro" />
        <Island name="map-directions" props={{ tiles: mapTiles }} />
      </div>
    </Section>
  );
}

export const mapDirectionsBlock = defineBlock({
  type: "mapDirections",
  label: "Directions map",
  description: 'The map that shared links and "Get directions" open; it reads the link\'s position and destination.',
  group: "Maps, tools and forms",
  entries,
  Component: MapDirectionsBlock,
  islands: () => ["map-directions"],
  sample: { title: "Directions", intro: "The place that was shared with you, on the map." },
});
