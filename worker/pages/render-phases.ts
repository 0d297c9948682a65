/**
 * What a page render cost, phase by phase, for the local benchmark (scripts/bench.ts reads
 * the last one through a local-only route, worker/local/bench-routes.ts). Local workerd's
 * timers advance while code runs; at Cloudflare's edge they stand still between I/O, so
 * there these figures say nothing and nothing reads them.
 */
export interface RenderPhases {
  path: string;
  /** Waiting for KV: the time content took to read, less parsing and validation. */
  readMs: number;
  /** JSON.parse of what was read and the check of its stored hash. */
  parseMs: number;
  /** Validation of documents that were not stamped for this Worker. */
  validateMs: number;
  /** How many documents were validated (0 when everything read was stamped). */
  validated: number;
  /** From the start of the render to its shell: when the first byte can be sent. */
  shellMs: number;
  /** From the shell to the last byte (null when the page is not kept, so its end is not watched). */
  streamMs: number | null;
  /** Served from its pre-render in KV (shellMs: its varying blocks rendered and the pieces joined). */
  prerendered: boolean;
}

/**
 * The last page this isolate answered without its cache, how many pages it rendered whole
 * and how many it served from their pre-renders (the Worker tests count them).
 */
export const renderStats: { renders: number; prerendered: number; last: RenderPhases | null } = {
  renders: 0,
  prerendered: 0,
  last: null,
};
