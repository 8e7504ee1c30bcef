// SCALE-1: which cached deltas a write voids (write-scope.ts), how the per-job counts judge a
// cached read (job-versions.ts), and the jobs a NOTIFY carries (postgres-change-feed.ts).
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { operationNode, queryBuilder } from '../../test/query-builder.js';
import { JobVersions, RecentWrites } from './job-versions.js';
import { decodeScope, encodeScope } from './postgres-change-feed.js';
import { writeScope } from './write-scope.js';

const db = queryBuilder;
const node = operationNode;
const note = { note_type: 'General', text: 't', created_at: 'x', created_by_user_id: 1 };

describe('[SCALE-1] the jobs a write names', () => {
  it('[SCALE-1] a note, a job touch or a photo names its job; a timesheet save names none', () => {
    expect(writeScope('notes', node(db.insertInto('notes').values({ ...note, job_id: 7 })))).toEqual([7]);
    const two = db.insertInto('notes').values([
      { ...note, job_id: 7 },
      { ...note, job_id: 9 },
    ]);
    expect(writeScope('notes', node(two))).toEqual([7, 9]);
    const touch = db.updateTable('jobs').set({ updated_at: 'x' }).where('job_id', '=', 7);
    expect(writeScope('jobs', node(touch))).toEqual([7]);
    const refs = db.deleteFrom('images').where('reference_code', '=', 'r').where('job_id', 'in', [3, 4]);
    expect(writeScope('images', node(refs))).toEqual([3, 4]);
    expect(writeScope('timesheets', node(db.deleteFrom('timesheets')))).toBe('none');
  });

  it('[SCALE-1] the office\'s and other systems\' own records void nothing: a webhook claimed, a token used, a punch', () => {
    // The webhook worker's claim and a token's last use are written every few seconds or minutes:
    // counted as job data, they voided every cached poll (the two-instance poll test caught it).
    for (const table of [
      'webhook_deliveries',
      'webhook_attempts',
      'webhook_events',
      'service_tokens',
      'office_audit',
      'external_ids',
      'crew_punches',
      'timesheet_reviews',
    ] as const) {
      expect(writeScope(table, node(db.deleteFrom(table))), table).toBe('none');
    }
  });

  it('[SCALE-1] a write that may change who reaches a job, or whose job cannot be read, voids every answer', () => {
    const close = db.updateTable('jobs').set({ status: 'Closed' }).where('job_id', '=', 7);
    expect(writeScope('jobs', node(close))).toBe('all');
    expect(writeScope('job_crew', node(db.deleteFrom('job_crew').where('job_id', '=', 7)))).toBe('all');
    expect(writeScope('users', node(db.updateTable('users').set({ active: 0 })))).toBe('all');
    expect(writeScope('notes', node(db.deleteFrom('notes').where('note_id', '=', 3)))).toBe('all');
    const either = db.deleteFrom('notes').where((eb) => eb.or([eb('job_id', '=', 1), eb('note_id', '=', 2)]));
    expect(writeScope('notes', node(either))).toBe('all');
    expect(writeScope('?', node(sql`update jobs set status = 'Open'`))).toBe('all');
  });
});

describe('[SCALE-1] per-job counts', () => {
  it('[SCALE-1] a read stays good while only jobs its reader does not reach change', () => {
    const versions = new JobVersions();
    const stamp = versions.stamp();
    versions.changed([1]);
    expect(versions.unchangedSince(stamp, [2, 3])).toBe(true);
    expect(versions.unchangedSince(stamp, [1, 2])).toBe(false);
    // A read that began after the write is good again.
    expect(versions.unchangedSince(versions.stamp(), [1, 2])).toBe(true);
    const later = versions.stamp();
    versions.changed('all');
    expect(versions.unchangedSince(later, [])).toBe(false);
    expect(versions.unchangedSince(stamp, [2])).toBe(false);
  });

  it('[SCALE-1] a request re-voids what it wrote; one older than the log re-voids everything', () => {
    const recent = new RecentWrites(3);
    recent.add(0, [1]);
    recent.add(1, []);
    recent.add(2, [2, 1]);
    expect(recent.since(1)).toEqual([2, 1]);
    recent.add(3, [5]);
    expect(recent.since(0)).toBe('all');
    expect(recent.since(1)).toEqual([2, 1, 5]);
    recent.add(4, 'all');
    expect(recent.since(4)).toBe('all');
  });

  it('[SCALE-1] a NOTIFY carries the jobs, or * for everything', () => {
    expect(decodeScope(encodeScope([3, 14]))).toEqual([3, 14]);
    expect(encodeScope('all')).toBe('*');
    expect(decodeScope('*')).toBe('all');
    expect(decodeScope('')).toBe('all');
    expect(encodeScope(Array.from({ length: 5_000 }, (_, i) => i + 100_000))).toBe('*');
  });
});
