import { defineConfig } from "@playwright/test";
import { chromiumPath } from "./tests/e2e/chromium-path.ts";
import { consentCookie } from "./tests/e2e/consent-state.ts";

/**
 * The e2e server runs on its own port and KV directory, so it never disturbs `npm start`.
 * E2E_PORT moves it (two checkouts testing on one machine must not share a server).
 */
const PORT = Number(process.env.E2E_PORT ?? 8799);
/**
 * The second server (docs/tools.md): the same site with a street-level Localities-compatible
 * API configured (a stand-in, tests/standins/street-level-localities.ts), for the tool pages a
 * street-level deployment shows. Its own port: E2E_STREET_PORT, else E2E_PORT + 10.
 */
const STREET_PORT = Number(process.env.E2E_STREET_PORT ?? PORT + 10);

/** Playwright cannot download its browsers on every machine (tests/e2e/chromium-path.ts). */
const executablePath = chromiumPath();

export default defineConfig({
  testDir: "tests/e2e",
  timeout: 30_000,
  // A run that stalls fails with its report instead of holding CI until its 90-minute limit.
  globalTimeout: process.env.CI ? 30 * 60_000 : 0,
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: Boolean(process.env.CI),
  reporter: "list",
  use: {
    baseURL: `http://localhost:${PORT}`,
    // A visitor who has already declined everything: the consent banner stays closed
    // (tests/e2e/consent-*.spec.ts start from a first visit instead).
    storageState: { cookies: [consentCookie()], origins: [] },
    browserName: "chromium",
    launchOptions: {
      ...(executablePath ? { executablePath } : {}),
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
    },
  },
  projects: [
    { name: "site", testIgnore: ["**/street-level.spec.ts"] },
    { name: "street-level", testMatch: "street-level.spec.ts", use: { baseURL: `http://localhost:${STREET_PORT}` } },
  ],
  // Both servers start at once; each is reused when already running outside CI.
  webServer: [
    { command: "npm run e2e:server", url: `http://localhost:${PORT}/api/health` },
    {
      command: `E2E_PORT=${STREET_PORT} E2E_LOCALITIES=street-level npm run e2e:server`,
      url: `http://localhost:${STREET_PORT}/api/health`,
    },
  ].map((server) => ({
    ...server,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: "ignore" as const,
    stderr: "pipe" as const,
  })),
});
