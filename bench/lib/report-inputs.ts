// For benchmark (a): from the saved report in the bench server's database, the two inputs that
// do not go through HTTP: our PDF builder's ReportPdfInput (assembled as report-pdf/service.ts
// assembles it) and the bare baseline's content. Both get the very photo bytes the route
// embeds: each stored photo through our pdfPhoto (print size, at most 1200 px, JPEG q70).
import { type ReportValues } from '@fieldops/contract';
import { pdfPhoto } from '../../apps/server/src/modules/images/image-processing.js';
import type { ReportPdfInput } from '../../apps/server/src/modules/report-pdf/report-pdf.js';
import { optionList } from '../../apps/server/src/modules/lookups/repository.js';
import {
  templateByName,
  toReportTemplate,
} from '../../apps/server/src/modules/report-templates/repository.js';
import { reportByReference } from '../../apps/server/src/modules/reports/repository.js';
import { siteOfJob } from '../../apps/server/src/modules/sites/repository.js';
import type { BareReport } from './bare-report-pdf.js';
import { ok, type ReportApp } from './report-app.js';
import { PHOTO_COUNT, photoRef, TABLE } from './report-content.js';

export interface ReportInputs {
  builder: ReportPdfInput;
  bare: BareReport;
  /** The photos as stored by the server (what the route reads from the blob store). */
  stored: Uint8Array[];
}

export async function reportInputs(
  server: ReportApp,
  referenceCode: string,
  signature: Uint8Array,
): Promise<ReportInputs> {
  const db = server.app.database.db;
  const report = await reportByReference(db, server.job.jobID, referenceCode);
  const templateRow = await templateByName(db, 'cbilling');
  if (!report || !templateRow) throw new Error('The bench report or the cbilling template is missing');
  const template = toReportTemplate(templateRow);
  const job = await db
    .selectFrom('jobs')
    .select(['job_number', 'address1', 'city'])
    .where('job_id', '=', server.job.jobID)
    .executeTakeFirstOrThrow();
  const site = await siteOfJob(db, server.job.jobID, report.location_number);
  const location = { address1: site?.address1 ?? job.address1, city: site?.city ?? job.city };
  const values = JSON.parse(report.values_json) as ReportValues;

  const photos: Record<string, Uint8Array> = {};
  const stored: Uint8Array[] = [];
  for (let n = 0; n < PHOTO_COUNT; n++) {
    // A plain jpeg at full size is the stored bytes, unchanged (images/service.ts).
    stored.push(ok(await server.call('GET', `/api/Image/${photoRef(n)}`), 'stored photo').rawPayload);
    photos[photoRef(n)] = await pdfPhoto(stored[n]!);
  }
  const units = await optionList(db, 'billingUnits');
  const companyName = server.companyName;
  const builder: ReportPdfInput = {
    companyName,
    job: { jobNumber: job.job_number, address1: job.address1, city: job.city },
    location: { locationNumber: report.location_number, ...location },
    template,
    report: {
      referenceCode: report.reference_code,
      values,
      createdDate: report.filled_on,
      createdByUser: report.filled_by,
      savedDate: report.saved_at,
      revision: report.revision,
    },
    optionLabels: { billingUnits: Object.fromEntries(units.map((o) => [o.value, o.label])) },
    photos,
  };

  const text = (key: string) => String(values[key] ?? '-');
  const bare: BareReport = {
    title: companyName,
    subtitle: `${template.reportName} (${template.reportTemplateName})`,
    before: [
      ['Job', `${job.job_number} - ${job.address1}, ${job.city}`],
      ['Location', `${report.location_number} - ${location.address1}, ${location.city}`],
      ['Report', `${report.reference_code} (revision ${report.revision})`],
      ['Filled on', `${report.filled_on} by ${report.filled_by}`],
      ['Work order / PO number', text('workOrder')],
      ['Work date', text('workDate')],
      ['Crew lead', text('crewLead')],
    ],
    tableLabel: 'Line items',
    table: TABLE,
    after: [['Notes', text('notes')]],
    photosLabel: 'Photos',
    photos: Object.entries(photos).map(([caption, jpeg]) => ({ caption, jpeg })),
    closing: [['Foreman name', text('foremanName')]],
    signatureLabel: 'Foreman signature',
    signature: {
      png: signature,
      caption: `Submitted by ${report.filled_by} on ${report.filled_on.slice(0, 10)}`,
    },
    footer: `${companyName} - ${template.reportName} - ${report.reference_code}`,
  };
  return { builder, bare, stored };
}
