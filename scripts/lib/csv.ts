/** One parsed CSV record with the 1-based line it starts on. */
export interface CsvRecord {
  line: number;
  fields: string[];
}

/**
 * Parses CSV (RFC 4180: commas, double-quoted fields with "" escapes, LF or CRLF).
 * Blank lines and lines starting with # are skipped, so the file can carry comments.
 */
export function parseCsv(text: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  let line = 1;
  let i = 0;
  while (i < text.length) {
    const start = line;
    const first = text[i];
    if (first === "\n" || first === "\r") {
      i += first === "\r" && text[i + 1] === "\n" ? 2 : 1;
      line += 1;
      continue;
    }
    if (first === "#") {
      while (i < text.length && text[i] !== "\n") i += 1;
      continue;
    }
    const fields: string[] = [];
    let field = "";
    let quoted = false;
    for (; i < text.length; i += 1) {
      const c = text[i];
      if (quoted) {
        if (c === '"' && text[i + 1] === '"') {
          field += '"';
          i += 1;
        } else if (c === '"') {
          quoted = false;
        } else {
          if (c === "\n") line += 1;
          field += c;
        }
      } else if (c === '"' && field === "") {
        quoted = true;
      } else if (c === ",") {
        fields.push(field);
        field = "";
      } else if (c === "\n" || c === "\r") {
        break;
      } else {
        field += c;
      }
    }
    fields.push(field);
    records.push({ line: start, fields });
  }
  return records;
}
