import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../worker/app.ts";
import { seedKv } from "./kv.ts";

beforeAll(() => seedKv({ redirects: ["/stories/pharmacy-network"] }));

/** Wraps a namespace so that reads can be counted. */
function counted(kv: KVNamespace) {
  const reads: string[] = [];
  const proxy = new Proxy(kv, {
    get(target, property) {
      if (property === "get" || property === "getWithMetadata") {
        return (key: string, ...rest: unknown[]) => {
          reads.push(key);
          return (target.get as (...a: unknown[]) => unknown).call(target, key, ...rest);
        };
      }
      const value = Reflect.get(target, property) as unknown;
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { kv: proxy, reads };
}

describe("a redirect costs at most one KV read and is answered before any page work", () => {
  it("a stored redirect: one REDIRECTS read, no CONTENT read", async () => {
    const redirects = counted(env.REDIRECTS);
    const content = counted(env.CONTENT);
    const response = await createApp().request(
      "/stories/pharmacy-network",
      {},
      { ...env, REDIRECTS: redirects.kv, CONTENT: content.kv },
    );
    expect(response.status).toBe(301);
    expect(redirects.reads).toEqual(["/stories/pharmacy-network"]);
    expect(content.reads).toEqual([]);
  });

  it("a built-in rule: no KV read at all", async () => {
    const redirects = counted(env.REDIRECTS);
    const content = counted(env.CONTENT);
    const response = await createApp().request("/home", {}, { ...env, REDIRECTS: redirects.kv, CONTENT: content.kv });
    expect(response.status).toBe(301);
    expect([...redirects.reads, ...content.reads]).toEqual([]);
  });
});
