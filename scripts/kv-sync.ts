/**
 * Syncs content/ and redirects.csv to the CONTENT and REDIRECTS namespaces, as a diff:
 * puts what is new or changed, deletes what was removed, leaves the rest. The content
 * version key is written last, so no Worker sees a new version before its pages.
 *
 *   tsx scripts/kv-sync.ts --local [--persist-to DIR]   local storage (npm start, e2e)
 *   tsx scripts/kv-sync.ts --env production             the production namespaces (remote)
 *   add --dry-run to print the plan only; --only content|redirects to sync one namespace.
 *
 * The admin editor's drafts and history are never touched. A page, the site settings or a
 * redirect changed in the editor and not yet in the files stops the sync (nothing written):
 * `npm run content:pull` brings pages and settings into content/, the admin's CSV export
 * the redirects into redirects.csv; --discard-editor-changes overwrites them instead.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { EDITOR_ONLY_PREFIXES, PRERENDER_PREFIX, VERSION_KEY } from "../worker/content/keys.ts";
import { buildSite } from "./lib/build-all.ts";
import { diffKv, type KvDiff, type KvEntry, type KvListedKey } from "./lib/kv-entries.ts";

const { values: args } = parseArgs({
  options: {
    local: { type: "boolean", default: false },
    env: { type: "string" },
    "persist-to": { type: "string" },
    "dry-run": { type: "boolean", default: false },
    only: { type: "string" },
    "discard-editor-changes": { type: "boolean", default: false },
  },
});

if (args.local === Boolean(args.env)) {
  console.error("Say where to sync: --local, or --env <name> (for example --env production).");
  process.exit(2);
}

const BATCH = 5_000;
const target = args.local
  ? ["--local", ...(args["persist-to"] ? ["--persist-to", args["persist-to"]] : [])]
  : ["--remote", "--env", args.env as string];
const where = args.local
  ? `local storage${args["persist-to"] ? ` (${args["persist-to"]})` : ""}`
  : `environment ${args.env} (remote)`;
const scratch = mkdtempSync(join(tmpdir(), "locus-kv-"));

function wrangler(argv: string[]): string {
  const result = spawnSync("wrangler", argv, {
    encoding: "utf8",
    env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
    maxBuffer: 256 * 1024 * 1024,
  });
  if (result.status !== 0) {
    throw new Error(`wrangler ${argv.join(" ")} failed:\n${result.stderr || result.stdout || result.error?.message}`);
  }
  return result.stdout;
}

function listKeys(binding: string): KvListedKey[] {
  const out = wrangler(["kv", "key", "list", "--binding", binding, ...target]);
  const start = out.indexOf("[");
  return JSON.parse(start === -1 ? "[]" : out.slice(start)) as KvListedKey[];
}

function putEntries(binding: string, entries: KvEntry[]): void {
  for (let i = 0; i < entries.length; i += BATCH) {
    const batch = entries.slice(i, i + BATCH);
    const file = join(scratch, `${binding}-put-${i}.json`);
    writeFileSync(file, JSON.stringify(batch));
    wrangler(["kv", "bulk", "put", file, "--binding", binding, ...target]);
    console.log(`  ${binding}: put ${Math.min(i + BATCH, entries.length)}/${entries.length}`);
  }
}

function deleteKeys(binding: string, keys: string[]): void {
  for (let i = 0; i < keys.length; i += BATCH) {
    const file = join(scratch, `${binding}-delete-${i}.json`);
    writeFileSync(file, JSON.stringify(keys.slice(i, i + BATCH)));
    wrangler(["kv", "bulk", "delete", file, "--binding", binding, "--force", ...target]);
    console.log(`  ${binding}: deleted ${Math.min(i + BATCH, keys.length)}/${keys.length}`);
  }
}

/** What a sync would do to one namespace, or the editor changes that stop it. */
function plan(binding: string, wanted: KvEntry[]): KvDiff {
  console.log(`${binding}: reading the keys in ${where}…`);
  const diff = diffKv(
    wanted,
    listKeys(binding),
    binding === "CONTENT" ? [...EDITOR_ONLY_PREFIXES, PRERENDER_PREFIX] : [],
  );
  console.log(
    `${binding}: ${wanted.length} keys wanted: ${diff.put.length} to put, ${diff.remove.length} to delete, ${diff.unchanged} unchanged`,
  );
  for (const entry of diff.put) console.log(`  put    ${entry.key}`);
  for (const key of diff.remove) console.log(`  delete ${key}`);
  if (diff.editorChanges.length > 0) {
    console.log(
      `${binding}: ${diff.editorChanges.length} key${diff.editorChanges.length === 1 ? "" : "s"} changed in the admin editor and not in the files:`,
    );
    for (const key of diff.editorChanges) console.log(`  editor ${key}`);
  }
  return diff;
}

function sync(binding: string, diff: KvDiff, lastKey?: string): void {
  if (args["dry-run"]) return;
  const last = diff.put.filter((e) => e.key === lastKey);
  putEntries(
    binding,
    diff.put.filter((e) => e.key !== lastKey),
  );
  deleteKeys(binding, diff.remove);
  if (last.length > 0) putEntries(binding, last);
}

// Local storage gets the local site settings (content/site.local.json); an environment never does.
const { content, redirects, problems } = buildSite("content", "redirects.csv", { local: args.local });
if (problems.length > 0) {
  console.error(`Nothing was synced: ${problems.length} problem${problems.length === 1 ? "" : "s"} to fix first:`);
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}

try {
  const redirectsDiff = args.only !== "content" ? plan("REDIRECTS", redirects) : null;
  const contentDiff = args.only !== "redirects" ? plan("CONTENT", content.entries) : null;
  const editorChanges = (redirectsDiff?.editorChanges.length ?? 0) + (contentDiff?.editorChanges.length ?? 0);
  if (editorChanges > 0 && !args["discard-editor-changes"] && !args["dry-run"]) {
    console.error(
      `Nothing was synced: ${editorChanges} change${editorChanges === 1 ? "" : "s"} made in the admin editor would be lost.\n` +
        `  Pages and site settings: npm run content:pull -- ${args.local ? "--local" : `--env ${args.env}`} writes them into content/ (review, commit, sync again).\n` +
        "  Redirects: export the CSV in the admin's Redirects page and replace redirects.csv with it.\n" +
        "  Or sync again with --discard-editor-changes to put the files' values back.",
    );
    process.exit(1);
  }
  if (redirectsDiff) sync("REDIRECTS", redirectsDiff);
  if (contentDiff) sync("CONTENT", contentDiff, VERSION_KEY);
  console.log(args["dry-run"] ? "Dry run: nothing was written." : `Synced to ${where}.`);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
