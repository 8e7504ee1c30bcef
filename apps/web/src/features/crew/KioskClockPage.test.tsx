// CREW-1: the kiosk on the foreman's device: a crew member picks his name, types his PIN (or
// signs) and clocks in with one tap, offline; the punch is his, recorded as a kiosk punch, and the
// PIN rides only in the queued task.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '../../db/database';
import { writeSetting } from '../../db/settings';
import { positionFixes } from '../../platform/position-fix';
import { resetDb } from '../../test/db';
import { renderRoutes } from '../../test/render';
import { person, timesheetJob } from '../../test/timesheet-fixtures';
import { FakeSignaturePad } from '../../test/signature-pad-stub';
import { KioskClockPage } from './KioskClockPage';

vi.mock('signature_pad', () => import('../../test/signature-pad-stub'));

const routes = [{ path: '/crew-clock', element: <KioskClockPage /> }];

describe('the kiosk (CREW-1)', () => {
  beforeEach(async () => {
    await resetDb();
    await writeSetting('sessionUser', person(7, 'foreman', 'Frank Foreman'));
    await db.jobs.put({ ...timesheetJob(12), jobNumber: 'J-4102' });
    await db.crewRoster.bulkPut([
      { employeeID: 8, name: 'Carlos Crew', trade: null, workerClass: null },
      { employeeID: 9, name: 'Ana Operator', trade: null, workerClass: null },
    ]);
    vi.spyOn(positionFixes, 'currentFix').mockResolvedValue(null);
  });
  afterEach(() => vi.restoreAllMocks());

  it('[CREW-1] pick your name, type your PIN, clock in: a kiosk punch for him, the PIN only in the task', async () => {
    renderRoutes(routes, '/crew-clock');
    await userEvent.click(await screen.findByRole('combobox', { name: 'Who are you?' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Carlos Crew' }));
    const clockIn = await screen.findByRole('button', { name: 'Clock in' });
    expect(clockIn).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Your PIN'), '4821');
    await userEvent.click(clockIn);
    expect(await screen.findByText('Carlos Crew is clocked in')).toBeInTheDocument();
    const [kept] = await db.crewPunches.toArray();
    expect(kept).toMatchObject({
      employeeID: 8,
      punch: { kind: 'in', recordedAs: 'kiosk', kioskMethod: 'pin', jobID: 12 },
    });
    expect(JSON.stringify(kept)).not.toContain('4821');
    const [task] = await db.updateQueue.toArray();
    expect(task && 'payload' in task && task.payload).toMatchObject({
      kiosk: { method: 'pin', pin: '4821' },
    });
  });

  it('[CREW-1] or sign: the signature goes with the punch; the next tap for him clocks out', async () => {
    renderRoutes(routes, '/crew-clock');
    await userEvent.click(await screen.findByRole('combobox', { name: 'Who are you?' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Ana Operator' }));
    await userEvent.click(await screen.findByText('Sign'));
    await screen.findByRole('img', { name: 'Sign' });
    await vi.waitFor(() => expect(FakeSignaturePad.last).not.toBeNull());
    FakeSignaturePad.last!.draw();
    await userEvent.click(await screen.findByRole('button', { name: 'Clock in' }));
    expect(await screen.findByText('Ana Operator is clocked in')).toBeInTheDocument();
    const [task] = await db.updateQueue.toArray();
    expect(task && 'payload' in task && task.payload).toMatchObject({
      employeeID: 9,
      kiosk: { method: 'signature', signature: expect.stringMatching(/^data:image\/png;base64,/) },
    });

    await userEvent.click(screen.getByRole('combobox', { name: 'Who are you?' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Ana Operator' }));
    await userEvent.type(await screen.findByLabelText('Your PIN'), '1234');
    await userEvent.click(await screen.findByRole('button', { name: 'Clock out' }));
    expect(await screen.findByText('Ana Operator is clocked out')).toBeInTheDocument();
  });
});
