import { readFileSync } from "node:fs";
import { convertV4MiniflareOptions, Miniflare } from "miniflare";
import { unstable_readConfig } from "wrangler";
import type { KvEntry } from "./kv-entries.ts";
import { bundleWorkerTo } from "./production-bundle.ts";

export const WORKER_OUT = "dist/worker";
/** Where the size report bundles the production entry (with its metafile). */
export const PRODUCTION_OUT = "dist/worker-production";

/**
 * Bundles the local entry (worker/local.ts: the benchmark routes and the country simulation
 * are there) exactly as `wrangler deploy` would (React's production build, NODE_ENV=production)
 * without uploading it. Returns the bundle's path.
 */
export function bundleWorker(): string {
  return bundleWorkerTo(WORKER_OUT, "local");
}

/** Bundles the production entry (worker/index.ts) as `wrangler deploy --env production` would. */
export function bundleProductionForReport(): string {
  return bundleWorkerTo(PRODUCTION_OUT, "production");
}

export function compatibilityDate(): string {
  const match = /^compatibility_date\s*=\s*"([\d-]+)"/m.exec(readFileSync("wrangler.toml", "utf8"));
  if (!match?.[1]) throw new Error("wrangler.toml has no compatibility_date");
  return match[1];
}

/** wrangler.toml's top-level [vars], as `wrangler dev` binds them (a page's header reads CONSOLE_URL). */
function wranglerVars(): Record<string, string> {
  const { vars } = unstable_readConfig({ config: "wrangler.toml" }, { hideWarnings: true });
  return Object.fromEntries(
    Object.entries(vars).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
}

/** Workers Static Assets in front of a Worker, as in production (dist/assets, its ASSETS binding). */
export const STATIC_ASSETS = {
  directory: "dist/assets",
  binding: "ASSETS",
  routerConfig: { has_user_worker: true },
};

function readEntries(file: string): KvEntry[] {
  return JSON.parse(readFileSync(file, "utf8")) as KvEntry[];
}

/**
 * Runs the bundled Worker in workerd through Miniflare directly (no wrangler dev proxy),
 * with KV seeded from dist/kv (written by `npm run build`). With `assets`, Workers Static
 * Assets (dist/assets) sit in front of it as in production, and its ASSETS binding works
 * (German and French pages read their message catalogue there, docs/languages.md).
 * Its HTTP server listens on `port`, or on a free port the system picks.
 */
export async function startLocalWorker(
  scriptPath: string,
  bindings: Record<string, string> = {},
  options: { assets?: boolean; inspectorPort?: number; port?: number } = {},
) {
  // Miniflare 5 takes a new options shape; the converter keeps this readable.
  const mf = new Miniflare(
    convertV4MiniflareOptions({
      modules: true,
      scriptPath,
      compatibilityDate: compatibilityDate(),
      kvNamespaces: ["CONTENT", "REDIRECTS"],
      bindings: { ...wranglerVars(), ...bindings },
      ...(options.assets ? { assets: STATIC_ASSETS } : {}),
      ...(options.inspectorPort ? { inspectorPort: options.inspectorPort } : {}),
      // A port of the caller's choosing (scripts/bench.ts --port), else one the system picks.
      ...(options.port ? { port: options.port } : {}),
    }),
  );
  const url = await mf.ready;
  for (const [binding, file] of [
    ["REDIRECTS", "dist/kv/redirects.json"],
    ["CONTENT", "dist/kv/content.json"],
  ] as const) {
    const kv = await mf.getKVNamespace(binding);
    const entries = readEntries(file);
    // A few dozen writes at a time: one by one, the 940 entries took minutes on a busy machine.
    for (let start = 0; start < entries.length; start += 32)
      await Promise.all(entries.slice(start, start + 32).map((e) => kv.put(e.key, e.value, { metadata: e.metadata })));
  }
  return { mf, url };
}
