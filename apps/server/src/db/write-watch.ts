// OPS-5: tells whoever listens that a write reached the database through this process's Kysely
// instance (the job poll cache voids its answers). Every insert, update, delete and non-SELECT raw
// statement counts, except on the tables that hold bookkeeping no job delta shows: a session's
// sliding expiry alone is written about once a minute per device, and must not void every poll.
import type {
  KyselyPlugin,
  OperationNode,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';

/** Tables whose rows no job delta depends on (a new table counts as relevant until listed here). */
const BOOKKEEPING_TABLES = new Set([
  'sessions',
  'spent_id_tokens',
  'idempotency_records',
  'devices',
  'rate_limit_windows',
  'oidc_models',
  'oidc_keys',
  'chat_messages',
  'background_jobs',
  // Upload state and bytes; the finished upload's images row is what a delta shows.
  'uploads',
  'upload_chunks',
  'upload_allowances',
  'blobs',
]);

const READ_SQL = /^\s*(select|pragma|explain|show|listen|begin|commit|rollback|savepoint|release)\b/i;

type Node = OperationNode & Record<string, unknown>;

function tableOf(node: Node | undefined): string | undefined {
  if (!node || typeof node !== 'object') return undefined;
  if (node.kind === 'TableNode') {
    const table = node['table'] as { identifier?: { name?: string } } | undefined;
    return table?.identifier?.name;
  }
  for (const key of ['into', 'table', 'from', 'froms', 'node']) {
    const child = node[key];
    const found = Array.isArray(child) ? tableOf(child[0] as Node) : tableOf(child as Node | undefined);
    if (found) return found;
  }
  return undefined;
}

/**
 * The table a query writes that a job delta may show ('?' when it cannot be told, e.g. raw SQL),
 * or null when it writes none (a read, or bookkeeping).
 */
export function jobDataWritten(node: RootOperationNode): string | null {
  switch (node.kind) {
    case 'SelectQueryNode':
      return null;
    case 'RawNode':
      return READ_SQL.test(node.sqlFragments.join('?')) ? null : '?';
    default: {
      const table = tableOf(node as unknown as Node);
      return table && BOOKKEEPING_TABLES.has(table) ? null : (table ?? '?');
    }
  }
}

export class WriteWatch implements KyselyPlugin {
  /** Relevant writes run so far by this process (a request compares it before and after). */
  count = 0;
  private readonly pending = new WeakMap<object, { table: string; node: RootOperationNode }>();
  private readonly listeners: ((table: string, node: RootOperationNode) => void)[] = [];

  /**
   * `listener` hears of each write after it ran (inside a transaction: before it commits), with
   * its query (SCALE-1: the job poll cache reads which jobs it names).
   */
  onWrite(listener: (table: string, node: RootOperationNode) => void): void {
    this.listeners.push(listener);
  }

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    const table = jobDataWritten(args.node);
    if (table) this.pending.set(args.queryId, { table, node: args.node });
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const write = this.pending.get(args.queryId);
    if (write) {
      this.count++;
      for (const listener of this.listeners) listener(write.table, write.node);
    }
    return args.result;
  }
}
