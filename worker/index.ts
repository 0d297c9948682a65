import { createApp } from "./app.ts";
import { queue, scheduled } from "./forms/handlers.ts";

const app = createApp();

/** fetch: the site (app.ts); queue and scheduled: lead delivery and its sweep (forms/). */
export default { fetch: app.fetch, queue, scheduled } satisfies ExportedHandler<Env>;
