// OPS-6 fuzz: what the run stored must read back. A value accepted on the way in (an address, a
// note, a timesheet, a report) but refused by an answer's schema on the way out would be a 500 on
// every later read of it: this reads every stored job, timesheet week, photo list and report.
import { mondayOf } from '@fieldops/contract';
import type { InjectOptions } from 'fastify';
import { apiCall, command, type TestServer } from '../harness.js';

/** Every read of what is stored that `sid`'s user may make, as requests. */
export async function readBackRequests(server: TestServer, sid: string): Promise<InjectOptions[]> {
  const db = server.app.database.db;
  const jobs = (await db.selectFrom('jobs').select('job_id').execute()).map((r) => r.job_id);
  const weeks = await db.selectFrom('timesheets').select(['foreman_employee_id', 'timesheet_date']).execute();
  const sheets = (await db.selectFrom('timesheets').select('timesheet_id').execute()).map(
    (r) => r.timesheet_id,
  );
  const reports = await db
    .selectFrom('reports')
    .innerJoin('report_templates', 'report_templates.report_template_id', 'reports.report_template_id')
    .select(['reports.job_id', 'reports.reference_code', 'report_templates.report_template_name'])
    .execute();
  const folders = (await db.selectFrom('drive_folders').select('folder_id').execute()).map(
    (r) => r.folder_id,
  );
  return [
    command(sid, 'GetJobUpdates', { since: '2000-01-01T00:00:00Z' }),
    command(sid, 'GetDeviceFolders'),
    command(sid, 'GetTrackedFolders'),
    apiCall(sid, 'POST', '/api/mobile/jobloader/bulk', { jobs: jobs.slice(0, 500) }),
    ...jobs.flatMap((jobID) => [
      apiCall(sid, 'GET', `/api/mobile/jobloader/${jobID}`),
      command(sid, 'GetNotes', { jobID }),
      command(sid, 'GetSites', { jobID }),
      apiCall(sid, 'GET', `/api/images/byref?jobID=${jobID}`),
    ]),
    ...weeks.map((w) =>
      apiCall(sid, 'GET', `/api/TimeSheetWeek/${w.foreman_employee_id}/${mondayOf(w.timesheet_date)}`),
    ),
    ...sheets.flatMap((id) => [
      apiCall(sid, 'GET', `/api/TimeSheets/${id}`),
      apiCall(sid, 'GET', `/api/timesheet/${id}/validation`),
      apiCall(sid, 'GET', `/api/timesheet/crew/${id}/subsistence`),
    ]),
    ...reports.map((r) =>
      apiCall(
        sid,
        'GET',
        `/api/ContractorBillingForm?id=${r.job_id}&referenceCode=${encodeURIComponent(r.reference_code)}&template=${encodeURIComponent(r.report_template_name)}`,
      ),
    ),
    ...folders.map((id) => apiCall(sid, 'GET', `/api/drive/Folder/${id}`)),
  ];
}
