// CREW-1: who may punch for whom. A crew member punches for himself on a job he is on; a foreman
// for himself and for the crew of the jobs he leads; a general foreman for anyone on a job's
// crew; a reviewer punches for nobody. An unreachable job is the same 404 as a missing one.
import type { UserData } from '@fieldops/contract';
import type { Kysely } from 'kysely';
import type { Database, JobRow } from '../../db/types.js';
import { badRequest, forbidden } from '../../http/errors.js';
import { crewOfJobs, findReachableJob, reachableJobsOfEmployee } from '../jobs/service.js';

export type PunchUser = Pick<UserData, 'role' | 'employeeID' | 'userID'>;

/** The job of a punch for `employeeID` by `user`, or the 4xx that says why not. */
export async function jobForPunch(
  db: Kysely<Database>,
  user: PunchUser,
  jobID: number,
  employeeID: number,
): Promise<JobRow> {
  if (user.role === 'reviewer') throw forbidden('Reviewers read punches; they do not record them');
  const job = await findReachableJob(db, user, jobID);
  if (employeeID === user.employeeID) return job;
  if (user.role === 'crew') throw forbidden('A crew member clocks in and out for himself only');
  if (user.role === 'foreman' && job.foreman_employee_id !== user.employeeID) {
    throw forbidden("A foreman records punches on the jobs he leads; this job is another foreman's");
  }
  const onJob =
    employeeID === job.foreman_employee_id || (await crewOfJobs(db, [jobID])).includes(employeeID);
  if (!onJob) throw badRequest('That person is not on the crew of this job', { field: 'employeeID' });
  return job;
}

/** Whose PIN `user` may set: a general foreman anyone's; a foreman his own jobs' crew's. */
export async function requirePinSetter(db: Kysely<Database>, user: PunchUser, employeeID: number) {
  if (user.role === 'generalForeman') return;
  if (user.role !== 'foreman') throw forbidden('A foreman, a general foreman or the office sets kiosk PINs');
  const jobs = await reachableJobsOfEmployee(db, user, employeeID);
  if (!jobs.some((job) => job.foreman_employee_id === user.employeeID)) {
    throw forbidden('A foreman sets the PIN of people on the crews of his own jobs');
  }
}
