// FIELD-1: a task's spec §3 fields (url, method, payload; or procedure and parameters) derived
// from its contract call and typed parameters, so the contract's `calls` are the only place a path
// is written. A task stored before the call was kept (no `call`, no `args`) is read back into the
// same shape from its url or parameter list (`callArgsOf`), so it still sends, applies and remaps.
import {
  type CallName,
  type CommandParameter,
  type ProcedureName,
  callPath,
  calls,
} from '@fieldops/contract';
import type { NewTask, QueuedTask } from '../task';

export type Arg = CommandParameter['value'];
export type Args = Record<string, Arg>;

/** The calls a queued task may make: every HTTP call that writes. */
export type WriteCall = { [C in CallName]: (typeof calls)[C]['method'] extends 'GET' ? never : C }[CallName];
export type HttpMethod = (typeof calls)[WriteCall]['method'];

/** What an action says of a task beyond its call: the queue list's name, its kind, its parent. */
export interface TaskMeta {
  taskName: string;
  dependsOn: number | null;
  creates?: QueuedTask['creates'];
}

const PATH_PARAM = /:([A-Za-z]+)/g;
const pathNames = (path: string) => new Set([...path.matchAll(PATH_PARAM)].map((m) => m[1]!));

/** The call's path filled from `args`; the args not in the path go in the query, in their order. */
export function urlOf(call: WriteCall, args: Args): string {
  const { path } = calls[call];
  const inPath = pathNames(path);
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(args))
    if (!inPath.has(name) && value !== null) query.set(name, String(value));
  const filled = callPath(path, args as Record<string, string | number>);
  return query.size > 0 ? `${filled}?${query.toString()}` : filled;
}

export function httpTask(
  call: WriteCall,
  args: Args,
  payload: unknown,
  typeObject: string,
  meta: TaskMeta,
): NewTask {
  const { method } = calls[call];
  return { kind: 'http', call, args, url: urlOf(call, args), method, payload, typeObject, ...meta };
}

export function procedureTask(
  procedure: ProcedureName,
  args: Args,
  typeObject: string,
  meta: TaskMeta,
): NewTask {
  const parameters = Object.entries(args).map(([name, value]) => ({ name, value }));
  return { kind: 'procedure', call: procedure, args, procedure, parameters, typeObject, ...meta };
}

/** The task's spec fields again from its (changed) args: a temporary id became the server's. */
export function withArgs<T extends QueuedTask>(task: T, args: Args, payload: unknown): T {
  if (task.kind === 'procedure')
    return { ...task, args, parameters: Object.entries(args).map(([name, value]) => ({ name, value })) };
  return { ...task, args, url: urlOf(task.call as WriteCall, args), payload };
}

/** The HTTP call among `candidates` whose method and path pattern the stored url matches. */
function callOfUrl(task: Extract<QueuedTask, { kind: 'http' }>, candidates: readonly string[]) {
  const path = task.url.split('?')[0] ?? '';
  for (const name of candidates) {
    const call = calls[name as WriteCall];
    if (!call || call.method !== task.method) continue;
    const names = [...pathNames(call.path)];
    const pattern = call.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]+/g, '([^/]+)');
    const found = new RegExp(`^${pattern}$`).exec(path);
    if (found) return { name, params: names.map((n, i) => [n, decodeURIComponent(found[i + 1]!)]) };
  }
  return null;
}

/**
 * The task's call and typed parameters: its own, or for a task stored without them, read from its
 * url (path and query) or parameter list. `ids`: the parameters that are record ids, read back as
 * numbers (a url holds only text), so a temporary id among them is found and remapped. Null for
 * a url no call of the kind matches (never stored by the app): such a task is sent as it is.
 */
export function callArgsOf(
  task: QueuedTask,
  candidates: readonly string[],
  ids: readonly string[] = [],
): { call: string; args: Args } | null {
  if (task.call && task.args) return { call: task.call, args: task.args };
  if (task.kind === 'procedure')
    return { call: task.procedure, args: Object.fromEntries(task.parameters.map((p) => [p.name, p.value])) };
  const found = callOfUrl(task, candidates);
  if (!found) return null;
  const query = new URLSearchParams(task.url.split(/\?(.*)/s)[1] ?? '');
  const args: Args = {};
  for (const [name, value] of [...found.params, ...query]) {
    args[name!] = ids.includes(name!) && /^-?\d+$/.test(value!) ? Number(value) : value!;
  }
  return { call: found.name, args };
}
