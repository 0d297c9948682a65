import { describe, expect, it } from "vitest";
import { applyFacts } from "./fact-tokens.ts";

describe("fact tokens are replaced without copying what holds none (docs/benchmarks.md)", () => {
  const values = { "free.name": "Free" };

  it("a value without tokens comes back as it is", () => {
    const blocks = [{ type: "text", props: { title: "No token", items: ["a", "b"] } }];
    expect(applyFacts(blocks, values)).toBe(blocks);
  });

  it("what holds a token is copied with it replaced; its siblings are shared and the original is unchanged", () => {
    const plain = { type: "hero", props: { title: "Plain" } };
    const tokened = { type: "text", props: { title: "The {{free.name}} plan", body: ["{{unknown}}", "x"] } };
    const blocks: { type: string; props: { title: string; body?: string[] } }[] = [plain, tokened];
    const replaced = applyFacts(blocks, values);
    expect(replaced).not.toBe(blocks);
    expect(replaced[0]).toBe(plain);
    expect(replaced[1]).toEqual({ type: "text", props: { title: "The Free plan", body: ["{{unknown}}", "x"] } });
    expect(replaced[1]?.props.body).toBe(tokened.props.body);
    expect(tokened.props.title).toBe("The {{free.name}} plan");
  });
});
