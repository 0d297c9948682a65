/**
 * The V8 heap of the Worker's isolate in local workerd, read through its inspector (Chrome
 * DevTools Protocol) after a full garbage collection. This is the
 * figure that Workers' 128 MB memory limit is about, unlike the workerd process's RSS.
 */
export interface IsolateHeap {
  /** Live heap after a full collection. */
  usedSize: number;
  totalSize: number;
  /** Before the collection: garbage included, and the heap V8 had reserved. */
  usedBeforeGc: number;
  totalBeforeGc: number;
}

export async function isolateHeap(inspectorPort: number, target = "core:user:"): Promise<IsolateHeap> {
  const socket = new WebSocket(`ws://127.0.0.1:${inspectorPort}/${target}`);
  await new Promise<void>((resolve, reject) => {
    socket.addEventListener("open", () => resolve(), { once: true });
    socket.addEventListener("error", () => reject(new Error(`no inspector on port ${inspectorPort}`)), { once: true });
  });
  let id = 0;
  const call = (method: string) =>
    new Promise<Record<string, unknown>>((resolve) => {
      id += 1;
      const callId = id;
      const onMessage = (event: MessageEvent) => {
        const message = JSON.parse(String(event.data)) as { id?: number; result?: Record<string, unknown> };
        if (message.id !== callId) return;
        socket.removeEventListener("message", onMessage);
        resolve(message.result ?? {});
      };
      socket.addEventListener("message", onMessage);
      socket.send(JSON.stringify({ id: callId, method }));
    });
  try {
    // workerd ignores HeapProfiler.collectGarbage; a heap snapshot (its chunks are
    // ignored here) makes V8 collect everything first.
    const before = await call("Runtime.getHeapUsage");
    await call("HeapProfiler.enable");
    await call("HeapProfiler.takeHeapSnapshot");
    const usage = await call("Runtime.getHeapUsage");
    return {
      usedSize: Number(usage.usedSize),
      totalSize: Number(usage.totalSize),
      usedBeforeGc: Number(before.usedSize),
      totalBeforeGc: Number(before.totalSize),
    };
  } finally {
    socket.close();
  }
}
