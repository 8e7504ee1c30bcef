import { FOLDER_UPLOAD_MAX_BYTES } from '@fieldops/contract';
import type { FastifyInstance } from 'fastify';
import type { BlobStore } from '../../adapters/blobs/blob-store.js';
import type { DriveAdapter } from '../../adapters/drive/drive-adapter.js';
import { afterAnswer } from '../../http/after-answer.js';
import { serveBinaryCall, serveCall, type RouteDeps } from '../../http/contract-route.js';
import { checkDriveName, fileForReader, folderListing, uploadToFolder } from './service.js';

export interface DriveRouteDeps extends RouteDeps {
  drive: DriveAdapter;
  /** Where a resumable upload's chunks may be (SCALE-4). */
  blobs: BlobStore;
}

/** base64 is 4/3 of the bytes; the JSON around it is small. Larger bodies get 413 before parsing. */
const UPLOAD_BODY_LIMIT = Math.ceil((FOLDER_UPLOAD_MAX_BYTES * 4) / 3) + 64 * 1024;

/** FILES-1..3: GET /api/{drive}/Folder/{id}, GET /api/{drive}/JobFolders/file/{id}, POST /api/filemanager/folder/{parent}/base64. */
export function driveRoutes(app: FastifyInstance, deps: DriveRouteDeps): void {
  const { drive } = deps;
  serveCall(app, deps, 'driveFolder', async ({ db, session, params }) => {
    checkDriveName(params.drive);
    return folderListing({ db, drive }, session.user, params.id);
  });
  serveBinaryCall(app, deps, 'driveFile', async ({ db, session, params }) => {
    checkDriveName(params.drive);
    return fileForReader({ db, drive }, session.user, params.id);
  });
  serveCall(
    app,
    deps,
    'uploadToFolder',
    ({ db, session, params, body, request }) =>
      uploadToFolder(
        { db, drive, blobs: deps.blobs, later: (run) => afterAnswer(request, run) },
        session.user,
        params.parent,
        body,
      ),
    { bodyLimit: UPLOAD_BODY_LIMIT },
  );
}
