/**
 * `npm run content:pull -- --local | --env production`: writes what the admin editor published
 * (pages and site settings whose KV keys carry the editor's mark) into content/, so that the
 * files stay the source of truth: review the diff, commit, then sync. A sync refuses to run
 * while such changes are only in KV (scripts/kv-sync.ts).
 *
 *   --persist-to DIR   local storage other than .wrangler/state (e.g. .wrangler/e2e)
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { LOCAL_SITE_FILE } from "./lib/content-entries.ts";

const { values: args } = parseArgs({
  options: { local: { type: "boolean", default: false }, env: { type: "string" }, "persist-to": { type: "string" } },
});
if (args.local === Boolean(args.env)) {
  console.error("Say where to pull from: --local, or --env <name> (for example --env production).");
  process.exit(2);
}
const target = args.local
  ? ["--local", ...(args["persist-to"] ? ["--persist-to", args["persist-to"]] : [])]
  : ["--remote", "--env", args.env as string];

function wrangler(argv: string[]): string {
  const result = spawnSync("wrangler", argv, {
    encoding: "utf8",
    env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
    maxBuffer: 256 * 1024 * 1024,
  });
  if (result.status !== 0) throw new Error(`wrangler ${argv.join(" ")} failed:\n${result.stderr || result.stdout}`);
  return result.stdout;
}

const listed = wrangler(["kv", "key", "list", "--binding", "CONTENT", ...target]);
const keys = JSON.parse(listed.slice(Math.max(0, listed.indexOf("[")))) as {
  name: string;
  metadata?: { editor?: string; file?: string } | null;
}[];
const edited = keys.filter((key) => key.metadata?.editor && (key.name.startsWith("doc:") || key.name === "site"));
if (edited.length === 0)
  console.log("Nothing to pull: no page or setting was published in the editor since the last sync.");

for (const key of edited) {
  const value = JSON.parse(
    wrangler(["kv", "key", "get", key.name, "--binding", "CONTENT", ...target, "--text"]),
  ) as Record<string, unknown>;
  if (key.name === "site") {
    // Local storage holds site.json with site.local.json's sections over it: keep the file's own.
    const local =
      args.local && existsSync(join("content", LOCAL_SITE_FILE))
        ? (JSON.parse(readFileSync(join("content", LOCAL_SITE_FILE), "utf8")) as Record<string, unknown>)
        : {};
    const current = JSON.parse(readFileSync("content/site.json", "utf8")) as Record<string, unknown>;
    for (const section of Object.keys(local)) value[section] = current[section];
    writeFileSync("content/site.json", `${JSON.stringify(value, null, 2)}\n`);
    console.log(`site settings → content/site.json (published ${key.metadata?.editor})`);
    continue;
  }
  const file = key.metadata?.file;
  if (!file || !/^pages\/[a-z0-9_-]+\.json$/.test(file)) {
    console.error(`${key.name}: no file name in its metadata; skipped`);
    continue;
  }
  writeFileSync(join("content", file), `${JSON.stringify(value, null, 2)}\n`);
  console.log(`${String(value.name)} → content/${file} (published ${key.metadata?.editor})`);
}
console.log("Review the changes (git diff content/), commit them, then sync.");
