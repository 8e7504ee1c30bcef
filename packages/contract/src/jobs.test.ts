import { describe, expect, it } from 'vitest';
import { calls } from './calls.js';
import { JobEvent, JobFolder, JobRecord } from './entities.js';
import { JOB_BULK_LOAD_MAX } from './jobs.js';
import { procedures } from './procedures.js';

describe('jobs contract', () => {
  it('[JOB-4] a job event needs known-shaped dates, the end not before the start', () => {
    const event = { eventType: 'Mobilize', startDateColumn: '2026-03-02', endDateColumn: '2026-03-02' };
    expect(JobEvent.safeParse(event).success).toBe(true);
    expect(JobEvent.safeParse({ ...event, endDateColumn: '2026-03-05T17:00:00-08:00' }).success).toBe(true);
    expect(JobEvent.safeParse({ ...event, endDateColumn: '2026-03-01' }).success).toBe(false);
    expect(JobEvent.safeParse({ ...event, startDateColumn: 'tomorrow' }).success).toBe(false);
  });

  it('[JOB-4] a job record needs a work type and a real point; texts are trimmed', () => {
    const record = {
      workType: ' Gas leak ',
      workDescription: ' ',
      address1: '',
      city: '',
      latitude: null,
      longitude: null,
    };
    expect(JobRecord.parse(record)).toMatchObject({ workType: 'Gas leak', workDescription: '' });
    expect(JobRecord.safeParse({ ...record, workType: '  ' }).success).toBe(false);
    expect(JobRecord.safeParse({ ...record, latitude: 90.5 }).success).toBe(false);
  });

  it('[JOB-3] a note needs text (trimmed, at most 4000 characters)', () => {
    const parameters = procedures.AddNote.parameters;
    expect(parameters.parse({ jobID: 1, noteType: 'General', text: '  ok ' }).text).toBe('ok');
    for (const text of ['', '   ', 'x'.repeat(4001)]) {
      expect(parameters.safeParse({ jobID: 1, noteType: 'General', text }).success).toBe(false);
    }
    expect(parameters.safeParse({ jobID: '1', noteType: 'General', text: 'ok' }).success).toBe(false);
  });

  it('[SYNC-2] bulk load takes at most 500 ids; JobFolder keeps the fields of spec §3 required', () => {
    const body = calls.jobLoaderBulk.body;
    expect(body.safeParse({ jobs: Array.from({ length: JOB_BULK_LOAD_MAX }, (_, i) => i + 1) }).success).toBe(
      true,
    );
    expect(
      body.safeParse({ jobs: Array.from({ length: JOB_BULK_LOAD_MAX + 1 }, (_, i) => i + 1) }).success,
    ).toBe(false);
    const minimal = {
      jobID: 1,
      jobNumber: 'J-1',
      address1: '',
      city: '',
      locations: [],
      crewFolder: '',
      crewFolderID: '',
      imageRefs: [],
      updatedDate: '2026-01-01T00:00:00.000Z',
    };
    expect(JobFolder.safeParse(minimal).success).toBe(true);
    const { updatedDate: _dropped, ...withoutDate } = minimal;
    expect(JobFolder.safeParse(withoutDate).success).toBe(false);
  });

  it('[SRV-2] the foreman calendar covers at most 62 days, from before to', () => {
    const parameters = procedures.GetForemanCalendar.parameters;
    expect(parameters.safeParse({ foremanID: 1, from: '2026-03-01', to: '2026-05-01' }).success).toBe(true);
    expect(parameters.safeParse({ foremanID: 1, from: '2026-03-01', to: '2026-05-02' }).success).toBe(false);
    expect(parameters.safeParse({ foremanID: 1, from: '2026-03-02', to: '2026-03-01' }).success).toBe(false);
  });
});
