// FIELD-1: a task's spec §3 fields (url, method, payload; or procedure and parameters) derived
// from its contract call and typed arguments, so the contract's `calls` are the only place a path
// is written. Every task carries its `call` and `args` (nothing was stored before kinds, so no task
// is read back from a url).
import type { z } from 'zod';
import {
  type CallName,
  type CommandParameter,
  type ProcedureName,
  type ProcedureParameters,
  callPath,
  calls,
} from '@fieldops/contract';
import type { FilledByQueue, HttpTask, NewTask, ProcedureTask, QueuedTask } from '../task';

export type Arg = CommandParameter['value'];
export type Args = Record<string, Arg>;

/** The calls a queued task may make: every HTTP call that writes. */
export type WriteCall = { [C in CallName]: (typeof calls)[C]['method'] extends 'GET' ? never : C }[CallName];
/** What a kind's tasks may call: a write call or a procedure. */
export type KindCall = WriteCall | ProcedureName;

type Part<D, K extends string> = D extends { [P in K]: infer S extends z.ZodType } ? z.infer<S> : unknown;
type HttpArgs<C extends WriteCall> = Part<(typeof calls)[C], 'params'> & Part<(typeof calls)[C], 'query'>;
/** A call's typed arguments: an HTTP call's path and query parameters, a procedure's parameters. */
export type ArgsOf<C extends KindCall> = C extends ProcedureName
  ? ProcedureParameters<C>
  : C extends WriteCall
    ? unknown extends HttpArgs<C>
      ? Record<string, never>
      : HttpArgs<C>
    : never;

/** A stored task of call `C`, its args typed; an HTTP task's payload is `P` (absent: unknown). */
export type KindTask<C extends KindCall, P = unknown> = C extends ProcedureName
  ? ProcedureTask & { call: C; args: ArgsOf<C> }
  : HttpTask & { call: C; args: ArgsOf<C>; payload: P };

/** What an action says of a task beyond its call: the queue list's name, its parent. */
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
    if (!inPath.has(name) && value !== null && value !== undefined) query.set(name, String(value));
  const filled = callPath(path, args as Record<string, string | number>);
  return query.size > 0 ? `${filled}?${query.toString()}` : filled;
}

/** What an HTTP kind's builder gives to `addTask`: its call, typed args and payload. */
export type NewHttpTask<C extends WriteCall, P> = Omit<
  HttpTask,
  FilledByQueue | 'call' | 'args' | 'payload'
> & {
  call: C;
  args: ArgsOf<C>;
  payload: P;
};

export function httpTask<C extends WriteCall, P>(
  call: C,
  args: ArgsOf<C>,
  payload: P,
  typeObject: string,
  meta: TaskMeta,
): NewHttpTask<C, P> {
  const { method } = calls[call];
  return { kind: 'http', call, args, url: urlOf(call, args as Args), method, payload, typeObject, ...meta };
}

export function procedureTask<P extends ProcedureName>(
  procedure: P,
  args: ArgsOf<P>,
  typeObject: string,
  meta: TaskMeta,
): NewTask {
  const stored = args as Args;
  const parameters = Object.entries(stored).map(([name, value]) => ({ name, value }));
  return { kind: 'procedure', call: procedure, args: stored, procedure, parameters, typeObject, ...meta };
}

/** The task's spec fields again from its (changed) args: a temporary id became the server's. */
export function withArgs<T extends QueuedTask>(task: T, args: Args, payload: unknown): T {
  if (task.kind === 'procedure')
    return { ...task, args, parameters: Object.entries(args).map(([name, value]) => ({ name, value })) };
  return { ...task, args, url: urlOf(task.call as WriteCall, args), payload };
}
