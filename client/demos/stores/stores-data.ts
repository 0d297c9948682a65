import file from "../../../content/demos/stores.json" with { type: "json" };
import { type Store, type StoresData, storesSummary } from "./stores.ts";

/**
 * The demo's shops in the browser, which searches them (content/demos/stores.json). The
 * Worker renders only what the demo shows before a search, and bundles its summary instead
 * (package.json "imports", stores-data.server.ts; docs/architecture.md, "The Worker bundle").
 */
export const STORES_DATA: StoresData = { ...storesSummary(file), stores: file.stores as Store[] };
