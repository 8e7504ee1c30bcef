// UX-3: a report PDF's file name in the field's words, the same from the server and the device:
// the report, the job number and the day it was filled ("Daily Report J-4102 2026-03-30.pdf"),
// never its reference code. Characters a file system or a header refuses become '_'.

/** `filledOn` is the device's ISO date-time (its own offset), so its date is the crew's day. */
export function reportFileName(reportName: string, jobNumber: string, filledOn: string): string {
  const day = /^\d{4}-\d{2}-\d{2}/.exec(filledOn)?.[0] ?? '';
  const words = [reportName, jobNumber, day].map((part) => part.trim()).filter((part) => part !== '');
  const name = words
    .join(' ')
    .replace(/[^\p{L}\p{N} ._-]+/gu, '_')
    .replace(/^[ .]+/, '');
  return `${name || 'Report'}.pdf`;
}

/** The same name for a Content-Disposition header: an ASCII `filename` and the exact `filename*`. */
export function contentDispositionName(fileName: string): string {
  const ascii = fileName
    .normalize('NFD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/["\\]/g, '_');
  const exact = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16)}`);
  return `filename="${ascii}"; filename*=UTF-8''${exact}`;
}
