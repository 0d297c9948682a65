import type { Messages } from "../messages.ts";
import { errors } from "./errors.ts";
import { cards, frame } from "./frame.ts";
import { suggestion } from "./suggestion.ts";
import { consent } from "./consent.ts";
import { funnel } from "./funnel.ts";
import { pricing } from "./pricing.ts";
import { demos, tools } from "./tools.ts";
import { signUp, survey } from "./sign-up.ts";

export const de: Messages = {
  frame,
  suggestion,
  cards,
  errors,
  consent,
  funnel,
  signUp,
  survey,
  pricing,
  tools,
  demos,
};
