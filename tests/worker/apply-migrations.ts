import { applyD1Migrations, env } from "cloudflare:test";

// Every test file gets its own empty D1: give it the tables of migrations/ (vitest.config.ts
// reads them into TEST_MIGRATIONS).
await applyD1Migrations(
  env.DB,
  (env as unknown as { TEST_MIGRATIONS: Parameters<typeof applyD1Migrations>[1] }).TEST_MIGRATIONS,
);
