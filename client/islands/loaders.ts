import type { ComponentType } from "react";
import type { IslandName, IslandProps } from "./registry.ts";

/**
 * Browser loaders, one lazily imported chunk per island. The mapped type makes the
 * compiler insist on a loader for every island of registry.ts.
 */
export const islandLoaders: { [N in IslandName]: () => Promise<{ default: ComponentType<IslandProps<N>> }> } = {
  funnel: () => import("./funnel.tsx"),
  "map-discover": () => import("./map-discover.tsx"),
  "map-directions": () => import("./map-directions.tsx"),
  signup: () => import("./signup.tsx"),
  survey: () => import("./survey.tsx"),
  "tool-address": () => import("./tool-address.tsx"),
  "tool-geocode": () => import("./tool-geocode.tsx"),
  "tool-location": () => import("./tool-location.tsx"),
  "pricing-simulator": () => import("./pricing-simulator.tsx"),
  "demo-autocomplete": () => import("./demo-autocomplete.tsx"),
  "demo-checkout": () => import("./demo-checkout.tsx"),
  "demo-distance": () => import("./demo-distance.tsx"),
  "demo-geolocation": () => import("./demo-geolocation.tsx"),
  "demo-localities": () => import("./demo-localities.tsx"),
  "demo-map": () => import("./demo-map.tsx"),
  "demo-stores": () => import("./demo-stores.tsx"),
  "hero-autocomplete": () => import("./hero-autocomplete.tsx"),
  "api-try-it": () => import("./api-try-it.tsx"),
};
