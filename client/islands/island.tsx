import { createElement, type ComponentType } from "react";
import { islandComponents, type IslandLoad, islandLoad, type IslandName, type IslandProps } from "./registry.ts";

declare module "react" {
  namespace JSX {
    interface IntrinsicElements {
      "locus-island": {
        "data-island": string;
        "data-load"?: string;
        "data-props": string;
        children?: React.ReactNode;
      };
    }
  }
}

/** The element that marks an island in the HTML; client/entry.ts looks for it. */
export const ISLAND_TAG = "locus-island";

/**
 * Renders an island on the server: its HTML, wrapped in <locus-island> with the props
 * it was rendered with, as JSON in an attribute. The browser hydrates it with the same
 * props (client/entry.ts): at once, or, unless it is `eager` (`load`, else ISLAND_LOADING),
 * when it is seen or reached for (`data-load`). Its server HTML holds its place meanwhile,
 * so nothing moves when it hydrates. Props must be plain JSON; islands never read request
 * context.
 */
export function Island<N extends IslandName>({
  name,
  props,
  load,
}: {
  name: N;
  props: IslandProps<N>;
  load?: IslandLoad;
}) {
  // The registry pairs each name with its component; `props` is typed by that pairing above.
  const Component = islandComponents[name] as ComponentType<object>;
  const mode = islandLoad(name, load);
  return (
    <locus-island data-island={name} data-load={mode === "eager" ? undefined : mode} data-props={JSON.stringify(props)}>
      {createElement(Component, props)}
    </locus-island>
  );
}
