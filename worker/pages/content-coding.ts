import { parseAccept } from "hono/utils/accept";

/**
 * Whether a request's Accept-Encoding takes gzip (RFC 9110 §12.5.3): "gzip" (or its old name
 * "x-gzip") or "*" with a quality above zero, and gzip not refused by name. The runtime, as
 * Cloudflare's edge, hands a visitor's request on with "br, gzip" and decompresses for a
 * visitor that refuses gzip; a caller that reaches the Worker directly (a service binding,
 * the tests) is taken at its word (docs/benchmarks.md#served-compressed).
 * @example acceptsGzip("gzip, deflate, br") // true
 * @example acceptsGzip("br, *;q=0") // false
 */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  let wildcard = false;
  for (const { type, q } of parseAccept(header)) {
    const coding = type.toLowerCase();
    if (coding === "gzip" || coding === "x-gzip") return q > 0;
    if (coding === "*") wildcard = q > 0;
  }
  return wildcard;
}

/** What a page's answer varies by once it may be sent compressed. */
export const CONTENT_CODING_VARY = "Accept-Encoding";

async function through(bytes: Uint8Array<ArrayBuffer>, transform: CompressionStream | DecompressionStream) {
  const stream = new Blob([bytes]).stream().pipeThrough(transform);
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** Bytes as a gzip body, by the runtime's own compressor. */
export function gzip(bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
  return through(bytes, new CompressionStream("gzip"));
}

/** The bytes a gzip body holds; throws when it is not one. */
export function gunzip(body: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
  return through(body, new DecompressionStream("gzip"));
}
