// Before any timing: both PDFs of benchmark (a) must hold the same content, read back as a
// reader would (pdf.js text, pdf-lib image objects), or the ratio would compare unlike work.
import { pdfImageSizes, pdfPagesText } from '../../apps/server/src/test/pdf-text.js';
import { TABLE } from './report-content.js';

export interface PdfSummary {
  pages: number;
  images: number;
  kB: number;
}

async function summary(bytes: Uint8Array, mustContain: string[]): Promise<PdfSummary> {
  const pages = await pdfPagesText(bytes);
  const text = pages.join('\n');
  const missing = mustContain.filter((s) => !text.includes(s));
  if (missing.length > 0)
    throw new Error(`A PDF lacks ${missing.length} expected texts: ${missing.slice(0, 3).join(' | ')}`);
  const images = (await pdfImageSizes(bytes)).filter((i) => !i.isMask).length;
  return { pages: pages.length, images, kB: Math.round(bytes.length / 1024) };
}

/** Throws unless both hold the job number, every row's text, the total and the same images. */
export async function checkSameContent(
  ours: Uint8Array,
  bare: Uint8Array,
  jobNumber: string,
): Promise<{ ours: PdfSummary; bare: PdfSummary }> {
  const expected = [jobNumber, TABLE.total, 'Total', ...TABLE.rows.flat()];
  const result = { ours: await summary(ours, expected), bare: await summary(bare, expected) };
  if (result.ours.images !== result.bare.images) {
    throw new Error(`Image count differs: ours ${result.ours.images}, bare ${result.bare.images}`);
  }
  return result;
}
