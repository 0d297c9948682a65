import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

export interface Migration {
  name: string;
  queries: string[];
}

/**
 * The statements of one migration file: `--` comment lines dropped, split at a `;` that
 * ends a line (the migrations put one statement per `;`-terminated block, no `;` in text).
 */
export function splitStatements(sql: string): string[] {
  const code = sql
    .split("\n")
    .filter((line) => !line.trimStart().startsWith("--"))
    .join("\n");
  return code
    .split(/;\s*$/m)
    .map((statement) => statement.trim())
    .filter((statement) => statement !== "");
}

/** The migrations of a folder in name order, for a D1 binding outside wrangler (the benchmark). */
export function readMigrations(dir = "migrations"): Migration[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith(".sql"))
    .sort()
    .map((name) => ({ name, queries: splitStatements(readFileSync(join(dir, name), "utf8")) }));
}
