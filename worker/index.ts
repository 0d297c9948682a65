import { createApp } from "./app.ts";
import { workerHandlers } from "./handlers.ts";

/**
 * The production entry (`[env.production] main` in wrangler.toml). It imports neither the
 * country simulation nor the benchmark routes (worker/local/), so no var or request can
 * switch them on; scripts/lib/production-bundle.ts checks the built bundle for them.
 */
export default workerHandlers(createApp());
