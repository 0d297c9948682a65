/**
 * What the sign-up page needs to know of the deployment, decided by the Worker from its
 * configuration and passed to the island as props (an island never reads configuration):
 * which single sign-on providers are on and where their scripts and pages are, the console
 * that receives the tokens, and whether this is production.
 */
export interface SignUpSettings {
  /** Google Identity Services: on when GOOGLE_CLIENT_ID is set (or with the local stand-in). */
  google: { clientId: string; scriptUrl: string } | null;
  /** GitHub's OAuth authorize page: on when GITHUB_CLIENT_ID is set (or with the local stand-in). */
  github: { clientId: string; authorizeUrl: string } | null;
  /** CONSOLE_URL: where a single sign-on ends, with access_token and refresh_token. */
  consoleUrl: string;
  /**
   * False in local runs (the local entry): docs/signup.md's fake loading time of 2 s, and
   * docs/signup.md's placeholder email on the survey.
   */
  production: boolean;
}

/** Google's script (Google Identity Services). */
export const GOOGLE_SCRIPT_URL = "https://accounts.google.com/gsi/client";
/** GitHub's OAuth authorize page. */
export const GITHUB_AUTHORIZE_URL = "https://github.com/login/oauth/authorize";

/** Where no deployment says otherwise (the block playground): email sign-up only, not production. */
export const DEFAULT_SIGN_UP_SETTINGS: SignUpSettings = {
  google: null,
  github: null,
  consoleUrl: "https://console.locus.example",
  production: false,
};

/**
 * The Content-Security-Policy sources Google's script needs on the sign-up page (Google's
 * CSP guidance for Sign In With Google): its script, its button frame, its calls and its
 * button styles. None for a stand-in served by this site.
 */
export function googleSources(settings: SignUpSettings): {
  scriptSrc: string[];
  frameSrc: string[];
  connectSrc: string[];
  styleSrc: string[];
} {
  if (!settings.google?.scriptUrl.startsWith("https://accounts.google.com/"))
    return { scriptSrc: [], frameSrc: [], connectSrc: [], styleSrc: [] };
  return {
    scriptSrc: ["https://accounts.google.com/gsi/client"],
    frameSrc: ["https://accounts.google.com/gsi/"],
    connectSrc: ["https://accounts.google.com/gsi/"],
    styleSrc: ["https://accounts.google.com/gsi/style"],
  };
}
