import type { ComponentProps } from "react";
import ApiTryIt from "./api-try-it.tsx";
import Funnel from "./funnel.tsx";
import HeroAutocomplete from "./hero-autocomplete.tsx";
import DemoAutocomplete from "./demo-autocomplete.tsx";
import DemoCheckout from "./demo-checkout.tsx";
import DemoDistance from "./demo-distance.tsx";
import DemoGeolocation from "./demo-geolocation.tsx";
import DemoLocalities from "./demo-localities.tsx";
import DemoMap from "./demo-map.tsx";
import DemoStores from "./demo-stores.tsx";
import MapDirections from "./map-directions.tsx";
import MapDiscover from "./map-discover.tsx";
import SignUp from "./signup.tsx";
import Survey from "./survey.tsx";
import PricingSimulator from "./pricing-simulator.tsx";
import ToolAddress from "./tool-address.tsx";
import ToolGeocode from "./tool-geocode.tsx";
import ToolLocation from "./tool-location.tsx";

/**
 * Every island, by name, for server rendering. An island is a file in this folder with
 * one default export; its browser loader is in loaders.ts (lazy, one chunk each).
 */
export const islandComponents = {
  funnel: Funnel,
  "map-discover": MapDiscover,
  "map-directions": MapDirections,
  signup: SignUp,
  survey: Survey,
  "tool-address": ToolAddress,
  "tool-geocode": ToolGeocode,
  "tool-location": ToolLocation,
  "pricing-simulator": PricingSimulator,
  "demo-autocomplete": DemoAutocomplete,
  "demo-checkout": DemoCheckout,
  "demo-distance": DemoDistance,
  "demo-geolocation": DemoGeolocation,
  "demo-localities": DemoLocalities,
  "demo-map": DemoMap,
  "demo-stores": DemoStores,
  "hero-autocomplete": HeroAutocomplete,
  "api-try-it": ApiTryIt,
} as const;

export type IslandName = keyof typeof islandComponents;

/**
 * Islands that do not load with the page (client/entry.ts), so that their chunks and React are
 * not preloaded and the page stays light before they are needed:
 * - `interaction`: on focus, pointer, touch or a key inside, or once the browser is idle;
 * - `visible`: when it comes near the viewport (or on interaction), for islands below the fold.
 */
export const ISLAND_LOADING: Partial<Record<IslandName, "interaction" | "visible">> = {
  "hero-autocomplete": "interaction",
  "pricing-simulator": "visible",
  "api-try-it": "visible",
};
export type IslandProps<N extends IslandName> = ComponentProps<(typeof islandComponents)[N]>;
