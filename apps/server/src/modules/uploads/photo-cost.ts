// OPS-6: what a photo upload (POST /api/Image) will cost, charged to the session's upload
// allowance (cost-limit.ts) before the photo is checked or decoded: its bytes when they come as
// base64 (a finished resumable upload's bytes were charged chunk by chunk), and the pixels its
// header declares, read from the first bytes only (no pixels decoded). A header that cannot be
// read costs no pixels here: the decode refuses the photo anyway.
import { calls, UploadID } from '@fieldops/contract';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import type { BlobStore } from '../../adapters/blobs/blob-store.js';
import type { Database } from '../../db/types.js';
import { spendUploadAllowance, type UploadAllowance, type UploadCost } from './cost-limit.js';
import { firstChunkOfUser } from './repository.js';

/** Enough of a file for its header: JPEG metadata segments (EXIF) are at most 64 KiB each. */
const HEADER_BYTES = 256 * 1024;
const BASE64_HEADER_CHARS = (HEADER_BYTES / 3) * 4;

async function declaredPixels(header: Uint8Array | undefined): Promise<number> {
  if (!header || header.length === 0) return 0;
  try {
    const { width = 0, height = 0 } = await sharp(header, { limitInputPixels: false }).metadata();
    return width * height;
  } catch {
    return 0;
  }
}

export async function photoCost(
  db: Kysely<Database>,
  userID: number,
  body: { base64?: string | undefined; upload?: string | undefined },
  blobs?: BlobStore,
): Promise<UploadCost> {
  if (body.base64 !== undefined) {
    const data = body.base64.slice(body.base64.startsWith('data:') ? body.base64.indexOf(',') + 1 : 0);
    const header = Buffer.from(data.slice(0, BASE64_HEADER_CHARS), 'base64');
    return { bytes: Math.floor((data.length * 3) / 4), pixels: await declaredPixels(header) };
  }
  if (body.upload === undefined || !UploadID.safeParse(body.upload).success) return { bytes: 0, pixels: 0 };
  return { bytes: 0, pixels: await declaredPixels(await firstChunkOfUser(db, body.upload, userID, blobs)) };
}

/** Charges every signed-in POST /api/Image before its handler (register before the image routes). */
export function limitPhotoCosts(
  app: FastifyInstance,
  deps: { db: Kysely<Database>; allowance: UploadAllowance; blobs: BlobStore },
): void {
  const charge: preHandlerAsyncHookHandler = async (request) => {
    const session = request.authSession;
    if (!session) return;
    const cost = await photoCost(
      deps.db,
      session.user.userID,
      request.body as { base64?: string; upload?: string },
      deps.blobs,
    );
    await spendUploadAllowance(deps.db, session.sessionId, cost, deps.allowance);
  };
  // On that route only: a global hook ran (and returned at once) on every other request (OPS-5).
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (route.url !== calls.uploadImage.path || !methods.includes(calls.uploadImage.method)) return;
    const own = route.preHandler;
    route.preHandler = [...(own === undefined ? [] : Array.isArray(own) ? own : [own]), charge];
  });
}
