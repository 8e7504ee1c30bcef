// UX-3: the viewer downloads and shares a report's PDF under the name the server gives it (the
// report in the shown language, the job number, the day it was filled); until those are read, or
// for a report this device never held, under the template's name alone.
import { reportFileName } from '@fieldops/contract';
import { useReportFileParts } from '../../db/report-file-parts';
import { templateTitle } from '../../i18n/template-text';

export function useReportFileName(jobID: number, template: string, referenceCode: string): string {
  const parts = useReportFileParts(jobID, template, referenceCode);
  const title = templateTitle({ reportTemplateName: template, reportName: parts?.reportName ?? template });
  return reportFileName(title, parts?.jobNumber ?? '', parts?.filledOn ?? '');
}
