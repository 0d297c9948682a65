import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import {
  bundleProduction,
  bundleWorkerTo,
  localOnlyCodeIn,
  LOCAL_ONLY_MARKERS,
  productionConfigProblems,
  readProductionConfig,
} from "./production-bundle.ts";

describe("the production deploy (wrangler deploy --dry-run --env production)", () => {
  it("its bundle holds no simulation, no benchmark route and no embedded accounts service; the local bundle does", {
    timeout: 120_000,
  }, () => {
    const code = bundleProduction("dist/deploy-test");
    expect(code).toContain("/api/csp-report"); // it is the Worker
    expect(localOnlyCodeIn(code)).toEqual([]);
    // The same check finds every marker in the local entry's bundle, so it can fail.
    expect(localOnlyCodeIn(readFileSync(bundleWorkerTo("dist/deploy-test-local", "local"), "utf8"))).toEqual(
      LOCAL_ONLY_MARKERS,
    );
  });

  it("its configuration has a URL, an https SITE_URL at that host, the rate limits, an accounts API and each form's lead destination", () => {
    expect(productionConfigProblems(readProductionConfig())).toEqual([]);
  });

  it("a configuration without a route, or with an http SITE_URL, is refused", () => {
    const good = readProductionConfig();
    expect(productionConfigProblems({ ...good, routes: [] })).toContain(
      "[env.production] has no route or custom domain: a deploy would have no URL (workers_dev is off)",
    );
    expect(productionConfigProblems({ ...good, vars: { ...good.vars, SITE_URL: "http://www.locus.example" } })).toEqual(
      ['SITE_URL must be an https URL in production, found "http://www.locus.example"'],
    );
    expect(productionConfigProblems({ ...good, main: "worker/local.ts" })[0]).toMatch(/main must be worker\/index.ts/);
    expect(productionConfigProblems({ ...good, ratelimits: [] })).toHaveLength(3);
    const { ACCOUNTS_API_URL: _accounts, ...withoutAccounts } = good.vars;
    expect(productionConfigProblems({ ...good, vars: withoutAccounts })).toEqual([
      'ACCOUNTS_API_URL must be an https URL in production (the account-creation endpoint), found ""',
    ]);
    const { LEADS_INBOX_ONLY: _inbox, ...withoutInbox } = good.vars;
    expect(productionConfigProblems({ ...good, vars: withoutInbox })).toContain(
      "form sales has neither a handler (FORM_HANDLER_SALES_URL) nor an inbox-only declaration (LEADS_INBOX_ONLY): say where its leads go",
    );
  });
});
