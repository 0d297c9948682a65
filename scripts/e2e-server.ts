/**
 * The server the browser tests run against: local KV of its own (.wrangler/e2e) seeded
 * from content/ and redirects.csv, then `wrangler dev` with React's production build,
 * country simulation, the local test vendors, and SITE_URL matching the port. Port: E2E_PORT (default 8799).
 */
import { spawn, spawnSync } from "node:child_process";

const port = process.env.E2E_PORT ?? "8799";
const persist = ".wrangler/e2e";

const seed = spawnSync("tsx", ["scripts/kv-sync.ts", "--local", "--persist-to", persist], { stdio: "inherit" });
if (seed.status !== 0) process.exit(seed.status ?? 1);

const server = spawn(
  "wrangler",
  [
    "dev", "--port", port, "--persist-to", persist,
    "--var", "SIMULATE_COUNTRY:true", "--var", "LOCAL_TEST_VENDORS:true", "--var", `SITE_URL:http://localhost:${port}`,
  ],
  { stdio: "inherit", env: { ...process.env, NODE_ENV: "production", WRANGLER_SEND_METRICS: "false" } },
);
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
