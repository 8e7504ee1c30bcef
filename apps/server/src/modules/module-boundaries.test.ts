// The module rules of modules/README.md, checked on the source so they hold after the next change:
// each table has one owning module and only its files name it in SQL; another module is reached
// through its service.ts (or a file with no database access); no file imports itself back.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const MODULES = path.join(SRC, 'modules');

/** Table → the module that owns it (from the migrations in db/). */
const OWNERS: Record<string, string> = {
  users: 'session',
  sessions: 'session',
  spent_id_tokens: 'session',
  employees: 'employees',
  devices: 'devices',
  menu_items: 'menu',
  jobs: 'jobs',
  job_crew: 'jobs',
  job_history: 'jobs',
  job_number_counters: 'jobs',
  sites: 'sites',
  notes: 'notes',
  option_lists: 'lookups',
  event_types: 'lookups',
  job_events: 'calendar',
  drive_folders: 'drive',
  tracked_folders: 'drive',
  job_folders: 'drive',
  report_templates: 'report-templates',
  report_template_versions: 'report-templates',
  report_template_drafts: 'report-templates',
  reports: 'reports',
  images: 'images',
  timesheets: 'timesheets',
  timesheet_jobs: 'timesheets',
  timesheet_crew: 'timesheets',
  crew_days_off: 'timesheets',
  user_timesheet_defaults: 'timesheets',
  job_subsistence: 'timesheets',
  timesheet_rule_sets: 'timesheets',
  timesheet_confirmations: 'timesheets',
  timesheet_reviews: 'timesheets',
  vehicles: 'fleet',
  tracked_assets: 'fleet',
  chat_messages: 'logger',
  uploads: 'uploads',
  upload_chunks: 'uploads',
  upload_allowances: 'uploads',
  office_grants: 'office',
  office_audit: 'office',
  webhook_subscriptions: 'webhooks',
  webhook_events: 'webhooks',
  webhook_deliveries: 'webhooks',
  webhook_attempts: 'webhooks',
  crew_punches: 'crew-time',
  crew_pins: 'crew-time',
  service_accounts: 'service-accounts',
  service_tokens: 'service-accounts',
  external_ids: 'integration',
};

const sourceFiles = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.ts'))
  .map((f) => path.join(SRC, f));
const isTest = (file: string) => file.endsWith('.test.ts');
const moduleOf = (file: string) =>
  file.startsWith(MODULES + path.sep) ? path.relative(MODULES, file).split(path.sep)[0] : undefined;
const text = new Map(sourceFiles.map((f) => [f, readFileSync(f, 'utf8')]));

/** Relative imports and re-exports of a file, type-only ones included, as absolute .ts paths. */
function importsOf(file: string): string[] {
  const source = ts.createSourceFile(file, text.get(file) ?? '', ts.ScriptTarget.Latest);
  return source.statements.flatMap((statement) => {
    const specifier =
      (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier)
        ? statement.moduleSpecifier.text
        : '';
    if (!specifier.startsWith('.')) return [];
    const target = path.resolve(path.dirname(file), specifier.replace(/\.js$/, '.ts'));
    return [text.has(target) ? target : path.join(target.replace(/\.ts$/, ''), 'index.ts')];
  });
}

describe('server module boundaries', () => {
  it('a module names only its own tables in SQL', () => {
    const foreign: string[] = [];
    for (const file of sourceFiles.filter((f) => moduleOf(f) && !isTest(f))) {
      const sql =
        /\.(selectFrom|insertInto|updateTable|deleteFrom|(?:inner|left|right|full|cross)Join)\(\s*'(\w+)/g;
      for (const [, call, table] of (text.get(file) ?? '').matchAll(sql)) {
        if (OWNERS[table ?? ''] !== moduleOf(file))
          foreign.push(`${path.relative(SRC, file)}: ${call}('${table}')`);
      }
    }
    expect(foreign).toEqual([]);
  });

  it('another module is reached through its service.ts, or a file that has no database access', () => {
    const past: string[] = [];
    for (const file of sourceFiles.filter((f) => moduleOf(f) && !isTest(f))) {
      for (const target of importsOf(file)) {
        const owner = moduleOf(target);
        if (!owner || owner === moduleOf(file) || path.basename(target) === 'service.ts') continue;
        if (/from 'kysely'/.test(text.get(target) ?? '')) {
          past.push(`${path.relative(SRC, file)} -> ${path.relative(SRC, target)}`);
        }
      }
    }
    expect(past).toEqual([]);
  });

  it('no file imports itself back, directly or through others', () => {
    const graph = new Map(sourceFiles.map((f) => [f, importsOf(f)]));
    const cycles: string[] = [];
    const state = new Map<string, 'open' | 'done'>();
    const stack: string[] = [];
    const visit = (file: string) => {
      state.set(file, 'open');
      stack.push(file);
      for (const next of graph.get(file) ?? []) {
        if (state.get(next) === 'open') {
          cycles.push(
            [...stack.slice(stack.indexOf(next)), next].map((f) => path.relative(SRC, f)).join(' -> '),
          );
        } else if (!state.has(next)) visit(next);
      }
      stack.pop();
      state.set(file, 'done');
    };
    for (const file of sourceFiles) if (!state.has(file)) visit(file);
    expect(cycles).toEqual([]);
  });
});
