import { describe, expect, it } from "vitest";
import type { AccountsService } from "./accounts-service.ts";
import { forwardSignUp } from "./forward.ts";

/** A service whose answer is made as it is read, counting what was pulled. */
function streamingService(status: number, total: number, declared?: number) {
  const read = { bytes: 0, cancelled: false };
  const chunk = new TextEncoder().encode("x".repeat(16 * 1024));
  const service: AccountsService = {
    async create() {
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (read.bytes >= total) return controller.close();
          read.bytes += chunk.byteLength;
          controller.enqueue(chunk);
        },
        cancel() {
          read.cancelled = true;
        },
      });
      const headers = new Headers({ "content-type": "text/html" });
      if (declared !== undefined) headers.set("content-length", String(declared));
      return new Response(body, { status, headers });
    },
  };
  return { service, read };
}

const options = { timeoutMs: 5_000, headers: {} };

describe("the accounts service's answer is read with a size cap", () => {
  it("a 60 MB body without Content-Length is read up to 64 KB and the rest cancelled, never forwarded", async () => {
    const { service, read } = streamingService(400, 60 * 1024 * 1024);
    expect(await forwardSignUp(service, {}, options)).toEqual({
      kind: "answer",
      status: 400,
      body: {},
      unreadable: true,
    });
    expect(read.bytes).toBeLessThanOrEqual(96 * 1024);
    expect(read.cancelled).toBe(true);
  });

  it("a declared Content-Length over the cap is not read at all", async () => {
    const { service, read } = streamingService(500, 1024 * 1024, 1024 * 1024);
    expect(await forwardSignUp(service, {}, options)).toMatchObject({ unreadable: true });
    expect(read.bytes).toBeLessThanOrEqual(16 * 1024);
  });

  it("a short JSON or plain-text answer is read whole", async () => {
    const json: AccountsService = { create: async () => Response.json({ email: ["Taken."] }, { status: 400 }) };
    expect(await forwardSignUp(json, {}, options)).toEqual({
      kind: "answer",
      status: 400,
      body: { email: ["Taken."] },
      unreadable: false,
    });
    const text: AccountsService = {
      create: async () => new Response("Paused.", { status: 422, headers: { "content-type": "text/plain" } }),
    };
    expect(await forwardSignUp(text, {}, options)).toMatchObject({ body: "Paused.", unreadable: false });
  });
});
