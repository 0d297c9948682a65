import { cloudflareTest } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";
import { localitiesStandin } from "./tests/worker/localities-standin.ts";

export default defineConfig({
  test: {
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
        // The Worker in workerd with real (local, per-file isolated) KV bindings.
        plugins: [
          cloudflareTest({
            wrangler: { configPath: "./wrangler.toml" },
            miniflare: {
              // Local-only switches: country simulation and test vendors on, and no isolate caching of the
              // content version or redirect answers, so each test sees what it wrote.
              bindings: { SIMULATE_COUNTRY: "true", LOCAL_TEST_VENDORS: "true", EDGE_CACHE_SECONDS: "0" },
              // The Worker's outbound fetches go to a local stand-in of a Localities-compatible
              // API (tests/worker/localities-standin.ts); nothing leaves the machine.
              outboundService: localitiesStandin,
            },
          }),
        ],
        test: {
          name: "worker",
          include: ["tests/worker/**/*.test.ts"],
          // Seeding KV with every page and several hundred redirects takes seconds on a busy machine.
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
