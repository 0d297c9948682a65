import type autocannon from "autocannon";

/** One load run of a benchmark: throughput, latency and what went wrong. */
export interface Figures {
  label: string;
  rps: number;
  p50: number;
  p99: number;
  /** "0", or the connection errors, timeouts and answers with an unexpected status. */
  errors: string;
}

/** A row from autocannon's result; `unexpected` counts answers with another status than expected. */
export function figuresFrom(label: string, result: autocannon.Result, unexpected: number): Figures {
  const { errors, timeouts } = result;
  return {
    label,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors:
      errors + timeouts + unexpected === 0
        ? "0"
        : `${errors} conn, ${timeouts} timeout, ${unexpected} unexpected status`,
  };
}

/** Prints the runs as a table under a heading for the first column. */
export function printFigures(heading: string, rows: readonly Figures[]): void {
  const width = Math.max(heading.length, ...rows.map((r) => r.label.length)) + 2;
  console.log(`${heading.padEnd(width)}${"req/s".padStart(8)}${"p50 ms".padStart(9)}${"p99 ms".padStart(9)}   errors`);
  for (const r of rows) {
    console.log(
      `${r.label.padEnd(width)}${r.rps.toFixed(0).padStart(8)}${String(r.p50).padStart(9)}${String(r.p99).padStart(9)}   ${r.errors}`,
    );
  }
}

/**
 * Prints the runs that had errors and says whether there were any. Errors under load are
 * bugs (this is how a request hung on another request's I/O was found), so they fail a run.
 */
export function reportErrors(rows: readonly Figures[]): boolean {
  const failed = rows.filter((r) => r.errors !== "0");
  for (const r of failed) console.log(`ERRORS under load on ${r.label}: ${r.errors}`);
  return failed.length > 0;
}
