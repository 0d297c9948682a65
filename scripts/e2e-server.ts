/**
 * The server the browser tests run against: local KV of its own (.wrangler/e2e) seeded
 * from content/ and redirects.csv, its local D1 with migrations/ applied, then `wrangler dev`
 * with React's production build, country simulation, the local test vendors, SITE_URL
 * matching the port, a short sign-up deadline and an admin password. Port: E2E_PORT (default 8799).
 */
import { spawn, spawnSync } from "node:child_process";

const port = process.env.E2E_PORT ?? "8799";
const persist = ".wrangler/e2e";

// Pages and redirects published by earlier runs of the admin tests are put back to the files'.
const seed = spawnSync("tsx", ["scripts/kv-sync.ts", "--local", "--persist-to", persist, "--discard-editor-changes"], {
  stdio: "inherit",
});
if (seed.status !== 0) process.exit(seed.status ?? 1);
const migrate = spawnSync("wrangler", ["d1", "migrations", "apply", "DB", "--local", "--persist-to", persist], {
  stdio: "inherit",
  env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
});
if (migrate.status !== 0) process.exit(migrate.status ?? 1);

const server = spawn(
  "wrangler",
  [
    "dev",
    "--port",
    port,
    "--persist-to",
    persist,
    "--var",
    "SIMULATE_COUNTRY:true",
    "--var",
    "LOCAL_TEST_VENDORS:true",
    "--var",
    `SITE_URL:http://localhost:${port}`,
    // The sign-up's deadline for the embedded accounts service's slow.test switch (6 s by default).
    "--var",
    "ACCOUNTS_TIMEOUT_MS:1500",
    // The admin's local sign-in (tests/e2e/admin-helpers.ts), without a .dev.vars file.
    "--var",
    "ADMIN_PASSWORD:e2e-admin-password",
  ],
  { stdio: "inherit", env: { ...process.env, NODE_ENV: "production", WRANGLER_SEND_METRICS: "false" } },
);
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
