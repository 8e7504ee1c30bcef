// OFF-2: the server's photos of the device's jobs, kept in the `photos` store beside the ones taken
// here (a record without a status came from the server, report-types.ts): their metadata with the
// job content, a small copy (PHOTO_COPY_WIDTH) in `blob` fetched in the background, and the full
// image in `full` once opened. Photos with a status are this device's own and are never touched.
import type { ImageMeta } from '@fieldops/contract';
import { type FieldOpsDatabase, db } from './database';
import type { LocalPhoto } from './report-types';
import { guardWrite } from './storage-errors';

/** A server photo as kept here. */
export interface PhotoCopy extends LocalPhoto {
  /** The full image, kept once opened on this device. */
  full?: Blob;
  /** The stored image's size on the server, for "what is missing" (OFF-3). */
  serverBytes?: number;
  createdBy?: string;
}

/** A server copy (no status, or sent from here): the sync may replace or drop it. */
export function isServerCopy(photo: LocalPhoto): boolean {
  return photo.status === undefined || photo.status === 'sent';
}

function fromMeta(meta: ImageMeta, kept: PhotoCopy | undefined): PhotoCopy {
  return {
    ...kept,
    referenceCode: meta.referenceCode,
    jobID: meta.jobID,
    locationNumber: meta.locationNumber,
    sessionId: kept?.sessionId ?? '',
    reportCode: meta.reportCode,
    fileName: meta.fileName ?? undefined,
    width: kept?.blob && kept.status === 'sent' ? kept.width : meta.width,
    height: kept?.blob && kept.status === 'sent' ? kept.height : meta.height,
    createdDate: meta.createdDate,
    takenAt: meta.takenAt,
    latitude: meta.latitude,
    longitude: meta.longitude,
    serverBytes: meta.bytes,
    createdBy: meta.createdBy,
  };
}

/**
 * Inside a transaction with `photos`: the job's server photos become `images`; copies of photos
 * the server no longer has are dropped. The device's own unsent photos stay as they are.
 */
export async function putJobPhotoCopies(
  database: FieldOpsDatabase,
  jobID: number,
  images: readonly ImageMeta[],
): Promise<void> {
  const kept = new Map(
    (await database.photos.where('jobID').equals(jobID).toArray()).map((p) => [p.referenceCode, p]),
  );
  const others = await database.photos.bulkGet(images.map((i) => i.referenceCode));
  const puts: PhotoCopy[] = [];
  images.forEach((meta, i) => {
    const stored = kept.get(meta.referenceCode) ?? others[i];
    if (stored && !isServerCopy(stored)) return;
    puts.push(fromMeta(meta, stored));
  });
  const listed = new Set(images.map((i) => i.referenceCode));
  const gone = [...kept.values()].filter((p) => isServerCopy(p) && !listed.has(p.referenceCode));
  await database.photos.bulkDelete(gone.map((p) => p.referenceCode));
  await database.photos.bulkPut(puts);
}

/** Server photos without their small copy yet, oldest job first (the background fetch reads them). */
export async function photosLackingCopy(database: FieldOpsDatabase = db, jobIDs?: readonly number[]) {
  const photos = jobIDs
    ? await database.photos
        .where('jobID')
        .anyOf([...jobIDs])
        .toArray()
    : await database.photos.toArray();
  return photos.filter((p) => p.status === undefined && !p.blob);
}

/** The small copy arrived; nothing is written if the photo went meanwhile. */
export function savePhotoCopy(referenceCode: string, blob: Blob, database: FieldOpsDatabase = db) {
  return guardWrite(() =>
    database.transaction('rw', database.photos, async () => {
      const photo = await database.photos.get(referenceCode);
      if (photo && photo.status === undefined) await database.photos.update(referenceCode, { blob });
    }),
  );
}

/** The full image, kept after it was opened once. */
export function saveFullPhoto(referenceCode: string, full: Blob, database: FieldOpsDatabase = db) {
  return guardWrite(() =>
    database.transaction('rw', database.photos, async () => {
      if (await database.photos.get(referenceCode))
        await database.photos.update(referenceCode, { full } as Partial<PhotoCopy>);
    }),
  );
}

export async function readFullPhoto(
  referenceCode: string,
  database: FieldOpsDatabase = db,
): Promise<Blob | null> {
  const photo: PhotoCopy | undefined = await database.photos.get(referenceCode);
  return photo?.full ?? null;
}
