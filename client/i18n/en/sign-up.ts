import { EXTRA_MESSAGES, SIGN_UP_MESSAGES } from "../../signup/messages.ts";

/**
 * The sign-up page (client/signup/). Its messages are the field rules' messages of
 * docs/signup.md, word for word in English (client/signup/messages.ts); other languages say
 * the same in their words. Messages that come from the accounts service are shown as they come.
 */
export const signUp = {
  back: "Back",
  emailLabel: "Work email",
  emailHint: "We send a confirmation link to this address.",
  next: "Continue with email",
  or: "or",
  github: "Sign up with GitHub",
  google: "Continue with Google",
  googleHandOver: "Google's sign-in is ready: press its button to continue.",
  googleUnavailable: "Google sign-in is not available right now.",
  /** The language Google's own button is drawn in (Google Identity Services' `locale`). */
  googleLocale: "en",
  login: { before: "Already have an account?", link: "Log in" },
  emailStep: { heading: "Create your account", intro: "Tell us who you are and choose a password." },
  ssoStep: { heading: "Finish your account", intro: "One more step: tell us where you work." },
  ssoAs: { google: "Signing up with Google", github: "Signing up with GitHub" },
  fields: {
    email: "Work email",
    firstname: "First name",
    lastname: "Last name",
    organization: "Organization",
    fieldOfWork: "Field of work",
    password: "Password",
  },
  /** docs/signup.md: the field of work's two choices, in the order of client/forms/options.ts. */
  fieldsOfWork: { product_business: "Product / Business", engineering_development: "Engineering / Development" },
  passwordHint:
    "At least 8 characters, with an uppercase and a lowercase letter, a digit and one of # ? ! @ $ % ^ & * -",
  showPassword: "Show",
  hidePassword: "Hide",
  showPasswordLabel: "Show the password",
  hidePasswordLabel: "Hide the password",
  agreement: {
    before: "I agree to the Locus ",
    terms: "terms of service",
    between: " and ",
    privacy: "privacy policy",
    after: ".",
  },
  create: "Create account",
  creating: "Creating your account…",
  createHint: "Fill in every field and accept the terms to create your account.",
  errorTitle: "Your account was not created",
  timeout: "The sign-up took too long to answer. Please check your connection and try again.",
  network: "We could not reach Locus. Please check your connection and try again.",
  githubDenied: "GitHub sign-in was cancelled. Try again, or sign up with your email.",
  githubState: "We could not confirm your GitHub sign-in. Please sign in with GitHub again.",
  /** The sign-up block's default title beside the form. */
  benefitsTitle: "Everything you need to start",
  messages: {
    emailEmpty: SIGN_UP_MESSAGES.emailEmpty,
    firstNameEmpty: SIGN_UP_MESSAGES.firstNameEmpty,
    lastNameEmpty: SIGN_UP_MESSAGES.lastNameEmpty,
    organizationEmpty: SIGN_UP_MESSAGES.organizationEmpty,
    password: SIGN_UP_MESSAGES.password,
    agreement: SIGN_UP_MESSAGES.agreement,
    unknown: SIGN_UP_MESSAGES.unknown,
    genericBefore: SIGN_UP_MESSAGES.genericBefore,
    emailInvalid: EXTRA_MESSAGES.emailInvalid,
    fieldOfWork: EXTRA_MESSAGES.fieldOfWork,
  },
};

/** The onboarding survey and "Confirm your email" (client/survey/). */
export const survey = {
  /** docs/signup.md, verbatim. */
  confirmTitle: "Confirm your email",
  confirmBefore: "We sent a confirmation link to ",
  confirmAfter: ". Open it to activate your account, then sign in to the Locus console.",
  confirmUnknown:
    "We sent a confirmation link to your email address. Open it to activate your account, then sign in to the Locus console.",
  confirmHelpBefore: "No email after a few minutes? Check your spam folder, or write to ",
  confirmHelpAfter: ".",
  /** docs/signup.md, verbatim. */
  noEmail: SIGN_UP_MESSAGES.noEmail,
  noEmailHelp: "Sign up first: we use the address you sign up with.",
  signUp: "Sign up",
  /** docs/signup.md (admin mode), verbatim. */
  noSteps: SIGN_UP_MESSAGES.noSteps,
  answerAll: "Answer every question to send your answers.",
  sending: "Sending…",
  /** The survey block's default button. */
  submit: "Send my answers",
  thanks: "Thank you: your answers help us set up your account.",
  placeholder: "Preview outside production: answers are sent with the placeholder address ",
  sendError: "Your answers could not be sent: ",
  adminToggle: "Show the finished view (admin)",
  stepOf: "Question {n} of {total}",
};
