// UX-3: the gallery speaks in words (photo number and location, never its id) and a tapped photo
// opens full screen with who took it and when, closed by a named button or Escape.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '../../db/database';
import { formatDateTime } from '../../i18n/format';
import { stubFetch } from '../../test/fetch-stub';
import { galleryOnDevice, jobPhoto } from '../../test/report-fixtures';
import { renderRoutes } from '../../test/render';
import { JobGalleryPage } from './JobGalleryPage';

const routes = [{ path: '/job-list/:jobID/job-gallery', element: <JobGalleryPage /> }];
const takenAt = '2026-11-23T14:05:00.000Z';

describe("gallery in the field's words", () => {
  beforeEach(async () => {
    await galleryOnDevice();
    await db.photos.put(
      jobPhoto('p-8c6be369-aaaa', 'draft', { locationNumber: '2', reportCode: 'r-1', takenAt }),
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('[UX-3] captions name the photo by number and location, never by its id', async () => {
    stubFetch({});
    renderRoutes(routes, '/job-list/5/job-gallery');
    expect(await screen.findByText('Photo 1 · location 2')).toBeInTheDocument();
    expect(document.body.textContent).not.toContain('p-8c6be369');
  });

  it('[UX-3] tapping a photo opens it full screen with who took it and when; a named button closes it', async () => {
    stubFetch({});
    const user = userEvent.setup();
    renderRoutes(routes, '/job-list/5/job-gallery');
    await user.click(await screen.findByRole('button', { name: 'Open photo 1 full screen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Photo 1 · location 2' });
    expect(within(dialog).getByRole('img', { name: 'Photo 1 · location 2' })).toBeInTheDocument();
    expect(within(dialog).getByText('Taken on this device')).toBeInTheDocument();
    expect(within(dialog).getByText(`Taken ${formatDateTime(takenAt)}`)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close photo' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('[UX-3] the full-screen photo closes with Escape (keyboard only)', async () => {
    stubFetch({});
    const user = userEvent.setup();
    renderRoutes(routes, '/job-list/5/job-gallery');
    const open = await screen.findByRole('button', { name: 'Open photo 1 full screen' });
    open.focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Photo 1 · location 2' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
