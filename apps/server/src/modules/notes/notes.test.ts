import { FIRST_SYNC_DATE, NOTE_TEXT_MAX_LENGTH } from '@fieldops/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { command, countRows, type TestServer } from '../../test/harness.js';
import { signedInCrew } from '../../test/signed-in.js';
import { ageAllJobs, CARLOS, closedJobID, foreignOpenJobID, runProcedure } from '../../test/jobs-fixtures.js';

let server: TestServer;
let sid: string;
let jobID: number;
beforeAll(async () => ({ server, sid, jobID } = await signedInCrew(CARLOS)));
afterAll(() => server?.close());

type Parameters = Record<string, string | number | boolean | null>;
const addNote = (parameters: Parameters, headers: Record<string, string> = {}) =>
  server.app.inject(command(sid, 'AddNote', parameters, headers));

describe('AddNote and GetNotes', () => {
  it('[JOB-3] a note of a type from the noteTypes list is stored, trimmed, with createdDate, and listed first', async () => {
    const before = Date.now();
    const note = await runProcedure(server, sid, 'AddNote', {
      jobID,
      noteType: 'Safety',
      text: '  Trench box in place before entry.  ',
    });
    expect(note).toMatchObject({
      noteType: 'Safety',
      text: 'Trench box in place before entry.',
      createdBy: 'Carlos Crew',
    });
    expect(Date.parse(note.createdDate)).toBeGreaterThanOrEqual(before - 5);
    const comments = await runProcedure(server, sid, 'GetNotes', { jobID });
    expect(comments.jobID).toBe(jobID);
    expect(comments.notes[0]).toEqual(note);
  });

  it('[JOB-3] adding a note moves the job into the next delta, with the note in it', async () => {
    await ageAllJobs(server);
    const since = new Date().toISOString();
    const note = await runProcedure(server, sid, 'AddNote', {
      jobID,
      noteType: 'Delay',
      text: 'Waiting on the inspector.',
    });
    const delta = await runProcedure(server, sid, 'GetJobUpdates', { since });
    expect(delta.changed.map((j) => j.jobID)).toEqual([jobID]);
    expect(delta.changed[0]!.notes![0]).toEqual(note);
    expect(delta.changed[0]!.updatedDate).toBe(note.createdDate);
  });

  it('[JOB-3] a note without text, with only spaces or too long is 400 and stores nothing', async () => {
    const before = await countRows(server.app, 'notes');
    for (const text of ['', '   \n ', 'x'.repeat(NOTE_TEXT_MAX_LENGTH + 1), null]) {
      const answer = await addNote({ jobID, noteType: 'General', text });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ error: 'bad_request', details: [{ path: 'text' }] });
    }
    const missing = await addNote({ jobID, noteType: 'General' });
    expect(missing.statusCode).toBe(400);
    expect(await countRows(server.app, 'notes')).toBe(before);
  });

  it('[JOB-3] an unknown note type is 400 naming the allowed types, and stores nothing', async () => {
    const before = await countRows(server.app, 'notes');
    const answer = await addNote({ jobID, noteType: 'Gossip', text: 'Heard something.' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({
      error: 'bad_request',
      message: 'Unknown note type "Gossip"; use one of: General, Safety, Delay, Material, Inspection',
    });
    expect(await countRows(server.app, 'notes')).toBe(before);
  });

  it('[SRV-1] foreign, closed and unknown jobs are 404; malformed ids 400; nothing is stored', async () => {
    const before = await countRows(server.app, 'notes');
    const text = { noteType: 'General', text: 'Hello' };
    for (const other of [await foreignOpenJobID(server, CARLOS), await closedJobID(server), 999_999]) {
      expect((await addNote({ jobID: other, ...text })).statusCode).toBe(404);
      expect((await server.app.inject(command(sid, 'GetNotes', { jobID: other }))).statusCode).toBe(404);
    }
    for (const bad of ['12', -1, 0, 1.5, 2 ** 31, null]) {
      expect((await addNote({ jobID: bad, ...text })).statusCode, String(bad)).toBe(400);
    }
    expect(await countRows(server.app, 'notes')).toBe(before);
  });

  it('[SRV-5] an oversized note payload is 413 and stores nothing', async () => {
    const before = await countRows(server.app, 'notes');
    const answer = await addNote({ jobID, noteType: 'General', text: 'x'.repeat(1_100_000) });
    expect(answer.statusCode).toBe(413);
    expect(await countRows(server.app, 'notes')).toBe(before);
  });

  it('[QUEUE-7] the same key twice stores one note and answers the same; another body with it is 422', async () => {
    const headers = { 'Idempotency-Key': 'note-key-0000000000001' };
    const before = await countRows(server.app, 'notes');
    const parameters = { jobID, noteType: 'Material', text: 'Short four 8" MJ fittings.' };
    const first = await addNote(parameters, headers);
    const second = await addNote(parameters, headers);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(await countRows(server.app, 'notes')).toBe(before + 1);
    const other = await addNote({ ...parameters, text: 'Short five.' }, headers);
    expect(other.statusCode).toBe(422);
    expect(await countRows(server.app, 'notes')).toBe(before + 1);
    // The first sync still carries the note exactly once.
    const all = await runProcedure(server, sid, 'GetJobUpdates', { since: FIRST_SYNC_DATE });
    const notes = all.changed.find((j) => j.jobID === jobID)!.notes!;
    expect(notes.filter((n) => n.text === parameters.text)).toHaveLength(1);
  });
});
