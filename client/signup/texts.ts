/**
 * The sign-up page's own words (English, the site's only sign-up language). The
 * messages of docs/signup.md are in messages.ts, word for word; these are the labels around them.
 */
export const SIGN_UP_TEXTS = {
  back: "Back",
  emailLabel: "Work email",
  emailHint: "We send a confirmation link to this address.",
  next: "Continue with email",
  or: "or",
  github: "Sign up with GitHub",
  google: "Continue with Google",
  googleHandOver: "Google's sign-in is ready: press its button to continue.",
  googleUnavailable: "Google sign-in is not available right now.",
  login: { before: "Already have an account?", link: "Log in" },
  emailStep: { heading: "Create your account", intro: "Tell us who you are and choose a password." },
  ssoStep: { heading: "Finish your account", intro: "One more step: tell us where you work." },
  ssoAs: {
    google: "Signing up with Google",
    github: "Signing up with GitHub",
  },
  fields: {
    email: "Work email",
    firstname: "First name",
    lastname: "Last name",
    organization: "Organization",
    fieldOfWork: "Field of work",
    password: "Password",
  },
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
} as const;
