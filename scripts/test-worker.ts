/**
 * Runs the Worker tests (vitest project "worker") as two shards in two vitest processes at once.
 *
 * Why not `maxWorkers: 2` in one process: with two workerd runtimes in one pool,
 * @cloudflare/vitest-plugin can leave a workerd running after the last file, and vitest never
 * prints its summary or exits (cloudflare/workers-sdk#14903). Each process here runs one file at
 * a time, as the plugin expects, and the two shards still overlap their waits on workerd, KV
 * seeding and Queue retries.
 *
 * A stall: on fresh CI machines a shard has also stopped mid-run, once in twelve runs or so, with
 * no test failing and not even vitest's own 5 s test timeout firing (the runtime itself stopped
 * answering). A shard that prints nothing for TEST_WORKER_IDLE_MINUTES (default 5; the slowest
 * file takes under a minute) is stopped with its whole process group (vitest and its workerd),
 * its output so far is printed and said to have stalled, and it runs once more. A second stall
 * fails. A failing test is never run again: vitest's exit status is the shard's.
 *
 * Each shard's output is printed whole when it ends, so the two do not interleave. Exits with the
 * first non-zero status. Extra arguments go to every vitest process.
 * Shards: TEST_WORKER_SHARDS (default 2; 1 runs the project with its output as it comes).
 */
import { spawn } from "node:child_process";

const shards = Math.max(1, Number(process.env.TEST_WORKER_SHARDS ?? "2") || 1);
const idleMinutes = Number(process.env.TEST_WORKER_IDLE_MINUTES ?? "5") || 5;
const extra = process.argv.slice(2);

/** Signals a shard's process group (vitest and the workerd it started); one that has ended is left alone. */
function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // That shard has already ended.
  }
}

const groups = new Set<number>();
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    for (const pid of groups) signalGroup(pid, signal);
    process.exit(1);
  });
}

interface ShardRun {
  code: number;
  stalled: boolean;
}

function runShard(index: number, attempt: number): Promise<ShardRun> {
  const args = [
    "vitest",
    "run",
    "--project",
    "worker",
    ...(shards > 1 ? [`--shard=${index}/${shards}`] : []),
    ...extra,
  ];
  // Its own process group, so that a stop reaches vitest and the workerd it started.
  const child = spawn("npx", args, { stdio: ["ignore", "pipe", "pipe"], env: process.env, detached: true });
  const pid = child.pid;
  if (pid) groups.add(pid);
  const output: Buffer[] = [];
  let stalled = false;
  let idle: NodeJS.Timeout | undefined;
  const watch = () => {
    clearTimeout(idle);
    idle = setTimeout(() => {
      stalled = true;
      if (pid) signalGroup(pid, "SIGKILL");
    }, idleMinutes * 60_000);
  };
  const keep = (chunk: Buffer) => {
    watch();
    if (shards > 1) output.push(chunk);
    else process.stdout.write(chunk);
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  watch();
  return new Promise((resolve) => {
    child.on("close", (code, signal) => {
      clearTimeout(idle);
      if (pid) groups.delete(pid);
      if (shards > 1) {
        process.stdout.write(
          `\n── Worker tests, shard ${index} of ${shards}${attempt > 1 ? `, run ${attempt}` : ""} ──\n`,
        );
        process.stdout.write(Buffer.concat(output));
      }
      if (stalled)
        process.stdout.write(
          `\nWorker tests, shard ${index}: stalled (nothing printed for ${idleMinutes} minutes); stopped.\n`,
        );
      resolve({ code: stalled ? 1 : (code ?? (signal ? 1 : 0)), stalled });
    });
  });
}

/** A shard, run once more after a stall (never after a failing test). */
async function shard(index: number): Promise<number> {
  const first = await runShard(index, 1);
  if (!first.stalled) return first.code;
  process.stdout.write(`Worker tests, shard ${index}: running it once more.\n`);
  return (await runShard(index, 2)).code;
}

const codes = await Promise.all(Array.from({ length: shards }, (_, i) => shard(i + 1)));
process.exit(codes.find((code) => code !== 0) ?? 0);
