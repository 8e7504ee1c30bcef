// UX-3: what names a report's PDF file, read from the device (so it works offline): its template's
// stored name, its job's number and when it was filled. Missing parts are '' (a report this device
// never held); undefined while reading.
import { useLiveQuery } from './live-query';
import { db } from './database';

export interface ReportFileParts {
  reportName: string;
  jobNumber: string;
  filledOn: string;
}

export function useReportFileParts(
  jobID: number,
  template: string,
  referenceCode: string,
): ReportFileParts | undefined {
  return useLiveQuery(async () => {
    const [job, stored, report] = await Promise.all([
      db.jobs.get(jobID),
      db.reportTemplates.where('reportTemplateName').equals(template).first(),
      db.reports.get(referenceCode),
    ]);
    return {
      reportName: stored?.reportName ?? template,
      jobNumber: job?.jobNumber ?? '',
      filledOn: report?.createdDate ?? '',
    };
  }, [jobID, template, referenceCode]);
}
