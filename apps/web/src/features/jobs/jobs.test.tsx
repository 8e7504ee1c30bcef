import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Location } from '@fieldops/contract';
import { db } from '../../db/database';
import { saveLookupTables } from '../../db/lookups';
import { es } from '../../i18n/es';
import { addCatalogue, setLocale } from '../../i18n/messages';
import { onStorageError } from '../../db/storage-errors';
import { networkStatus } from '../../platform/network-status';
import { createErJob } from '../../queue/actions';
import { resetDb } from '../../test/db';
import { stubFetch } from '../../test/fetch-stub';
import { renderRoutes } from '../../test/render';
import { JobCommentsPage, JobDocsPage, JobGalleryPage, JobListPage, JobLocationPage, JobPage } from './index';
import { jobFolder } from '../../test/job-fixtures';

const site = (extra: Partial<Location> = {}): Location => ({
  siteID: 31,
  locationNumber: '',
  address1: '4 Pine Lane',
  city: 'Shelbyville',
  latitude: 44.5,
  longitude: -71.25,
  jobID: 5,
  jobNumber: 'J-5',
  status: 'Active',
  reports: [],
  imageRefs: [],
  ...extra,
});

const job = jobFolder;

const routes = [
  { path: '/job-list', element: <JobListPage /> },
  { path: '/jobs/:jobID/job-page', element: <JobPage /> },
  { path: '/jobs/:jobID/job-location/:id', element: <JobLocationPage /> },
  { path: '/jobs/:jobID/comments', element: <JobCommentsPage /> },
  { path: '/job-list/:jobID/job-gallery', element: <JobGalleryPage /> },
  { path: '/job-list/:jobID/job-docs', element: <JobDocsPage /> },
];

