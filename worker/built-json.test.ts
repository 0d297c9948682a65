import { describe, expect, it } from "vitest";
import { builtJson } from "./built-json.ts";

/** Static Assets that answer from `files`, counting the reads, failing while `down` is true. */
function assets(files: Record<string, unknown>) {
  const state = { reads: 0, down: false };
  const fetcher = {
    fetch: async (request: Request) => {
      state.reads += 1;
      const path = new URL(request.url).pathname;
      if (state.down || !(path in files)) return new Response("Not found", { status: 404 });
      return Response.json(files[path]);
    },
  } as unknown as Parameters<typeof builtJson>[0];
  return { fetcher, state };
}

describe("docs/architecture.md: JSON the build wrote to Static Assets", () => {
  it("is read once per isolate", async () => {
    const { fetcher, state } = assets({ "/_test/once.json": { a: 1 } });
    expect(await builtJson(fetcher, "/_test/once.json")).toEqual({ a: 1 });
    expect(await builtJson(fetcher, "/_test/once.json")).toEqual({ a: 1 });
    expect(state.reads).toBe(1);
  });

  it("a failed read names the file and is not kept: the next request reads again", async () => {
    const { fetcher, state } = assets({ "/_test/later.json": { b: 2 } });
    state.down = true;
    await expect(builtJson(fetcher, "/_test/later.json")).rejects.toThrow("dist/assets/_test/later.json is missing");
    state.down = false;
    expect(await builtJson(fetcher, "/_test/later.json")).toEqual({ b: 2 });
    expect(state.reads).toBe(2);
  });
});
