import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startTestServer, type TestServer } from '../../test/harness.js';
import {
  assignedOpenJobIDs,
  CARLOS,
  FRANK,
  openJobIDs,
  RITA,
  runProcedure,
} from '../../test/jobs-fixtures.js';
import { dayAndWeekStart } from './service.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const tiles = async (email: string) => {
  const answer = await runProcedure(server, await signIn(server, email), 'GetDashboard', { dashboardID: 1 });
  return Object.fromEntries(answer.tiles.map((t) => [t.key, t.value]));
};

describe('GetDashboard job figures', () => {
  it("[MISC-1] open jobs, ER jobs this week and notes today are counted over the caller's jobs", async () => {
    const frank = await tiles(FRANK);
    expect(frank.openJobs).toBe((await assignedOpenJobIDs(server, FRANK)).length);
    expect((await tiles(CARLOS)).openJobs).toBe((await assignedOpenJobIDs(server, CARLOS)).length);
    // A note written now: the demo's newest notes are an hour old, so just after midnight (the
    // dashboard's day starts at 00:00) the demo alone has none "today" and the count proves nothing.
    const [someOpenJob] = await openJobIDs(server);
    await runProcedure(server, await signIn(server, RITA), 'AddNote', {
      jobID: someOpenJob!,
      noteType: 'Safety',
      text: 'Shoring checked before entry.',
    });
    const rita = await tiles(RITA);
    expect(rita.openJobs).toBe((await openJobIDs(server)).length);

    const { day, week } = dayAndWeekStart(new Date(), server.config.companyTimeZone);
    const db = server.app.database.db;
    const erThisWeek = await db
      .selectFrom('jobs')
      .select('job_id')
      .where('status', '=', 'Open')
      .where('is_emergency', '=', 1)
      .where('created_at', '>=', week)
      .execute();
    expect(rita.erJobsThisWeek).toBe(erThisWeek.length);
    const notesToday = await db
      .selectFrom('notes')
      .innerJoin('jobs', 'jobs.job_id', 'notes.job_id')
      .select('note_id')
      .where('jobs.status', '=', 'Open')
      .where('notes.created_at', '>=', day)
      .execute();
    expect(rita.notesToday).toBe(notesToday.length);
    expect(rita.notesToday).toBeGreaterThan(0);
  });

  it("[MISC-1] [TSX-2] today and this week (from Monday) are the company's, not UTC's", () => {
    // The demo company's zone (its jobs are in Oregon, TRUST-7); the rule is shown in New York's.
    expect(server.config.companyTimeZone).toBe('America/Los_Angeles');
    const ny = 'America/New_York';
    expect(dayAndWeekStart(new Date('2026-03-04T15:00:00Z'), ny)).toEqual({
      day: '2026-03-04T05:00:00.000Z',
      week: '2026-03-02T05:00:00.000Z',
    });
    // 23:30 on Sunday 8 March in New York is Monday in UTC: still the week of 2 March.
    expect(dayAndWeekStart(new Date('2026-03-09T03:30:00Z'), ny)).toEqual({
      day: '2026-03-08T05:00:00.000Z',
      week: '2026-03-02T05:00:00.000Z',
    });
    // The day after the spring change starts at 00:00 EDT (-04:00).
    expect(dayAndWeekStart(new Date('2026-03-09T12:00:00Z'), ny).day).toBe('2026-03-09T04:00:00.000Z');
    expect(dayAndWeekStart(new Date('2026-03-04T15:00:00Z'), 'Pacific/Honolulu').day).toBe(
      '2026-03-04T10:00:00.000Z',
    );
  });
});
