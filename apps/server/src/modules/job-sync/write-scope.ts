// SCALE-1: which cached job deltas a write may have made stale. A delta shows a reader's reachable
// jobs with their sites, notes, reports and photos; a write naming its job (`job_id = 7`, an insert
// with `job_id: 7`) voids only the answers of readers who reach job 7. A write that can move a job
// in or out of someone's reach (a new job, a crew change, a job's status or foreman, a user), or one
// whose job cannot be read from the query, voids every answer: unsure means stale.
import type { OperationNode, RootOperationNode } from 'kysely';

/** The jobs a write touched, or 'all' when it may change what any reader sees. */
export type WriteScope = 'all' | readonly number[];

/** Tables no job delta reads (timesheets, the drive): their writes void nothing. */
const NO_DELTA_TABLES = new Set([
  'timesheets',
  'timesheet_confirmations',
  'timesheet_crew',
  'timesheet_jobs',
  'timesheet_rule_sets',
  'user_timesheet_defaults',
  'crew_days_off',
  'job_subsistence',
  'drive_files',
  'drive_folders',
  'drive_items',
  'tracked_folders',
  'job_number_counters',
  'timesheet_reviews',
  // The office's and other systems' own records: the webhook worker claims deliveries every few
  // seconds and a service token's last use is written once a minute; none of it is in a delta.
  'office_grants',
  'office_audit',
  'webhook_subscriptions',
  'webhook_events',
  'webhook_deliveries',
  'webhook_attempts',
  'service_accounts',
  'service_tokens',
  'external_ids',
  'report_template_drafts',
  // The crew's punches and PINs: the foreman's day reads them on their own calls, not in the delta.
  'crew_punches',
  'crew_pins',
]);

/** Tables whose rows belong to one job and reach no one by themselves. */
const JOB_ROW_TABLES = new Set(['notes', 'sites', 'reports', 'images', 'job_events', 'job_history']);

/** The job columns the reach rule reads (jobs/access.ts): changing them may reach new readers. */
const REACH_COLUMNS = new Set(['status', 'foreman_employee_id', 'job_id']);

type Node = OperationNode & Record<string, unknown>;
const asNode = (value: unknown): Node | undefined =>
  value && typeof value === 'object' && 'kind' in value ? (value as Node) : undefined;

function columnName(node: Node | undefined): string | undefined {
  if (!node) return undefined;
  if (node.kind === 'ReferenceNode') return columnName(asNode(node['column']));
  if (node.kind === 'ColumnNode') return (node['column'] as { name?: string }).name;
  return undefined;
}

/** Integer values of a ValueNode or a list of them; undefined if any is something else. */
function integers(node: Node | undefined): number[] | undefined {
  if (!node) return undefined;
  const values =
    node.kind === 'ValueNode'
      ? [node['value']]
      : node.kind === 'PrimitiveValueListNode'
        ? (node['values'] as unknown[])
        : node.kind === 'ValueListNode'
          ? (node['values'] as Node[]).map((v) => (v.kind === 'ValueNode' ? v['value'] : undefined))
          : node.kind === 'ParensNode'
            ? integers(asNode(node['node']))
            : undefined;
  return values?.every((v) => Number.isInteger(v)) ? (values as number[]) : undefined;
}

/** Job ids a WHERE pins with `job_id = n` or `job_id in (...)` among its AND-ed conditions. */
function pinnedJobs(node: Node | undefined): number[] | undefined {
  if (!node) return undefined;
  if (node.kind === 'WhereNode' || node.kind === 'ParensNode')
    return pinnedJobs(asNode(node['where'] ?? node['node']));
  if (node.kind === 'AndNode') return pinnedJobs(asNode(node['left'])) ?? pinnedJobs(asNode(node['right']));
  if (node.kind !== 'BinaryOperationNode') return undefined;
  const operator = (node['operator'] as { operator?: string }).operator;
  if (columnName(asNode(node['leftOperand'])) !== 'job_id') return undefined;
  return operator === '=' || operator === 'in' ? integers(asNode(node['rightOperand'])) : undefined;
}

/** The job_id of every inserted row, when each one gives it as a plain value. */
function insertedJobs(node: Node): number[] | undefined {
  const columns = (node['columns'] as Node[] | undefined)?.map(columnName) ?? [];
  const at = columns.indexOf('job_id');
  const rows = asNode(node['values']);
  if (at < 0 || rows?.kind !== 'ValuesNode') return undefined;
  const ids: number[] = [];
  for (const row of rows['values'] as Node[]) {
    const value =
      row.kind === 'PrimitiveValueListNode'
        ? (row['values'] as unknown[])[at]
        : ((row['values'] as Node[])[at]?.['value'] ?? null);
    if (!Number.isInteger(value)) return undefined;
    ids.push(value as number);
  }
  return ids;
}

function setsOnlyContent(node: Node): boolean {
  const updates = (node['updates'] as Node[] | undefined) ?? [];
  return updates.every((update) => {
    const column = columnName(asNode(update['column']));
    return column !== undefined && !REACH_COLUMNS.has(column);
  });
}

/** What `table` (write-watch.ts's name for it, '?' if unknown) written by `node` may void. */
export function writeScope(table: string, node: RootOperationNode): WriteScope | 'none' {
  if (NO_DELTA_TABLES.has(table)) return 'none';
  const query = node as unknown as Node;
  let jobs: number[] | undefined;
  if (JOB_ROW_TABLES.has(table)) {
    jobs = node.kind === 'InsertQueryNode' ? insertedJobs(query) : pinnedJobs(asNode(query['where']));
  } else if (table === 'jobs') {
    if (node.kind === 'DeleteQueryNode') jobs = pinnedJobs(asNode(query['where']));
    if (node.kind === 'UpdateQueryNode' && setsOnlyContent(query)) jobs = pinnedJobs(asNode(query['where']));
  }
  return jobs ?? 'all';
}
