// OFFICE-10: every office action is recorded in the same transaction as the change: who made it,
// when, which call, and the object as the console shows it before and after. A refused action
// (4xx) rolls back with its record, so the record holds only what happened.
import type { OfficeAuditList, OfficeAuditQuery, UserData } from '@fieldops/contract';
import type { Kysely } from 'kysely';
import { chunked, isoNow, toCount } from '../../db/dialect.js';
import type { Database, OfficeAuditTable } from '../../db/types.js';
import type { AuthSession } from '../../http/auth.js';
import { serviceAccountNames } from '../service-accounts/service.js';
import { userNames } from '../session/service.js';

export interface AuditedObject {
  kind: OfficeAuditTable['object_kind'];
  /** The object's id, read from what the change answered (a new job's id is known only after). */
  idOf(after: unknown): number;
  jobIDOf(after: unknown): number | null;
}

/** An object known by one numeric field of what the change answers, on no job of its own. */
const keptBy = (kind: AuditedObject['kind'], idField: string): AuditedObject => ({
  kind,
  idOf: (after) => (after as Record<string, number>)[idField]!,
  jobIDOf: () => null,
});

export const AUDITED_JOB: AuditedObject = {
  kind: 'job',
  idOf: (after) => (after as { jobID: number }).jobID,
  jobIDOf: (after) => (after as { jobID: number }).jobID,
};
export const AUDITED_TIMESHEET = keptBy('timesheet', 'timeSheetID');
/** The lists have no id of their own: the record keeps them whole, before and after. */
export const AUDITED_LISTS: AuditedObject = { kind: 'lists', idOf: () => 0, jobIDOf: () => null };
export const AUDITED_RULE_SET = keptBy('ruleSet', 'ruleSetID');
/** INT-4: a webhook subscription, recorded without its secret. */
export const AUDITED_WEBHOOK = keptBy('webhook', 'subscriptionID');

/** OFFICE-4: by the template's id (0 while it has only a draft: the record keeps its name). */
export const AUDITED_TEMPLATE: AuditedObject = {
  kind: 'reportTemplate',
  idOf: (after) => (after as { reportTemplateID: number | null }).reportTemplateID ?? 0,
  jobIDOf: () => null,
};

export const AUDITED_REPORT: AuditedObject = {
  kind: 'report',
  idOf: (after) => (after as { reportID: number }).reportID,
  jobIDOf: (after) => (after as { job: { jobID: number } }).job.jobID,
};

/** INT-2: a service account, before and after (never a token: only its listing). */
export const AUDITED_SERVICE_ACCOUNT = keptBy('serviceAccount', 'serviceAccountID');
/** INT-3: a vehicle or tracked asset, kept by its code (its id here is the vehicle's or asset's row id). */
export const AUDITED_EQUIPMENT = keptBy('equipment', 'id');
export const AUDITED_PERSON = keptBy('person', 'employeeID');

/** Runs `change` and records it; `before` reads the object first (undefined for a creation). */
export function audited<T>(
  db: Kysely<Database>,
  user: UserData,
  action: string,
  object: AuditedObject,
  before: (() => Promise<unknown>) | undefined,
  change: () => Promise<T>,
): Promise<T> {
  return auditedBy(db, { user }, action, object, before, change);
}

/** `audited` for a call a service token may make: the record names the service account too (INT-2). */
export async function auditedBy<T>(
  db: Kysely<Database>,
  session: Pick<AuthSession, 'user' | 'serviceAccount'>,
  action: string,
  object: AuditedObject,
  before: (() => Promise<unknown>) | undefined,
  change: () => Promise<T>,
): Promise<T> {
  const was = before ? await before() : null;
  const after = await change();
  await db
    .insertInto('office_audit')
    .values({
      at: isoNow(),
      user_id: session.user.userID,
      service_account_id: session.serviceAccount?.serviceAccountID ?? null,
      action,
      object_kind: object.kind,
      object_id: object.idOf(after),
      job_id: object.jobIDOf(after),
      before_json: was === null ? null : JSON.stringify(was),
      after_json: JSON.stringify(after),
    })
    .execute();
  return after;
}

/** INT-3: many changes of one call at once (an upsert), in batches. */
export async function recordAudits(
  db: Kysely<Database>,
  session: Pick<AuthSession, 'user' | 'serviceAccount'>,
  action: string,
  object: AuditedObject,
  changes: readonly { before: unknown; after: unknown }[],
): Promise<void> {
  const at = isoNow();
  const rows = changes.map(({ before, after }) => ({
    at,
    user_id: session.user.userID,
    service_account_id: session.serviceAccount?.serviceAccountID ?? null,
    action,
    object_kind: object.kind,
    object_id: object.idOf(after),
    job_id: object.jobIDOf(after),
    before_json: before === null ? null : JSON.stringify(before),
    after_json: JSON.stringify(after),
  }));
  for (const part of chunked(rows, 500)) await db.insertInto('office_audit').values(part).execute();
}

export async function auditPage(db: Kysely<Database>, query: OfficeAuditQuery): Promise<OfficeAuditList> {
  const filtered = () => {
    let rows = db.selectFrom('office_audit');
    if (query.userID !== undefined) rows = rows.where('user_id', '=', query.userID);
    if (query.jobID !== undefined) rows = rows.where('job_id', '=', query.jobID);
    if (query.objectKind !== undefined) rows = rows.where('object_kind', '=', query.objectKind);
    return rows;
  };
  const [rows, count] = await Promise.all([
    filtered()
      .selectAll()
      .orderBy('at', 'desc')
      .orderBy('audit_id', 'desc')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    filtered()
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  const names = await userNames(
    db,
    rows.map((r) => r.user_id),
  );
  const accounts = await serviceAccountNames(
    db,
    rows.map((r) => r.service_account_id),
  );
  return {
    entries: rows.map((r) => ({
      auditID: r.audit_id,
      at: r.at,
      user: { userID: r.user_id, name: names.get(r.user_id) ?? `User #${r.user_id}` },
      serviceAccount:
        r.service_account_id === null
          ? null
          : {
              serviceAccountID: r.service_account_id,
              name: accounts.get(r.service_account_id) ?? `Service account #${r.service_account_id}`,
            },
      action: r.action,
      objectKind: r.object_kind,
      objectID: r.object_id,
      jobID: r.job_id,
      before: r.before_json === null ? null : (JSON.parse(r.before_json) as unknown),
      after: JSON.parse(r.after_json) as unknown,
    })),
    total: toCount(count.n),
    page: query.page,
    pageSize: query.pageSize,
  };
}
