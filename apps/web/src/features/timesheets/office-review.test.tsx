// OFFICE-8: the office's review of a day, as the device holds it from the server: a returned day
// shows the office's comment and is corrected and confirmed again; an approved day says it is
// locked and offers no edit and no save (the server would refuse it: 409 `locked: 'approved'`).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Timesheet, TimesheetReview } from '@fieldops/contract';
import { networkStatus } from '../../platform/network-status';
import { db } from '../../db/database';
import { saveCrewDefaults } from '../../db/crew-roster';
import { saveSessionUser } from '../../db/session-user';
import { writeLocalTimesheet } from '../../timesheets/days';
import { saveTimesheetJobs } from '../../timesheets/week-store';
import { resetDb } from '../../test/db';
import { renderRoutes } from '../../test/render';
import {
  CARLOS_CREW,
  crewDefaultsOf,
  FRANK_FOREMAN as FRANK,
  frankDay,
  timesheetJob,
} from '../../test/timesheet-fixtures';
import { TimesheetCalendarPage, TimesheetConfirmationPage, TimesheetJobsPage } from './index';

const MONDAY = '2026-11-30';
const routes = [
  { path: '/ts-calendar', element: <TimesheetCalendarPage /> },
  { path: '/ts-jobs', element: <TimesheetJobsPage /> },
  { path: '/ts-confirmation', element: <TimesheetConfirmationPage /> },
];
const review = (decision: TimesheetReview['decision'], comment: string | null): TimesheetReview => ({
  decision,
  comment,
  reviewedBy: 'Olivia Office',
  reviewedAt: '2026-12-02T09:00:00.000Z',
});
const day = (status: Timesheet['status'], change: Partial<Timesheet>): Timesheet => ({
  ...frankDay(MONDAY, 40, status, true, change),
  version: 3,
});
const tasks = async () => (await db.updateQueue.toArray()).sort((a, b) => a.queueID - b.queueID);

describe('the office’s review on the foreman’s device', () => {
  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-14T17:00:00Z'), shouldAdvanceTime: true });
    await resetDb();
    act(() => networkStatus.setOnline(false));
    await saveSessionUser(FRANK);
    await saveCrewDefaults(crewDefaultsOf(40, MONDAY, [CARLOS_CREW]));
    await saveTimesheetJobs([timesheetJob(11)]);
  });
  afterEach(() => {
    vi.useRealTimers();
    cleanup();
    act(() => networkStatus.setOnline(true));
  });

  it('[OFFICE-8] a returned day shows the office’s comment, stays editable, and is confirmed again without sending the review back', async () => {
    const returned = review('returned', 'Carlos left at 14:00');
    await writeLocalTimesheet({ timesheet: day('draft', { review: returned }), queueID: null });
    const week = renderRoutes(routes, `/ts-calendar?date=${MONDAY}`);
    expect(
      await screen.findByRole('link', { name: /^Monday, November 30: Draft, Returned by the office/ }),
    ).toBeInTheDocument();
    week.unmount();

    const jobs = renderRoutes(routes, `/ts-jobs?date=${MONDAY}`);
    expect(await screen.findByText('Returned by the office: Carlos left at 14:00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add job' })).toBeInTheDocument();
    jobs.unmount();

    renderRoutes(routes, `/ts-confirmation?date=${MONDAY}`);
    expect(await screen.findByText('Returned by the office: Carlos left at 14:00')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Confirm the day' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Confirm the day' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes, confirm' }));
    await waitFor(async () => expect(await tasks()).toHaveLength(1));
    const [task] = await tasks();
    expect(task).toMatchObject({ method: 'PUT', url: '/api/timesheet/40' });
    const payload = task?.kind === 'http' ? (task.payload as Timesheet) : null;
    expect(payload).toMatchObject({ status: 'confirmed', version: 3 });
    // The review is the server's to set: the save does not carry it back.
    expect(payload).not.toHaveProperty('review');
    // Confirmed again, the day waits for the office: the old comment is gone from it.
    await waitFor(() => expect(screen.queryByText(/Returned by the office/)).toBeNull());
  });

  it('[OFFICE-8] an approved day says it is locked and offers no edit and no confirmation, to a general foreman too', async () => {
    await writeLocalTimesheet({
      timesheet: day('confirmed', { review: review('approved', null) }),
      queueID: null,
    });
    await saveSessionUser({ ...FRANK, role: 'generalForeman' });
    const jobs = renderRoutes(routes, `/ts-jobs?date=${MONDAY}`);
    const locked = await screen.findByRole('status', { name: 'Approved by the office: locked' });
    expect(within(locked).getByText(/can no longer be changed/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add job' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save day' })).toBeNull();
    jobs.unmount();

    renderRoutes(routes, `/ts-confirmation?date=${MONDAY}`);
    expect(await screen.findByRole('status', { name: 'Approved by the office: locked' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm the day' })).toBeNull();
    expect(await tasks()).toHaveLength(0);
  });
});
