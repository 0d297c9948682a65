import { defineConfig } from "@playwright/test";
import base from "./playwright.config.ts";

/**
 * The browser tests' second server (docs/tools.md): the same site with a street-level
 * Localities-compatible API configured (a stand-in, tests/standins/street-level-localities.ts),
 * so that the tool pages a street-level deployment shows are tested too. Its own port:
 * E2E_STREET_PORT, else E2E_PORT + 10 (default 8809). `npm run test:e2e` runs both configs.
 */
const PORT = Number(process.env.E2E_STREET_PORT ?? Number(process.env.E2E_PORT ?? 8799) + 10);

export default defineConfig({
  ...base,
  testIgnore: [],
  testMatch: "street-level.spec.ts",
  use: { ...base.use, baseURL: `http://localhost:${PORT}` },
  webServer: {
    ...(base.webServer as object),
    command: `E2E_PORT=${PORT} E2E_LOCALITIES=street-level npm run e2e:server`,
    url: `http://localhost:${PORT}/api/health`,
  },
});
