import { beforeAll, describe, expect, it } from "vitest";
import { redirectEntries, seedKv, visit } from "./kv.ts";

beforeAll(seedKv, 60_000);

describe("docs/operations.md: redirects lead to pages", () => {
  it("the table has several hundred rows, all permanent, some from each old section", () => {
    const targets = redirectEntries.map((e) => ({
      key: e.key,
      ...(JSON.parse(e.value) as { destination: string; permanent: boolean }),
    }));
    expect(targets.length).toBeGreaterThanOrEqual(300);
    expect(targets.filter((t) => !t.permanent)).toEqual([]);
    for (const prefix of ["/fr/", "/de/", "/stories/", "/usecases/", "/showcases/", "/products/"]) {
      expect(targets.filter((t) => t.key.startsWith(prefix)).length, prefix).toBeGreaterThanOrEqual(5);
    }
    expect(
      targets.filter((t) => !t.destination.startsWith("/") && !t.destination.startsWith("http")).length,
    ).toBeGreaterThanOrEqual(3);
  });

  it("following each redirect once reaches a page that answers 200", async () => {
    const destinations = new Set(
      redirectEntries.map((e) => (JSON.parse(e.value) as { destination: string }).destination),
    );
    const failures: string[] = [];
    for (const destination of destinations) {
      const path = destination.startsWith("/") ? destination : `/${destination}`;
      const response = await visit(path);
      await response.body?.cancel();
      if (response.status !== 200) failures.push(`${path}: ${response.status}`);
    }
    expect(failures).toEqual([]);
    expect(destinations.size).toBeGreaterThan(150);
  }, 120_000);
});
