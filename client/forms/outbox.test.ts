import { describe, expect, it } from "vitest";
import {
  afterFailure,
  dueEntries,
  LATER_DELAYS_MS,
  OUTBOX_MAX_AGE_MS,
  type OutboxEntry,
  parseOutbox,
  withEntry,
} from "./outbox.ts";

const NOW = Date.parse("2026-11-20T10:00:00Z");

function entry(overrides: Partial<OutboxEntry> = {}): OutboxEntry {
  return {
    form: "sales",
    body: '{"email":"a@b.co"}',
    key: "key-1",
    createdAt: NOW,
    tries: 0,
    nextAt: NOW,
    ...overrides,
  };
}

describe("docs/leads.md: the browser's outbox keeps a submission for 7 days at most", () => {
  it("reads well-formed entries younger than 7 days, and nothing from a broken value", () => {
    const young = entry({ createdAt: NOW - OUTBOX_MAX_AGE_MS + 1000 });
    const old = entry({ key: "old", createdAt: NOW - OUTBOX_MAX_AGE_MS });
    expect(parseOutbox(JSON.stringify([young, old, { form: "sales" }, 42]), NOW)).toEqual([young]);
    expect(parseOutbox("{not json", NOW)).toEqual([]);
    expect(parseOutbox('{"a":1}', NOW)).toEqual([]);
    expect(parseOutbox(null, NOW)).toEqual([]);
  });

  it("one entry per submission (its idempotency key), the newest 20 kept", () => {
    const first = entry();
    expect(withEntry([first], { ...first, tries: 2 })).toEqual([{ ...first, tries: 2 }]);
    const many = Array.from({ length: 25 }, (_, i) => entry({ key: `k${i}` })).reduce(withEntry, [] as OutboxEntry[]);
    expect(many.map((e) => e.key)).toEqual(Array.from({ length: 20 }, (_, i) => `k${i + 5}`));
  });
});

describe("docs/leads.md: later page views send it again with a growing wait", () => {
  it("waits 1 min, 5 min, 30 min, 2 h, 12 h, then a day between tries", () => {
    let current = entry();
    const waits: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      current = afterFailure(current, NOW);
      waits.push(current.nextAt - NOW);
    }
    expect(waits).toEqual([...LATER_DELAYS_MS, 24 * 3600_000, 24 * 3600_000]);
    expect(current.tries).toBe(8);
  });

  it("a page view sends only what is due, oldest first", () => {
    const a = entry({ key: "a", createdAt: NOW - 2000, nextAt: NOW - 1 });
    const b = entry({ key: "b", createdAt: NOW - 5000, nextAt: NOW });
    const later = entry({ key: "later", nextAt: NOW + 1 });
    expect(dueEntries([a, later, b], NOW).map((e) => e.key)).toEqual(["b", "a"]);
  });
});
