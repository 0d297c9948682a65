import { describe, expect, it } from "vitest";
import { islandComponentsSource, islandLoadersSource, islandNames } from "./island-index.ts";

describe("the islands index (docs/architecture.md, islands)", () => {
  it("takes every .tsx file of the folder with a default export, by its file name, sorted", () => {
    const names = islandNames([
      { name: "tool-address.tsx", source: "export default function ToolAddress() {}" },
      { name: "funnel.tsx", source: 'import x from "y";\nexport default function Funnel() {}' },
      { name: "island.tsx", source: "export function Island() {}" },
      { name: "map-islands.test.tsx", source: "export default 1;" },
      { name: "registry.ts", source: "export default {};" },
      { name: "index.gen.ts", source: "export const islandComponents = {};" },
    ]);
    expect(names).toEqual(["funnel", "tool-address"]);
  });

  it("a default export named in a comment or a string is not one", () => {
    expect(
      islandNames([{ name: "notes.tsx", source: '// export default later\nconst s = "export default";' }]),
    ).toEqual([]);
  });

  it("the server's index imports each island's component; the browser's imports none, only lazily", () => {
    const server = islandComponentsSource(["demo-map", "funnel"]);
    expect(server).toContain('import DemoMap from "./demo-map.tsx";');
    expect(server).toContain('  "demo-map": DemoMap,');
    const browser = islandLoadersSource(["demo-map", "funnel"]);
    expect(browser).toContain('  "funnel": () => import("./funnel.tsx"),');
    expect(browser.match(/import\(/g)).toHaveLength(2);
    expect(browser).not.toMatch(/^import \w+ from/m);
  });
});
