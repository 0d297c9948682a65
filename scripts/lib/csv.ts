import { CsvError, parse } from "csv-parse/sync";

/** One parsed CSV record with the 1-based line it starts on. */
export interface CsvRecord {
  line: number;
  fields: string[];
}

/** The file is not CSV (an unclosed quote, a quote inside an unquoted field), with the line. */
export class CsvSyntaxError extends Error {
  override name = "CsvSyntaxError";
  readonly line: number;
  constructor(message: string, line: number) {
    super(message);
    this.line = line;
  }
}

const LINE_BREAK = /\r\n|\r|\n/g;

/**
 * Parses CSV with `csv-parse` (RFC 4180: commas, double-quoted fields with "" escapes and
 * line breaks, LF, CRLF or CR, a UTF-8 byte order mark). Blank lines and lines starting
 * with # are skipped, so the file can carry comments; a # inside a line ("/company#offices")
 * is text. Rows may have different numbers of fields: the caller names the line.
 * @throws CsvSyntaxError naming the line
 */
export function parseCsv(text: string): CsvRecord[] {
  let rows: { record: string[]; info: { lines: number } }[];
  try {
    // With `info: true` each row is { record, info }; csv-parse's types do not say so.
    rows = parse(text, {
      bom: true,
      comment: "#",
      comment_no_infix: true,
      record_delimiter: ["\r\n", "\n", "\r"],
      relax_column_count: true,
      skip_empty_lines: true,
      info: true,
    }) as unknown as typeof rows;
  } catch (error) {
    if (error instanceof CsvError)
      throw new CsvSyntaxError(error.message, (error as CsvError & { lines?: number }).lines ?? 1);
    throw error;
  }
  // csv-parse reports the line a record ends on; a quoted field may span lines.
  return rows.map(({ record, info }) => {
    const breaks = record.reduce((sum, field) => sum + (field.match(LINE_BREAK)?.length ?? 0), 0);
    return { line: info.lines - breaks, fields: record };
  });
}
