// TSX-1: the day screen's conflict panel: each value changed differently here and on the server is
// listed with both values and who changed the server's; nothing is kept until the foreman picks,
// and the pick is queued as a save on top of the server's version.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CrewEntry, Timesheet } from '@fieldops/contract';
import { db } from '../../db/database';
import { saveSessionUser } from '../../db/session-user';
import { applyServerTimesheet } from '../../timesheets/days';
import { saveTimesheet } from '../../timesheets/save-action';
import { createNetworkStatus } from '../../platform/network-status';
import { createQueueRunner } from '../../queue/runner';
import { createQueueStatus } from '../../queue/status';
import { json, stubFetch } from '../../test/fetch-stub';
import type { HttpTask } from '../../queue/task';
import { resetDb } from '../../test/db';
import { renderWithProviders } from '../../test/render';
import { ConflictPanel } from './ConflictPanel';

const DATE = '2026-11-30';
const crew = (endTime: string): CrewEntry => ({
  employeeID: 3,
  startTime: '07:00',
  endTime,
  lunchTaken: true,
  ignoreDayoff: false,
});
const day = (version: number, end: string): Timesheet => ({
  timeSheetID: 40,
  timeSheetDate: DATE,
  shiftStart: '07:00',
  shiftEnd: '15:30',
  foremanID: 9,
  status: 'draft',
  version,
  updatedBy: 'Grace General',
  updatedAt: '2026-11-30T21:00:00.000Z',
  jobs: [{ jobID: 11, startTime: '07:00', endTime: '15:30', crew: [crew(end)] }],
});
const names = { job: (id: number) => `J-${id}`, person: () => 'Carlos Crew' };

describe('conflict panel (TSX-1)', () => {
  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-14T17:00:00Z'), shouldAdvanceTime: true });
    await resetDb();
    await saveSessionUser({
      userID: 1,
      employeeID: 9,
      email: 'frank@acme.example',
      name: 'Frank',
      role: 'foreman',
    });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('[TSX-1] shows both values with who changed the server copy, waits for a pick, and queues the pick on the server version', async () => {
    await applyServerTimesheet(DATE, day(2, '15:30'));
    await saveTimesheet({ ...day(2, '14:00') });
    // The server's day changed meanwhile: the same person's end, to another value.
    const current = day(3, '13:00');
    stubFetch({
      'PUT /api/timesheet/40': json({ error: 'conflict', message: 'changed', details: { current } }, 409),
    });
    const runner = createQueueRunner({
      owner: () => null,
      hasSession: () => true,
      networkRetryMs: null,
      status: createQueueStatus(),
      serverHealthy: async () => true,
      online: createNetworkStatus(true),
    });
    expect(await runner.trigger()).toBe('done');
    renderWithProviders(<ConflictPanel date={DATE} names={names} />);
    const mine = await screen.findByRole('radio', { name: /^Yours: 2:00/ });
    expect(screen.getByRole('radiogroup', { name: 'Job J-11 · Carlos Crew: end' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: /^By Grace General: 1:00/ })).toBeTruthy();
    const keep = screen.getByRole('button', { name: 'Keep these values' });
    expect((keep as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(mine);
    await userEvent.click(keep);
    await waitFor(async () => expect(await db.updateQueue.count()).toBe(1));
    const [save] = (await db.updateQueue.toArray()) as HttpTask[];
    expect(save!.url).toBe('/api/timesheet/40');
    expect(save!.payload).toMatchObject({ version: 3, jobs: [{ crew: [{ endTime: '14:00' }] }] });
    await waitFor(() => expect(screen.queryByTestId('timesheet-conflict')).toBeNull());
  });
});
