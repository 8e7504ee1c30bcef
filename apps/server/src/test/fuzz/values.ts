// OPS-6 fuzz: values for one field of a request. Each field is either plausible (made from the
// contract's own schema, via its JSON Schema, and from ids that exist: so a request reaches past
// validation into the services) or hostile (wrong type, out of range, text the database cannot
// hold, nesting past the limit, another user's ids).
import fc from 'fast-check';

/** A JSON Schema node as z.toJSONSchema writes it (the parts the generator reads). */
export interface SchemaNode {
  type?: string | string[];
  properties?: Record<string, SchemaNode>;
  required?: string[];
  items?: SchemaNode;
  anyOf?: SchemaNode[];
  oneOf?: SchemaNode[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
}

/** Ids and names that exist in the seeded data, keyed by a field name in lower case. */
export type KnownValues = Record<string, readonly unknown[]>;

const nest = (depth: number, leaf: unknown): unknown =>
  Array.from({ length: depth }).reduce<unknown>((inner) => ({ a: [inner] }), leaf);

/** Values no field should accept as they are, or that sit at the edge of what one accepts. */
export const HOSTILE_VALUES: readonly unknown[] = [
  null,
  true,
  0,
  -1,
  1.5,
  2_147_483_648,
  2 ** 53 + 2,
  1e308,
  -1e308,
  'NaN',
  'Infinity',
  '-0',
  '',
  ' ',
  '0x1F',
  '1e3',
  'x'.repeat(10_000),
  'nul \u0000 inside',
  'lone \ud800 surrogate',
  '\udc00',
  '😀 text ✓ ünïcödé',
  '../../etc/passwd',
  "' or 1=1 --",
  '2026-02-30',
  '9999-12-31T23:59:59Z',
  '0000-01-01',
  '24:00',
  [],
  [1, 'two', null],
  Array.from({ length: 2_000 }, (_, i) => i),
  {},
  { nested: { value: 'x' } },
  nest(20, 'deep but allowed'),
  nest(40, 'past the depth limit'),
];

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_VALUES) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
);

const clamp = (value: number | undefined, low: number, high: number, fallback: number) =>
  value === undefined ? fallback : Math.min(high, Math.max(low, value));

function plainString(node: SchemaNode): fc.Arbitrary<string> {
  if (node.format === 'date') {
    // Mondays and leap days, and the calendar's ends (a week from 9999-12-27 ran into year 10000).
    return fc.constantFrom(
      '2026-11-23',
      '2026-11-16',
      '2024-02-29',
      '2026-01-01',
      '9999-12-27',
      '9999-12-31',
      '0000-01-03',
    );
  }
  if (node.format === 'date-time') {
    return fc.constantFrom(
      '2026-11-23T08:00:00Z',
      '2026-11-23T08:00:00.000+01:00',
      '2000-01-01T00:00:00Z',
      '9999-12-31T23:59:59-23:59',
      '0000-01-01T00:00:00+23:59',
    );
  }
  if (node.format === 'uuid') return fc.uuid();
  if (node.pattern) return fc.stringMatching(new RegExp(node.pattern));
  const minLength = clamp(node.minLength, 0, 40, 0);
  const usual = fc.string({ minLength, maxLength: Math.max(minLength, clamp(node.maxLength, 0, 40, 20)) });
  // As long as the schema allows (a column may be shorter), or long when it sets no limit.
  const longest = 'y'.repeat(clamp(node.maxLength, 1, 20_000, 20_000));
  return fc.oneof({ weight: 6, arbitrary: usual }, { weight: 1, arbitrary: fc.constant(longest) });
}

