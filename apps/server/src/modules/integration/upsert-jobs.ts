// INT-3: jobs keyed by another system's ids. Every row is checked first (its fields, its people,
// its job number), in batched reads; a dry run stops there. Then new jobs are written in SQL
// batches (jobs/bulk-jobs.ts) and changed ones through the office's own single-job writes, each
// recorded in the job's history and moving updated_at (devices fetch it on their next poll) and in
// the office record, all in the call's one transaction. A job already here with the row's number
// and no external id is adopted: the row names it from then on.
import {
  JobUpsertRow,
  type UpsertAnswer,
  type UpsertRowError,
  type UpsertRowResult,
} from '@fieldops/contract';
import type { Kysely } from 'kysely';
import { isoNow } from '../../db/dialect.js';
import type { Database, JobRow, SiteRow } from '../../db/types.js';
import type { AuthSession } from '../../http/auth.js';
import {
  insertJobs,
  jobIDsOfNumbers,
  jobRowsByID,
  setJobStatus,
  setJobTeam,
  updateJobFields,
} from '../jobs/service.js';
import { AUDITED_JOB, officeJobViews, recordAudits } from '../office/service.js';
import { insertSites, sitesOfJobs, updateSite } from '../sites/service.js';
import { peopleNamed } from './people-references.js';
import { insertExternalIDs, recordIDsOf, recordsWithExternalIDs } from './repository.js';
import { answerOf, checkRows, invalid } from './upsert-rows.js';
import { sameJob, type JobPlan } from './job-plan.js';

const LEADS = new Set(['foreman', 'generalForeman']);
type Caller = Pick<AuthSession, 'user' | 'serviceAccount'>;

export async function upsertJobs(
  db: Kysely<Database>,
  caller: Caller,
  request: { dryRun: boolean; rows: Record<string, unknown>[] },
): Promise<UpsertAnswer> {
  const checked = checkRows(JobUpsertRow, request.rows);
  const rows = checked.flatMap((c) => (c.value ? [c.value] : []));
  const mapped = await recordIDsOf(
    db,
    'job',
    rows.map((r) => r.externalID),
  );
  const holders = await jobIDsOfNumbers(
    db,
    rows.map((r) => r.jobNumber),
  );
  const adoptedElsewhere = await recordsWithExternalIDs(db, 'job', [...holders.values()]);
  const person = await peopleNamed(
    db,
    rows.flatMap((r) => [...(r.foreman === null ? [] : [r.foreman]), ...r.crew]),
  );
  const jobIDs = [...mapped.values(), ...holders.values()];
  const jobRows = new Map((await jobRowsByID(db, jobIDs)).map((r) => [r.job_id, r]));
  const views = new Map((await officeJobViews(db, [...jobRows.values()])).map((v) => [v.jobID, v]));
  const sites = sitesByJob(await sitesOfJobs(db, [...jobRows.keys()]));

  const numbersInCall = new Map<string, number>();
  const results: UpsertRowResult[] = [];
  const plans: JobPlan[] = [];
  for (const row of checked) {
    const job = row.value;
    if (!job) {
      results.push(invalid(row));
      continue;
    }
    const errors: UpsertRowError[] = [];
    const foreman = job.foreman === null ? null : person(job.foreman);
    if (job.foreman !== null && !foreman) errors.push(noOne('foreman', job.foreman));
    if (foreman && !LEADS.has(foreman.role))
      errors.push({ field: 'foreman', message: 'The foreman must be a foreman or a general foreman' });
    const crew = job.crew.map((reference, i) => {
      const member = person(reference);
      if (!member) errors.push(noOne(`crew.${i}`, reference));
      return member?.employeeID;
    });
    const holder = holders.get(job.jobNumber);
    let jobID = mapped.get(job.externalID) ?? null;
    const adopts = jobID === null && holder !== undefined && !adoptedElsewhere.has(holder);
    if (adopts) jobID = holder!;
    if (holder !== undefined && holder !== jobID)
      errors.push({
        field: 'jobNumber',
        message: `Job number ${job.jobNumber} is already used by another job`,
      });
    const firstRow = numbersInCall.get(job.jobNumber);
    if (firstRow !== undefined)
      errors.push({ field: 'jobNumber', message: `Job number ${job.jobNumber} is also on row ${firstRow}` });
    else numbersInCall.set(job.jobNumber, row.row);
    if (errors.length > 0) {
      results.push(invalid(row, errors));
      continue;
    }
    const foremanID = foreman?.employeeID ?? null;
    const crewIDs = [...new Set(crew.filter((id): id is number => id !== undefined && id !== foremanID))];
    const plan: JobPlan = { row: row.row, job, jobID, foremanID, crewIDs, adopts };
    const view = jobID === null ? undefined : views.get(jobID);
    const outcome = !view
      ? 'created'
      : sameJob(view, sites.get(jobID!) ?? [], plan)
        ? 'unchanged'
        : 'updated';
    plans.push({ ...plan, outcome });
    results.push({ row: row.row, externalID: job.externalID, outcome, id: jobID, errors: [] });
  }
  if (request.dryRun) return answerOf(true, results);

  await writeJobs(db, caller, plans, { jobRows, sites });
  const changed = plans.filter((p) => p.outcome !== 'unchanged');
  const after = await officeJobViews(
    db,
    await jobRowsByID(
      db,
      changed.map((p) => p.jobID!),
    ),
  );
  const afterByID = new Map(after.map((v) => [v.jobID, v]));
  await recordAudits(
    db,
    caller,
    'upsertJobs',
    AUDITED_JOB,
    changed.map((p) => ({
      before: (p.outcome === 'updated' && views.get(p.jobID!)) || null,
      after: afterByID.get(p.jobID!),
    })),
  );
  const idOfRow = new Map(plans.map((p) => [p.row, p.jobID]));
  return answerOf(
    false,
    results.map((r) => ({ ...r, id: idOfRow.get(r.row) ?? r.id })),
  );
}

