// Typed access to the contract's call table and procedure registry (ARCHITECTURE: one contract).
// Answers are checked against the contract's schema, so a screen never sees an unexpected shape.
import {
  type CallAnswer,
  type CallName,
  type CommandObject,
  type ProcedureAnswer,
  type ProcedureName,
  type ProcedureParameters,
  callPath,
  calls,
  procedures,
} from '@fieldops/contract';
import type { z } from 'zod';
import { ContractError } from './errors';
import { type QueryValue, type RequestOptions, request } from './http';

type Definition<C extends CallName> = (typeof calls)[C];
type BodyOf<C extends CallName> =
  Definition<C> extends { body: z.ZodType } ? z.input<Definition<C>['body']> : never;

export interface CallInput<C extends CallName> {
  params?: Record<string, string | number>;
  query?: Record<string, QueryValue>;
  body?: BodyOf<C>;
}

function checked(schema: z.ZodType, data: unknown, what: string): unknown {
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    console.error(`Unexpected answer from ${what}`, parsed.error.issues.slice(0, 3));
    throw new ContractError(`Unexpected answer from ${what}`);
  }
  return parsed.data;
}

export async function call<C extends CallName>(
  name: C,
  input: CallInput<C> = {},
  options: Omit<RequestOptions, 'method' | 'query' | 'body'> = {},
): Promise<CallAnswer<C>> {
  const definition: Definition<C> = calls[name];
  const data = await request(callPath(definition.path, input.params), {
    ...options,
    method: definition.method,
    query: input.query,
    body: input.body,
  });
  return checked(definition.answer, data, name) as CallAnswer<C>;
}

/** HTTP-5: the command object of a procedure: its name plus the parameters as a named list. */
export function commandObject<P extends ProcedureName>(
  procedure: P,
  parameters: ProcedureParameters<P>,
): CommandObject {
  return {
    procedure,
    parameters: Object.entries(
      parameters as Record<string, CommandObject['parameters'][number]['value']>,
    ).map(([name, value]) => ({ name, value })),
  };
}

/** HTTP-5: `POST /api/cmd?proc=NAME` with the command object; the answer is typed by the registry. */
export async function runCommand<P extends ProcedureName>(
  procedure: P,
  parameters: ProcedureParameters<P>,
  options: Omit<RequestOptions, 'method' | 'query' | 'body'> = {},
): Promise<ProcedureAnswer<P>> {
  const data = await request(calls.command.path, {
    ...options,
    method: 'POST',
    query: { proc: procedure },
    body: commandObject(procedure, parameters),
  });
  return checked(procedures[procedure].answer, data, procedure) as ProcedureAnswer<P>;
}
