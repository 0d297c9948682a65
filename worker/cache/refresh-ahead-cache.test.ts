import { describe, expect, it } from "vitest";
import { RefreshAheadCache } from "./refresh-ahead-cache.ts";

/** A cache on a clock the test moves, with the background work it was handed. */
function setUp() {
  let time = 0;
  let draw = 1; // the latest a value is read again: three quarters of its time
  const cache = new RefreshAheadCache<string>({ maxEntries: 10, now: () => time, random: () => draw });
  const deferred: Promise<unknown>[] = [];
  const defer = (work: Promise<unknown>) => {
    deferred.push(work);
  };
  let reads = 0;
  let answer = "first";
  const load = async () => {
    reads += 1;
    return answer;
  };
  return {
    cache,
    defer,
    load,
    deferred,
    at: (ms: number) => {
      time = ms;
    },
    reads: () => reads,
    draw: (value: number) => {
      draw = value;
    },
    answer: (value: string) => {
      answer = value;
    },
  };
}

describe("values in use are read again before they expire (docs/benchmarks.md, tail latency)", () => {
  it("a request before three quarters of the time to live uses the value and reads nothing", async () => {
    const t = setUp();
    expect(await t.cache.get("k", 1000, t.load, t.defer)).toBe("first");
    t.at(749);
    expect(await t.cache.get("k", 1000, t.load, t.defer)).toBe("first");
    expect(t.reads()).toBe(1);
    expect(t.deferred).toHaveLength(0);
  });

  it("after that, one request starts a read in the background and is answered at once; the new value follows", async () => {
    const t = setUp();
    await t.cache.get("k", 1000, t.load, t.defer);
    t.answer("second");
    t.at(800);
    const answers = await Promise.all([
      t.cache.get("k", 1000, t.load, t.defer),
      t.cache.get("k", 1000, t.load, t.defer),
    ]);
    expect(answers).toEqual(["first", "first"]);
    expect(t.deferred).toHaveLength(1); // one background read, not one per request
    await Promise.all(t.deferred);
    expect(await t.cache.get("k", 1000, t.load, t.defer)).toBe("second");
    expect(t.reads()).toBe(2);
  });

  it("values read together are read again at different times, from half their time to live on", async () => {
    const t = setUp();
    t.draw(0);
    await t.cache.get("early", 1000, t.load, t.defer);
    t.draw(1);
    await t.cache.get("late", 1000, t.load, t.defer);
    t.at(600);
    await t.cache.get("early", 1000, t.load, t.defer);
    await t.cache.get("late", 1000, t.load, t.defer);
    expect(t.deferred).toHaveLength(1);
  });

  it("a value nobody asked for in time expires: the next request reads it, so a change shows within the time to live", async () => {
    const t = setUp();
    await t.cache.get("k", 1000, t.load, t.defer);
    t.answer("changed");
    t.at(1000);
    expect(await t.cache.get("k", 1000, t.load, t.defer)).toBe("changed");
    expect(t.deferred).toHaveLength(0);
  });

  it("a background read that fails keeps the value until it expires", async () => {
    const t = setUp();
    await t.cache.get("k", 1000, t.load, t.defer);
    t.at(900);
    await t.cache.get("k", 1000, () => Promise.reject(new Error("KV down")), t.defer);
    await Promise.all(t.deferred);
    expect(await t.cache.get("k", 1000, t.load, t.defer)).toBe("first");
  });

  it("a time to live of 0 keeps nothing: every request reads", async () => {
    const t = setUp();
    await t.cache.get("k", 0, t.load, t.defer);
    await t.cache.get("k", 0, t.load, t.defer);
    expect(t.reads()).toBe(2);
  });

  it("says whether it holds a value, so that a cold read can start its next read beside it", async () => {
    const t = setUp();
    expect(t.cache.has("k")).toBe(false);
    await t.cache.get("k", 1000, t.load, t.defer);
    expect(t.cache.has("k")).toBe(true);
    t.at(1000);
    expect(t.cache.has("k")).toBe(false);
  });
});
