// Device records for report tests: a signed-in identity, a job with a location, draft photos.
import type { JobFolder, SavedReport } from '@fieldops/contract';
import { act } from '@testing-library/react';
import { vi } from 'vitest';
import { writeSessionId } from '../auth/local-user';
import { writeOAuth } from '../auth/stored-oauth';
import { db } from '../db/database';
import type { LocalPhoto } from '../db/report-types';
import { replaceReportTemplates } from '../db/reports';
import { networkStatus } from '../platform/network-status';
import { resetDb } from './db';
import { demoOptionLists, demoTemplates } from './report-templates';

export const IDENTITY = { email: 'frank@acme.example', name: 'Frank Foreman' };

export function signIn(): void {
  writeSessionId('sid-1');
  writeOAuth({
    idToken: 'id',
    accessToken: 'access',
    expiresAt: Date.now() + 3_600_000,
    identity: { ...IDENTITY, exp: Math.floor(Date.now() / 1000) + 3600 },
    revocationEndpoint: 'http://localhost/revoke',
    userinfoEndpoint: 'http://localhost/me',
    clientId: 'fieldops-web',
  });
}

export const jobWithSite = (jobID: number): JobFolder => ({
  jobID,
  jobNumber: `J-${jobID}`,
  address1: `${jobID} Main St`,
  city: 'Portland',
  locations: [
    {
      siteID: 31,
      locationNumber: '1',
      address1: `${jobID} Main St`,
      city: 'Portland',
      latitude: null,
      longitude: null,
      jobID,
      jobNumber: `J-${jobID}`,
      status: 'Active',
      reports: [],
      imageRefs: [],
    },
  ],
  crewFolder: '',
  crewFolderID: '',
  imageRefs: [],
  updatedDate: '2025-06-01T00:00:00.000Z',
});

/** JPEG magic bytes and a little more: what the upload reads from the store. */
/**
 * Where the report screens' tests start: a fresh device database, signed in, offline (nothing
 * leaves), the demo templates and job 5 with its location on the device; console errors silenced.
 */
export async function reportsOffline(): Promise<void> {
  await resetDb();
  signIn();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  act(() => networkStatus.setOnline(false));
  await replaceReportTemplates(demoTemplates, demoOptionLists);
  await db.jobs.put(jobWithSite(5));
}

export const jpegBlob = () =>
  new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], { type: 'image/jpeg' });

/**
 * Where the gallery's tests start: a fresh device database, signed in, job 5 with its location,
 * and object URLs for the thumbnails (jsdom has none); console errors silenced.
 */
export async function galleryOnDevice(): Promise<void> {
  await resetDb();
  signIn();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  await db.jobs.put(jobWithSite(5));
  Object.assign(URL, { createObjectURL: () => 'blob:test', revokeObjectURL: () => undefined });
}

/** A photo of job 5 kept on the device (location 1 unless `more` says), in the state given. */
export const jobPhoto = (
  referenceCode: string,
  status: LocalPhoto['status'],
  more: Partial<LocalPhoto> = {},
): LocalPhoto => ({
  referenceCode,
  jobID: 5,
  locationNumber: '1',
  sessionId: 's',
  blob: jpegBlob(),
  status,
  ...more,
});

export async function putDraftPhoto(
  referenceCode: string,
  jobID: number,
  reportCode: string,
): Promise<LocalPhoto> {
  const photo: LocalPhoto = {
    referenceCode,
    jobID,
    locationNumber: '1',
    sessionId: 'sid-1',
    reportCode,
    blob: jpegBlob(),
    status: 'draft',
    queueID: null,
    createdDate: '2025-06-01T10:00:00.000Z',
  };
  await db.photos.put(photo);
  return photo;
}

export const savedReport = (referenceCode: string, jobID: number, template: string): SavedReport => ({
  referenceCode,
  reportID: 44,
  jobID,
  locationNumber: '1',
  reportTemplateName: template,
  values: {},
  createdDate: '2025-06-01T10:00:00.000Z',
  createdByUser: IDENTITY.name,
  templateVersion: 1,
  savedDate: '2025-06-01T10:05:00.000Z',
  revision: 1,
});

export const imageMeta = (referenceCode: string, jobID: number) => ({
  referenceCode,
  jobID,
  locationNumber: '1',
  reportCode: null,
  fileName: null,
  width: 2048,
  height: 1536,
  bytes: 400_000,
  createdDate: '2025-06-01T10:00:00.000Z',
  createdBy: IDENTITY.email,
});
