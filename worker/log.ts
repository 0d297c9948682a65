/** Structured log lines (one JSON object each), readable in `wrangler tail` and Logpush. */
export function logError(message: string, fields: Record<string, unknown>, error?: unknown): void {
  const detail =
    error instanceof Error
      ? { error: error.message, name: error.name, stack: error.stack }
      : error !== undefined
        ? { error: String(error) }
        : {};
  console.error(JSON.stringify({ level: "error", message, ...fields, ...detail }));
}

export function logWarning(message: string, fields: Record<string, unknown>): void {
  console.warn(JSON.stringify({ level: "warn", message, ...fields }));
}

export function logInfo(message: string, fields: Record<string, unknown>): void {
  console.log(JSON.stringify({ level: "info", message, ...fields }));
}