function plainNumber(node: SchemaNode, integer: boolean): fc.Arbitrary<number> {
  const low = node.exclusiveMinimum !== undefined ? node.exclusiveMinimum + 1 : node.minimum;
  const min = clamp(low, -1e6, 1e6, -1000);
  const max = clamp(node.maximum, min, 1e6, Math.max(min, 1000));
  const usual = integer
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
    : fc.double({ min, max, noNaN: true });
  // The schema's own edges (a safe integer the database's 32-bit column cannot hold is one).
  const edges = [low, node.maximum, 2_147_483_648, -2_147_483_649, 1e15].filter(
    (n): n is number =>
      n !== undefined && (low === undefined || n >= low) && (node.maximum === undefined || n <= node.maximum),
  );
  return edges.length
    ? fc.oneof({ weight: 4, arbitrary: usual }, { weight: 1, arbitrary: fc.constantFrom(...edges) })
    : usual;
}

/** A value the schema node would likely accept; `depth` stops arrays of objects of arrays. */
export function plausible(node: SchemaNode, known: KnownValues, name = '', depth = 0): fc.Arbitrary<unknown> {
  const own = plausibleOwn(node, known, depth);
  const ids = known[name.toLowerCase()];
  return ids?.length ? fc.oneof(fc.constantFrom(...ids), own) : own;
}

function plausibleOwn(node: SchemaNode, known: KnownValues, depth: number): fc.Arbitrary<unknown> {
  if (node.const !== undefined) return fc.constant(node.const);
  if (node.enum?.length) return fc.constantFrom(...node.enum);
  const choices = node.anyOf ?? node.oneOf;
  if (choices?.length) return fc.oneof(...choices.map((c) => plausible(c, known, '', depth)));
  const type = Array.isArray(node.type) ? node.type[0] : node.type;
  switch (type) {
    case 'object':
      return depth > 3 ? fc.constant({}) : objectOf(node, known, depth + 1, fc.constant(undefined));
    case 'array': {
      const items = node.items ? plausible(node.items, known, '', depth + 1) : fc.jsonValue({ maxDepth: 1 });
      const minLength = clamp(node.minItems, 0, 3, 0);
      return fc.array(items, { minLength, maxLength: Math.max(minLength, clamp(node.maxItems, 0, 3, 3)) });
    }
    case 'string':
      return plainString(node);
    case 'integer':
      return plainNumber(node, true);
    case 'number':
      return plainNumber(node, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/**
 * An object of the node's properties, each plausible or (by weight) hostile or left out, plus now
 * and then a field the contract does not have.
 */
export function objectOf(
  node: SchemaNode,
  known: KnownValues,
  depth: number,
  wrong: fc.Arbitrary<unknown> = hostileValue,
): fc.Arbitrary<Record<string, unknown>> {
  // Half the objects have no wrong field by choice (only what a plausible value gets wrong), so
  // requests get past validation into the services; the others have a few.
  return fc.boolean().chain((nearlyRight) => fieldsOf(node, known, depth, nearlyRight ? null : wrong));
}

function fieldsOf(
  node: SchemaNode,
  known: KnownValues,
  depth: number,
  wrong: fc.Arbitrary<unknown> | null,
): fc.Arbitrary<Record<string, unknown>> {
  const keys = Object.keys(node.properties ?? {});
  const required = new Set(node.required ?? []);
  const fields = keys.map((key) => {
    const right = plausible(node.properties![key]!, known, key, depth);
    const choices = [
      { weight: required.has(key) ? 12 : 6, arbitrary: right },
      { weight: required.has(key) ? (wrong ? 1 : 0) : 4, arbitrary: fc.constant(undefined) },
      ...(wrong ? [{ weight: 3, arbitrary: wrong }] : []),
    ].filter((choice) => choice.weight > 0);
    return fc.oneof(...choices).map((value) => [key, value] as const);
  });
  const extraField = fc.tuple(fc.constantFrom('extra', '__proto__', 'constructor', 'sid'), hostileValue);
  const extra = wrong ? fc.option(extraField, { freq: 4 }) : fc.constant(null);
  return fc.tuple(fc.tuple(...fields), extra).map(([pairs, more]) => {
    const object: Record<string, unknown> = {};
    for (const [key, value] of pairs) if (value !== undefined) object[key] = value;
    // defineProperty: a plain assignment to __proto__ would set the prototype, not a field.
    if (more) Object.defineProperty(object, more[0], { value: more[1], enumerable: true });
    return object;
  });
}
