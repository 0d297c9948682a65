/**
 * The abuse suite: about 1,100 generated requests (tests/worker/fuzz-cases.ts, fixed seed)
 * through the local entry, and each redirect followed once (about 300 more). Each answer is
 * checked: no 5xx, no Location off the site (except an explicit URL of the redirect table),
 * no hostile value echoed into a body or a header, JSON for every API answer, no body for
 * HEAD, Allow with every 405; a followed redirect does not redirect back to itself.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { CANARY, fuzzCases, SEED, type FuzzCase } from "./fuzz-cases.ts";
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
  if (testCase.method === "HEAD" && body !== "") found.push("HEAD answered with a body");
  if (response.status === 405 && !response.headers.get("allow")) found.push("405 without Allow");
  return found;
}

describe(`abuse suite (seed ${SEED})`, () => {
  it("every generated request is answered right", { timeout: 120_000 }, async () => {
    // Expected log lines (broken input is logged, CSP reports are logged) stay out of the output.
    const logs = [
      vi.spyOn(console, "warn").mockImplementation(() => {}),
      vi.spyOn(console, "error").mockImplementation(() => {}),
    ];
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    let sent = 0;
    async function run(cases: FuzzCase[]): Promise<FuzzCase[]> {
      const followUps: FuzzCase[] = [];
      const BATCH = 16;
      for (let start = 0; start < cases.length; start += BATCH) {
        const batch = cases.slice(start, start + BATCH);
        const answers = await Promise.all(batch.map((testCase, i) => send(testCase, sent + start + i)));
        answers.forEach(({ response, body }, i) => {
          const testCase = batch[i] as FuzzCase;
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
          for (const problem of problems(testCase, response, body))
            failures.push(`${testCase.method} ${testCase.target.slice(0, 120)}: ${problem}`);
          const location = response.headers.get("location");
          if (location?.startsWith("/")) {
            if (location === testCase.target) failures.push(`${testCase.target.slice(0, 120)}: redirects to itself`);
            else followUps.push({ method: "GET", target: location, headers: testCase.headers });
          }
        });
      }
      sent += cases.length;
      return followUps;
    }
    const followUps = await run(fuzzCases());
    const generated = sent;
    // One hop further: the page a redirect leads to must answer without sending the visitor back.
    const again = await run(followUps);
    for (const testCase of again)
      if (followUps.some((f) => f.target === testCase.target)) failures.push(`${testCase.target}: redirect loop`);
    const logged = logs.reduce((sum, spy) => sum + spy.mock.calls.length, 0);
    const summary = [...statuses]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${status}×${count}`)
      .join(" ");
    console.log(
      `abuse suite: ${sent} requests (${generated} generated, seed ${SEED}, ${sent - generated} redirects followed), ${failures.length} answered wrong; statuses ${summary}; ${logged} log lines`,
    );
    expect(failures).toEqual([]);
    expect(generated).toBeGreaterThan(1000);
  });
});
