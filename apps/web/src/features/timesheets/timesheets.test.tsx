import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Timesheet, TimesheetDefaults } from '@fieldops/contract';
import { networkStatus } from '../../platform/network-status';
import { db } from '../../db/database';
import { saveLookupTables } from '../../db/lookups';
import { onStorageError } from '../../db/storage-errors';
import { saveCrewDefaults } from '../../db/crew-roster';
import { saveSessionUser } from '../../db/session-user';
import { readLocalTimesheet, writeLocalTimesheet } from '../../timesheets/days';
import { saveSubsistence, saveTimesheetJobs, saveUserTimesheetDefaults } from '../../timesheets/week-store';
import { saveTimesheet } from '../../timesheets/save-action';
import { setTimesheetFlags } from '../../timesheets/flags';
import { resetDb } from '../../test/db';
import { json, stubFetch } from '../../test/fetch-stub';
import { renderRoutes } from '../../test/render';
import {
  TimesheetCalendarPage,
  TimesheetConfirmationPage,
  TimesheetExplanationsPage,
  TimesheetJobPage,
  TimesheetJobsPage,
  TimesheetShowUpPage,
} from './index';
import {
  FRANK_FOREMAN as FRANK,
  frankDay,
  timesheetJob,
  CARLOS_CREW,
  LENA_LABORER,
  crewDefaultsOf,
} from '../../test/timesheet-fixtures';

const MONDAY = '2026-11-30';
const routes = [
  { path: '/ts-calendar', element: <TimesheetCalendarPage /> },
  { path: '/ts-jobs', element: <TimesheetJobsPage /> },
  { path: '/ts-jobs/:id', element: <TimesheetJobPage /> },
  { path: '/ts-show-up', element: <TimesheetShowUpPage /> },
  { path: '/ts-explanations', element: <TimesheetExplanationsPage /> },
  { path: '/ts-confirmation', element: <TimesheetConfirmationPage /> },
];
const crewDefaults = crewDefaultsOf(40, '2026-11-23', [CARLOS_CREW, LENA_LABORER]);
const job = timesheetJob;
const sheet = (date: string, extra: Partial<Timesheet> = {}): Timesheet =>
  frankDay(date, 40, 'draft', false, extra);
const tasks = async () => (await db.updateQueue.toArray()).sort((a, b) => a.queueID - b.queueID);
const payloadOf = async (index: number) => {
  const task = (await tasks())[index];
  return task?.kind === 'http' ? (task.payload as Timesheet) : null;
};

