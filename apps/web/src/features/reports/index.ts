// The reports area (REPORT-1..8): one lazy chunk for the report screens. The PDF viewer and the
// signature pad load their libraries in chunks of their own, only when shown.
export {
  CbillingReportPage,
  ConstructCompletePage,
  DynamicReportPage,
  GenericReportPage,
} from './ReportPages';
export { ReportsViewerPage } from './ReportsViewerPage';
