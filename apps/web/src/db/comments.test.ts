import { beforeEach, describe, expect, it } from 'vitest';
import type { Note } from '@fieldops/contract';
import { resetDb } from '../test/db';
import {
  addPendingNote,
  deleteComments,
  dropPendingNote,
  moveComments,
  readJobNotes,
  settleNote,
} from './comments';
import { db } from './database';
import { saveJobNotes } from './jobs';

const note = (noteID: number, text: string, minute: number): Note => ({
  noteID,
  noteType: 'General',
  text,
  createdDate: `2026-11-20T08:${String(minute).padStart(2, '0')}:00.000Z`,
  createdBy: 'Ann',
});
const pending = (queueID: number, text: string, minute: number) => ({
  ...note(-queueID, text, minute),
  pendingQueueID: queueID,
});
const inTransaction = (run: () => Promise<void>) => db.transaction('rw', [db.comments], run); // db.comments brings deviceNotes (companion-stores.ts)

describe('job comments on the device', () => {
  beforeEach(resetDb);

  it('[JOB-3] shows the server list with the notes made here, newest first; a sent note replaces its waiting one', async () => {
    await saveJobNotes(5, [note(1, 'from the office', 0)]);
    await inTransaction(async () => {
      await addPendingNote(db, 5, pending(11, 'first', 1));
      await addPendingNote(db, 5, pending(12, 'second', 2));
    });
    expect((await readJobNotes(db, 5)).map((n) => [n.text, n.pendingQueueID])).toEqual([
      ['second', 12],
      ['first', 11],
      ['from the office', undefined],
    ]);
    await inTransaction(() => settleNote(db, 5, 11, note(101, 'first', 1)));
    expect((await readJobNotes(db, 5)).map((n) => [n.noteID, n.pendingQueueID])).toEqual([
      [-12, 12],
      [101, undefined],
      [1, undefined],
    ]);
    // The next sync brings the sent note in the job's list: shown once, the device's copy goes.
    await saveJobNotes(5, [note(101, 'first', 1), note(1, 'from the office', 0)]);
    expect((await readJobNotes(db, 5)).map((n) => n.noteID)).toEqual([-12, 101, 1]);
    expect((await db.deviceNotes.toArray()).map((row) => row.queueID)).toEqual([12]);
  });

  it('[JOB-3] a discarded note goes; a job made offline takes its notes to its server id, and deleting it deletes them', async () => {
    await inTransaction(async () => {
      await addPendingNote(db, -7, pending(21, 'on the new job', 1));
      await addPendingNote(db, -7, pending(22, 'discarded', 2));
    });
    await inTransaction(() => dropPendingNote(db, -7, 22));
    await inTransaction(() => moveComments(db, -7, 70));
    expect(await readJobNotes(db, -7)).toEqual([]);
    expect((await readJobNotes(db, 70)).map((n) => n.text)).toEqual(['on the new job']);
    await inTransaction(() => deleteComments(db, 70));
    expect(await readJobNotes(db, 70)).toEqual([]);
    expect(await db.deviceNotes.count()).toBe(0);
  });
});
