// TSX-4 on the device: edits kept as typed and restored on return (crew before "Save job"),
// leaving with edits not saved asks first, log out keeps drafts, a day to come is not confirmable.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Timesheet } from '@fieldops/contract';
import { clearUserCache } from '../../db/local-database';
import { readTimesheetDraft } from '../../timesheets/drafts';
import { saveCrewDefaults } from '../../db/crew-roster';
import { saveSessionUser } from '../../db/session-user';
import { writeLocalTimesheet } from '../../timesheets/days';
import { saveTimesheetJobs } from '../../timesheets/week-store';
import { db } from '../../db/database';
import { networkStatus } from '../../platform/network-status';
import { resetDb } from '../../test/db';
import { renderRoutes } from '../../test/render';
import { waitUntil } from '../../test/waits';
import {
  TimesheetCalendarPage,
  TimesheetConfirmationPage,
  TimesheetJobPage,
  TimesheetJobsPage,
} from './index';
import {
  FRANK_FOREMAN as FRANK,
  frankDay,
  timesheetJob,
  CARLOS_CREW,
  crewDefaultsOf,
} from '../../test/timesheet-fixtures';

const DAY = '2026-11-30';
const routes = [
  { path: '/ts-calendar', element: <TimesheetCalendarPage /> },
  { path: '/ts-jobs', element: <TimesheetJobsPage /> },
  { path: '/ts-jobs/:id', element: <TimesheetJobPage /> },
  { path: '/ts-confirmation', element: <TimesheetConfirmationPage /> },
];
const sheet = (date: string): Timesheet => frankDay(date, 40, 'draft', true);
const job11 = timesheetJob(11);

const carlosDefaults = crewDefaultsOf(40, DAY, [CARLOS_CREW]);

describe('nothing typed is lost, nothing confirmed by accident (TSX-4)', () => {
  beforeEach(async () => {
    // "Today" is Monday 30 November 2026 in New York; only Date is faked, and it keeps running.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-30T17:00:00Z'), shouldAdvanceTime: true });
    await resetDb();
    act(() => networkStatus.setOnline(false));
    await saveSessionUser(FRANK);
    await saveTimesheetJobs([job11]);
    await saveCrewDefaults(carlosDefaults);
    await writeLocalTimesheet({ timesheet: sheet(DAY), queueID: null });
  });
  afterEach(() => {
    vi.useRealTimers();
    cleanup();
    act(() => networkStatus.setOnline(true));
  });

  it('[TSX-4] times typed before "Save job" are kept on the device, survive a log out and come back on return', async () => {
    const first = renderRoutes(routes, `/ts-jobs/11?date=${DAY}`);
    fireEvent.change(await screen.findByLabelText('End of Carlos Crew'), { target: { value: '14:00' } });
    await waitUntil(async () =>
      expect((await readTimesheetDraft(FRANK.email, DAY))?.timesheet.jobs[0]?.crew[0]?.endTime).toBe('14:00'),
    );
    expect(await db.updateQueue.count()).toBe(0);
    first.unmount();

    // Log out clears the timesheet copies, never the drafts; the same foreman finds his edits again.
    await clearUserCache();
    await saveSessionUser(FRANK);
    await saveCrewDefaults(carlosDefaults);
    await writeLocalTimesheet({ timesheet: sheet(DAY), queueID: null });
    await saveTimesheetJobs([job11]);
    renderRoutes(routes, `/ts-jobs/11?date=${DAY}`);
    expect(await screen.findByLabelText('End of Carlos Crew')).toHaveValue('14:00');
    expect(screen.getByText(/Changes not saved yet, kept on this device since/)).toBeInTheDocument();

    // Saved, the draft goes: what the device shows is the queued day.
    await userEvent.click(screen.getByRole('button', { name: 'Save job' }));
    await waitUntil(async () => expect(await db.updateQueue.count()).toBe(1));
    await waitUntil(async () => expect(await readTimesheetDraft(FRANK.email, DAY)).toBeNull());
  });

  it('[TSX-4] the app going to the background writes the draft at once, before the pause ends', async () => {
    renderRoutes(routes, `/ts-jobs/11?date=${DAY}`);
    const end = await screen.findByLabelText('End of Carlos Crew');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.change(end, { target: { value: '12:45' } });
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    visibility.mockRestore();
    vi.useRealTimers();
    // The pause's timer never ran (fake, never advanced): only the hidden page wrote the draft.
    await waitUntil(async () =>
      expect((await readTimesheetDraft(FRANK.email, DAY))?.timesheet.jobs[0]?.crew[0]?.endTime).toBe('12:45'),
    );
  });

  it("[TSX-4] another account's draft on a shared device is not shown", async () => {
    const first = renderRoutes(routes, `/ts-jobs/11?date=${DAY}`);
    fireEvent.change(await screen.findByLabelText('End of Carlos Crew'), { target: { value: '13:00' } });
    await waitUntil(async () => expect(await readTimesheetDraft(FRANK.email, DAY)).not.toBeNull());
    first.unmount();
    await saveSessionUser({ ...FRANK, userID: 9, email: 'gina.foreman@acme.example', name: 'Gina Foreman' });
    renderRoutes(routes, `/ts-jobs/11?date=${DAY}`);
    expect(await screen.findByLabelText('End of Carlos Crew')).toHaveValue('15:30');
  });

  it('[TSX-4] leaving the day with edits not saved asks first; moving between its screens does not', async () => {
    const { router } = renderRoutes(routes, `/ts-jobs/11?date=${DAY}`);
    fireEvent.change(await screen.findByLabelText('End of Carlos Crew'), { target: { value: '14:00' } });
    await act(() => router.navigate(`/ts-confirmation?date=${DAY}`));
    expect(router.state.location.pathname).toBe('/ts-confirmation');
    // The edits went along: kept on the device, shown on the day's other screens.
    expect(await screen.findByText(/Changes not saved yet, kept on this device since/)).toBeInTheDocument();
    await act(() => router.navigate(`/ts-calendar?date=${DAY}`));
    const ask = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe('/ts-confirmation');
    await act(() => router.navigate(`/ts-calendar?date=${DAY}`));
    await userEvent.click(await screen.findByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ts-calendar'));
  });

  it('[TSX-4] a day still to come cannot be confirmed: the button is off and says why', async () => {
    const tuesday = '2026-12-01';
    await writeLocalTimesheet({ timesheet: sheet(tuesday), queueID: null });
    renderRoutes(routes, `/ts-confirmation?date=${tuesday}`);
    expect(await screen.findByRole('button', { name: 'Confirm the day' })).toBeDisabled();
    expect(
      screen.getByText('A day can be confirmed once it has come: today is Monday, November 30, 2026.'),
    ).toBeInTheDocument();
  });
});
