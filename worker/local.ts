import { createApp } from "./app.ts";
import { workerHandlers } from "./handlers.ts";
import { testVendorDemo } from "./local/test-vendor-demo.ts";
import { TEST_VENDOR_PATH, testVendors } from "./local/test-vendors.ts";
import { benchRoutes } from "./local/bench-routes.ts";
import { requestTimes } from "./local/request-times.ts";
import { requestSimulation, simulationCookies } from "./local/simulation.ts";
import { embeddedAccounts } from "./local/accounts/embedded-accounts.ts";
import { ACCOUNTS_STANDIN_PATH, accountsStandIns } from "./local/accounts/standin-routes.ts";
import { localPasswordSignIn } from "./local/admin/password-sign-in.ts";

/**
 * The local entry (top-level `main` in wrangler.toml): `npm start`, `wrangler dev`, the
 * tests and the benchmarks. Adds the country and position simulation (on while
 * SIMULATE_COUNTRY is "true"), the benchmark routes, the consent test vendors (on while
 * LOCAL_TEST_VENDORS is "true"), the embedded accounts service with its single sign-on
 * stand-ins (while ACCOUNTS_API_URL is unset) and the admin's password sign-in
 * (ADMIN_PASSWORD). Never deployed: production builds worker/index.ts.
 */
export default workerHandlers(
  createApp({
    simulation: requestSimulation,
    early: (app) => {
      app.use(requestTimes());
      app.use(`${TEST_VENDOR_PATH}/*`, testVendors());
      app.use(simulationCookies());
    },
    accounts: embeddedAccounts,
    routes: (app) => {
      benchRoutes(app);
      app.route(ACCOUNTS_STANDIN_PATH, accountsStandIns());
      app.get(`${TEST_VENDOR_PATH}/demo`, testVendorDemo);
    },
    adminAuth: localPasswordSignIn(),
  }),
);
