import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '../../db/database';
import { networkStatus } from '../../platform/network-status';
import { addTask } from '../../queue/enqueue';
import { stubFetch } from '../../test/fetch-stub';
import { galleryOnDevice, jobPhoto, jpegBlob } from '../../test/report-fixtures';
import { renderRoutes } from '../../test/render';
import { JobGalleryPage, galleryStatus } from './JobGalleryPage';

const routes = [{ path: '/job-list/:jobID/job-gallery', element: <JobGalleryPage /> }];

async function queuedPhoto(referenceCode: string, state: 'waiting' | 'rejected' | 'skipped') {
  const task = await addTask(db, {
    kind: 'http',
    url: '/api/Image',
    method: 'POST',
    payload: { referenceCode },
    taskName: `Upload ${referenceCode}`,
    typeObject: 'Image', // the photo upload kind (queue/kinds/image.ts)
    dependsOn: null,
  });
  await db.updateQueue.update(task.queueID, {
    state,
    lastError: state === 'waiting' ? null : 'Not an image',
  });
  await db.photos.put(
    jobPhoto(referenceCode, 'queued', { queueID: task.queueID, createdDate: new Date().toISOString() }),
  );
}

/** OFF-2: a server photo as the job sync keeps it: no status, its small copy when fetched. */
const serverCopy = (referenceCode: string, blob?: Blob) => ({
  referenceCode,
  jobID: 5,
  locationNumber: '1',
  sessionId: '',
  createdDate: '2025-06-01T10:00:00.000Z',
  blob,
});

/** A photo's card, found by the id it keeps in data-photo (the screen itself no longer shows ids). */
function card(ref: string): HTMLElement {
  const found = document.querySelector(`li[data-photo="${ref}"]`);
  if (!(found instanceof HTMLElement)) throw new Error(`no card for ${ref}`);
  return found;
}

describe('job gallery', () => {
  beforeEach(async () => {
    await galleryOnDevice();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    act(() => networkStatus.setOnline(true));
  });

  it('[REPORT-6] [OFF-2] shows local and server photos from the device, each with its state from the queue (waiting, sent, failed, draft)', async () => {
    act(() => networkStatus.setOnline(true));
    await queuedPhoto('p-wait', 'waiting');
    await queuedPhoto('p-fail', 'rejected');
    await db.photos.put(jobPhoto('p-draft', 'draft', { reportCode: 'r-1' }));
    await db.photos.put(jobPhoto('p-sent', 'sent'));
    // OFF-2: a server photo is on the device as a small copy (no status) the job sync put there.
    await db.photos.put(serverCopy('p-server', jpegBlob()));
    await db.photos.put(serverCopy('p-nocopy'));
    const http = stubFetch({});
    renderRoutes(routes, '/job-list/5/job-gallery');
    await waitFor(() => card('p-server'));
    expect(within(card('p-wait')).getByText('Waiting')).toBeInTheDocument();
    expect(within(card('p-fail')).getByText('Failed')).toBeInTheDocument();
    expect(within(card('p-fail')).getByText('Not an image')).toBeInTheDocument();
    expect(within(card('p-draft')).getByText('In a draft report')).toBeInTheDocument();
    expect(within(card('p-sent')).getByText('Sent')).toBeInTheDocument();
    expect(within(card('p-server')).getByText('Sent')).toBeInTheDocument();
    // The thumbnail is the copy on the device; the screen calls no server itself.
    expect(card('p-server').querySelector('img')?.getAttribute('src')).toMatch(/^blob:/);
    expect(within(card('p-nocopy')).getByLabelText(/not on this device yet/)).toBeInTheDocument();
    expect(http.requests).toEqual([]);
    // A draft photo is removed from its report, not here.
    expect(within(card('p-draft')).queryByRole('button', { name: /Delete photo/ })).not.toBeInTheDocument();
  });

  it('[OFF-2] "Full size" fetches the full image once and keeps it, so it opens again offline', async () => {
    await db.photos.put(serverCopy('p-server', jpegBlob()));
    const http = stubFetch({
      'GET /api/Image/p-server': () =>
        new Response('full jpeg', { headers: { 'Content-Type': 'image/jpeg' } }),
    });
    const user = userEvent.setup();
    renderRoutes(routes, '/job-list/5/job-gallery');
    await user.click(await screen.findByRole('button', { name: 'Full size' }));
    await screen.findByRole('img', { name: 'Photo 1 · location 1' });
    expect(http.to('/api/Image/p-server')[0]?.url.searchParams.get('width')).toBeNull();
    await waitFor(async () =>
      expect(((await db.photos.get('p-server')) as { full?: Blob })?.full?.size).toBe(9),
    );
    cleanup();
    act(() => networkStatus.setOnline(false));
    stubFetch({});
    renderRoutes(routes, '/job-list/5/job-gallery');
    await user.click(await screen.findByRole('button', { name: 'Full size' }));
    await screen.findByRole('img', { name: 'Photo 1 · location 1' });
  });

  it('[REPORT-6] status of a photo: pure rule', () => {
    const task = (state: 'waiting' | 'rejected' | 'skipped', counterTries = 0) =>
      ({ state, counterTries }) as Parameters<typeof galleryStatus>[1];
    const photo = (status?: 'draft' | 'queued' | 'sent') => ({
      referenceCode: 'p',
      jobID: 1,
      locationNumber: '1',
      sessionId: '',
      status,
    });
    expect(galleryStatus(null, undefined)).toBe('sent');
    expect(galleryStatus(photo(), undefined)).toBe('sent');
    expect(galleryStatus(photo('draft'), undefined)).toBe('draft');
    expect(galleryStatus(photo('queued'), task('waiting', 2))).toBe('waiting');
    expect(galleryStatus(photo('queued'), task('skipped', 3))).toBe('failed');
    expect(galleryStatus(photo('queued'), task('rejected'))).toBe('failed');
  });

  it('[REPORT-6] delete asks first, then queues DELETE /api/image and hides the photo (offline too)', async () => {
    act(() => networkStatus.setOnline(false));
    await db.photos.put(jobPhoto('p-sent', 'sent', { reportCode: 'r-1' }));
    const user = userEvent.setup();
    renderRoutes(routes, '/job-list/5/job-gallery');
    await user.click(await screen.findByRole('button', { name: 'Delete photo 1' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(document.querySelector('li[data-photo="p-sent"]')).toBeNull());
    const [task] = await db.updateQueue.toArray();
    expect(task).toMatchObject({
      method: 'DELETE',
      url: '/api/image?referenceCode=p-sent&JobID=5&locationNumber=1&reportCode=r-1',
      typeObject: 'ImageDelete',
    });
    expect((await db.photos.get('p-sent'))?.status).toBe('deleting');
  });
});
