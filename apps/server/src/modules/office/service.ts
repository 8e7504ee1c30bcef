// OFFICE-1, OFFICE-2: who may use the office console, and the jobs as the office runs them. The
// office sees every job of the company (the field's reach rule is for devices); every write goes
// through the jobs module, which records it in the job's history and moves updated_at, so the
// foreman's devices fetch the change on their next poll.
import {
  ERROR_CODES,
  type OfficeJob,
  type OfficeJobCrew,
  type OfficeJobHistory,
  type OfficeJobInput,
  type OfficeJobList,
  type OfficeJobQuery,
  type OfficeRole,
  type UserData,
} from '@fieldops/contract';
import type { Kysely } from 'kysely';
import { isoNow } from '../../db/dialect.js';
import type { Database, JobRow } from '../../db/types.js';
import { badRequest, HttpError, notFound } from '../../http/errors.js';
import { employeeNames, employeeRole } from '../employees/service.js';
import {
  insertJob,
  jobCrewIDs,
  jobHistoryRows,
  jobNumberTaken,
  officeJobPage,
  officeJobRow,
  setJobStatus,
  setJobTeam,
  updateJobFields,
} from '../jobs/service.js';
import { grantsOf } from './repository.js';

export { grantOfficeRole } from './repository.js';
export { AUDITED_EQUIPMENT, AUDITED_JOB, AUDITED_LISTS, AUDITED_PERSON, recordAudits } from './audit.js';
export { createPerson, officePeopleByID, updatePerson } from './people.js';

/** The office roles of a signed-in person: those granted, and reviewer for the field's reviewers. */
export async function officeRolesOf(db: Kysely<Database>, user: UserData): Promise<OfficeRole[]> {
  const granted: OfficeRole[] = await grantsOf(db, user.userID);
  return user.role === 'reviewer' ? [...granted, 'reviewer'] : granted;
}

const NO_JOB = 'No such job';
const LEADS = new Set(['foreman', 'generalForeman']);

/** Jobs as the office sees them (INT-3 compares and records upserted jobs so). */
export async function officeJobViews(db: Kysely<Database>, rows: readonly JobRow[]): Promise<OfficeJob[]> {
  const crew = await jobCrewIDs(
    db,
    rows.map((r) => r.job_id),
  );
  const ids = [
    ...rows.flatMap((r) => (r.foreman_employee_id === null ? [] : [r.foreman_employee_id])),
    ...crew.map((c) => c.employee_id),
  ];
  const names = await employeeNames(db, ids);
  // By job: a page is 200 jobs, but an upsert's record is 10,000.
  const crewOf = new Map<number, number[]>();
  for (const c of crew) crewOf.set(c.job_id, [...(crewOf.get(c.job_id) ?? []), c.employee_id]);
  const person = (employeeID: number) => ({
    employeeID,
    name: names.get(employeeID) ?? `Employee #${employeeID}`,
  });
  return rows.map((row) => ({
    jobID: row.job_id,
    jobNumber: row.job_number,
    workType: row.work_type,
    workDescription: row.work_description,
    address1: row.address1,
    city: row.city,
    latitude: row.latitude,
    longitude: row.longitude,
    fenceRadiusM: row.fence_radius_m,
    status: row.status,
    isEmergency: row.is_emergency === 1,
    foreman: row.foreman_employee_id === null ? null : person(row.foreman_employee_id),
    crew: (crewOf.get(row.job_id) ?? []).map(person),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }));
}

async function existingJob(db: Kysely<Database>, jobID: number): Promise<JobRow> {
  const row = await officeJobRow(db, jobID);
  if (!row) throw notFound(NO_JOB);
  return row;
}

export async function officeJob(db: Kysely<Database>, jobID: number): Promise<OfficeJob> {
  const [view] = await officeJobViews(db, [await existingJob(db, jobID)]);
  return view!;
}

export async function listOfficeJobs(db: Kysely<Database>, query: OfficeJobQuery): Promise<OfficeJobList> {
  const { rows, total } = await officeJobPage(db, query);
  return { jobs: await officeJobViews(db, rows), total, page: query.page, pageSize: query.pageSize };
}

async function checkJobNumberFree(db: Kysely<Database>, jobNumber: string, jobID?: number) {
  if (await jobNumberTaken(db, jobNumber, jobID)) {
    throw new HttpError(409, ERROR_CODES.conflict, `Job number ${jobNumber} is already used by another job`, {
      jobNumber,
    });
  }
}

export async function createOfficeJob(db: Kysely<Database>, user: UserData, input: OfficeJobInput) {
  await checkJobNumberFree(db, input.jobNumber);
  const now = isoNow();
  const row = await insertJob(db, {
    job_number: input.jobNumber,
    address1: input.address1,
    city: input.city,
    work_type: input.workType,
    work_description: input.workDescription || input.workType,
    latitude: input.latitude,
    longitude: input.longitude,
    fence_radius_m: input.fenceRadiusM ?? null,
    crew_folder: input.jobNumber,
    crew_folder_id: '',
    cover_photo_ref: null,
    status: 'Open',
    is_emergency: 0,
    foreman_employee_id: null,
    created_by_user_id: user.userID,
    created_at: now,
    updated_at: now,
  });
  return officeJob(db, row.job_id);
}

export async function updateOfficeJob(db: Kysely<Database>, jobID: number, input: OfficeJobInput) {
  await existingJob(db, jobID);
  await checkJobNumberFree(db, input.jobNumber, jobID);
  await updateJobFields(db, jobID, input);
  return officeJob(db, jobID);
}

export async function setOfficeJobStatus(
  db: Kysely<Database>,
  jobID: number,
  status: JobRow['status'],
  by: UserData,
) {
  await existingJob(db, jobID);
  await setJobStatus(db, jobID, status, { userID: by.userID, name: by.name });
  return officeJob(db, jobID);
}

/** The foreman must lead crews (foreman or general foreman); everyone named must be an employee. */
export async function setOfficeJobCrew(db: Kysely<Database>, jobID: number, team: OfficeJobCrew) {
  const job = await existingJob(db, jobID);
  const named = [...new Set([...(team.foremanID === null ? [] : [team.foremanID]), ...team.crew])];
  const names = await employeeNames(db, named);
  const unknown = named.filter((id) => !names.has(id));
  if (unknown.length > 0) throw badRequest('Some of the people named are not employees', { unknown });
  if (team.foremanID !== null && !LEADS.has((await employeeRole(db, team.foremanID)) ?? '')) {
    throw badRequest('The foreman must be a foreman or a general foreman', { foremanID: team.foremanID });
  }
  await setJobTeam(db, job, team.foremanID, team.crew);
  return officeJob(db, jobID);
}

export async function officeJobHistory(db: Kysely<Database>, jobID: number): Promise<OfficeJobHistory> {
  await existingJob(db, jobID);
  const rows = await jobHistoryRows(db, jobID);
  const names = await employeeNames(
    db,
    rows.flatMap((r) => (r.employee_id === null ? [] : [r.employee_id])),
  );
  return rows.map((r) => ({
    changedAt: r.changed_at,
    change: r.change,
    employee:
      r.employee_id === null
        ? null
        : { employeeID: r.employee_id, name: names.get(r.employee_id) ?? `Employee #${r.employee_id}` },
  }));
}
