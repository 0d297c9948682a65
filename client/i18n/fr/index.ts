import type { Messages } from "../messages.ts";
import { cards, errors, frame, suggestion } from "./frame.ts";
import { consent } from "./consent.ts";
import { funnel } from "./funnel.ts";

export const fr: Messages = { frame, suggestion, cards, errors, consent, funnel };
