import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '../../db/database';
import { saveLookupTables } from '../../db/lookups';
import { es } from '../../i18n/es';
import { addCatalogue, setLocale } from '../../i18n/messages';
import { onStorageError } from '../../db/storage-errors';
import { geolocation } from '../../platform/geolocation';
import { networkStatus } from '../../platform/network-status';
import { createQueueRunner } from '../../queue/runner';
import { createQueueStatus } from '../../queue/status';
import { resetDb } from '../../test/db';
import { serverErJob } from '../../test/er-job-fixtures';
import { json, stubFetch } from '../../test/fetch-stub';
import { renderRoutes } from '../../test/render';
import { ErJobCompletedPage } from './ErJobCompletedPage';
import { NewErJobPage } from './NewErJobPage';

const routes = [
  { path: '/jobs/new', element: <NewErJobPage /> },
  { path: '/er-job-completed', element: <ErJobCompletedPage /> },
];

async function fillAndCreate() {
  await userEvent.type(await screen.findByRole('textbox', { name: 'Work type' }), 'Gas leak repair');
  await userEvent.type(screen.getByRole('textbox', { name: 'Address' }), '12 Trench Road');
  await userEvent.type(screen.getByRole('textbox', { name: 'City' }), 'Springfield');
  await userEvent.click(screen.getByRole('button', { name: 'Create ER job' }));
}

