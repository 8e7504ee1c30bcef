// Job rows to the contract's JobFolder, with their locations and notes loaded in a few queries
// for the whole batch (a first sync can carry thousands of jobs).
import { fenceOf, type JobFolder, type Location, type Note } from '@fieldops/contract';
import type { Kysely } from 'kysely';
import type { Database, JobRow, SiteRow } from '../../db/types.js';
import { imageRefsOfJobs } from '../images/service.js';
import { notesOfJobs } from '../notes/service.js';
import { reportRefsOfJobs } from '../reports/service.js';
import { sitesOfJobs } from '../sites/service.js';

function groupBy<T>(items: readonly T[], key: (item: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

/** The referenceCodes of the reports and images saved at a location, oldest first. */
interface LocationRefs {
  reports: string[];
  imageRefs: string[];
}

function toLocation(site: SiteRow, jobNumber: string, refs: LocationRefs): Location {
  return {
    siteID: site.site_id,
    locationNumber: site.location_number,
    address1: site.address1,
    city: site.city,
    latitude: site.latitude,
    longitude: site.longitude,
    jobID: site.job_id,
    jobNumber,
    status: 'Active',
    reports: refs.reports,
    imageRefs: refs.imageRefs,
  };
}

/** Every stored image of the job; a cover photo set before it was uploaded (or never) comes first. */
function jobImageRefs(job: JobRow, images: { reference_code: string }[] = []): string[] {
  const refs = images.map((i) => i.reference_code);
  return job.cover_photo_ref && !refs.includes(job.cover_photo_ref) ? [job.cover_photo_ref, ...refs] : refs;
}

export async function toJobFolders(db: Kysely<Database>, jobs: readonly JobRow[]): Promise<JobFolder[]> {
  if (jobs.length === 0) return [];
  const ids = jobs.map((j) => j.job_id);
  const sites = groupBy(await sitesOfJobs(db, ids), (s) => s.job_id);
  const notes = groupBy(await notesOfJobs(db, ids), (n) => n.jobID);
  const reports = groupBy(await reportRefsOfJobs(db, ids), (r) => r.job_id);
  const images = groupBy(await imageRefsOfJobs(db, ids), (i) => i.job_id);
  const refsAt = <T extends { location_number: string; reference_code: string }>(
    rows: T[] | undefined,
    location: string,
  ) => (rows ?? []).filter((r) => r.location_number === location).map((r) => r.reference_code);
  return jobs.map((job) => ({
    jobID: job.job_id,
    jobNumber: job.job_number,
    address1: job.address1,
    city: job.city,
    locations: (sites.get(job.job_id) ?? []).map((s) =>
      toLocation(s, job.job_number, {
        reports: refsAt(reports.get(job.job_id), s.location_number),
        imageRefs: refsAt(images.get(job.job_id), s.location_number),
      }),
    ),
    crewFolder: job.crew_folder,
    crewFolderID: job.crew_folder_id,
    imageRefs: jobImageRefs(job, images.get(job.job_id)),
    updatedDate: job.updated_at,
    workType: job.work_type,
    workDescription: job.work_description,
    status: job.status,
    isEmergency: job.is_emergency === 1,
    coverPhotoRef: job.cover_photo_ref,
    fence: fenceOf({ ...job, fenceRadiusM: job.fence_radius_m }),
    notes: (notes.get(job.job_id) ?? []).map(({ jobID: _jobID, ...note }): Note => note),
  }));
}

export async function toJobFolder(db: Kysely<Database>, job: JobRow): Promise<JobFolder> {
  const [folder] = await toJobFolders(db, [job]);
  if (!folder) throw new Error(`Job ${job.job_id} could not be presented`);
  return folder;
}
