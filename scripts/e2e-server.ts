/**
 * The server the browser tests run against: local KV of its own (.wrangler/e2e) seeded
 * from content/ and redirects.csv, its local D1 with migrations/ applied, then `wrangler dev`
 * with React's production build, country simulation, the local test vendors, SITE_URL
 * matching the port, a short sign-up deadline and an admin password. Port: E2E_PORT (default 8799).
 *
 * With E2E_LOCALITIES=street-level it is the second server of the browser tests
 * (the Playwright project `street-level`): a street-level Localities-compatible stand-in
 * (tests/standins/street-level-localities.ts) runs on E2E_PORT + 1000 and the Worker is
 * configured with it as LOCALITIES_API_URL, with KV and D1 of its own.
 */
import { spawn, spawnSync } from "node:child_process";
import { createServer } from "node:http";
import { streetLevelLocalities } from "../tests/standins/street-level-localities.ts";

const port = process.env.E2E_PORT ?? "8799";
const streetLevel = process.env.E2E_LOCALITIES === "street-level";
const persist = streetLevel ? ".wrangler/e2e-street-level" : ".wrangler/e2e";

/** The street-level stand-in, on this machine only; returns the base URL to configure. */
function startStandIn(): string {
  const standInPort = Number(port) + 1000;
  createServer((incoming, outgoing) => {
    const answer = streetLevelLocalities(new Request(`http://127.0.0.1:${standInPort}${incoming.url ?? "/"}`));
    outgoing.writeHead(answer.status, { "content-type": "application/json" });
    void answer.text().then((body) => outgoing.end(body));
  }).listen(standInPort, "127.0.0.1");
  return `http://127.0.0.1:${standInPort}/v1`;
}
const localities = streetLevel ? ["--var", `LOCALITIES_API_URL:${startStandIn()}`] : [];

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
    // An inspector port of its own: wrangler's default (9229) is shared by every dev server on
    // the machine, and a second server on it fails to start.
    "--inspector-port",
    String(Number(port) + 500),
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
    ...localities,
  ],
  { stdio: "inherit", env: { ...process.env, NODE_ENV: "production", WRANGLER_SEND_METRICS: "false" } },
);
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
