// FIELD-8 on the device, end to end: a photo picked offline keeps when and where its EXIF says it
// was taken, on its record, in its queued upload and in the body sent later; the gallery says it.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '../../db/database';
import { formatDateTime } from '../../i18n/format';
import { networkStatus } from '../../platform/network-status';
import { createQueueRunner } from '../../queue/runner';
import { createQueueStatus } from '../../queue/status';
import { resetDb } from '../../test/db';
import { exifJpegFile } from '../../test/exif-jpeg';
import { json, stubFetch } from '../../test/fetch-stub';
import { IDENTITY, imageMeta, jobWithSite, signIn } from '../../test/report-fixtures';
import { renderRoutes } from '../../test/render';
import { waitUntil } from '../../test/waits';
import { JobGalleryPage } from './JobGalleryPage';

// jsdom decodes no images: the downscale is the boundary (its own tests are in platform/).
vi.mock('../../platform/image', () => ({
  downscalePhoto: vi.fn(async () => ({
    blob: new Blob(['small'], { type: 'image/jpeg' }),
    width: 2048,
    height: 1536,
  })),
}));

const routes = [{ path: '/job-list/:jobID/job-gallery', element: <JobGalleryPage /> }];
const TAKEN_AT = '2026-03-30T07:42:10-07:00';

describe('photo capture in the gallery', () => {
  beforeEach(async () => {
    await resetDb();
    signIn();
    await db.jobs.put(jobWithSite(5));
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    act(() => networkStatus.setOnline(true));
  });

  it('[FIELD-8] a photo taken offline keeps its EXIF capture time and position, not the upload time', async () => {
    act(() => networkStatus.setOnline(false));
    const user = userEvent.setup();
    renderRoutes(routes, '/job-list/5/job-gallery');
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    await user.upload(
      input!,
      exifJpegFile({
        dateTimeOriginal: '2026:03:30 07:42:10',
        offsetTimeOriginal: '-07:00',
        gps: { latitude: 40.7128, longitude: -74.006 },
      }),
    );
    const [photo] = await waitUntil(async () => {
      const stored = await db.photos.toArray();
      expect(stored).toHaveLength(1);
      return stored;
    });
    expect(photo).toMatchObject({ takenAt: TAKEN_AT, status: 'queued' });
    expect(photo?.latitude).toBeCloseTo(40.7128, 6);
    expect(photo?.longitude).toBeCloseTo(-74.006, 6);
    const [task] = await db.updateQueue.toArray();
    expect(task).toMatchObject({ url: '/api/Image', payload: { takenAt: TAKEN_AT } });
    const time = formatDateTime(TAKEN_AT);
    expect(await screen.findByText(`Taken ${time} · 40.71280, -74.00600`)).toBeInTheDocument();

    // Back online, later: the upload says when the photo was taken, not when it is sent.
    act(() => networkStatus.setOnline(true));
    const net = stubFetch({ 'POST /api/Image': () => json(imageMeta(photo!.referenceCode, 5)) });
    const runner = createQueueRunner({
      owner: () => IDENTITY.email,
      hasSession: () => true,
      networkRetryMs: null,
      status: createQueueStatus(),
    });
    expect(await runner.trigger('wake')).toBe('done');
    const sent: unknown = JSON.parse(net.to('/api/Image')[0]?.body ?? '{}');
    expect(sent).toMatchObject({
      referenceCode: photo!.referenceCode,
      takenAt: TAKEN_AT,
      latitude: expect.closeTo(40.7128, 6),
      longitude: expect.closeTo(-74.006, 6),
    });
  });

  it('[FIELD-8] [OFF-2] a server photo shows when and where it was taken; one that says nothing shows no line', async () => {
    // OFF-2: server photos are on the device with their metadata (the job sync put them there).
    const copy = (meta: ReturnType<typeof imageMeta>) => ({ ...meta, sessionId: '', fileName: undefined });
    await db.photos.bulkPut([
      { ...copy(imageMeta('p-capture', 5)), takenAt: TAKEN_AT, latitude: -33.8688, longitude: 151.2093 },
      copy(imageMeta('p-old', 5)),
    ]);
    renderRoutes(routes, '/job-list/5/job-gallery');
    const time = formatDateTime(TAKEN_AT);
    expect(await screen.findByText(`Taken ${time} · -33.86880, 151.20930`)).toBeInTheDocument();
    expect(screen.getAllByText(/^Taken /)).toHaveLength(1);
  });
});
