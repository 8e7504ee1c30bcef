import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, type TestServer } from '../../test/harness.js';
import { signedInCrew } from '../../test/signed-in.js';
import { dataUrl, photoJpeg, signaturePng } from '../../test/image-fixtures.js';
import { CARLOS } from '../../test/jobs-fixtures.js';
import { cbillingValues, reportBody, saveReport } from '../../test/report-fixtures.js';
import { printRenditionKey } from '../images/image-processing.js';
import { waitUntil } from '../../test/wait-until.js';

let server: TestServer;
let carlos: string;
let jobID: number;
let signature: string;
beforeAll(async () => {
  ({ server, sid: carlos, jobID } = await signedInCrew(CARLOS));
  signature = await signaturePng();
});
afterAll(() => server?.close());

async function uploadPhoto(referenceCode: string, width: number, height: number): Promise<void> {
  const body = {
    referenceCode,
    jobID,
    locationNumber: '1',
    base64: dataUrl('jpeg', await photoJpeg(width, height)),
  };
  const answer = await server.app.inject(apiCall(carlos, 'POST', '/api/Image', body));
  expect(answer.statusCode, answer.body).toBe(200);
}

async function saveReportWithPhotos(ref: string, photos: string[]): Promise<void> {
  const body = reportBody(cbillingValues({ foremanSignature: signature, photos }));
  const answer = await server.app.inject(saveReport(carlos, { jobID, ref }, body));
  expect(answer.statusCode, answer.body).toBe(200);
}

async function reportPdf(ref: string): Promise<Uint8Array> {
  const url = `/api/ContractorBillingForm?id=${jobID}&referenceCode=${ref}&template=cbilling`;
  const answer = await server.app.inject(apiCall(carlos, 'GET', url));
  expect(answer.statusCode, answer.body.slice(0, 200)).toBe(200);
  return answer.rawPayload;
}

const blobKeyOf = async (referenceCode: string) =>
  (
    await server.app.database.db
      .selectFrom('images')
      .select('blob_key')
      .where('reference_code', '=', referenceCode)
      .executeTakeFirstOrThrow()
  ).blob_key;
const blobFile = (key: string) => path.join(server.dataDir, 'blobs', key);

/** The JPEG images a PDF embeds, as their bytes (pdf-lib embeds a JPEG unchanged, as DCTDecode). */
async function embeddedJpegs(pdf: Uint8Array): Promise<Buffer[]> {
  const doc = await PDFDocument.load(pdf);
  return doc.context
    .enumerateIndirectObjects()
    .flatMap(([, object]) =>
      object instanceof PDFRawStream && object.dict.get(PDFName.of('Filter')) === PDFName.of('DCTDecode')
        ? [Buffer.from(object.contents)]
        : [],
    );
}

const sizeOf = async (jpeg: Uint8Array) => {
  const { width, height } = await sharp(jpeg).metadata();
  return { width, height };
};

describe('photos at print size', () => {
  it('[REPORT-4] the first PDF keeps each photo at print size in the blob store, and the next PDF embeds that kept rendition', async () => {
    await uploadPhoto('print-photo-1', 1400, 1050);
    await saveReportWithPhotos('print-rep-1', ['print-photo-1']);
    const rendition = blobFile(printRenditionKey(await blobKeyOf('print-photo-1')));
    expect(existsSync(rendition)).toBe(false);

    const first = await embeddedJpegs(await reportPdf('print-rep-1'));
    const kept = readFileSync(rendition);
    expect(await sizeOf(kept)).toEqual({ width: 1200, height: 900 });
    expect(first).toEqual([kept]);
    const madeAt = statSync(rendition);

    // The second PDF neither writes the rendition again (a write replaces the file: new inode)...
    expect(await embeddedJpegs(await reportPdf('print-rep-1'))).toEqual([kept]);
    expect(statSync(rendition)).toMatchObject({ ino: madeAt.ino, mtimeMs: madeAt.mtimeMs });
    // ...nor shrinks the stored photo again: it prints whatever the rendition holds.
    const marked = await photoJpeg(300, 200);
    writeFileSync(rendition, marked);
    expect(await embeddedJpegs(await reportPdf('print-rep-1'))).toEqual([marked]);
  });

  it('[REPORT-4] a photo deleted and uploaded again under the same reference prints the new image; the old rendition is gone', async () => {
    await uploadPhoto('print-photo-2', 1400, 1050);
    await saveReportWithPhotos('print-rep-2', ['print-photo-2']);
    const oldKey = await blobKeyOf('print-photo-2');
    const oldRendition = blobFile(printRenditionKey(oldKey));
    const before = await embeddedJpegs(await reportPdf('print-rep-2'));
    expect(await Promise.all(before.map(sizeOf))).toEqual([{ width: 1200, height: 900 }]);
    expect(existsSync(oldRendition)).toBe(true);

    const deleted = await server.app.inject(
      apiCall(carlos, 'DELETE', `/api/image?referenceCode=print-photo-2&JobID=${jobID}&locationNumber=1`),
    );
    expect(deleted.json()).toEqual({ ok: true, deleted: true });
    // The bytes go once the answer is out (after the commit), so this may take a moment.
    await waitUntil(() => {
      expect(existsSync(blobFile(oldKey))).toBe(false);
      expect(existsSync(oldRendition)).toBe(false);
    });

    await uploadPhoto('print-photo-2', 900, 1600);
    const newKey = await blobKeyOf('print-photo-2');
    expect(newKey).not.toBe(oldKey);
    const after = await embeddedJpegs(await reportPdf('print-rep-2'));
    expect(await Promise.all(after.map(sizeOf))).toEqual([{ width: 675, height: 1200 }]);
    expect(after).toEqual([readFileSync(blobFile(printRenditionKey(newKey)))]);
    expect(existsSync(oldRendition)).toBe(false);
  });
});
