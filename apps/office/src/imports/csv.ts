// INT-3: a small RFC 4180 reader for the console's CSV import, in the browser (the lock holds no
// CSV library, and the format is small): fields split by commas, records by CRLF or LF; a quoted
// field may hold commas, newlines and doubled quotes; a byte order mark at the start is dropped.
// Each record keeps the line it starts on, so errors name the line the office sees in its editor.

export interface CsvRecord {
  /** The line (from 1) the record starts on. */
  line: number;
  fields: string[];
}

export interface CsvProblem {
  line: number;
  problem: 'unclosedQuote' | 'textAfterQuote';
}

export type CsvReading = { ok: true; records: CsvRecord[] } | { ok: false; problem: CsvProblem };

const BOM = '\uFEFF';

export function readCsv(input: string): CsvReading {
  const text = input.startsWith(BOM) ? input.slice(1) : input;
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let line = 1;
  let recordLine = 1;
  let i = 0;
  const endRecord = () => {
    fields.push(field);
    // A blank line is no record (a trailing newline, or spacing between rows).
    if (!(fields.length === 1 && fields[0] === '')) records.push({ line: recordLine, fields });
    fields = [];
    field = '';
  };
  while (i < text.length) {
    const c = text[i]!;
    if (c === '"' && field === '') {
      const quoteLine = line;
      i += 1;
      for (;;) {
        if (i >= text.length) return { ok: false, problem: { line: quoteLine, problem: 'unclosedQuote' } };
        const q = text[i]!;
        if (q === '"') {
          if (text[i + 1] === '"') {
            field += '"';
            i += 2;
            continue;
          }
          i += 1;
          break;
        }
        if (q === '\n') line += 1;
        field += q;
        i += 1;
      }
      const next = text[i];
      if (next !== undefined && next !== ',' && next !== '\n' && next !== '\r') {
        return { ok: false, problem: { line, problem: 'textAfterQuote' } };
      }
      continue;
    }
    if (c === ',') {
      fields.push(field);
      field = '';
      i += 1;
    } else if (c === '\r' || c === '\n') {
      endRecord();
      i += c === '\r' && text[i + 1] === '\n' ? 2 : 1;
      line += 1;
      recordLine = line;
    } else {
      field += c;
      i += 1;
    }
  }
  if (field !== '' || fields.length > 0) endRecord();
  return { ok: true, records };
}

/** One CSV line of the given fields, quoting those that need it (for the templates). */
export function csvLine(fields: readonly string[]): string {
  return fields.map((f) => (/[",\r\n]/.test(f) ? `"${f.replace(/"/g, '""')}"` : f)).join(',');
}
