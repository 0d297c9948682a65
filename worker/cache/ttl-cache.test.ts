import { describe, expect, it } from "vitest";
import { TtlCache } from "./ttl-cache.ts";

function clock() {
  let now = 1_000;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe("isolate cache", () => {
  it("forgets an entry once its time to live has passed", () => {
    const time = clock();
    const cache = new TtlCache<string>({ maxEntries: 10, now: time.now });
    cache.set("a", "A", 500);
    time.advance(499);
    expect(cache.get("a")).toBe("A");
    time.advance(1);
    expect(cache.get("a")).toBeUndefined();
  });

  it("stores nothing with a time to live of zero", () => {
    const cache = new TtlCache<string>({ maxEntries: 10 });
    cache.set("a", "A", 0);
    expect(cache.get("a")).toBeUndefined();
  });

  it("evicts the least recently used entry beyond maxEntries", () => {
    const cache = new TtlCache<number>({ maxEntries: 2 });
    cache.set("a", 1, 1000);
    cache.set("b", 2, 1000);
    cache.get("a");
    cache.set("c", 3, 1000);
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")).toBe(1);
    expect(cache.get("c")).toBe(3);
  });

  it("keeps the byte budget", () => {
    const cache = new TtlCache<string>({ maxEntries: 100, maxBytes: 10 });
    cache.set("a", "x", 1000, 6);
    cache.set("b", "y", 1000, 6);
    expect(cache.get("a")).toBeUndefined();
    expect(cache.bytes).toBe(6);
    cache.set("huge", "z", 1000, 11);
    expect(cache.get("huge")).toBeUndefined();
    expect(cache.get("b")).toBe("y");
  });

  it("loads on a miss, serves the stored value on a hit, and does not cache failures", async () => {
    const cache = new TtlCache<string | null>({ maxEntries: 10 });
    let loads = 0;
    const load = async () => {
      loads += 1;
      return null;
    };
    expect(await cache.getOrLoad("k", 1000, load)).toBeNull();
    expect(await cache.getOrLoad("k", 1000, load)).toBeNull();
    expect(loads).toBe(1);

    await expect(cache.getOrLoad("bad", 1000, () => Promise.reject(new Error("kv down")))).rejects.toThrow("kv down");
    expect(await cache.getOrLoad("bad", 1000, async () => "ok")).toBe("ok");
  });
});
