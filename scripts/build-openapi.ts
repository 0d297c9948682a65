/**
 * Writes dist/assets/_api/localities-openapi.json: the OpenAPI 3.1 document of /api/localities,
 * which the Worker serves at /api/localities/openapi.json and the developer page renders
 * (docs/localities.md#openapi-document). Its examples are answers of the embedded provider
 * read from the built index, so this runs after scripts/build-geodata.ts.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { OPENAPI_ASSET_PATH } from "../worker/api/openapi-document.ts";
import { EmbeddedProvider } from "../worker/localities/embedded/embedded-provider.ts";
import { builtAssets } from "./lib/built-assets.ts";
import { answerExamples, localitiesOpenApi } from "./lib/localities-openapi.ts";
import { unstable_readConfig } from "wrangler";

// Static Assets: the Worker reads it from there (worker/api/openapi-document.ts).
const OUT = `dist/assets${OPENAPI_ASSET_PATH}`;

// The production limit, read by wrangler itself (not through the Worker's modules: they import this document).
const production = unstable_readConfig({ config: "wrangler.toml", env: "production" }, { hideWarnings: true });
const limit = production.ratelimits?.find((r: { name: string }) => r.name === "LOCALITIES_RATE_LIMIT")?.simple;
if (!limit) throw new Error("wrangler.toml [env.production] has no LOCALITIES_RATE_LIMIT");

const examples = await answerExamples(new EmbeddedProvider(builtAssets));
const document = await localitiesOpenApi(examples, { requests: limit.limit, seconds: limit.period });
const text = JSON.stringify(document);
mkdirSync(dirname(OUT), { recursive: true });
writeFileSync(OUT, text);
console.log(`openapi: ${Object.keys(document.paths).length} paths, ${(text.length / 1024).toFixed(1)} KB → ${OUT}`);
