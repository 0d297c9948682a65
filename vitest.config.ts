import { readFile } from "node:fs/promises";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";
import { writeIslandIndex } from "./scripts/build-islands.ts";
import { ACCOUNTS_HOST, accountsStandin } from "./tests/worker/accounts-standin.ts";
import { FORM_HANDLER_HOST, formHandlerStandin } from "./tests/worker/form-handler-standin.ts";
import { KV_FIXTURES_HOST, kvFixturesStandin } from "./tests/worker/kv-fixtures-standin.ts";
import { localitiesStandin } from "./tests/worker/localities-standin.ts";
import { ACCESS_TEAM_DOMAIN, accessStandin } from "./tests/worker/access-standin.ts";

// The islands index is generated (scripts/build-islands.ts): tests of a fresh clone need it too.
writeIslandIndex();

// D1 starts empty in every test file; tests/worker/apply-migrations.ts applies these first.
const migrations = await readD1Migrations("./migrations");

export default defineConfig({
  test: {
    // Two unit files at once even on a two-core machine (vitest's default there is one).
    maxWorkers: 2,
    projects: [
      {
        // Pure rules, beside the code they test, in Node.
        test: {
          name: "unit",
          environment: "node",
          include: ["worker/**/*.test.ts", "client/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
        },
      },
      {
        // The Worker in workerd with real (local, per-file isolated) KV, D1 and Queue bindings.
        plugins: [
          cloudflareTest({
            wrangler: { configPath: "./wrangler.toml" },
            miniflare: {
              // Local-only switches: country simulation and test vendors on, and no isolate caching of the
              // content version or redirect answers, so each test sees what it wrote.
              bindings: {
                SIMULATE_COUNTRY: "true",
                LOCAL_TEST_VENDORS: "true",
                EDGE_CACHE_SECONDS: "0",
                TEST_MIGRATIONS: migrations,
                // Lead delivery against the form-handler stand-in; inquiries have no handler
                // (the local inbox). Retries at once, so a dead letter arrives in seconds.
                LEAD_RETRY_BASE_SECONDS: "0",
                FORM_HANDLER_SALES_URL: `https://${FORM_HANDLER_HOST}/ok/sales`,
                FORM_HANDLER_SALES_SECRET: "sales-handler-secret",
                FORM_HANDLER_ENTERPRISE_URL: `https://${FORM_HANDLER_HOST}/fail/enterprise`,
                FORM_HANDLER_SURVEY_URL: `https://${FORM_HANDLER_HOST}/flaky/2/survey`,
                // The embedded accounts service: a known signing secret (tests verify its JWTs)
                // and a deadline its slow.test switch reaches soon, yet one a busy machine's answers meet.
                EMBEDDED_ACCOUNTS_SECRET: "worker-tests-embedded-accounts-secret-0123456789",
                ACCOUNTS_TIMEOUT_MS: "3000",
                // The local admin sign-in (tests/worker/admin-*.test.ts).
                ADMIN_PASSWORD: "test-admin-password",
              },
              // The Worker's outbound fetches go to local stand-ins of a Localities-compatible
              // API (tests/worker/localities-standin.ts), of the form handlers
              // (tests/worker/form-handler-standin.ts), of a remote accounts service
              // (tests/worker/accounts-standin.ts) and of Cloudflare Access's keys
              // (tests/worker/access-standin.ts), and the build's KV fixtures
              // (tests/worker/kv-fixtures-standin.ts); nothing leaves the machine.
              outboundService: (request: Request) => {
                const host = new URL(request.url).hostname;
                if (host === FORM_HANDLER_HOST) return formHandlerStandin(request);
                if (host === ACCOUNTS_HOST) return accountsStandin(request);
                if (host === ACCESS_TEAM_DOMAIN) return accessStandin(request);
                if (host === KV_FIXTURES_HOST) return kvFixturesStandin(request, readFile);
                return localitiesStandin(request);
              },
            },
          }),
        ],
        test: {
          name: "worker",
          // The Worker's console is workerd's own, not vitest's. Vitest sends each intercepted
          // console call to Node as an RPC that it awaits before a file may finish; a call made in
          // another I/O context (a queue consumer, a waitUntil task, a handler reached through
          // exports.default) cannot be sent from there, so the plugin parks it until the runner's
          // next message. When it lands during the file's last round trip there is no next message,
          // and vitest waits for ever with every test passed (cloudflare/workers-sdk#15719; a
          // Worker that logs after answering hangs every run). Without the interception, log lines
          // go straight to workerd's stdout and tests still spy on `console` as before.
          disableConsoleIntercept: true,
          // Two files at once, each in its own workerd: their waits (runtime start, KV seeding, the
          // Queue's batches) overlap. Runs that hung after the last file with two runtimes were the
          // console interception above; with it off, `vitest run` ends by itself. A project with
          // its own worker count runs in its own group, after the unit tests.
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
          include: ["tests/worker/**/*.test.ts"],
          setupFiles: ["./tests/worker/apply-migrations.ts"],
          // Seeding KV with every page and several hundred redirects takes seconds on a busy machine.
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