const noOne = (field: string, reference: string): UpsertRowError => ({
  field,
  message: `No person has the external id or email ${reference}`,
});
function sitesByJob(rows: readonly SiteRow[]) {
  const byJob = new Map<number, SiteRow[]>();
  for (const site of rows) byJob.set(site.job_id, [...(byJob.get(site.job_id) ?? []), site]);
  return byJob;
}

async function writeJobs(
  db: Kysely<Database>,
  caller: Caller,
  plans: JobPlan[],
  known: { jobRows: Map<number, JobRow>; sites: Map<number, SiteRow[]> },
) {
  const now = isoNow();
  const created = plans.filter((p) => p.outcome === 'created');
  const ids = await insertJobs(
    db,
    created.map(({ job, foremanID, crewIDs }) => ({
      job: {
        job_number: job.jobNumber,
        address1: job.address1,
        city: job.city,
        work_type: job.workType,
        work_description: job.workDescription || job.workType,
        latitude: job.latitude,
        longitude: job.longitude,
        crew_folder: job.jobNumber,
        crew_folder_id: '',
        cover_photo_ref: null,
        status: job.status,
        is_emergency: 0,
        foreman_employee_id: foremanID,
        created_by_user_id: caller.user.userID,
        created_at: now,
        updated_at: now,
      },
      crew: crewIDs,
    })),
  );
  for (const plan of created) plan.jobID = ids.get(plan.job.jobNumber)!;
  const newSites = created.flatMap((p) => p.job.sites.map((s) => siteRow(p.jobID!, s)));
  for (const plan of plans.filter((p) => p.outcome === 'updated')) {
    const jobID = plan.jobID!;
    await updateJobFields(db, jobID, plan.job);
    await setJobStatus(db, jobID, plan.job.status);
    await setJobTeam(db, known.jobRows.get(jobID)!, plan.foremanID, plan.crewIDs);
    const held = known.sites.get(jobID) ?? [];
    for (const site of plan.job.sites) {
      const existing = held.find((s) => s.location_number === site.locationNumber);
      if (!existing) newSites.push(siteRow(jobID, site));
      else await updateSite(db, existing.site_id, siteRow(jobID, site));
    }
  }
  await insertSites(db, newSites);
  const linked = plans.filter((p) => p.outcome === 'created' || p.adopts);
  await insertExternalIDs(
    db,
    'job',
    linked.map((p) => ({ externalID: p.job.externalID, recordID: p.jobID! })),
  );
}

function siteRow(jobID: number, site: JobPlan['job']['sites'][number]) {
  const { locationNumber, address1, city, latitude, longitude } = site;
  return {
    job_id: jobID,
    location_number: locationNumber,
    address1,
    city,
    latitude,
    longitude,
    status: 'Active' as const,
  };
}
