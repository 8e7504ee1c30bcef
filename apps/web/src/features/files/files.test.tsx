import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DeviceFolder } from '@fieldops/contract';
import { db } from '../../db/database';
import type { LocalFile } from '../../db/report-types';
import { networkStatus } from '../../platform/network-status';
import { resetDb } from '../../test/db';
import { json, stubFetch } from '../../test/fetch-stub';
import { signIn } from '../../test/report-fixtures';
import { renderRoutes } from '../../test/render';
import { uploadFileToFolder } from '../../file-sync';
import { saveFolderNames } from '../../file-sync/store';
import { createQueueRunner } from '../../queue/runner';
import { createQueueStatus } from '../../queue/status';
import { JobDocsPage } from '../jobs';
import { DocsListPage, FileSyncPage, FolderDocsPage, JobFolderDocsPage } from './index';

// pdf.js needs a real canvas and worker: the page drawing is replaced at its module boundary.
const drawn: Blob[] = [];
vi.mock('../../ui/PdfDocumentView', () => ({
  PdfDocumentView: ({ blob, onPages }: { blob: Blob; onPages: (n: number) => void }) => {
    drawn.push(blob);
    queueMicrotask(() => onPages(1));
    return <div data-testid="pdf-pages" />;
  },
}));

const FOLDER = 'safety-library-demo';
const JOB_FOLDER = 'JobFolder0001xyz';
const routes = [
  { path: '/file-sync', element: <FileSyncPage /> },
  { path: '/file-sync/:folderid', element: <FolderDocsPage /> },
  { path: '/docs-list', element: <DocsListPage /> },
  { path: '/job-docs', element: <JobFolderDocsPage /> },
  { path: '/job-list/:jobID/job-docs', element: <JobDocsPage /> },
];
const library: DeviceFolder = {
  folderID: FOLDER,
  name: 'Safety library',
  jobID: null,
  jobNumber: null,
  tracked: true,
};
const file = (
  id: string,
  name: string,
  mimeType: string,
  parent: string,
  body?: string,
  jobID: number | null = null,
): LocalFile => ({
  id,
  name,
  mimeType,
  size: body?.length ?? 100,
  tag: body === undefined ? 'new' : 'synced',
  path: name,
  relativePath: name,
  rootFolderID: parent,
  parentFolderID: parent,
  parents: [parent],
  modifiedDate: '2026-05-01T10:00:00.000Z',
  jobID,
  ...(body === undefined ? {} : { blob: new Blob([body], { type: mimeType }) }),
});

async function keepFolders() {
  await db.trackedFolders.bulkPut([
    {
      folderID: FOLDER,
      crewFolderID: '',
      files: [],
      status: 'Synced',
      jobID: null,
      jobNumber: null,
      updatedDate: '',
    },
    {
      folderID: JOB_FOLDER,
      crewFolderID: '',
      files: [],
      status: 'Syncing',
      jobID: 5,
      jobNumber: 'ER-5',
      updatedDate: '',
    },
  ]);
  await saveFolderNames([
    { folderID: FOLDER, name: 'Safety library' },
    { folderID: JOB_FOLDER, name: 'ER-5' },
  ]);
  await db.files.bulkPut([
    file('txtFile000001', 'notes.txt', 'text/plain', FOLDER, 'Dispatch: 555-0100'),
    file('pngFile000001', 'marker.png', 'image/png', FOLDER, 'png-bytes'),
    file('pdfFile000001', 'plan.pdf', 'application/pdf', JOB_FOLDER, '%PDF-1.4', 5),
    file('jpgFile000001', 'site.jpg', 'image/jpeg', JOB_FOLDER, undefined, 5),
  ]);
}

