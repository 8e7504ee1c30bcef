// `tsx reports.ts` (the second half of `npm run bench`): issue 4's two benchmarks, each against a
// plain baseline doing the same work in the same run, printed as medians and ours / baseline.
// (a) The PDF of a contractor billing report with 50 line items, 10 photos and a signature:
//     GET /api/ContractorBillingForm through the real server (app.inject, SQLite in a temporary
//     folder) and our builder alone, vs a bare pdf-lib document of the same content.
// (b) A photo resized through GET /api/Image/{ref}?format&width vs sharp doing the same resize.
// Photos are uploaded through POST /api/Image first, as the app sends them.
import sharp from 'sharp';
// The PDF builder and the image functions alone, without the database or HTTP (no hook file in
// the server's source: bench imports the server's modules directly).
import { pdfPhoto } from '../apps/server/src/modules/images/image-processing.js';
import { buildReportPdf } from '../apps/server/src/modules/report-pdf/report-pdf.js';
import { bareReportPdf } from './lib/bare-report-pdf.js';
import { timeInterleaved } from './lib/interleave.js';
import { median, report } from './lib/measure.js';
import { checkSameContent } from './lib/pdf-check.js';
import { dataUrl, photoJpeg, signaturePng } from './lib/photos.js';
import { CREATED, LINE_ITEM_COUNT, PHOTO_COUNT, photoRef, reportValues } from './lib/report-content.js';
import { reportInputs } from './lib/report-inputs.js';
import { ok, startReportApp, type ReportApp } from './lib/report-app.js';

const RUNS = Number(process.env['BENCH_RUNS'] ?? 15);
const WARMUP = 2;
const REPORT_REF = 'bench-report-1';

async function uploadPhoto(server: ReportApp, referenceCode: string, jpeg: Buffer): Promise<void> {
  const body = { referenceCode, jobID: server.job.jobID, locationNumber: '1', base64: dataUrl('jpeg', jpeg) };
  ok(await server.call('POST', '/api/Image', body), `upload of ${referenceCode}`);
}

async function benchReportPdf(server: ReportApp): Promise<void> {
  // The device stores photos with the long side at most 2048 px (REPORT-5) and uploads those.
  for (let n = 0; n < PHOTO_COUNT; n++)
    await uploadPhoto(server, photoRef(n), await photoJpeg(2048, 1536, 85));
  const signature = await signaturePng();
  const { jobID } = server.job;
  ok(
    await server.call('POST', `/api/jobs/${jobID}/locations/1/reports/cbilling/${REPORT_REF}`, {
      values: reportValues(signature),
      createdDate: CREATED.date,
      createdByUser: CREATED.by,
    }),
    'report save',
  );
  const url = `/api/ContractorBillingForm?id=${jobID}&referenceCode=${REPORT_REF}&template=cbilling`;
  const inputs = await reportInputs(server, REPORT_REF, signature);
  const viaRoute = async () => ok(await server.call('GET', url), 'report PDF').rawPayload;

  const same = await checkSameContent(
    await viaRoute(),
    await bareReportPdf(inputs.bare),
    server.job.jobNumber,
  );
  const times = await timeInterleaved(
    {
      route: viaRoute,
      builder: () => buildReportPdf(inputs.builder),
      bare: () => bareReportPdf(inputs.bare),
      // What the first PDF of a report adds once: each photo to print size (later PDFs reuse the
      // kept copies, report-pdf/print-photos.ts).
      photos: async () => {
        for (const photo of inputs.stored) await pdfPhoto(photo);
      },
    },
    { runs: RUNS, warmup: WARMUP },
  );
  const title = `(a) PDF of a report with ${LINE_ITEM_COUNT} line items and ${PHOTO_COUNT} photos`;
  const bare = { name: 'baseline: bare pdf-lib document of the same content', ms: times.bare };
  console.log(
    report(title, { name: 'ours: GET /api/ContractorBillingForm (app.inject)', ms: times.route }, bare),
  );
  console.log(report(`${title}, builder alone`, { name: 'ours: buildReportPdf', ms: times.builder }, bare));
  console.log(
    `  of the route's median: buildReportPdf ${median(times.builder).toFixed(1)} ms, the rest` +
      ` (session, database, kept print copies, HTTP) about ${(median(times.route) - median(times.builder)).toFixed(1)} ms;` +
      ` the first PDF of a report also makes its print copies once: ${PHOTO_COUNT} x pdfPhoto ${median(times.photos).toFixed(1)} ms`,
  );
  console.log(
    `  content: ours ${same.ours.pages} pages, ${same.ours.images} images, ${same.ours.kB} kB;` +
      ` bare ${same.bare.pages} pages, ${same.bare.images} images, ${same.bare.kB} kB;` +
      ` photos ${kB(inputs.stored)} kB as stored, ${kB(Object.values(inputs.builder.photos))} kB at print size`,
  );
}

const kB = (files: (Uint8Array | null)[]) =>
  Math.round(files.reduce((sum, f) => sum + (f?.length ?? 0), 0) / 1024);

async function benchImageResize(server: ReportApp): Promise<void> {
  const original = await photoJpeg(4000, 3000, 90);
  await uploadPhoto(server, 'bench-large-1', original);
  // What the server stored (re-encoded at upload): the bytes both sides start from.
  const stored = ok(await server.call('GET', '/api/Image/bench-large-1'), 'stored image').rawPayload;
  const { width, height } = await sharp(stored).metadata();
  const cases = [
    { format: 'jpeg', width: 320, why: 'gallery thumbnail' },
    { format: 'webp', width: 1280, why: 'a screen-size view' },
  ] as const;
  for (const c of cases) {
    const url = `/api/Image/bench-large-1?format=${c.format}&width=${c.width}`;
    // The same pipeline as images/image-processing.ts renderImage, called straight on the bytes.
    const direct = () => {
      const resized = sharp(stored).resize({ width: c.width, withoutEnlargement: true });
      return (c.format === 'webp' ? resized.webp({ quality: 80 }) : resized.jpeg({ quality: 80 })).toBuffer();
    };
    const times = await timeInterleaved(
      { api: async () => ok(await server.call('GET', url), 'resized image'), direct },
      { runs: RUNS, warmup: WARMUP },
    );
    console.log(
      report(
        `(b) resize of a ${width}x${height} photo (${Math.round(original.length / 1024)} kB uploaded) to ${c.format} ${c.width} px wide (${c.why})`,
        {
          name: `ours: GET ${url.replace(/\?.*/, '')}?format=${c.format}&width=${c.width} (app.inject)`,
          ms: times.api,
        },
        { name: 'baseline: sharp resize of the same stored bytes', ms: times.direct },
      ),
    );
  }
}

async function main(): Promise<void> {
  const server = await startReportApp();
  try {
    await benchReportPdf(server);
    await benchImageResize(server);
  } finally {
    await server.close();
  }
}

await main();
