// INT-3: what an upsert will do with one job row, and whether the job already is as the row says
// (then the row is `unchanged` and nothing is written, so the same request twice changes nothing).
import type { JobUpsertRow, OfficeJob, UpsertOutcome } from '@fieldops/contract';
import type { SiteRow } from '../../db/types.js';

export interface JobPlan {
  row: number;
  job: JobUpsertRow;
  /** Our job (null until a new one is written). */
  jobID: number | null;
  foremanID: number | null;
  /** The crew besides the foreman, each once. */
  crewIDs: number[];
  /** A job of that number with no external id yet, which the row takes for its own. */
  adopts: boolean;
  outcome?: Exclude<UpsertOutcome, 'invalid'>;
}

const sameSet = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((id) => b.includes(id));

/** The job and its sites already hold what the row says (sites not named are left as they are). */
export function sameJob(view: OfficeJob, sites: readonly SiteRow[], plan: JobPlan): boolean {
  const { job } = plan;
  const fields =
    view.jobNumber === job.jobNumber &&
    view.workType === job.workType &&
    view.workDescription === (job.workDescription || job.workType) &&
    view.address1 === job.address1 &&
    view.city === job.city &&
    view.latitude === job.latitude &&
    view.longitude === job.longitude &&
    view.status === job.status &&
    (view.foreman?.employeeID ?? null) === plan.foremanID &&
    sameSet(
      view.crew.map((c) => c.employeeID),
      plan.crewIDs,
    );
  return (
    fields &&
    job.sites.every((site) => {
      const held = sites.find((s) => s.location_number === site.locationNumber);
      return (
        held !== undefined &&
        held.address1 === site.address1 &&
        held.city === site.city &&
        held.latitude === site.latitude &&
        held.longitude === site.longitude
      );
    })
  );
}
