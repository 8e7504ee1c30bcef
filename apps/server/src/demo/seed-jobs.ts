// SRV-4: the demo company's jobs, sites, notes, crews, events and lookup lists. Lookup rows are
// "insert if missing"; the jobs are seeded once, as a whole, when their first job number is not
// there yet, so a restart never duplicates them or undoes changes made since.
import type { Kysely } from 'kysely';
import { isoNow } from '../db/dialect.js';
import type { Database } from '../db/types.js';
import { emergencyPrefix, nextJobNumber } from '../modules/jobs/job-number.js';
import { recordJobChange, recordNewJob } from '../modules/jobs/history.js';
import {
  demoJobs,
  DEMO_EVENT_TYPES_ES,
  ER_WORK_TYPES,
  EVENT_TYPES,
  NOTE_TYPES,
  OTHER_FOREMEN,
  type DemoJob,
} from './job-data.js';
import { DEMO_OPTION_LABELS_ES } from './report-templates.js';

const HOUR_MS = 3_600_000;

async function seedLookups(db: Kysely<Database>) {
  const lists = [
    ...NOTE_TYPES.map((value, i) => ({
      list_name: 'noteTypes',
      value,
      label: value,
      label_es: DEMO_OPTION_LABELS_ES[value] ?? null,
      sort_order: i + 1,
    })),
    ...ER_WORK_TYPES.map((value, i) => ({ list_name: 'workTypes', value, label: value, sort_order: i + 1 })),
  ];
  await db
    .insertInto('option_lists')
    .values(lists)
    .onConflict((oc) => oc.columns(['list_name', 'value']).doNothing())
    .execute();
  await db
    .insertInto('event_types')
    .values(
      EVENT_TYPES.map((name, i) => ({
        name,
        label_es: DEMO_EVENT_TYPES_ES[name] ?? null,
        sort_order: (i + 1) * 10,
      })),
    )
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
}

async function employeeIDs(db: Kysely<Database>, emails: string[]): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('employees')
    .select(['employee_id', 'email'])
    .where('email', 'in', emails)
    .execute();
  return new Map(rows.map((r) => [r.email, r.employee_id]));
}

/**
 * `accounts` are the company's demo accounts in DEMO_ACCOUNTS order (foreman, general foreman,
 * crew, reviewer), already seeded as users.
 */
export async function seedDemoJobs(
  db: Kysely<Database>,
  companyDomain: string,
  accounts: readonly { email: string }[],
): Promise<void> {
  await seedLookups(db);
  const others = OTHER_FOREMEN.map((f) => ({ ...f, email: `${f.local}@${companyDomain}` }));
  await db
    .insertInto('employees')
    .values(others.map((f) => ({ full_name: f.name, email: f.email, role: f.role })))
    .onConflict((oc) => oc.column('email').doNothing())
    .execute();

  const jobs = demoJobs();
  const firstNumber = jobs.find((j) => j.jobNumber)?.jobNumber ?? '';
  if (await db.selectFrom('jobs').select('job_id').where('job_number', '=', firstNumber).executeTakeFirst())
    return;

  const emails = accounts.map((a) => a.email);
  const employees = await employeeIDs(db, [...emails, ...others.map((f) => f.email)]);
  const users = await db
    .selectFrom('users')
    .select(['user_id', 'email'])
    .where('email', 'in', emails)
    .execute();
  const userOf = new Map(users.map((u) => [u.email, u.user_id]));
  const [frank, , carlos] = emails.map((e) => employees.get(e));
  const authors = emails.map((e) => userOf.get(e));
  if (!frank || !carlos || authors.some((a) => a === undefined)) return; // demo accounts not seeded

  const seededAt = Date.now();
  const at = (hoursAgo: number) => isoNow(new Date(seededAt - hoursAgo * HOUR_MS));
  const day = (days: number) => isoNow(new Date(seededAt + days * 24 * HOUR_MS)).slice(0, 10);
  // Oldest first, so job ids and ER numbers follow the order the jobs came in.
  for (const job of [...jobs].sort((a, b) => b.createdHoursAgo - a.createdHoursAgo)) {
    await seedJob(db, job, {
      at,
      day,
      foremanID: job.foreman === 'frank' ? frank : employees.get(others[job.foreman]!.email)!,
      carlos,
      authors: authors as number[],
    });
  }
}

async function seedJob(
  db: Kysely<Database>,
  job: DemoJob,
  ctx: {
    at: (hoursAgo: number) => string;
    day: (days: number) => string;
    foremanID: number;
    carlos: number;
    authors: number[];
  },
) {
  const createdAt = ctx.at(job.createdHoursAgo);
  const lastNote = Math.min(...job.notes.map((n) => n.hoursAgo), job.createdHoursAgo);
  const jobNumber = job.jobNumber ?? (await nextJobNumber(db, emergencyPrefix(createdAt)));
  const row = await db
    .insertInto('jobs')
    .values({
      job_number: jobNumber,
      address1: job.address1,
      city: job.city,
      work_type: job.workType,
      work_description: job.workDescription,
      latitude: job.latitude,
      longitude: job.longitude,
      crew_folder: jobNumber,
      crew_folder_id: '',
      cover_photo_ref: null,
      status: job.closed ? 'Closed' : 'Open',
      is_emergency: job.isEmergency ? 1 : 0,
      foreman_employee_id: ctx.foremanID,
      created_by_user_id: ctx.authors[0]!,
      created_at: createdAt,
      updated_at: ctx.at(lastNote),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const { job_id } = row;
  await recordNewJob(db, row);
  await db
    .insertInto('sites')
    .values(job.sites.map((s) => ({ ...pick(s), job_id, city: job.city, status: 'Active' as const })))
    .execute();
  if (job.withCarlos) {
    await db.insertInto('job_crew').values({ job_id, employee_id: ctx.carlos }).execute();
    await recordJobChange(db, job_id, 'crewJoined', ctx.carlos, createdAt);
  }
  await db
    .insertInto('notes')
    .values(
      job.notes.map((n) => ({
        job_id,
        note_type: n.noteType,
        text: n.text,
        created_at: ctx.at(n.hoursAgo),
        // Carlos writes only on jobs he works; elsewhere the foreman does.
        created_by_user_id: ctx.authors[n.author === 2 && !job.withCarlos ? 0 : n.author]!,
      })),
    )
    .execute();
  if (job.events.length > 0) {
    await db
      .insertInto('job_events')
      .values(
        job.events.map((e) => ({
          job_id,
          event_type: e.eventType,
          start_date_column: ctx.day(e.startDay),
          end_date_column: ctx.day(e.endDay),
          start_day: ctx.day(e.startDay),
          end_day: ctx.day(e.endDay),
          created_at: createdAt,
          created_by_user_id: ctx.authors[0]!,
        })),
      )
      .execute();
  }
}

const pick = (s: DemoJob['sites'][number]) => ({
  location_number: s.locationNumber,
  address1: s.address1,
  latitude: s.latitude,
  longitude: s.longitude,
});
