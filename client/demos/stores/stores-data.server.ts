import summary from "../../../dist/demos/stores-summary.json" with { type: "json" };
import type { StoresData } from "./stores.ts";

/**
 * The Worker's stand-in for stores-data.ts (package.json "imports", condition "workerd"):
 * before a search the demo shows only the summary of its shops, which the build writes
 * (scripts/build-content.ts), so the Worker does not bundle the 40 shops; the browser
 * searches them. The same summary, so the first render in the browser matches the server's.
 */
export const STORES_DATA: StoresData = { ...summary, stores: [] };
