// OFFICE-9: a job's photos in the console: grouped by the device's day, oldest first, each with the
// time the device recorded; a pin on the map for each photo with a position and none for the rest;
// the photo's bytes through the office call with the session.
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OfficeJobPhoto } from '@fieldops/contract';
import { writeSession } from '../api/session-store';
import { answeringFetch, renderConsole } from '../test/render';
import PhotosArea from './PhotosArea';

const session = {
  sessionId: 'sid-office',
  accessToken: 'token',
  email: 'office@acme.example',
  revocationEndpoint: '/oidc/token/revocation',
  clientId: 'fieldops-web',
};
const photo = (
  referenceCode: string,
  takenAt: string,
  position: [number, number] | null,
): OfficeJobPhoto => ({
  referenceCode,
  locationNumber: '1',
  reportCode: null,
  takenAt,
  storedAt: '2026-04-01T10:00:00.000Z',
  day: takenAt.slice(0, 10),
  latitude: position?.[0] ?? null,
  longitude: position?.[1] ?? null,
  width: 64,
  height: 48,
  url: `/api/office/jobs/7/photos/${referenceCode}`,
});
const photos = [
  photo('ph-1', '2026-03-30T07:42:10-07:00', [45.51, -122.67]),
  photo('ph-2', '2026-03-30T21:30:00-07:00', [45.52, -122.68]),
  photo('ph-3', '2026-03-31T08:00:00-07:00', null),
];

const SLOW_MS = 30_000;

describe("a job's photos in the console", () => {
  afterEach(() => vi.unstubAllGlobals());

  it(
    '[OFFICE-9] the timeline groups the photos by day with their times, and the map has a pin per placed photo',
    async () => {
      writeSession(session);
      vi.stubGlobal(
        'fetch',
        answeringFetch((path) =>
          path === '/api/office/jobs/7/photos'
            ? { body: { jobID: 7, photos } }
            : { status: 404, body: { error: 'notFound', message: 'No such call' } },
        ),
      );
      renderConsole(
        <Routes>
          <Route path="/photos/*" element={<PhotosArea />} />
        </Routes>,
        '/photos/7',
      );
      const timeline = await screen.findByRole('list', { name: 'Photos by day' });
      const days = within(timeline).getAllByRole('listitem');
      expect(days.map((day) => day.getAttribute('aria-label'))).toEqual([
        'Monday, March 30, 2026',
        'Tuesday, March 31, 2026',
      ]);
      expect(
        within(days[0]!)
          .getAllByRole('img')
          .map((img) => img.getAttribute('alt')),
      ).toEqual(['Taken at 07:42', 'Taken at 21:30']);
      expect(within(days[0]!).getAllByRole('img')[0]).toHaveAttribute(
        'src',
        '/api/office/jobs/7/photos/ph-1?sid=sid-office',
      );
      expect(within(days[1]!).getByText('No position: not on the map')).toBeInTheDocument();
      expect(screen.getByText('2 of 3 photos have a position and are on the map.')).toBeInTheDocument();
      const map = await screen.findByRole('region', { name: 'Map of where the photos were taken' });
      await waitFor(() => expect(map.querySelectorAll('.photo-pin')).toHaveLength(2));
    },
    SLOW_MS,
  );
});
