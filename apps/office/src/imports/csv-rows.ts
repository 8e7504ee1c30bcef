// INT-3: a CSV's records turned into upsert rows of one kind. The first record is the header
// (column names as in the template, any order, case ignored). What cannot even become a row (a
// missing or unknown column, a wrong number of fields, a number or yes/no that is not one) is a
// CSV error with its line; everything else is the server's to judge, in the dry run.
import { assertNever } from '@fieldops/contract';
import { readCsv } from './csv';
import { type Column, importKinds, type ImportKind } from './import-kinds';

export type CsvError =
  | { line: number; error: 'unclosedQuote' | 'textAfterQuote' | 'empty' | 'noRows' }
  | { line: number; error: 'unknownColumn' | 'missingColumn' | 'repeatedColumn'; column: string }
  | { line: number; error: 'fieldCount'; expected: number; found: number }
  | { line: number; error: 'notNumber' | 'notYesNo'; column: string; value: string };

export type UpsertRowValue = string | number | boolean | string[];

export interface CsvRow {
  line: number;
  key: string;
  row: Record<string, UpsertRowValue>;
}

export interface CsvRows {
  rows: CsvRow[];
  errors: CsvError[];
}

const YES = ['yes', 'y', 'true', '1', 'sí', 'si'];
const NO = ['no', 'n', 'false', '0'];

type Cell = { ok: true; value: UpsertRowValue } | { ok: false; error: 'notNumber' | 'notYesNo' };

function cellValue(column: Column, text: string): Cell {
  switch (column.cell) {
    case 'text':
      return { ok: true, value: text };
    case 'number': {
      const n = Number(text);
      return Number.isFinite(n) ? { ok: true, value: n } : { ok: false, error: 'notNumber' };
    }
    case 'yesNo': {
      const word = text.toLowerCase();
      if (YES.includes(word)) return { ok: true, value: true };
      if (NO.includes(word)) return { ok: true, value: false };
      return { ok: false, error: 'notYesNo' };
    }
    case 'list':
      return {
        ok: true,
        value: text
          .split(';')
          .map((part) => part.trim())
          .filter((part) => part !== ''),
      };
    default:
      return assertNever(column.cell);
  }
}

function headerColumns(
  kind: ImportKind,
  names: string[],
  line: number,
): { columns: Column[]; errors: CsvError[] } {
  const known = importKinds[kind].columns;
  const errors: CsvError[] = [];
  const columns: Column[] = [];
  for (const name of names) {
    const column = known.find((c) => c.name.toLowerCase() === name.trim().toLowerCase());
    if (!column) errors.push({ line, error: 'unknownColumn', column: name.trim() });
    else if (columns.includes(column)) errors.push({ line, error: 'repeatedColumn', column: column.name });
    else columns.push(column);
  }
  for (const column of known) {
    if (column.required && !columns.includes(column))
      errors.push({ line, error: 'missingColumn', column: column.name });
  }
  return { columns, errors };
}

export function csvRows(kind: ImportKind, text: string): CsvRows {
  const reading = readCsv(text);
  if (!reading.ok)
    return { rows: [], errors: [{ line: reading.problem.line, error: reading.problem.problem }] };
  const [header, ...records] = reading.records;
  if (!header) return { rows: [], errors: [{ line: 1, error: 'empty' }] };
  const { columns, errors } = headerColumns(kind, header.fields, header.line);
  if (errors.length > 0) return { rows: [], errors };
  if (records.length === 0) return { rows: [], errors: [{ line: header.line, error: 'noRows' }] };
  const rows: CsvRow[] = [];
  const keyColumn = importKinds[kind].key;
  for (const record of records) {
    if (record.fields.length !== columns.length) {
      errors.push({
        line: record.line,
        error: 'fieldCount',
        expected: columns.length,
        found: record.fields.length,
      });
      continue;
    }
    const row: Record<string, UpsertRowValue> = {};
    let usable = true;
    columns.forEach((column, i) => {
      const text = record.fields[i]!.trim();
      if (text === '') return;
      const cell = cellValue(column, text);
      if (cell.ok) row[column.name] = cell.value;
      else {
        usable = false;
        errors.push({ line: record.line, error: cell.error, column: column.name, value: text });
      }
    });
    const key = row[keyColumn];
    if (usable) rows.push({ line: record.line, key: typeof key === 'string' ? key : '', row });
  }
  return { rows, errors };
}
