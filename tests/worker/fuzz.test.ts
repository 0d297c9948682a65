/**
 * The abuse suite: about 1,100 generated requests (tests/worker/fuzz-cases.ts, fixed seed)
 * through the local entry, and each redirect followed once (about 300 more). Each answer is
 * checked: no 5xx, no Location off the site (except an explicit URL of the redirect table),
 * no hostile value echoed into a body or a header, JSON for every API answer, no body for
 * HEAD, Allow with every 405; a followed redirect does not redirect back to itself.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ORIGIN as ADMIN_ORIGIN, sessionCookie } from "./admin-helpers.ts";
import { CANARY, fuzzCases, SEED, type FuzzCase } from "./fuzz-cases.ts";
import { adminPrototypeQueries, prototypeQueries } from "./fuzz-queries.ts";
import { seedKv } from "./kv.ts";
import { redirectEntries } from "./built-kv.ts";

beforeAll(() => seedKv({ pages: ["/company"], redirects: "all" }));
afterEach(() => vi.restoreAllMocks());

const ORIGIN = "http://localhost:8787";
/** Redirect destinations that are explicit URLs of the table: the only Locations that may leave. */
const TABLE_URLS = new Set(
  redirectEntries
    .map((e) => (JSON.parse(e.value) as { destination: string }).destination)
    .filter((d) => /^https?:\/\//.test(d)),
);
// biome-ignore lint/suspicious/noControlCharactersInRegex: the test looks for control characters in answers
const CONTROL = /[\u0000-\u001f\u007f]/;

async function send(testCase: FuzzCase, index: number): Promise<{ response: Response; body: string }> {
  const { exports } = await import("cloudflare:workers");
  // Spread over many visitors, so the rate limit does not stand in for the checks under test.
  const headers = new Headers({ "cf-connecting-ip": `203.0.113.${index % 256}`, ...testCase.headers });
  const request = new Request(`${ORIGIN}${testCase.target}`, {
    method: testCase.method,
    headers,
    body: testCase.body,
    redirect: "manual",
  });
  const response = await (exports as { default: Fetcher }).default.fetch(request);
  return { response, body: await response.text() };
}

/** What is wrong with one answer, as sentences (empty when it is right). */
function problems(testCase: FuzzCase, response: Response, body: string): string[] {
  const found: string[] = [];
  const path = new URL(`${ORIGIN}${testCase.target}`).pathname;
  if (response.status >= 500) found.push(`status ${response.status}`);
  if (testCase.expectStatus && response.status !== testCase.expectStatus)
    found.push(`status ${response.status}, not ${testCase.expectStatus} (${JSON.stringify(testCase.headers)})`);
  const location = response.headers.get("location");
  if (location !== null) {
    if (CONTROL.test(location)) found.push(`control character in Location ${JSON.stringify(location)}`);
    const leaves = new URL(location, `${ORIGIN}/`).origin !== ORIGIN;
    if (leaves && !TABLE_URLS.has(location.split("?")[0] as string)) found.push(`off-site Location ${location}`);
    if (!leaves && !/^\/(?![/\\])/.test(location)) found.push(`Location not a plain site path: ${location}`);
  }
  if (body.includes(CANARY)) found.push("hostile value echoed in the body");
  for (const [name, value] of response.headers)
    if (value.includes(CANARY)) found.push(`hostile value echoed in ${name}`);
  const isApi = path === "/api" || path.startsWith("/api/");
  if (isApi && body !== "" && !(response.headers.get("content-type") ?? "").startsWith("application/json"))
    found.push(`API answer is ${response.headers.get("content-type")}`);
  // no-store on the API unless a route chose its caching (worker/middleware/api-no-store.ts).
  if (isApi && !response.headers.get("cache-control")) found.push("API answer without Cache-Control");
  if (testCase.method === "HEAD" && body !== "") found.push("HEAD answered with a body");
  if (response.status === 405 && !response.headers.get("allow")) found.push("405 without Allow");
  return found;
}

/** Requests sent and answered, with what was wrong and what was logged. */
class Campaign {
  readonly failures: string[] = [];
  readonly statuses = new Map<number, number>();
  sent = 0;

  /** Sends the cases 16 at a time and checks each answer; resolves with the redirects to follow. */
  async run(cases: FuzzCase[]): Promise<FuzzCase[]> {
    const followUps: FuzzCase[] = [];
    const BATCH = 16;
    for (let start = 0; start < cases.length; start += BATCH) {
      const batch = cases.slice(start, start + BATCH);
      const answers = await Promise.all(batch.map((testCase, i) => send(testCase, this.sent + start + i)));
      answers.forEach(({ response, body }, i) => {
        const testCase = batch[i] as FuzzCase;
        this.statuses.set(response.status, (this.statuses.get(response.status) ?? 0) + 1);
        for (const problem of problems(testCase, response, body))
          this.failures.push(`${testCase.method} ${testCase.target.slice(0, 120)}: ${problem}`);
        const location = response.headers.get("location");
        if (location?.startsWith("/")) {
          if (location === testCase.target) this.failures.push(`${testCase.target.slice(0, 120)}: redirects to itself`);
          else followUps.push({ method: "GET", target: location, headers: testCase.headers });
        }
      });
    }
    this.sent += cases.length;
    return followUps;
  }

  summary(): string {
    return [...this.statuses]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${status}×${count}`)
      .join(" ");
  }
}

/** Expected log lines (broken input is logged, CSP reports are logged) stay out of the output, and are counted. */
function quietLogs() {
  const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  const error = vi.spyOn(console, "error").mockImplementation(() => {});
  return {
    count: () => warn.mock.calls.length + error.mock.calls.length,
    /** Errors of our own code: what onError logs ("unhandled error"), i.e. what would have been a 500. */
    unhandled: () => error.mock.calls.map((call) => String(call[0])).filter((line) => line.includes("unhandled error")),
  };
}

describe(`abuse suite (seed ${SEED})`, () => {
  it("every generated request is answered right", { timeout: 120_000 }, async () => {
    const logs = quietLogs();
    const campaign = new Campaign();
    const followUps = await campaign.run(fuzzCases());
    const generated = campaign.sent;
    // One hop further: the page a redirect leads to must answer without sending the visitor back.
    const again = await campaign.run(followUps);
    for (const testCase of again)
      if (followUps.some((f) => f.target === testCase.target))
        campaign.failures.push(`${testCase.target}: redirect loop`);
    console.log(
      `abuse suite: ${campaign.sent} requests (${generated} generated, seed ${SEED}, ${campaign.sent - generated} redirects followed), ${campaign.failures.length} answered wrong; statuses ${campaign.summary()}; ${logs.count()} log lines`,
    );
    expect(campaign.failures).toEqual([]);
    expect(logs.unhandled()).toEqual([]);
    expect(generated).toBeGreaterThan(1000);
  });

  it("every query parameter the site reads, with prototype names, bad escapes and long values", {
    timeout: 120_000,
  }, async () => {
    const logs = quietLogs();
    const campaign = new Campaign();
    const admin = { cookie: await sessionCookie(), origin: ADMIN_ORIGIN };
    await campaign.run([
      ...prototypeQueries(),
      ...adminPrototypeQueries().map((testCase) => ({ ...testCase, headers: admin })),
    ]);
    console.log(
      `prototype keys: ${campaign.sent} requests, ${campaign.failures.length} answered wrong; statuses ${campaign.summary()}; ${logs.count()} log lines`,
    );
    expect(campaign.failures).toEqual([]);
    expect(logs.unhandled()).toEqual([]);
    expect(campaign.statuses.get(200)).toBeGreaterThan(100);
  });
});
