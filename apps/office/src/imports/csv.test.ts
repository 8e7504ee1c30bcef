// INT-3: the console's CSV reader and the rows it makes: quoted fields with commas, quotes and
// newlines, a byte order mark, CRLF; and what cannot become a row, named with its line.
import { describe, expect, it } from 'vitest';
import { csvLine, readCsv } from './csv';
import { csvRows } from './csv-rows';

describe('reading CSV', () => {
  it('[INT-3] splits fields and records, keeping quoted commas, doubled quotes and newlines, and each record’s line', () => {
    const text = '\uFEFFa,b,c\r\n"1, Main St","say ""hi""","two\nlines"\r\n\r\nx,,z\n';
    const reading = readCsv(text);
    expect(reading).toEqual({
      ok: true,
      records: [
        { line: 1, fields: ['a', 'b', 'c'] },
        { line: 2, fields: ['1, Main St', 'say "hi"', 'two\nlines'] },
        { line: 5, fields: ['x', '', 'z'] },
      ],
    });
  });

  it('[INT-3] a last record without a newline is kept; an unclosed quote is named by the line it opens on', () => {
    expect(readCsv('a,b\n1,2')).toEqual({
      ok: true,
      records: [
        { line: 1, fields: ['a', 'b'] },
        { line: 2, fields: ['1', '2'] },
      ],
    });
    expect(readCsv('a,b\n1,"open\nstill open')).toEqual({
      ok: false,
      problem: { line: 2, problem: 'unclosedQuote' },
    });
    expect(readCsv('a\n"x"y')).toEqual({ ok: false, problem: { line: 2, problem: 'textAfterQuote' } });
  });

  it('[INT-3] a written line reads back the same', () => {
    const fields = ['plain', 'a, b', 'say "hi"', 'two\nlines', ''];
    expect(readCsv(csvLine(fields))).toEqual({ ok: true, records: [{ line: 1, fields }] });
  });
});

describe('CSV into upsert rows', () => {
  it('[INT-3] job rows take numbers, a crew list split by ";", and leave empty cells out', () => {
    const text =
      'externalID,jobNumber,workType,city,latitude,longitude,foreman,crew\n' +
      'ERP-1,X-1,Storm drain,"Oakland, CA",37.8,-122.27,frank@acme.example,carlos@acme.example; HR-7\n' +
      'ERP-2,X-2,Paving,,,,,\n';
    expect(csvRows('jobs', text)).toEqual({
      errors: [],
      rows: [
        {
          line: 2,
          key: 'ERP-1',
          row: {
            externalID: 'ERP-1',
            jobNumber: 'X-1',
            workType: 'Storm drain',
            city: 'Oakland, CA',
            latitude: 37.8,
            longitude: -122.27,
            foreman: 'frank@acme.example',
            crew: ['carlos@acme.example', 'HR-7'],
          },
        },
        { line: 3, key: 'ERP-2', row: { externalID: 'ERP-2', jobNumber: 'X-2', workType: 'Paving' } },
      ],
    });
  });

  it('[INT-3] rows that cannot be made are CSV errors with their lines; the others still become rows', () => {
    const text =
      'externalID,fullName,email,fieldRole,signsIn\n' +
      'HR-1,Ana,ana@acme.example,crew,maybe\n' +
      'HR-2,Ben,ben@acme.example\n' +
      'HR-3,Cy,cy@acme.example,crew,yes\n';
    const made = csvRows('people', text);
    expect(made.errors).toEqual([
      { line: 2, error: 'notYesNo', column: 'signsIn', value: 'maybe' },
      { line: 3, error: 'fieldCount', expected: 5, found: 3 },
    ]);
    expect(made.rows.map((r) => [r.line, r.row.signsIn])).toEqual([[4, true]]);
    expect(csvRows('jobs', 'externalID,jobNumber,workType,latitude\nE,1,W,north\n').errors).toEqual([
      { line: 2, error: 'notNumber', column: 'latitude', value: 'north' },
    ]);
  });

  it('[INT-3] a header with an unknown, repeated or missing column, or no rows, is refused as a whole', () => {
    expect(csvRows('optionLists', 'listName,value,colour,value\n').errors).toEqual([
      { line: 1, error: 'unknownColumn', column: 'colour' },
      { line: 1, error: 'repeatedColumn', column: 'value' },
      { line: 1, error: 'missingColumn', column: 'label' },
    ]);
    expect(csvRows('equipment', 'KIND,code,name,type\n').errors).toEqual([{ line: 1, error: 'noRows' }]);
    expect(csvRows('equipment', '').errors).toEqual([{ line: 1, error: 'empty' }]);
  });
});
