import { createApp } from "./app.ts";

export default createApp() satisfies ExportedHandler<Env>;
