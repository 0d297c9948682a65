import type { EmbeddedAccounts } from "../../signup/accounts-service.ts";
import { embeddedAccountsService } from "./service.ts";
import { LOCAL_GITHUB_CLIENT_ID, LOCAL_GOOGLE_CLIENT_ID } from "./signing.ts";
import { ACCOUNTS_STANDIN_PATH } from "./standin-routes.ts";

/**
 * The embedded accounts service of local runs (`npm start`, the tests), with the single
 * sign-on stand-ins whose credentials it accepts. Only worker/local.ts imports this: the
 * production bundle holds none of it (scripts/lib/production-bundle.ts checks).
 */
export const embeddedAccounts: EmbeddedAccounts = {
  service: embeddedAccountsService,
  sso: {
    google: { clientId: LOCAL_GOOGLE_CLIENT_ID, scriptUrl: `${ACCOUNTS_STANDIN_PATH}/google/client.js` },
    github: { clientId: LOCAL_GITHUB_CLIENT_ID, authorizeUrl: `${ACCOUNTS_STANDIN_PATH}/github/authorize` },
  },
  consoleUrl: `${ACCOUNTS_STANDIN_PATH}/console`,
};
