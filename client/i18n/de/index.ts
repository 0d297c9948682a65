import type { Messages } from "../messages.ts";
import { cards, errors, frame, suggestion } from "./frame.ts";
import { funnel } from "./funnel.ts";

export const de: Messages = { frame, suggestion, cards, errors, funnel };