describe('file screens', () => {
  beforeEach(async () => {
    await resetDb();
    signIn();
    drawn.length = 0;
    act(() => networkStatus.setOnline(true));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    act(() => networkStatus.setOnline(true));
  });

  async function addFolder(value: string) {
    fireEvent.change(await screen.findByLabelText('Folder id or address'), { target: { value } });
    fireEvent.click(screen.getByRole('button', { name: 'Add folder' }));
  }

  it('[FILES-1] adds a folder by a Drive address (SYNC-9 strips the prefix) and lists it', async () => {
    const http = stubFetch({
      'POST /api/cmd?TrackFolder': json(library),
      'POST /api/cmd?GetDeviceFolders': json([library]),
      [`GET /api/drive/Folder/${FOLDER}`]: json({
        folderID: FOLDER,
        name: 'Safety library',
        jobID: null,
        files: [],
        folders: [],
      }),
    });
    renderRoutes(routes, '/file-sync');
    expect(await screen.findByText('No folders on this device yet. Add one above.')).toBeInTheDocument();
    await addFolder(`https://drive.google.com/drive/folders/${FOLDER}?usp=sharing`);
    const list = await screen.findByRole('list', { name: 'Tracked folders' });
    expect(await within(list).findByText('Safety library')).toBeInTheDocument();
    const [track] = http.to('/api/cmd').filter((r) => r.url.searchParams.get('proc') === 'TrackFolder');
    expect(JSON.parse(track!.body!)).toEqual({
      procedure: 'TrackFolder',
      parameters: [{ name: 'folderID', value: FOLDER }],
    });
    await waitFor(() => expect(http.to(`/api/drive/Folder/${FOLDER}`)).toHaveLength(1));
  });

  it('[SYNC-9] refuses short ids, other sites and unknown folders with clear messages, storing nothing', async () => {
    stubFetch({
      'POST /api/cmd?TrackFolder': json(
        { error: 'not_found', message: 'No such folder', details: null },
        404,
      ),
    });
    renderRoutes(routes, '/file-sync');
    await addFolder('abc');
    expect(await screen.findByText('A folder id has at least 10 characters.')).toBeInTheDocument();
    await addFolder('https://example.com/drive/folders/abcdefghijklmnop');
    expect(await screen.findByText('That address is not a Google Drive folder.')).toBeInTheDocument();
    await addFolder('UnknownFolder123');
    expect(
      await screen.findByText('There is no folder with that id, or it is not shared with you.'),
    ).toBeInTheDocument();
    expect(await db.trackedFolders.count()).toBe(0);
    expect(await db.updateQueue.count()).toBe(0);
  });

  it('[FILES-1] [QUEUE-1] offline, a folder is added as a queued action and shows waiting; invalid ids are still refused', async () => {
    const http = stubFetch({});
    act(() => networkStatus.setOnline(false));
    renderRoutes(routes, '/file-sync');
    await addFolder('abc');
    expect(await screen.findByText('A folder id has at least 10 characters.')).toBeInTheDocument();
    await addFolder('https://example.com/drive/folders/abcdefghijklmnop');
    expect(await screen.findByText('That address is not a Google Drive folder.')).toBeInTheDocument();
    expect(await db.trackedFolders.count()).toBe(0);
    expect(await db.updateQueue.count()).toBe(0);

    await addFolder(`https://drive.google.com/drive/folders/${FOLDER}`);
    const list = await screen.findByRole('list', { name: 'Tracked folders' });
    const card = await within(list).findByTestId(`folder-${FOLDER}`);
    expect(await within(card).findByText('Waiting to be added')).toBeInTheDocument();
    const tasks = await db.updateQueue.toArray();
    expect(tasks).toHaveLength(1);
    expect(tasks[0]).toMatchObject({
      procedure: 'TrackFolder',
      parameters: [{ name: 'folderID', value: FOLDER }],
    });
    expect(http.requests).toEqual([]);
  });

  it('[FILES-1] [QUEUE-1] an add the server refused shows its reason; removing it leaves nothing queued', async () => {
    act(() => networkStatus.setOnline(false));
    renderRoutes(routes, '/file-sync');
    await addFolder('UnknownFolder123');
    const card = await screen.findByTestId('folder-UnknownFolder123');
    expect(await within(card).findByText('Waiting to be added')).toBeInTheDocument();
    stubFetch({
      'POST /api/cmd?TrackFolder': json(
        { error: 'not_found', message: 'No such folder', details: null },
        404,
      ),
    });
    const runner = createQueueRunner({
      hasSession: () => true,
      networkRetryMs: null,
      status: createQueueStatus(),
    });
    await act(() => runner.trigger());
    expect((await db.updateQueue.toArray())[0]).toMatchObject({
      state: 'rejected',
      lastError: 'No such folder',
    });
    expect(await within(card).findByText('Not added: No such folder')).toBeInTheDocument();
    expect(within(card).getByText('Not added')).toBeInTheDocument();

    fireEvent.click(within(card).getByRole('button', { name: 'Remove UnknownFolder123' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('No folders on this device yet. Add one above.')).toBeInTheDocument();
    expect(await db.updateQueue.count()).toBe(0);
  });

  it('[FILES-1] lists folders with status, file counts and bytes; removing one deletes its files and untracks it', async () => {
    stubFetch({});
    await keepFolders();
    renderRoutes(routes, '/file-sync');
    const card = await screen.findByTestId(`folder-${FOLDER}`);
    expect(within(card).getByText('Synced')).toBeInTheDocument();
    expect(within(card).getByText(/2 of 2 files on the device · 27 B/)).toBeInTheDocument();
    expect(
      within(await screen.findByTestId(`folder-${JOB_FOLDER}`)).getByText(/Job ER-5/),
    ).toBeInTheDocument();
    fireEvent.click(within(card).getByRole('button', { name: 'Remove Safety library' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    await waitFor(async () => expect((await db.trackedFolders.get(FOLDER))?.status).toBe('deleted'));
    expect((await db.files.toArray()).filter((f) => f.parentFolderID === FOLDER)).toEqual([]);
    const [task] = await db.updateQueue.toArray();
    expect(task).toMatchObject({
      kind: 'procedure',
      procedure: 'UntrackFolder',
      parameters: [{ name: 'folderID', value: FOLDER }],
    });
    await waitFor(() => expect(screen.queryByTestId(`folder-${FOLDER}`)).toBeNull());
  });

  it('[FILES-1] a folder lists its documents with tags; docs-list, job-docs and a job show theirs', async () => {
    stubFetch({});
    await keepFolders();
    const folder = renderRoutes(routes, `/file-sync/${JOB_FOLDER}`);
    expect(await screen.findByRole('heading', { name: 'ER-5' })).toBeInTheDocument();
    expect(await screen.findByTestId('tag-plan.pdf')).toHaveTextContent('Synced');
    expect(screen.getByTestId('tag-site.jpg')).toHaveTextContent('New');
    expect(screen.getByRole('button', { name: 'Open site.jpg' })).toBeDisabled();
    folder.unmount();
    const all = renderRoutes(routes, '/docs-list');
    expect(await screen.findByText('notes.txt')).toBeInTheDocument();
    expect(screen.getByText('plan.pdf')).toBeInTheDocument();
    all.unmount();
    const jobs = renderRoutes(routes, '/job-docs');
    expect(await screen.findByText('plan.pdf')).toBeInTheDocument();
    expect(screen.queryByText('notes.txt')).toBeNull();
    jobs.unmount();
    renderRoutes(routes, '/job-list/5/job-docs');
    expect(await screen.findByText('site.jpg')).toBeInTheDocument();
  });

  it('[FILES-2] opens a downloaded text, image and pdf with no network', async () => {
    const http = stubFetch({});
    await keepFolders();
    act(() => networkStatus.setOnline(false));
    const view = renderRoutes(routes, `/file-sync/${FOLDER}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Open notes.txt' }));
    expect(await screen.findByTestId('text-document')).toHaveTextContent('Dispatch: 555-0100');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Open marker.png' }));
    expect(await screen.findByRole('img', { name: 'marker.png' })).toBeInTheDocument();
    view.unmount();
    renderRoutes(routes, `/file-sync/${JOB_FOLDER}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Open plan.pdf' }));
    expect(await screen.findByText('Pages: 1')).toBeInTheDocument();
    expect(await drawn[0]!.text()).toBe('%PDF-1.4');
    expect(http.requests).toEqual([]);
  });
  it('[FILES-3] [QUEUE-9] an upload the server refused says so in its folder instead of waiting forever', async () => {
    stubFetch({});
    await keepFolders();
    const blob = new Blob(['not really a jpeg'], { type: 'image/jpeg' });
    const result = await uploadFileToFolder(FOLDER, { name: 'Scan.jpg', blob });
    if (!result.ok) throw new Error('not queued');
    renderRoutes(routes, `/file-sync/${FOLDER}`);
    expect(await screen.findByTestId('tag-Scan.jpg')).toHaveTextContent('Waiting to upload');
    await db.updateQueue.update(result.queueID, {
      state: 'rejected',
      lastError: "The file's bytes are not a jpeg file",
    });
    await waitFor(() =>
      expect(screen.getByTestId('tag-Scan.jpg')).toHaveTextContent('Not uploaded: see the Queue list'),
    );
  });
});