describe('jobs screens', () => {
  beforeEach(async () => {
    await resetDb();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    act(() => networkStatus.setOnline(false));
  });
  afterEach(() => {
    cleanup(); // unmount first: going back online must not wake a mounted screen
    vi.unstubAllGlobals();
    act(() => networkStatus.setOnline(true));
  });

  it('[JOB-1] lists the jobs on the device newest first, searches number, address and city, and toggles the sort', async () => {
    await db.jobs.bulkPut([
      job(1, { updatedDate: '2025-01-01T00:00:00.000Z', city: 'Ogdenville' }),
      job(2, { updatedDate: '2025-03-01T00:00:00.000Z', address1: '9 Elm Road' }),
      job(3, { updatedDate: '2025-02-01T00:00:00.000Z' }),
    ]);
    renderRoutes(routes, '/job-list');
    const list = await screen.findByRole('list', { name: 'Jobs' });
    const numbers = () =>
      within(list)
        .getAllByRole('link')
        .map((a) => a.textContent?.slice(0, 3));
    expect(numbers()).toEqual(['J-2', 'J-3', 'J-1']);
    await userEvent.click(screen.getByText('Oldest first'));
    await waitFor(() => expect(numbers()).toEqual(['J-1', 'J-3', 'J-2']));
    const search = screen.getByRole('searchbox', { name: 'Search jobs' });
    await userEvent.type(search, 'ogden');
    await waitFor(() => expect(numbers()).toEqual(['J-1']));
    await userEvent.clear(search);
    await userEvent.type(search, 'elm road');
    await waitFor(() => expect(numbers()).toEqual(['J-2']));
    await userEvent.clear(search);
    await userEvent.type(search, 'J-3');
    await waitFor(() => expect(numbers()).toEqual(['J-3']));
    await userEvent.type(search, 'zzz');
    expect(await screen.findByText('No job matches "J-3zzz".')).toBeInTheDocument();
  });

  it('[JOB-1] marks a job made offline as not sent yet, and says when there are no jobs', async () => {
    const view = renderRoutes(routes, '/job-list');
    expect(await screen.findByText(/No jobs on this device yet/)).toBeInTheDocument();
    view.unmount();
    await createErJob({
      workType: 'Leak',
      description: '',
      address1: '12 Trench Road',
      city: 'Springfield',
      latitude: null,
      longitude: null,
      eventType: 'E',
      startDate: '2025-01-01',
      endDate: '2025-01-01',
    });
    renderRoutes(routes, '/job-list');
    const link = await screen.findByRole('link', { name: /12 Trench Road/ });
    expect(link).toHaveTextContent('Not sent yet');
  });

  it('[JOB-6] [JOB-1] the job page shows the header, the locations and links to comments, photos and documents', async () => {
    await db.jobs.put(job(5, { workType: 'Main break', locations: [site()] }));
    renderRoutes(routes, '/jobs/5/job-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Job page J-5' })).toBeInTheDocument();
    expect(screen.getByText('Work type: Main break')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Location 1: 4 Pine Lane, Shelbyville' })).toHaveAttribute(
      'href',
      '/jobs/5/job-location/31',
    );
    expect(screen.getByRole('link', { name: 'Comments' })).toHaveAttribute('href', '/jobs/5/comments');
    expect(screen.getByRole('link', { name: 'Photos' })).toHaveAttribute('href', '/job-list/5/job-gallery');
    expect(screen.getByRole('link', { name: 'Documents' })).toHaveAttribute('href', '/job-list/5/job-docs');
  });

  it('[JOB-2] [JOB-6] a location shows its fields, defaults its number to 1 and opens its coordinates in maps', async () => {
    await db.jobs.put(
      job(5, {
        locations: [site(), site({ siteID: 32, locationNumber: '7', latitude: null, longitude: null })],
      }),
    );
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const view = renderRoutes(routes, '/jobs/5/job-location/31');
    expect(await screen.findByRole('heading', { level: 1, name: 'Job location 1' })).toBeInTheDocument();
    for (const [label, value] of [
      ['Site ID', '31'],
      ['Address', '4 Pine Lane'],
      ['City', 'Shelbyville'],
      ['Latitude', '44.5'],
      ['Longitude', '-71.25'],
      ['Status', 'Active'],
      ['Location number', '1'],
    ]) {
      expect(screen.getByText(label!).nextElementSibling).toHaveTextContent(value!);
    }
    await userEvent.click(screen.getByRole('button', { name: 'Open in maps' }));
    expect(open).toHaveBeenCalledWith(
      expect.stringContaining('44.5,-71.25'),
      '_blank',
      'noopener,noreferrer',
    );
    view.unmount();
    renderRoutes(routes, '/jobs/5/job-location/32');
    expect(await screen.findByRole('heading', { level: 1, name: 'Job location 7' })).toBeInTheDocument();
    expect(screen.getByText('No coordinates for this location.')).toBeInTheDocument();
  });

  it('[JOB-3] adds a note offline with a type from the option list: shown at once as waiting to send, queued as AddNote', async () => {
    await db.jobs.put(job(5));
    await db.comments.put({
      jobID: 5,
      notes: [
        {
          noteID: 1,
          noteType: 'General',
          text: 'Older note',
          createdDate: '2025-01-01T00:00:00.000Z',
          createdBy: 'Bo',
        },
      ],
    });
    await saveLookupTables({
      optionLists: [
        { listName: 'noteTypes', value: 'General', label: 'General', sortOrder: 1 },
        { listName: 'noteTypes', value: 'Safety', label: 'Safety', sortOrder: 2 },
      ],
      eventTypes: [],
      foremen: [],
    });
    const net = stubFetch({});
    renderRoutes(routes, '/jobs/5/comments');
    await userEvent.click(await screen.findByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('Write the note first.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveAttribute('aria-invalid', 'true');
    const type = screen.getByRole('combobox', { name: 'Note type' });
    expect(type).toHaveValue('General'); // the list's first type by default
    await userEvent.click(type);
    await userEvent.click(await screen.findByRole('option', { name: 'Safety' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Note' }), 'Gas smell at the trench');
    await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
    const list = await screen.findByRole('list', { name: 'Comments, newest first' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    const [newest, older] = within(list).getAllByRole('listitem');
    expect(newest).toHaveTextContent('Safety');
    expect(newest).toHaveTextContent('Gas smell at the trench');
    expect(newest).toHaveTextContent('Waiting to send');
    expect(older).toHaveTextContent('Older note');
    expect(older).not.toHaveTextContent('Waiting to send');
    const [task] = await db.updateQueue.toArray();
    expect(task).toMatchObject({
      kind: 'procedure',
      procedure: 'AddNote',
      state: 'waiting',
      counterTries: 0,
    });
    expect(net.requests).toHaveLength(0);
  });

  it('[UX-1] in Spanish a note type reads in Spanish in the picker and the list; the stored type stays the value', async () => {
    addCatalogue('es', es);
    setLocale('es');
    try {
      await db.jobs.put(job(5));
      await db.comments.put({
        jobID: 5,
        notes: [
          {
            noteID: 1,
            noteType: 'Safety',
            text: 'Zanja',
            createdDate: '2025-01-01T00:00:00.000Z',
            createdBy: 'Bo',
          },
        ],
      });
      await saveLookupTables({
        optionLists: [
          {
            listName: 'noteTypes',
            value: 'Safety',
            label: 'Safety',
            labels: { es: 'Seguridad' },
            sortOrder: 1,
          },
        ],
        eventTypes: [],
        foremen: [],
      });
      stubFetch({});
      renderRoutes(routes, '/jobs/5/comments');
      const list = await screen.findByRole('list', { name: es['notes.listLabel'] });
      await waitFor(() => expect(within(list).getByRole('listitem')).toHaveTextContent('Seguridad'));
      expect(within(list).getByRole('listitem')).not.toHaveTextContent('Safety');
      expect(await screen.findByRole('combobox', { name: es['notes.type'] })).toHaveValue('Seguridad');
    } finally {
      setLocale('en');
    }
  });

  it('[JOB-3] [QUEUE-9] a note the server refused shows its reason', async () => {
    await db.jobs.put(job(5));
    renderRoutes(routes, '/jobs/5/comments');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Note type' }), 'Bogus');
    await userEvent.type(screen.getByRole('textbox', { name: 'Note' }), 'Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
    await screen.findByText('Waiting to send');
    const [task] = await db.updateQueue.toArray();
    await db.updateQueue.update(task!.queueID, { state: 'rejected', lastError: 'Unknown note type "Bogus"' });
    expect(
      await screen.findByText('Not accepted by the server: Unknown note type "Bogus"'),
    ).toBeInTheDocument();
  });

  it('[FIELD-7] [JOB-3] a full device keeps the note as typed and says, once, that nothing was saved', async () => {
    await db.jobs.put(job(5));
    const told = vi.fn();
    const stop = onStorageError(told);
    const add = vi
      .spyOn(db.updateQueue, 'add')
      .mockRejectedValue(new DOMException('full', 'QuotaExceededError'));
    renderRoutes(routes, '/jobs/5/comments');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Note type' }), 'Safety');
    await userEvent.type(screen.getByRole('textbox', { name: 'Note' }), 'Gas smell at the trench');
    await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
    const full = 'The device is full: nothing was saved. Free some space and try again.';
    expect(await screen.findByRole('alert', { description: full })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('Gas smell at the trench');
    expect(screen.getByRole('textbox', { name: 'Note type' })).toHaveValue('Safety');
    expect(await db.comments.get(5)).toBeUndefined();
    // The form says it; the shell's notifier (the storage-error listener) must not say it again.
    expect(told).not.toHaveBeenCalled();
    stop();
    // Space freed: the same text is saved with one more tap.
    add.mockRestore();
    await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('Waiting to send')).toBeInTheDocument();
    expect(screen.queryByRole('alert', { description: full })).toBeNull();
  });

  it('[JOB-1] gallery and documents read what is on the device, with empty states', async () => {
    await db.photos.put({ referenceCode: 'ph-1', jobID: 5, locationNumber: '', sessionId: 's' });
    const view = renderRoutes(routes, '/job-list/5/job-gallery');
    expect(await screen.findByText('Photo 1 · location 1')).toBeInTheDocument();
    view.unmount();
    const docs = renderRoutes(routes, '/job-list/5/job-docs');
    expect(await screen.findByText('No documents on this device for this job yet.')).toBeInTheDocument();
    docs.unmount();
    renderRoutes(routes, '/job-list/6/job-gallery');
    expect(await screen.findByText('No photos on this device for this job yet.')).toBeInTheDocument();
  });

  it('says when a job is not on this device', async () => {
    renderRoutes(routes, '/jobs/404/job-page');
    expect(await screen.findByText(/This job is not on this device/)).toBeInTheDocument();
  });
});
