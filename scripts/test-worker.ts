/**
 * Runs the Worker tests (vitest project "worker") as two shards in two vitest processes at once.
 *
 * Why not `maxWorkers: 2` in one process: with two workerd runtimes in one pool,
 * @cloudflare/vitest-plugin can leave a workerd running after the last file, and vitest never
 * prints its summary or exits (a CI run hung for 90 minutes after every file had passed;
 * cloudflare/workers-sdk#14903). Each process here runs one file at a time, as the plugin
 * expects, and the two shards still overlap their waits on workerd, KV seeding and Queue retries.
 *
 * Each shard's output is kept and printed whole when it ends, so the two do not interleave.
 * Exits with the first non-zero status. Extra arguments go to both vitest processes.
 * Shards: TEST_WORKER_SHARDS (default 2; 1 runs the project in this process's terminal).
 * A shard still running after TEST_WORKER_MINUTES (default 15) is stopped and fails, with what it
 * printed, instead of holding CI until its own limit.
 */
import { spawn } from "node:child_process";

const shards = Math.max(1, Number(process.env.TEST_WORKER_SHARDS ?? "2") || 1);
const minutes = Number(process.env.TEST_WORKER_MINUTES ?? "15") || 15;
const extra = process.argv.slice(2);

/** Signals a shard's process group (vitest and the workerd it started); one that has ended is left alone. */
function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // That shard has already ended.
  }
}

const groups: number[] = [];
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    for (const pid of groups) signalGroup(pid, signal);
    process.exit(1);
  });
}

function runShard(index: number): Promise<number> {
  const args = ["vitest", "run", "--project", "worker", ...(shards > 1 ? [`--shard=${index}/${shards}`] : []), ...extra];
  // Its own process group, so that a stop reaches vitest and the workerd it started.
  const child = spawn("npx", args, { stdio: shards > 1 ? ["ignore", "pipe", "pipe"] : "inherit", env: process.env, detached: true });
  if (child.pid) groups.push(child.pid);
  const output: Buffer[] = [];
  child.stdout?.on("data", (chunk: Buffer) => output.push(chunk));
  child.stderr?.on("data", (chunk: Buffer) => output.push(chunk));
  let timedOut = false;
  const deadline = setTimeout(() => {
    timedOut = true;
    if (child.pid) signalGroup(child.pid, "SIGKILL");
  }, minutes * 60_000);
  return new Promise((resolve) => {
    child.on("close", (code, signal) => {
      clearTimeout(deadline);
      if (shards > 1) {
        process.stdout.write(`\n── Worker tests, shard ${index} of ${shards} ──\n`);
        process.stdout.write(Buffer.concat(output));
      }
      if (timedOut) process.stdout.write(`\nWorker tests, shard ${index}: still running after ${minutes} minutes; stopped.\n`);
      resolve(timedOut ? 1 : (code ?? (signal ? 1 : 0)));
    });
  });
}

const codes = await Promise.all(Array.from({ length: shards }, (_, i) => runShard(i + 1)));
process.exit(codes.find((code) => code !== 0) ?? 0);
