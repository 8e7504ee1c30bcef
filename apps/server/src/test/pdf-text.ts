// Reads a PDF back for tests: its text per page with pdf.js (the legacy build runs in Node), and
// the images it embeds with pdf-lib. Tests then assert on what a reader would see, not on bytes.
import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { PDFDict, PDFDocument, PDFName, PDFNumber, PDFRawStream } from 'pdf-lib';

// pdf.js reads the metrics of the 14 standard fonts from files it ships; in Node, a folder path.
const standardFontDataUrl =
  path.join(
    path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')),
    'standard_fonts',
  ) + path.sep;

export async function pdfPagesText(bytes: Uint8Array): Promise<string[]> {
  const doc = await getDocument({ data: new Uint8Array(bytes), standardFontDataUrl, isEvalSupported: false })
    .promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await doc.destroy();
  return pages;
}

/** Width × height of every image XObject in the file (soft masks included). */
export async function pdfImageSizes(
  bytes: Uint8Array,
): Promise<{ width: number; height: number; isMask: boolean }[]> {
  const doc = await PDFDocument.load(bytes);
  const sizes: { width: number; height: number; isMask: boolean }[] = [];
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    const dict = object instanceof PDFRawStream ? object.dict : object instanceof PDFDict ? object : null;
    if (!dict || dict.get(PDFName.of('Subtype')) !== PDFName.of('Image')) continue;
    const number = (key: string) => (dict.get(PDFName.of(key)) as PDFNumber).asNumber();
    sizes.push({
      width: number('Width'),
      height: number('Height'),
      isMask:
        dict.get(PDFName.of('ColorSpace')) === PDFName.of('DeviceGray') &&
        dict.get(PDFName.of('SMask')) === undefined,
    });
  }
  return sizes;
}

/** TRUST-7: width × height of the images each page draws (its resources' image XObjects), by page. */
export async function pdfPageImageSizes(bytes: Uint8Array): Promise<{ width: number; height: number }[][]> {
  const doc = await PDFDocument.load(bytes);
  return doc.getPages().map((page) => {
    const xObjects = page.node.Resources()?.lookupMaybe(PDFName.of('XObject'), PDFDict);
    if (!xObjects) return [];
    return xObjects.keys().flatMap((name) => {
      const stream = xObjects.lookup(name);
      const dict = stream instanceof PDFRawStream ? stream.dict : null;
      if (!dict || dict.get(PDFName.of('Subtype')) !== PDFName.of('Image')) return [];
      const number = (key: string) => (dict.get(PDFName.of(key)) as PDFNumber).asNumber();
      return [{ width: number('Width'), height: number('Height') }];
    });
  });
}
