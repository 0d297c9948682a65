/**
 * Checks of what a production deploy would ship, without uploading anything:
 * - the bundle (`wrangler deploy --dry-run --env production`) holds no local-only code: no
 *   country or position simulation, no benchmark route (worker/local/ is not imported by
 *   the production entry, worker/index.ts);
 * - the production configuration can be reached and is complete: a route or custom domain
 *   (without one a deploy has no URL), SITE_URL on https at that host, workers.dev off, the
 *   rate limits the code expects, an https ACCOUNTS_API_URL (production has no embedded
 *   accounts service: worker/local/accounts/ is absent from its bundle), and every form
 *   type's leads going to a handler or, declared, to the inbox (lead-destinations.ts).
 * Used by `npm run check` (scripts/check-production.ts) and by a test in `npm test`.
 */
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { unstable_readConfig } from "wrangler";
import { LOCALITIES_LIMIT_PERIOD } from "../../worker/api/routes.ts";
import { SIGNUP_LIMIT_PERIOD } from "../../worker/signup/routes.ts";
import { leadDestinationProblems } from "./lead-destinations.ts";

/** Texts only local-only modules contain: simulation headers and parameters, benchmark routes, the admin's password sign-in. */
export const LOCAL_ONLY_MARKERS = [
  "x-simulate-country",
  "x-simulate-position",
  "simulate_position",
  "/__bench/static",
  "/api/localities/__cache",
  "BENCH_STATIC_HTML",
  "BENCH_GEO_STATS",
  "BENCH_RENDER_PHASES",
  "/__test-vendors",
  // The admin's password sign-in (worker/local/admin/).
  "ADMIN_PASSWORD",
  "/admin/sign-in",
  "locus_admin",
  // The embedded accounts service and its single sign-on stand-ins (worker/local/accounts/).
  "/__accounts",
  "EMBEDDED_ACCOUNTS_SECRET",
  "https://accounts.locus.test",
];

/** The rate limits the code expects, with the period it sends as Retry-After. */
export const EXPECTED_RATE_LIMITS: Record<string, number> = {
  LOCALITIES_RATE_LIMIT: LOCALITIES_LIMIT_PERIOD,
  CSP_REPORT_RATE_LIMIT: 60,
  SIGNUP_RATE_LIMIT: SIGNUP_LIMIT_PERIOD,
};

/** The esbuild metafile bundleWorkerTo writes beside the bundle (scripts/lib/worker-bundle.ts reads it). */
export function metafileIn(outdir: string): string {
  return join(outdir, "metafile.json");
}

/**
 * Bundles the Worker as `wrangler deploy` would (React's production build, minified as
 * wrangler.toml says), without uploading it: the production environment, or the top-level
 * (local) configuration. Writes esbuild's metafile beside it (metafileIn). Returns the
 * bundle's path.
 */
export function bundleWorkerTo(outdir: string, environment: "production" | "local"): string {
  rmSync(outdir, { recursive: true, force: true });
  const args = [
    "deploy",
    "--dry-run",
    "--outdir",
    outdir,
    "--metafile",
    metafileIn(outdir),
    ...(environment === "production" ? ["--env", "production"] : []),
  ];
  const result = spawnSync("wrangler", args, {
    encoding: "utf8",
    env: { ...process.env, NODE_ENV: "production", WRANGLER_SEND_METRICS: "false" },
  });
  if (result.status !== 0) throw new Error(`wrangler ${args.join(" ")} failed:\n${result.stderr || result.stdout}`);
  const scripts = readdirSync(outdir).filter((file) => file.endsWith(".js"));
  if (scripts.length !== 1) throw new Error(`expected one bundle in ${outdir}, found ${scripts.join(", ") || "none"}`);
  return join(outdir, scripts[0] as string);
}

/** The production bundle's code (`wrangler deploy --dry-run --env production --outdir outdir`). */
export function bundleProduction(outdir: string): string {
  return readFileSync(bundleWorkerTo(outdir, "production"), "utf8");
}

/** Local-only texts found in a bundle's code. */
export function localOnlyCodeIn(code: string): string[] {
  return LOCAL_ONLY_MARKERS.filter((marker) => code.includes(marker));
}

interface ProductionConfig {
  main?: string;
  workers_dev?: boolean;
  routes?: (string | { pattern: string; custom_domain?: boolean; zone_name?: string; zone_id?: string })[];
  route?: string;
  vars: Record<string, unknown>;
  ratelimits?: { name: string; simple: { limit: number; period: number } }[];
}

/** What is missing or wrong in a production configuration, as sentences. */
export function productionConfigProblems(config: ProductionConfig): string[] {
  const problems: string[] = [];
  if (!config.main?.endsWith("worker/index.ts"))
    problems.push(
      `[env.production] main must be worker/index.ts (the production entry), found ${config.main ?? "none"}`,
    );
  const routes = [...(config.routes ?? []), ...(config.route ? [config.route] : [])];
  const hosts = routes.map(
    (route) =>
      (typeof route === "string" ? route : route.pattern)
        .replace(/^https?:\/\//, "")
        .split("/")[0]
        ?.replace(/\*$/, "") ?? "",
  );
  if (routes.length === 0)
    problems.push("[env.production] has no route or custom domain: a deploy would have no URL (workers_dev is off)");
  const siteUrl = String(config.vars.SITE_URL ?? "");
  if (!/^https:\/\//.test(siteUrl)) problems.push(`SITE_URL must be an https URL in production, found "${siteUrl}"`);
  else if (routes.length > 0 && !hosts.includes(new URL(siteUrl).host))
    problems.push(`SITE_URL ${siteUrl} is not served by a production route (${hosts.join(", ")})`);
  // Production has no embedded accounts service: without an accounts API nobody could sign up.
  const accounts = String(config.vars.ACCOUNTS_API_URL ?? "");
  if (!/^https:\/\/[^/]/.test(accounts))
    problems.push(
      `ACCOUNTS_API_URL must be an https URL in production (the account-creation endpoint), found "${accounts}"`,
    );
  problems.push(...leadDestinationProblems(config.vars));
  if (config.workers_dev !== false)
    problems.push("[env.production] must set workers_dev = false (the site answers on its own domain only)");
  for (const [name, period] of Object.entries(EXPECTED_RATE_LIMITS)) {
    const limit = config.ratelimits?.find((r) => r.name === name);
    if (!limit) problems.push(`[env.production] has no rate limit ${name}`);
    else if (limit.simple.period !== period)
      problems.push(`${name} has a period of ${limit.simple.period} s; the Worker answers Retry-After: ${period}`);
  }
  return problems;
}

/** The production configuration of wrangler.toml, read by wrangler itself. */
export function readProductionConfig(): ProductionConfig {
  return unstable_readConfig({ config: "wrangler.toml", env: "production" }) as unknown as ProductionConfig;
}