describe('new ER job', () => {
  beforeEach(async () => {
    await resetDb();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await saveLookupTables({
      optionLists: [],
      eventTypes: [
        { eventTypeID: 1, eventType: 'Site visit' },
        { eventTypeID: 2, eventType: 'Emergency response' },
      ],
      foremen: [],
    });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    act(() => networkStatus.setOnline(true));
  });

  it('[JOB-4] offline, creates the job and three linked tasks in one action, then shows it as waiting to send, then with its number', async () => {
    act(() => networkStatus.setOnline(false));
    const { router } = renderRoutes(routes, '/jobs/new');
    await fillAndCreate();
    await waitFor(() => expect(router.state.location.pathname).toBe('/er-job-completed'));
    expect(await screen.findByText('12 Trench Road, Springfield')).toBeInTheDocument();
    expect(screen.getByText(/Waiting to send. The job number follows/)).toBeInTheDocument();

    const tasks = (await db.updateQueue.toArray()).sort((a, b) => a.queueID - b.queueID);
    const [record, folders, event] = tasks;
    expect(tasks).toHaveLength(3);
    expect(record).toMatchObject({ kind: 'http', url: '/api/job/add-record', dependsOn: null });
    expect(record?.kind === 'http' && record.payload).toEqual({
      workType: 'Gas leak repair',
      workDescription: 'Gas leak repair', // copied from the work type
      address1: '12 Trench Road',
      city: 'Springfield',
      latitude: null,
      longitude: null,
    });
    const tempID = Number(new URLSearchParams(router.state.location.search).get('job'));
    expect(tempID).toBeLessThan(0);
    expect(folders).toMatchObject({ url: `/api/job/${tempID}/add-folders`, dependsOn: record!.queueID });
    expect(event?.kind === 'http' && new URL(event.url, 'http://x').searchParams.get('eventType')).toBe(
      'Emergency response',
    );
    expect(event?.dependsOn).toBe(record!.queueID);
    expect(new Set(tasks.map((t) => t.idempotencyKey)).size).toBe(3);
    expect(await db.jobs.get(tempID)).toMatchObject({ jobNumber: '', isEmergency: true });

    // The network returns: the queue sends it and the screen follows the job to its server id.
    stubFetch({
      'POST /api/job/add-record': json({ ...serverErJob(88), jobNumber: 'ER-2025-0088' }),
      'POST /api/job/88/add-folders': json({ folders: [] }),
      'POST /api/job/88/Event/': json({ eventID: 1 }),
    });
    await createQueueRunner({
      owner: () => null,
      hasSession: () => true,
      networkRetryMs: null,
      status: createQueueStatus(),
    }).trigger();
    expect(await screen.findByText('Sent. Job number ER-2025-0088.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the job' })).toHaveAttribute('href', '/jobs/88/job-page');
  });

  it('[UX-1] [JOB-4] in Spanish the event types read in Spanish; the job event and its task keep the chosen one', async () => {
    await saveLookupTables({
      optionLists: [],
      eventTypes: [
        { eventTypeID: 1, eventType: 'Site visit', labels: { es: 'Visita al sitio' } },
        { eventTypeID: 2, eventType: 'Emergency response', labels: { es: 'Respuesta de emergencia' } },
      ],
      foremen: [],
    });
    addCatalogue('es', es);
    setLocale('es');
    try {
      act(() => networkStatus.setOnline(false));
      renderRoutes(routes, '/jobs/new');
      // The picker, once the cached event types are read, shows the default (emergency) in Spanish.
      await waitFor(() =>
        expect(screen.getByRole('combobox', { name: es['erJob.eventType'] })).toHaveValue(
          'Respuesta de emergencia',
        ),
      );
      const picker = screen.getByRole('combobox', { name: es['erJob.eventType'] });
      await userEvent.click(picker);
      await userEvent.click(await screen.findByRole('option', { name: 'Visita al sitio' }));
      await userEvent.type(screen.getByRole('textbox', { name: es['erJob.workType'] }), 'Fuga de gas');
      await userEvent.click(screen.getByRole('button', { name: es['erJob.create'] }));
      await waitFor(async () => expect(await db.updateQueue.count()).toBe(3));
      const event = (await db.updateQueue.toArray()).find(
        (task) => task.kind === 'http' && task.url.includes('/Event/'),
      );
      expect(event?.kind === 'http' && new URL(event.url, 'http://x').searchParams.get('eventType')).toBe(
        'Site visit',
      );
      expect(event?.taskName).toContain('Visita al sitio');
    } finally {
      setLocale('en');
    }
  });

  it('[JOB-4] needs a work type and an end not before the start', async () => {
    renderRoutes(routes, '/jobs/new');
    await userEvent.click(await screen.findByRole('button', { name: 'Create ER job' }));
    expect(await screen.findByText('Enter the work type.')).toBeInTheDocument();
    const end = screen.getByLabelText(/End date/);
    await userEvent.clear(end);
    await userEvent.type(end, '2000-01-01');
    await userEvent.click(screen.getByRole('button', { name: 'Create ER job' }));
    expect(await screen.findByText('The end date comes before the start date.')).toBeInTheDocument();
    expect(await db.updateQueue.count()).toBe(0);
  });

  it('[FIELD-7] [JOB-4] a full device keeps the form as typed, stays on it and says, once, that nothing was saved', async () => {
    const told = vi.fn();
    const stop = onStorageError(told);
    const add = vi.spyOn(db.jobs, 'add').mockRejectedValue(new DOMException('full', 'QuotaExceededError'));
    const { router } = renderRoutes(routes, '/jobs/new');
    await fillAndCreate();
    const full = 'The device is full: nothing was saved. Free some space and try again.';
    expect(await screen.findByRole('alert', { description: full })).toBeVisible();
    expect(router.state.location.pathname).toBe('/jobs/new');
    expect(screen.getByRole('textbox', { name: 'Work type' })).toHaveValue('Gas leak repair');
    expect(screen.getByRole('textbox', { name: 'Address' })).toHaveValue('12 Trench Road');
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('Springfield');
    expect(await db.updateQueue.count()).toBe(0);
    expect(told).not.toHaveBeenCalled(); // the form says it, not the shell's notifier too
    stop();
    add.mockRestore();
    await userEvent.click(screen.getByRole('button', { name: 'Create ER job' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/er-job-completed'));
  });

  it('[JOB-5] Use my location fills the position and, online with a geocoder, the address', async () => {
    vi.spyOn(geolocation, 'currentPosition').mockResolvedValue({ latitude: 44.5, longitude: -71.25 });
    const net = stubFetch({
      'GET /api/geocode/reverse': json({ address1: '1 Gas Works Rd', city: 'Ogdenville' }),
    });
    renderRoutes(routes, '/jobs/new');
    await userEvent.click(await screen.findByRole('button', { name: 'Use my location' }));
    expect(await screen.findByText(/Address filled in from your position/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Address' })).toHaveValue('1 Gas Works Rd');
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('Ogdenville');
    expect(screen.getByText('Position: 44.50000, -71.25000')).toBeInTheDocument();
    expect(net.requests[0]!.url.searchParams.get('lat')).toBe('44.5');
    await userEvent.type(screen.getByRole('textbox', { name: 'Work type' }), 'Leak');
    await userEvent.click(screen.getByRole('button', { name: 'Create ER job' }));
    await screen.findByText(/The job number follows/);
    const record = (await db.updateQueue.toArray()).find((t) => t.dependsOn === null);
    expect(record?.kind === 'http' && record.payload).toMatchObject({ latitude: 44.5, longitude: -71.25 });
  });

  it('[JOB-5] without a geocoder (503) or offline it says so, keeps the position and the form still works', async () => {
    vi.spyOn(geolocation, 'currentPosition').mockResolvedValue({ latitude: 1, longitude: 2 });
    stubFetch({
      'GET /api/geocode/reverse': json(
        { error: 'geocoder_unavailable', message: 'No geocoder', details: null },
        503,
      ),
    });
    renderRoutes(routes, '/jobs/new');
    await userEvent.click(await screen.findByRole('button', { name: 'Use my location' }));
    expect(await screen.findByText(/No address lookup is available/)).toBeInTheDocument();
    act(() => networkStatus.setOnline(false));
    await userEvent.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(await screen.findByText(/Offline: the address cannot be looked up now/)).toBeInTheDocument();
    await fillAndCreate();
    expect(await screen.findByText(/The job number follows/)).toBeInTheDocument();
  });

  it('[JOB-5] says when the device cannot tell its position', async () => {
    vi.spyOn(geolocation, 'currentPosition').mockResolvedValue(null);
    renderRoutes(routes, '/jobs/new');
    await userEvent.click(await screen.findByRole('button', { name: 'Use my location' }));
    expect(await screen.findByText(/could not tell its position/)).toBeInTheDocument();
  });
});
