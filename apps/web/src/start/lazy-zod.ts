// TRUST-11: the contract's schemas, built on first use. The contract builds ~700 zod schemas as its
// modules run (zod 4 gives each instance ~40 closures), ~65 ms of a cheap phone's start before the
// first screen could be used, though a start checks the answers of ~15 calls. On the device the
// contract imports this module instead of zod (scripts/lazy-contract-schemas.ts): `z.string()`,
// `z.object(…)`, `.optional()`… only record how to build the schema; it is built by real zod the
// first time anything else is asked of it (`safeParse`, `shape`, `_zod`), with the schemas it is
// made of, each once. The server keeps real zod: its routes read every schema at start anyway.
import * as real from 'zod';

interface Recipe {
  /** The schema built by real zod: built on the first call, the same one after. */
  real: () => object;
  built: boolean;
}

const recipes = new WeakMap<object, Recipe>();
let builtCount = 0;

// The methods that answer a new schema from a schema (recorded, not run). Any other property builds
// the schema and is read from it, so a name missing here costs laziness, never correctness.
const DERIVING = new Set([
  'optional',
  'nullable',
  'nullish',
  'array',
  'min',
  'max',
  'length',
  'int',
  'positive',
  'nonnegative',
  'negative',
  'nonpositive',
  'gt',
  'gte',
  'lt',
  'lte',
  'multipleOf',
  'regex',
  'trim',
  'toLowerCase',
  'toUpperCase',
  'startsWith',
  'endsWith',
  'includes',
  'nonempty',
  'email',
  'url',
  'uuid',
  'datetime',
  'default',
  'prefault',
  'catch',
  'refine',
  'superRefine',
  'check',
  'transform',
  'pipe',
  'extend',
  'safeExtend',
  'merge',
  'pick',
  'omit',
  'partial',
  'required',
  'strict',
  'strip',
  'passthrough',
  'catchall',
  'brand',
  'readonly',
  'and',
  'or',
  'describe',
  'meta',
]);

/** zod's functions whose first argument is the schema's shape. */
const OBJECTS = new Set(['object', 'strictObject', 'looseObject']);

/** A schema recorded here, built by real zod; any other value as it is. */
const built = (value: object): object => recipes.get(value)?.real() ?? value;

/** A schema's parts (a shape, a union's options) handed to real zod as real schemas. */
function realParts(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (recipes.has(value)) return built(value);
  if (Array.isArray(value)) return value.map(realParts);
  const prototype: unknown = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return value;
  const copy: Record<PropertyKey, unknown> = {};
  for (const key of Reflect.ownKeys(value)) {
    const property = Object.getOwnPropertyDescriptor(value, key)!;
    // A getter (a recursive shape) is kept as it is: reading it now could meet an unbuilt schema.
    if ('value' in property) property.value = realParts(property.value);
    Object.defineProperty(copy, key, property);
  }
  return copy;
}

/** `shape`: an object schema's fields as given, read without building it (`...Fields.shape`). */
function lazySchema(build: () => object, shape?: unknown): object {
  let schemaBuilt: object | undefined;
  const real = (): object => {
    if (!schemaBuilt) {
      builtCount += 1;
      schemaBuilt = build();
      recipe.built = true;
    }
    return schemaBuilt;
  };
  const recipe: Recipe = { real, built: false };
  const schema: object = new Proxy(
    {},
    {
      get(_, key) {
        if (key === 'then') return undefined; // never mistaken for a promise
        if (key === 'shape' && shape !== undefined && !recipe.built) return shape;
        if (typeof key === 'string' && DERIVING.has(key) && !recipe.built) {
          return (...args: unknown[]) =>
            lazySchema(() =>
              (real() as Record<string, (...a: unknown[]) => object>)[key]!(...args.map(realParts)),
            );
        }
        return Reflect.get(real(), key, real());
      },
      set: (_, key, value) => Reflect.set(real(), key, value),
      has: (_, key) => Reflect.has(real(), key),
      ownKeys: () => Reflect.ownKeys(real()),
      getPrototypeOf: () => Reflect.getPrototypeOf(real()),
      defineProperty: (_, key, property) => Reflect.defineProperty(real(), key, property),
      getOwnPropertyDescriptor(_, key) {
        const property = Reflect.getOwnPropertyDescriptor(real(), key);
        // The proxy's own target is empty: it may not report a property as fixed.
        return property && { ...property, configurable: true };
      },
    },
  );
  recipes.set(schema, recipe);
  return schema;
}

/** A namespace of zod (`z`, `z.iso`, `z.coerce`): its functions answer schemas to build later. */
function lazyNamespace<T extends object>(namespace: T): T {
  return new Proxy(namespace, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      // Classes and constants (ZodType, NEVER) are zod's own.
      if (typeof key !== 'string' || /^[A-Z]/.test(key)) return value;
      if (typeof value === 'function') {
        return (...args: unknown[]) =>
          lazySchema(
            () => (value as (...a: unknown[]) => object).apply(target, args.map(realParts)),
            OBJECTS.has(key) ? args[0] : undefined,
          );
      }
      if (typeof value === 'object' && value !== null) return lazyNamespace(value);
      return value;
    },
  });
}

export const z: typeof real.z = lazyNamespace(real.z);

/** How many schemas recorded here have been built so far (for tests: TRUST-11). */
export const schemasBuilt = (): number => builtCount;

/** Whether a schema of the contract has been built (for tests: TRUST-11). */
export function isSchemaBuilt(schema: object): boolean {
  const recipe = recipes.get(schema);
  return recipe === undefined || recipe.built;
}
