import { Island } from "../islands/island.tsx";
import { usePageContext } from "../page-context.ts";
import { BlockTitle } from "../sections/block-title.tsx";
import { Section } from "../sections/section.tsx";
import type { BlockProps } from "./schemas.ts";

/**
 * The /maps page that "Get directions" and shared links open: the island reads `loc` and
 * `destination` from the link itself, so one cached page serves every link.
 */
export function MapDirectionsBlock(props: BlockProps<"mapDirections">) {
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
