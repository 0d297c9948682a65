import type { Messages } from "../i18n/messages.ts";

/**
 * Every text of the funnel in one language (client/i18n/{en,de,fr}/funnel.ts). The server
 * picks the page's language and passes it to the island as a prop, so the browser
 * downloads one language, inside the HTML. Placeholders in braces ({count}) are filled in
 * by the island.
 */
export type FunnelTexts = Messages["funnel"];
