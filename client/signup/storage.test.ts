import { describe, expect, it } from "vitest";
import { isSurveyFinished, markSurveyFinished, SURVEY_STORAGE_KEY } from "./storage.ts";

function memory(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe("docs/leads.md: the survey's finished flag belongs to the account's email", () => {
  it("a second person in the same browser is asked, not thanked for answers they never gave", () => {
    const storage = memory();
    markSurveyFinished(storage, "Ada@Example.com ");
    expect(isSurveyFinished(storage, "ada@example.com")).toBe(true);
    expect(isSurveyFinished(storage, "grace@example.com")).toBe(false);
    markSurveyFinished(storage, "grace@example.com");
    expect(isSurveyFinished(storage, "ada@example.com")).toBe(true);
    expect(isSurveyFinished(storage, null)).toBe(false);
  });

  it("the old browser-wide flag, or a broken value, finishes nobody's survey", () => {
    expect(isSurveyFinished(memory({ [SURVEY_STORAGE_KEY]: "finished" }), "ada@example.com")).toBe(false);
    expect(isSurveyFinished(memory({ [SURVEY_STORAGE_KEY]: "[1,2" }), "ada@example.com")).toBe(false);
    expect(isSurveyFinished(null, "ada@example.com")).toBe(false);
  });
});
