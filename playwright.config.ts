import { defineConfig } from "@playwright/test";
import { existsSync } from "node:fs";
import { consentCookie } from "./tests/e2e/consent-state.ts";

/**
 * The e2e server runs on its own port and KV directory, so it never disturbs `npm start`.
 * E2E_PORT moves it (two checkouts testing on one machine must not share a server).
 */
const PORT = Number(process.env.E2E_PORT ?? 8799);

/**
 * Playwright cannot download its browsers on every machine. CHROMIUM_PATH chooses a
 * browser; otherwise Debian's /usr/bin/chromium is used when present, and else
 * Playwright's own Chromium (after `npx playwright install chromium`).
 */
const executablePath = process.env.CHROMIUM_PATH ?? (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);

export default defineConfig({
  testDir: "tests/e2e",
  // Run against the second server, with a street-level Localities API (playwright.street-level.config.ts).
  testIgnore: ["**/street-level.spec.ts"],
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
  webServer: {
    command: "npm run e2e:server",
    url: `http://localhost:${PORT}/api/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
