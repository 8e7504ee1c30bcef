// Entry points for bench/: the PDF builder and the image functions alone, without the database
// or HTTP, so a benchmark can time them directly against the same work done through the API.
export { buildReportPdf, type ReportPdfInput } from './modules/report-pdf/report-pdf.js';
export { normalizeImage, pdfPhoto, renderImage } from './modules/images/image-processing.js';
