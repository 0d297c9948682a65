import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DEADLINE_MS, postJson, PostError, RESPONSE_TIMEOUT_MS } from "./post-json.ts";

/**
 * A fetch whose answer begins when the test says: headers, then a body that never ends
 * until the request is aborted (as a stalled server would).
 */
function controlledFetch() {
  let begin: () => void = () => {};
  const fake = vi.fn((_url: string | URL | Request, init?: RequestInit) => {
    return new Promise<Response>((resolve, reject) => {
      const aborted = () => new DOMException("aborted", "AbortError");
      init?.signal?.addEventListener("abort", () => reject(aborted()));
      begin = () => {
        const body = new ReadableStream({
          start: (controller) => init?.signal?.addEventListener("abort", () => controller.error(aborted())),
        });
        resolve(new Response(body, { status: 200 }));
      };
    });
  });
  return { fetch: fake as unknown as typeof fetch, begin: () => begin() };
}

async function rejection(promise: Promise<unknown>): Promise<PostError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof PostError) return error;
    throw error;
  }
  throw new Error("expected a rejection");
}

describe("docs/signup.md: the POST helper", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("posts JSON and resolves with the parsed answer", async () => {
    const fetch = vi.fn(async () => Response.json({ access_token: "a" }, { status: 201 }));
    const answer = await postJson("/api/signup", { x: 1 }, { fetch: fetch as unknown as typeof globalThis.fetch });
    expect(answer).toEqual({ status: 201, body: { access_token: "a" } });
    expect(fetch).toHaveBeenCalledWith("/api/signup", expect.objectContaining({ method: "POST", body: '{"x":1}' }));
  });

  it("rejects a status of 400 or more with its status, its text and the parsed body", async () => {
    const fetch = vi.fn(async () => new Response('{"email":["taken"]}', { status: 400 }));
    const error = await rejection(postJson("/x", {}, { fetch: fetch as unknown as typeof globalThis.fetch }));
    expect(error).toMatchObject({ kind: "http", status: 400, text: '{"email":["taken"]}', body: { email: ["taken"] } });
  });

  it("rejects an answer that is not JSON with the raw text", async () => {
    const fetch = vi.fn(async () => new Response("<html>oops</html>", { status: 200 }));
    expect(await rejection(postJson("/x", {}, { fetch: fetch as unknown as typeof globalThis.fetch }))).toMatchObject({
      kind: "not-json",
      status: 200,
      body: "<html>oops</html>",
    });
    const failed = vi.fn(async () => new Response("Bad gateway", { status: 502 }));
    expect(await rejection(postJson("/x", {}, { fetch: failed as unknown as typeof globalThis.fetch }))).toMatchObject({
      kind: "http",
      status: 502,
      body: "Bad gateway",
    });
  });

  it("rejects a network error with status 0", async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError("Failed to fetch");
    });
    expect(await rejection(postJson("/x", {}, { fetch: fetch as unknown as typeof globalThis.fetch }))).toMatchObject({
      kind: "network",
      status: 0,
      text: "Failed to fetch",
    });
  });

  it("gives up when no answer begins within 7 s", async () => {
    const { fetch } = controlledFetch();
    const pending = rejection(postJson("/x", {}, { fetch }));
    await vi.advanceTimersByTimeAsync(RESPONSE_TIMEOUT_MS - 1);
    expect(vi.getTimerCount()).toBe(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toMatchObject({ kind: "timeout", status: 0 });
  });

  it("gives up at 8 s overall when the answer began but its body did not end", async () => {
    const { fetch, begin } = controlledFetch();
    const pending = rejection(postJson("/x", {}, { fetch }));
    await vi.advanceTimersByTimeAsync(RESPONSE_TIMEOUT_MS - 500);
    begin(); // the answer begins at 6.5 s, its body never ends
    await vi.advanceTimersByTimeAsync(1_000); // 7.5 s: past the 7 s limit, which no longer applies
    let settled = false;
    void pending.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(DEADLINE_MS - RESPONSE_TIMEOUT_MS - 500); // 8 s
    expect(await pending).toMatchObject({ kind: "timeout" });
  });
});