describe('timesheet screens', () => {
  beforeEach(async () => {
    // The days here lie around 30 November 2026; the clock is set after them, so confirming one
    // confirms a day that has come (TSX-4: a day still to come cannot be confirmed). Only Date is
    // faked, and it keeps running.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-14T17:00:00Z'), shouldAdvanceTime: true });
    await resetDb();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    act(() => networkStatus.setOnline(false));
    await saveSessionUser(FRANK);
    await saveCrewDefaults(crewDefaults);
    await saveTimesheetJobs([job(11), job(12)]);
  });
  afterEach(() => {
    vi.useRealTimers();
    cleanup();
    vi.unstubAllGlobals();
    setTimesheetFlags('reset');
    act(() => networkStatus.setOnline(true));
  });

  it('[TS-6] [TS-2] the week calendar shows each day with its state offline and moves by week', async () => {
    await writeLocalTimesheet({ timesheet: sheet(MONDAY, { status: 'confirmed', jobs: [] }), queueID: null });
    // "Not sent yet" is a day whose task is still in the queue.
    expect((await saveTimesheet(sheet('2026-12-01', { timeSheetID: null }))).ok).toBe(true);
    const net = stubFetch({});
    const { router } = renderRoutes(routes, `/ts-calendar?date=${MONDAY}`);
    const week = await screen.findByRole('list', { name: 'Days of the week' });
    await waitFor(() => expect(within(week).getAllByRole('link')).toHaveLength(7));
    expect(within(week).getByRole('link', { name: /^Monday, November 30: Confirmed$/ })).toHaveAttribute(
      'href',
      `/ts-jobs?date=${MONDAY}`,
    );
    expect(
      within(week).getByRole('link', { name: /^Tuesday, December 1: Draft, Not sent yet, 1 to explain$/ }),
    ).toBeInTheDocument();
    expect(
      within(week).getByRole('link', { name: /^Wednesday, December 2: Nothing yet$/ }),
    ).toBeInTheDocument();
    expect(screen.getByText('Offline: showing the days saved on this device.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next week' }));
    expect(router.state.location.search).toBe('?date=2026-12-07');
    expect(
      await screen.findByRole('link', { name: /^Monday, December 7: Nothing yet$/ }),
    ).toBeInTheDocument();
    expect(net.requests).toEqual([]);
  });

  it('[MISC-5] the new timesheet UI flag switches the week list for a month calendar', async () => {
    setTimesheetFlags({ newTimesheetUi: true });
    stubFetch({});
    renderRoutes(routes, `/ts-calendar?date=${MONDAY}`);
    expect(await screen.findByRole('button', { name: /30 November 2026/ })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Days of the week' })).toBeNull();
    act(() => setTimesheetFlags({ newTimesheetUi: false }));
    expect(await screen.findByRole('list', { name: 'Days of the week' })).toBeInTheDocument();
  });

  it('[TS-6] [TS-4] [TS-3] builds a day offline: a job from the foreman’s jobs, crew from the defaults, live errors naming job, person and field', async () => {
    await saveUserTimesheetDefaults({
      shiftStart: '07:00',
      shiftEnd: '15:30',
      lunchTaken: false,
      ignoreDayoff: false,
    });
    const { router } = renderRoutes(routes, `/ts-jobs?date=${MONDAY}`);
    expect(await screen.findByText(/No job on this day yet/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Add a job' }));
    await userEvent.click(await screen.findByRole('option', { name: 'J-11 · 11 Main St' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add job' }));
    const link = await screen.findByRole('link', { name: 'Times and crew of J-11 · 11 Main St' });
    expect(await tasks()).toHaveLength(1);
    expect(await payloadOf(0)).toMatchObject({
      timeSheetDate: MONDAY,
      jobs: [{ jobID: 11, startTime: '07:00', endTime: '15:30', crew: [] }],
    });

    await userEvent.click(link);
    expect(router.state.location.pathname).toBe('/ts-jobs/11');
    await userEvent.click(await screen.findByRole('combobox', { name: 'Add crew' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Carlos Crew' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add to job' }));
    const end = await screen.findByLabelText('End of Carlos Crew');
    expect(end).toHaveValue('15:30');
    expect(screen.getByRole('checkbox', { name: 'Lunch taken by Carlos Crew' })).not.toBeChecked();
    expect(await screen.findByText(/Carlos Crew works 8 h 30 min without a lunch break/)).toBeInTheDocument();

    fireEvent.change(end, { target: { value: '06:00' } });
    expect(
      await screen.findByText("Carlos Crew's end time 6:00 AM is before the start 7:00 AM on job J-11"),
    ).toBeInTheDocument();
    expect(screen.getByText('Job J-11 · Carlos Crew · End time')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save job' }));
    expect(await screen.findByText('Not saved: fix these first')).toBeInTheDocument();
    expect(await tasks()).toHaveLength(1);

    fireEvent.change(screen.getByLabelText('End of Carlos Crew'), { target: { value: '15:00' } });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Lunch taken by Carlos Crew' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save job' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ts-jobs'));
    expect(await tasks()).toHaveLength(2);
    expect((await payloadOf(1))?.jobs[0]?.crew).toEqual([
      { employeeID: 3, startTime: '07:00', endTime: '15:00', lunchTaken: true, ignoreDayoff: false },
    ]);
    expect(await screen.findByText('7:00 AM–3:30 PM, crew of 1')).toBeInTheDocument();
  });

  it('[TS-6] copies the previous day’s jobs and crew in one tap, and removes a job after asking', async () => {
    await writeLocalTimesheet({ timesheet: sheet('2026-11-27', { status: 'confirmed' }), queueID: null });
    renderRoutes(routes, `/ts-jobs?date=${MONDAY}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Copy previous day' }));
    expect(
      await screen.findByRole('link', { name: 'Times and crew of J-11 · 11 Main St' }),
    ).toBeInTheDocument();
    expect(await payloadOf(0)).toMatchObject({
      timeSheetID: null,
      timeSheetDate: MONDAY,
      jobs: sheet(MONDAY).jobs,
    });
    expect((await readLocalTimesheet(MONDAY))?.timesheet.status).toBe('draft');
    // Copying replaces jobs, so it is offered only on an empty day; removing a job asks first.
    expect(screen.queryByRole('button', { name: 'Copy previous day' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Remove J-11 · 11 Main St from the day' }));
    expect(await screen.findByText('Its times and its crew of 1 leave the day too.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(/No job on this day yet/)).toBeInTheDocument();
    expect(await tasks()).toHaveLength(2);
    expect((await payloadOf(1))?.jobs).toEqual([]);
  });

  it('[TS-6] show-up: who came and when; someone who did not come leaves every job', async () => {
    const day = sheet(MONDAY);
    day.jobs[0]!.crew.push({ employeeID: 4, startTime: '08:00', endTime: '15:30', lunchTaken: true });
    await writeLocalTimesheet({ timesheet: day, queueID: null });
    renderRoutes(routes, `/ts-show-up?date=${MONDAY}`);
    expect(await screen.findByRole('checkbox', { name: 'Carlos Crew showed up' })).toBeChecked();
    expect(screen.getByLabelText('Arrival of Lena Laborer')).toHaveValue('08:00');
    fireEvent.change(screen.getByLabelText('Arrival of Lena Laborer'), { target: { value: '09:00' } });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Carlos Crew showed up' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save day' }));
    await waitFor(async () => expect(await tasks()).toHaveLength(1));
    expect((await payloadOf(0))?.jobs[0]?.crew).toEqual([
      { employeeID: 4, startTime: '09:00', endTime: '15:30', lunchTaken: true },
    ]);
  });

  it('[FIELD-7] [TS-6] a save the full device could not store keeps the day as changed and says so once', async () => {
    await writeLocalTimesheet({ timesheet: sheet(MONDAY), queueID: null });
    const told = vi.fn();
    const stop = onStorageError(told);
    const put = vi
      .spyOn(db.timesheetDays, 'put')
      .mockRejectedValue(new DOMException('full', 'QuotaExceededError'));
    renderRoutes(routes, `/ts-show-up?date=${MONDAY}`);
    fireEvent.change(await screen.findByLabelText('Arrival of Carlos Crew'), { target: { value: '09:00' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save day' }));
    const full = 'The device is full: nothing was saved. Free some space and try again.';
    expect(await screen.findByRole('alert', { description: full })).toBeVisible();
    expect(screen.getByLabelText('Arrival of Carlos Crew')).toHaveValue('09:00');
    expect(await tasks()).toHaveLength(0);
    expect((await readLocalTimesheet(MONDAY))?.timesheet.jobs[0]?.crew[0]?.startTime).toBe('07:00');
    expect(told).not.toHaveBeenCalled(); // the day screen says it, not the shell's notifier too
    stop();
    put.mockRestore();
    await userEvent.click(screen.getByRole('button', { name: 'Save day' }));
    await waitFor(async () => expect(await tasks()).toHaveLength(1));
    expect(screen.queryByRole('alert', { description: full })).toBeNull();
  });

  it('[TS-6] [TS-3] [TS-5] [TSX-4] a warning is explained, then the confirmation shows totals and subsistence, asks once with the totals and confirms', async () => {
    await writeLocalTimesheet({ timesheet: sheet(MONDAY), queueID: null });
    await saveSubsistence(MONDAY, {
      timeSheetID: 40,
      entries: [
        {
          employeeID: 3,
          name: 'Carlos Crew',
          date: MONDAY,
          eligible: true,
          amount: 85,
          jobID: 11,
          basis: 'jobFlag',
          reason: 'Subsistence job',
        },
      ],
    });
    const view = renderRoutes(routes, `/ts-confirmation?date=${MONDAY}`);
    const confirm = await screen.findByRole('button', { name: 'Confirm the day' });
    expect(confirm).toBeDisabled();
    const totals = screen.getByRole('table', { name: 'Totals per person' });
    expect(within(totals).getByRole('row', { name: /Carlos Crew/ })).toHaveTextContent(
      'Carlos Crew8 h 30 min0 h8.50 h85.00 (Subsistence job)',
    );
    expect(screen.getByText('Warning')).toBeInTheDocument();
    view.unmount();

    renderRoutes(routes, `/ts-explanations?date=${MONDAY}`);
    const box = await screen.findByRole('textbox', {
      name: 'Explanation: Job J-11 · Carlos Crew · Lunch taken',
    });
    await userEvent.type(box, 'Short day, ate on the truck');
    await userEvent.click(screen.getByRole('button', { name: 'Save explanations' }));
    await waitFor(async () => expect(await tasks()).toHaveLength(1));
    expect((await payloadOf(0))?.jobs[0]?.crew[0]?.explanation).toBe('Short day, ate on the truck');
    cleanup();

    const { router } = renderRoutes(routes, `/ts-confirmation?date=${MONDAY}`);
    expect(await screen.findByText('Explained')).toBeInTheDocument();
    // The day changed and is not sent: the server's subsistence is for the old one.
    // The totals are a table and, for phones, a list of cards (CSS shows one): read the table.
    const sentTotals = screen.getByRole('table', { name: 'Totals per person' });
    expect(within(sentTotals).getByText('Worked out by the office once the day is sent')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Confirm the day' })).toBeEnabled());
    // TSX-4: it asks once, with the day's totals; "Not yet" confirms nothing.
    await userEvent.click(screen.getByRole('button', { name: 'Confirm the day' }));
    const ask = await screen.findByRole('dialog', { name: 'Confirm Monday, November 30, 2026?' });
    expect(ask).toHaveTextContent('Paid hours in all: 8.50 (1 person)');
    expect(within(ask).getByRole('listitem')).toHaveTextContent('Carlos Crew: 8.50 h');
    await userEvent.click(within(ask).getByRole('button', { name: 'Not yet' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await tasks()).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm the day' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes, confirm' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ts-calendar'));
    const last = await tasks();
    expect(last).toHaveLength(2);
    expect(last[1]).toMatchObject({ method: 'PUT', url: '/api/timesheet/40', dependsOn: last[0]!.queueID });
    expect(await payloadOf(1)).toMatchObject({ status: 'confirmed' });
  });

  it('[TS-6] a foreman sees a confirmed day read-only; a general foreman may still change it; crew keep no timesheets', async () => {
    await writeLocalTimesheet({ timesheet: sheet(MONDAY, { status: 'confirmed' }), queueID: null });
    const view = renderRoutes(routes, `/ts-jobs?date=${MONDAY}`);
    expect(await screen.findByText(/This day is confirmed. Ask a general foreman/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add job' })).toBeNull();
    view.unmount();
    await saveSessionUser({ ...FRANK, role: 'generalForeman' });
    const second = renderRoutes(routes, `/ts-jobs?date=${MONDAY}`);
    expect(await screen.findByRole('button', { name: 'Add job' })).toBeInTheDocument();
    second.unmount();
    await saveSessionUser({ ...FRANK, role: 'crew' });
    renderRoutes(routes, `/ts-jobs?date=${MONDAY}`);
    expect(
      await screen.findByText('Timesheets are kept by foremen and general foremen.'),
    ).toBeInTheDocument();
  });
  it('[TS-7] foremen of the lookup tables, typed foreman or generalForeman, can lend a hand on a crew and are named by the rules', async () => {
    await saveLookupTables({
      optionLists: [],
      eventTypes: [],
      foremen: [
        { employeeID: 8, name: 'Gary General', type: 'generalForeman' },
        { employeeID: 2, name: 'Frank Foreman', type: 'foreman' },
      ],
    });
    await writeLocalTimesheet({ timesheet: sheet(MONDAY, { timeSheetID: -9 }), queueID: null });
    renderRoutes(routes, `/ts-jobs/11?date=${MONDAY}`);
    await userEvent.click(await screen.findByRole('combobox', { name: 'Add crew' }));
    expect(await screen.findByRole('option', { name: 'Frank Foreman (foreman)' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('option', { name: 'Gary General (general foreman)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add to job' }));
    fireEvent.change(await screen.findByLabelText('End of Gary General'), { target: { value: '05:00' } });
    expect(await screen.findByText('Job J-11 · Gary General · End time')).toBeInTheDocument();
  });

  it.each([
    [false, 'GET /api/timesheet/40/defaults'],
    [true, 'POST /api/cmd'],
  ])(
    '[MISC-5] [TS-4] online, crew added to a day the server holds get the server’s defaults (command defaults %s: %s)',
    async (command, asked) => {
      setTimesheetFlags({ commandTimesheetDefaults: command });
      act(() => networkStatus.setOnline(true));
      await writeLocalTimesheet({ timesheet: sheet(MONDAY), queueID: null });
      const answer: TimesheetDefaults = {
        ...crewDefaults,
        timeSheetDate: MONDAY,
        jobID: 11,
        crew: [
          {
            ...crewDefaults.crew[1]!,
            startTime: '08:00',
            lunchTaken: false,
            ignoreDayoff: true,
            dayOff: true,
          },
        ],
      };
      const net = stubFetch({
        'GET /api/timesheet/40/defaults': json(answer),
        'POST /api/cmd?GetTimesheetDefaults': json(answer),
      });
      renderRoutes(routes, `/ts-jobs/11?date=${MONDAY}`);
      await userEvent.click(await screen.findByRole('combobox', { name: 'Add crew' }));
      await userEvent.click(await screen.findByRole('option', { name: 'Lena Laborer' }));
      await userEvent.click(screen.getByRole('button', { name: 'Add to job' }));
      expect(await screen.findByLabelText('Start of Lena Laborer')).toHaveValue('08:00');
      expect(screen.getByRole('checkbox', { name: 'Ignore day off of Lena Laborer' })).toBeChecked();
      expect(net.requests.map((r) => `${r.method} ${r.url.pathname}`)).toEqual([asked]);
      if (command) expect(net.requests[0]!.url.searchParams.get('proc')).toBe('GetTimesheetDefaults');
      else expect(net.requests[0]!.url.searchParams.get('jobID')).toBe('11');
    },
  );
  it('[QUEUE-9] [TS-6] a confirmation the server refused shows its reason on the day, which opens again to be fixed and replaces it', async () => {
    const explained = sheet(MONDAY, { timeSheetID: 40 });
    explained.jobs[0]!.crew[0]!.explanation = 'Worked through lunch';
    await writeLocalTimesheet({ timesheet: sheet(MONDAY, { timeSheetID: 40 }), queueID: null });
    const saved = await saveTimesheet(explained, { confirm: true });
    if (!saved.ok) throw new Error('confirm refused on the device');
    const reason = 'Carlos Crew is on job J-7 07:00–12:00 while also on another timesheet';
    await db.updateQueue.update(saved.queueID, { state: 'rejected', lastError: reason });

    const view = renderRoutes(routes, `/ts-jobs?date=${MONDAY}`);
    const refusedTitle = 'The server refused the last changes of this day';
    const alert = await screen.findByRole('alert', { name: refusedTitle });
    expect(alert).toHaveTextContent(`Reason: ${reason}`);
    expect(within(alert).getByRole('link', { name: 'Open the queue list' })).toHaveAttribute(
      'href',
      '/queue-list',
    );
    expect(screen.getByText('Not sent: needs you')).toBeInTheDocument();
    // Not read-only although the device holds it as confirmed: the foreman fixes it and saves.
    expect(screen.queryByText(/This day is confirmed. Ask a general foreman/)).toBeNull();
    await userEvent.click(screen.getByRole('combobox', { name: 'Add a job' }));
    await userEvent.click(await screen.findByRole('option', { name: 'J-12 · 12 Main St' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add job' }));
    await waitFor(async () => expect(await tasks()).toHaveLength(1));
    expect((await tasks())[0]).toMatchObject({ method: 'PUT', url: '/api/timesheet/40', dependsOn: null });
    expect(await payloadOf(0)).toMatchObject({ jobs: [{ jobID: 11 }, { jobID: 12 }] });
    await waitFor(() => expect(screen.queryByRole('alert', { name: refusedTitle })).toBeNull());
    view.unmount();

    await db.updateQueue.update((await tasks())[0]!.queueID, { state: 'rejected', lastError: reason });
    renderRoutes(routes, `/ts-confirmation?date=${MONDAY}`);
    expect(await screen.findByRole('alert', { name: refusedTitle })).toHaveTextContent(reason);
    expect(screen.getByRole('button', { name: 'Confirm the day' })).toBeInTheDocument();
  });
  it('[QUEUE-9] [TS-6] on a shared device, a day holding another account’s unsent changes is neither shown nor changed', async () => {
    const saved = await saveTimesheet(sheet(MONDAY, { timeSheetID: null }));
    if (!saved.ok) throw new Error('save refused');
    await db.updateQueue.update(saved.queueID, { owner: 'fiona.foreman@acme.example' });
    renderRoutes(routes, `/ts-jobs?date=${MONDAY}`);
    expect(
      await screen.findByText(/This day holds changes by fiona.foreman@acme.example that are not sent yet/),
    ).toBeInTheDocument();
    expect(screen.getByText('Another user’s')).toBeInTheDocument();
    expect(screen.queryByText('J-11 · 11 Main St')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add job' })).toBeNull();
  });
  it('[QUEUE-9] [TS-6] the week says which day needs the foreman, and a discarded change is no longer "not sent"', async () => {
    const refused = await saveTimesheet(sheet(MONDAY, { timeSheetID: null }));
    if (!refused.ok) throw new Error('save refused');
    await db.updateQueue.update(refused.queueID, { state: 'rejected', lastError: 'Unknown crew member: #3' });
    // Tuesday's task was discarded from the queue list: its queueID names nothing any more.
    await writeLocalTimesheet({ timesheet: sheet('2026-12-01', { timeSheetID: -5 }), queueID: 5 });
    renderRoutes(routes, `/ts-calendar?date=${MONDAY}`);
    const week = await screen.findByRole('list', { name: 'Days of the week' });
    expect(
      await within(week).findByRole('link', {
        name: /^Monday, November 30: Draft, Not sent: needs you, 1 to explain$/,
      }),
    ).toBeInTheDocument();
    expect(
      within(week).getByRole('link', { name: /^Tuesday, December 1: Draft, 1 to explain$/ }),
    ).toBeInTheDocument();
  });
});
