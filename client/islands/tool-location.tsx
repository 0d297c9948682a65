import { FOUND_POSITION_ZOOM } from "../maps/constants.ts";
import { MapView } from "../maps/map-view.tsx";
import { SERVICE_UNAVAILABLE } from "../tools/messages.ts";
import { LocationBlocks, NoPositionNotice, ShareBlock } from "../tools/location/location-blocks.tsx";
import { headline } from "../tools/location/location-headline.ts";
import { useLocation } from "../tools/location/use-location.ts";
import { ToolMessage } from "../tools/tool-message.tsx";
import type { ToolIslandProps } from "../tools/tool-props.ts";
import { tool } from "../tools/tools.ts";
import { dataScope } from "../tools/words/scope.ts";
import CopyButton from "../copy/copy-button.tsx";

/**
 * The location tools (what is my address, where am I, what country am I in, what is my
 * ZIP code, the extra 4 digits): the browser's position, its address by reverse
 * geocoding, a map, and a link to share. Without a position: the notice and NA values
 * (the country tool still names the network's country).
 */
export default function ToolLocation({ tool: slug, tiles, capabilities }: ToolIslandProps) {
  const { state, link, setLink, networkCountry, locate, retryLookUp } = useLocation();
  const position = "position" in state ? state.position : null;
  const answer = state.kind === "found" ? state.answer : null;
  const fields = answer?.fields ?? null;
  const first = headline(tool(slug).focus ?? "address", answer, networkCountry);
  return (
    <div className="tool tool--location" aria-busy={state.kind === "locating" || state.kind === "looking-up"}>
      {state.kind === "locating" ? (
        <p className="tool-status" role="status">
          Finding your position… Your browser may ask for your permission.
        </p>
      ) : null}
      {state.kind === "no-position" ? <NoPositionNotice reason={state.reason} onRetry={() => void locate()} /> : null}
      {state.kind === "service-unavailable" ? (
        <ToolMessage
          kind="error"
          action={
            <button
              type="button"
              className="button button--secondary button--small"
              onClick={() => retryLookUp(state.position)}
            >
              Try again
            </button>
          }
        >
          {SERVICE_UNAVAILABLE}
        </ToolMessage>
      ) : null}
      {first ? (
        <p className="tool-headline">
          <span className="tool-headline__text">{first.text}</span>
          {first.copy ? <CopyButton text={first.copy} label="Copy" subject={first.text} /> : null}
        </p>
      ) : null}
      {first?.words ? <p className="tool-headline__words">{first.words}</p> : null}
      <LocationBlocks id={slug} found={state.kind === "found"} fields={fields} position={position} />
      {position ? (
        <MapView
          label="Map of your position"
          center={position}
          zoom={FOUND_POSITION_ZOOM}
          marker={position}
          markerLabel="Your position"
          tiles={tiles}
        />
      ) : null}
      {fields && position ? (
        <ShareBlock id={slug} link={link} onLink={setLink} position={position} placeId={fields.placeId} />
      ) : null}
      <p className="tool-scope">{dataScope("location", capabilities)}</p>
    </div>
  );
}
