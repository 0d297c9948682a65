import { createElement, type ComponentType } from "react";
import { ISLAND_LOADING, islandComponents, type IslandName, type IslandProps } from "./registry.ts";

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
 * props (client/entry.ts), at once or, for the islands of ISLAND_LOADING, on interaction
 * or when near the viewport (`data-load`). Props must be plain JSON; islands never read
 * request context.
 */
export function Island<N extends IslandName>({ name, props }: { name: N; props: IslandProps<N> }) {
  // The registry pairs each name with its component; `props` is typed by that pairing above.
  const Component = islandComponents[name] as ComponentType<object>;
  return (
    <locus-island data-island={name} data-load={ISLAND_LOADING[name]} data-props={JSON.stringify(props)}>
      {createElement(Component, props)}
    </locus-island>
  );
}
