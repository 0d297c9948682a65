import { describe, expect, it } from "vitest";
import { bundleGroups, bundleInputs, unwantedInput } from "./worker-bundle.ts";

describe("the Worker bundle holds only what the server runs (docs/architecture.md)", () => {
  it("React's legacy string renderer and its development build are unwanted; its edge renderer is the one", () => {
    expect(unwantedInput("node_modules/react-dom/cjs/react-dom-server-legacy.browser.production.js")).toMatch(/legacy/);
    expect(unwantedInput("node_modules/react-dom/cjs/react-dom-server.edge.development.js")).toMatch(/development/);
    expect(unwantedInput("node_modules/react/cjs/react.development.js")).toMatch(/development/);
    expect(unwantedInput("node_modules/react-dom/cjs/react-dom-server.edge.production.js")).toBeNull();
  });

  it("the admin app's components, build code and build data are unwanted; the rules the admin API shares are not", () => {
    expect(unwantedInput("client/admin/views/app-settings.tsx")).toMatch(/admin app/);
    expect(unwantedInput("client/admin/builder/card-order-rules.ts")).toBeNull();
    expect(unwantedInput("scripts/lib/catalogue.ts")).toMatch(/build code/);
    expect(unwantedInput("dist/kv/content.json")).toMatch(/build reads/);
    expect(unwantedInput("content/pages/home.json")).toMatch(/build reads/);
    expect(unwantedInput("dist/client-manifest.json")).toBeNull();
  });

  it("country names are wanted only in the languages pages are written in", () => {
    expect(unwantedInput("node_modules/i18n-iso-countries/langs/de.json")).toBeNull();
    expect(unwantedInput("node_modules/i18n-iso-countries/langs/ja.json")).toMatch(/in ja/);
  });

  it("inputs are listed largest first, by their repository path, those adding nothing left out", () => {
    const inputs = bundleInputs({
      outputs: {
        "../../tmp/x/index.js.map": { bytes: 9, inputs: {} },
        "../../tmp/x/index.js": {
          bytes: 300,
          inputs: {
            "../../work/repo/node_modules/valibot/dist/index.mjs": { bytesInOutput: 100 },
            "worker/app.ts": { bytesInOutput: 200 },
            "client/types.ts": { bytesInOutput: 0 },
          },
        },
      },
    });
    expect(inputs).toEqual([
      { path: "worker/app.ts", bytes: 200 },
      { path: "node_modules/valibot/dist/index.mjs", bytes: 100 },
    ]);
  });

  it("inputs are summed by package, scoped packages whole, and by folder two levels deep", () => {
    const groups = bundleGroups([
      { path: "node_modules/react-dom/cjs/a.js", bytes: 5 },
      { path: "client/blocks/a.tsx", bytes: 3 },
      { path: "client/blocks/heroes/b.tsx", bytes: 4 },
      { path: "node_modules/@scope/pkg/x.js", bytes: 1 },
    ]);
    expect(groups).toEqual([
      { path: "client/blocks", bytes: 7 },
      { path: "react-dom", bytes: 5 },
      { path: "@scope/pkg", bytes: 1 },
    ]);
  });
});
