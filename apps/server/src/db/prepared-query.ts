// SCALE-2: a hot read built and compiled by Kysely once per shape, then run with each call's values
// (issue 32: the poll's miss path and AddNote spent 6–8 % of busy CPU building and compiling the
// same SQL). The builder is given stand-ins for the values; their places in the compiled
// parameters are filled at each call. A shape is what changes the SQL: a name the caller gives
// (e.g. the reader's role) and the length of each list value. Reads only: a write's values must
// stay in its query, where the write watch reads which jobs it names (SCALE-1).
import type { Compilable, CompiledQuery, Kysely } from 'kysely';
import type { Database } from './types.js';

type Value = string | number | null;
export type PreparedValues = Record<string, Value | readonly Value[]>;

/** Where a value goes: `values[key]`, or `values[key][index]` for a list. */
class Slot {
  constructor(
    readonly key: string,
    readonly index: number,
  ) {}
}

function fill(parameter: unknown, values: PreparedValues): unknown {
  if (!(parameter instanceof Slot)) return parameter;
  const value = values[parameter.key];
  return parameter.index < 0 ? value : (value as readonly Value[])[parameter.index];
}

export function preparedQuery<S extends string, V extends PreparedValues, R>(
  build: (db: Kysely<Database>, shape: S, values: V) => Compilable<R>,
): (db: Kysely<Database>, shape: S, values: V) => Promise<R[]> {
  // By the dialect's adapter: a transaction shares its database's; SQLite and PostgreSQL differ.
  const compiledBy = new WeakMap<object, Map<string, CompiledQuery<R>>>();
  return async (db, shape, values) => {
    const lengths = Object.values(values).map((v) => (Array.isArray(v) ? v.length : -1));
    const key = `${shape}|${lengths.join(',')}`;
    const adapter = db.getExecutor().adapter;
    let compiled = compiledBy.get(adapter)?.get(key);
    if (!compiled) {
      const slots = Object.fromEntries(
        Object.entries(values).map(([name, v]) => [
          name,
          Array.isArray(v) ? v.map((_, i) => new Slot(name, i)) : new Slot(name, -1),
        ]),
      );
      // The stand-ins travel through the builder as values; only their places in the SQL matter.
      compiled = build(db, shape, slots as unknown as V).compile();
      const byKey = compiledBy.get(adapter) ?? new Map<string, CompiledQuery<R>>();
      byKey.set(key, compiled);
      compiledBy.set(adapter, byKey);
    }
    const parameters = compiled.parameters.map((p) => fill(p, values));
    return (await db.executeQuery<R>({ ...compiled, parameters })).rows;
  };
}
