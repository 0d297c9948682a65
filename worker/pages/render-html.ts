import type { ReactElement } from "react";
import { renderToReadableStream } from "react-dom/server.edge";
import { joinBytes } from "./join-bytes.ts";

export interface RenderOptions {
  /** Wait for the whole document before answering (crawlers). */
  complete: boolean;
  /** Called with the whole document once it has streamed without error. */
  onComplete?: (html: Uint8Array<ArrayBuffer>) => void;
  /** Errors after the shell was sent can only be logged. */
  onError: (error: unknown) => void;
  signal?: AbortSignal;
}

/**
 * Streams a React element as an HTML document (React 19 edge build). Rejects if the shell
 * cannot be rendered, so the caller can still answer with the error page and status 500.
 */
export async function renderHtml(element: ReactElement, options: RenderOptions): Promise<ReadableStream<Uint8Array>> {
  let failed = false;
  const stream = await renderToReadableStream(element, {
    signal: options.signal,
    onError(error) {
      failed = true;
      options.onError(error);
    },
  });
  if (options.complete) await stream.allReady;
  const onComplete = options.onComplete;
  if (!onComplete) return stream;

  const chunks: Uint8Array[] = [];
  return stream.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        chunks.push(chunk);
        controller.enqueue(chunk);
      },
      flush() {
        if (!failed) onComplete(joinBytes(chunks));
      },
    }),
  );
}
