import { describe, expect, it } from "vitest";
import { USE_CASE_KEYS } from "../forms/options.ts";
import { saveUseCases, shuffledUseCases, toggleUseCase, USE_CASES_STORAGE_KEY } from "./use-cases.ts";

/** A deterministic stand-in for Math.random. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 16807) % 2147483647;
    return (state - 1) / 2147483646;
  };
}

describe("docs/leads.md use-case tiles", () => {
  it("11 tiles in random order, Other always last", () => {
    const orders = new Set<string>();
    for (let seed = 1; seed < 40; seed += 1) {
      const order = shuffledUseCases(seeded(seed));
      expect(order).toHaveLength(11);
      expect(new Set(order)).toEqual(new Set(USE_CASE_KEYS));
      expect(order.at(-1)).toBe("other");
      orders.add(order.join());
    }
    expect(orders.size).toBeGreaterThan(30);
  });

  it("a tile toggles on click; the chosen keep the list's order", () => {
    expect(toggleUseCase([], "ai")).toEqual(["ai"]);
    expect(toggleUseCase(["ai"], "storelocator")).toEqual(["storelocator", "ai"]);
    expect(toggleUseCase(["storelocator", "ai"], "ai")).toEqual(["storelocator"]);
  });

  it("the choice is kept under signup-usecases, as JSON keys", () => {
    const stored = new Map<string, string>();
    saveUseCases({ setItem: (key, value) => void stored.set(key, value) }, ["geocoding", "other"]);
    expect(USE_CASES_STORAGE_KEY).toBe("signup-usecases");
    expect(stored.get("signup-usecases")).toBe('["geocoding","other"]');
  });

  it("storage that refuses (private mode) loses the choice quietly", () => {
    expect(() =>
      saveUseCases(
        {
          setItem: () => {
            throw new Error("QuotaExceededError");
          },
        },
        ["ai"],
      ),
    ).not.toThrow();
  });
});
