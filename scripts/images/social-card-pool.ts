/**
 * Social cards drawn on every core (docs/images.md): satori and resvg are synchronous and take
 * about a tenth of a second per card, so the cards of a fresh build go to worker threads, one
 * per core, and the rest of the build goes on meanwhile. The workers inherit tsx's loader
 * through the process's exec arguments.
 */
import { availableParallelism } from "node:os";
import { isMainThread, parentPort, Worker } from "node:worker_threads";
import { renderSocialCard, type SocialCardInput } from "./social-cards.ts";

interface Job {
  id: number;
  input: SocialCardInput;
}
type Answer = { id: number; png: Uint8Array } | { id: number; error: string };

/** Draws social cards in worker threads; `close()` ends them. */
export class SocialCardPool {
  readonly #workers: Worker[] = [];
  readonly #idle: Worker[] = [];
  readonly #queue: Job[] = [];
  readonly #pending = new Map<number, { resolve: (png: Uint8Array) => void; reject: (error: Error) => void }>();
  #next = 0;

  constructor(size = Math.min(availableParallelism(), 4)) {
    for (let i = 0; i < size; i += 1) {
      const worker = new Worker(new URL(import.meta.url));
      worker.on("message", (answer: Answer) => this.#answered(worker, answer));
      worker.on("error", (error) => {
        for (const waiting of this.#pending.values()) waiting.reject(error);
        this.#pending.clear();
      });
      this.#workers.push(worker);
      this.#idle.push(worker);
    }
  }

  /** The card's PNG bytes, drawn by the next free worker. */
  render(input: SocialCardInput): Promise<Uint8Array> {
    const id = this.#next++;
    const answer = new Promise<Uint8Array>((resolve, reject) => this.#pending.set(id, { resolve, reject }));
    this.#queue.push({ id, input });
    this.#dispatch();
    return answer;
  }

  async close(): Promise<void> {
    await Promise.all(this.#workers.map((worker) => worker.terminate()));
  }

  #dispatch(): void {
    while (this.#idle.length > 0 && this.#queue.length > 0) {
      (this.#idle.pop() as Worker).postMessage(this.#queue.shift() as Job);
    }
  }

  #answered(worker: Worker, answer: Answer): void {
    const waiting = this.#pending.get(answer.id);
    this.#pending.delete(answer.id);
    if ("png" in answer) waiting?.resolve(answer.png);
    else waiting?.reject(new Error(`social card: ${answer.error}`));
    this.#idle.push(worker);
    this.#dispatch();
  }
}

// In a worker thread: draw each card asked for.
if (!isMainThread && parentPort) {
  const port = parentPort;
  port.on("message", async ({ id, input }: Job) => {
    try {
      const png = await renderSocialCard(input);
      port.postMessage({ id, png } satisfies Answer, [png.buffer as ArrayBuffer]);
    } catch (error) {
      port.postMessage({ id, error: error instanceof Error ? error.message : String(error) } satisfies Answer);
    }
  });
}
