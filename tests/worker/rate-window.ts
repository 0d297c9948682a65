/**
 * The Rate Limiting binding counts in fixed windows (miniflare: epoch = now / period). A test
 * that fills a window waits, when needed, until the current window has at least `marginMs`
 * left, so that its requests all fall in one window however slow the machine is.
 */
export async function startOfRoomyWindow(periodSeconds: number, marginMs: number): Promise<void> {
  const left = periodSeconds * 1000 - (Date.now() % (periodSeconds * 1000));
  if (left < marginMs) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

/** Sends `count` requests, `concurrency` at a time, and returns their statuses in order. */
export async function statusesOf(count: number, concurrency: number, send: () => Promise<Response>): Promise<number[]> {
  const statuses: number[] = [];
  for (let start = 0; start < count; start += concurrency) {
    const batch = await Promise.all(Array.from({ length: Math.min(concurrency, count - start) }, send));
    for (const response of batch) {
      statuses.push(response.status);
      await response.body?.cancel();
    }
  }
  return statuses;
}
