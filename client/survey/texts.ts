import { SIGN_UP_MESSAGES } from "../signup/messages.ts";

/** The survey's and the finished page's words; those docs/signup.md quotes are word for word. */
export const SURVEY_TEXTS = {
  /** docs/signup.md, verbatim. */
  confirmTitle: "Confirm your email",
  confirmBefore: "We sent a confirmation link to ",
  confirmAfter: ". Open it to activate your account, then sign in to the Locus console.",
  confirmUnknown:
    "We sent a confirmation link to your email address. Open it to activate your account, then sign in to the Locus console.",
  confirmHelpBefore: "No email after a few minutes? Check your spam folder, or write to ",
  confirmHelpAfter: ".",
  noEmail: SIGN_UP_MESSAGES.noEmail,
  noEmailHelp: "Sign up first: we use the address you sign up with.",
  signUp: "Sign up",
  noSteps: SIGN_UP_MESSAGES.noSteps,
  answerAll: "Answer every question to send your answers.",
  sending: "Sending…",
  thanks: "Thank you: your answers help us set up your account.",
  placeholder: "Preview outside production: answers are sent with the placeholder address ",
  sendError: "Your answers could not be sent: ",
  adminToggle: "Show the finished view (admin)",
  stepOf: (n: number, total: number) => `Question ${n} of ${total}`,
} as const;
