/**
 * `npm run build`: every build step (docs/architecture.md, "The build"), in two chains that
 * run at once, since they write to different places:
 *   the base map → the client (which imports it) → the geocoder's index (which copies the base
 *   map's cells beside its own and adds to the client's _headers) → the OpenAPI document of
 *   /api/localities (whose examples are the embedded geocoder's answers) → the images (whose
 *   hero pictures show the embedded geocoder's real suggestions, so they need its index);
 *   the content and redirects.
 * The islands index is written first: the client and the content checks import it; the
 * versions the Worker imports last (build-schema-version: the render version names what both
 * chains wrote). Each step's
 * output is printed whole when it ends, with its time; the first failure stops the others.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { writeIslandIndex } from "./build-islands.ts";

const CHAINS: readonly (readonly string[])[] = [
  ["build-basemap", "build-client", "build-geodata", "build-openapi", "build-images"],
  ["build-content"],
];

const running = new Set<ChildProcess>();
const started = performance.now();
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/** Runs one step; resolves with its exit status after printing what it wrote. */
function step(name: string): Promise<number> {
  const start = performance.now();
  const child = spawn("tsx", [`scripts/${name}.ts`], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  running.add(child);
  const output: Buffer[] = [];
  child.stdout.on("data", (chunk: Buffer) => output.push(chunk));
  child.stderr.on("data", (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) => {
    child.on("close", (code, signal) => {
      running.delete(child);
      process.stdout.write(Buffer.concat(output));
      const status = code ?? (signal ? 1 : 0);
      console.log(
        `build: ${name} ${status === 0 ? "done" : `failed (${signal ?? `exit ${code}`})`} in ${seconds(start)}`,
      );
      resolve(status);
    });
  });
}

async function chain(names: readonly string[]): Promise<number> {
  for (const name of names) {
    const status = await step(name);
    if (status !== 0) {
      for (const child of running) child.kill("SIGTERM");
      return status;
    }
  }
  return 0;
}

console.log(`client/islands: ${writeIslandIndex().length} islands indexed`);
const statuses: number[] = await Promise.all(CHAINS.map(chain));
// The render version names the client files and catalogues both chains wrote (docs/benchmarks.md#pre-rendered-pages).
if (!statuses.some((status) => status !== 0)) statuses.push(await step("build-schema-version"));
const failed = statuses.find((status) => status !== 0);
console.log(`build: ${failed === undefined ? "done" : "failed"} in ${seconds(started)}`);
process.exit(failed ?? 0);
