// OPS-6 fuzz: one request per case, for every call of the contract and every procedure (the list
// is read from `calls` and `procedures`, so a new one is fuzzed without a change here), plus the
// tus upload routes, which are plain routes. Each part of a request may be wrong: path parameters,
// query (repeated keys, `sid[]=`), body (fields, types, raw text), content type, session, headers.
import { calls, DEVICE_HEADER, procedures, UPLOADS_PATH, type CallDefinition } from '@fieldops/contract';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { z } from 'zod';
import { hostileValue, objectOf, plausible, type KnownValues, type SchemaNode } from './values.js';

export interface FuzzTarget {
  name: string;
  method: NonNullable<InjectOptions['method']>;
  path: string;
  params?: SchemaNode;
  query?: SchemaNode;
  body?: SchemaNode;
  /** A procedure's parameters, sent as `{procedure, parameters: [{name, value}]}`. */
  procedure?: string;
}

const jsonSchema = (schema: z.ZodType | undefined): SchemaNode | undefined =>
  schema ? (z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as SchemaNode) : undefined;

/** Every call and procedure of the contract, and the tus routes. */
export function fuzzTargets(): FuzzTarget[] {
  const fromCalls = Object.entries(calls as Record<string, CallDefinition>).map(([name, call]) => ({
    name,
    method: call.method,
    path: call.path,
    params: jsonSchema(call.params),
    query: jsonSchema(call.query),
    body: jsonSchema(call.body),
  }));
  const fromProcedures = Object.entries(procedures).map(([name, procedure]) => ({
    name: `cmd:${name}`,
    method: 'POST' as const,
    path: '/api/cmd',
    procedure: name,
    body: jsonSchema(procedure.parameters),
  }));
  const tus = (['OPTIONS', 'POST'] as const).map((method) => ({
    name: `tus:${method}`,
    method,
    path: UPLOADS_PATH,
  }));
  const tusOne = (['HEAD', 'PATCH', 'DELETE'] as const).map((method) => ({
    name: `tus:${method}`,
    method,
    path: `${UPLOADS_PATH}/:id`,
    params: { type: 'object', properties: { id: { type: 'string', format: 'uuid' } }, required: ['id'] },
  }));
  return [...fromCalls, ...fromProcedures, ...tus, ...tusOne];
}

/** Text for a URL: a path parameter or query value as it was generated, made a string. */
const asText = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

/** encodeURIComponent, except that a lone surrogate is sent as its 3 bytes (as a raw client may). */
function encode(text: string): string {
  return text.replace(/[\s\S]/gu, (char) => {
    if (char.length === 2 || !/[\uD800-\uDFFF]/.test(char)) return encodeURIComponent(char);
    const code = char.charCodeAt(0);
    return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
      .map((byte) => `%${byte.toString(16).toUpperCase()}`)
      .join('');
  });
}

const rawPathPart = fc.constantFrom('%E0%A4%A', '%', '%00', '..', '%2e%2e', 'a%2Fb', 'x'.repeat(150));

function pathOf(target: FuzzTarget, known: KnownValues): fc.Arbitrary<string> {
  const names = [...target.path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]!);
  const parts = names.map((name) => {
    const node = target.params?.properties?.[name] ?? {};
    const encoded = fc
      .oneof({ weight: 3, arbitrary: plausible(node, known, name) }, { weight: 2, arbitrary: hostileValue })
      .map((value) => encode(asText(value)));
    return fc.oneof({ weight: 6, arbitrary: encoded }, { weight: 1, arbitrary: rawPathPart });
  });
  return fc.tuple(...parts).map((values) => {
    let path = target.path;
    names.forEach((name, i) => (path = path.replace(`:${name}`, values[i]!)));
    return path;
  });
}

const pair = (key: string, value: unknown) => `${encode(key)}=${encode(asText(value))}`;

/** The query string after `?`: the schema's keys, then how the session is named. */
function queryOf(target: FuzzTarget, known: KnownValues, sid: string): fc.Arbitrary<string> {
  const fields = target.query ? objectOf(target.query, known, 0) : fc.constant({});
  const proc = target.procedure ? fc.constantFrom(`proc=${target.procedure}`) : fc.constant('');
  const session = fc.oneof(
    { weight: 40, arbitrary: fc.constant(pair('sid', sid)) },
    { weight: 1, arbitrary: fc.constant('') },
    { weight: 1, arbitrary: fc.constant(`sid[]=${encodeURIComponent(sid)}`) },
    { weight: 1, arbitrary: fc.constant(`${pair('sid', sid)}&${pair('sid', sid)}`) },
    { weight: 1, arbitrary: fc.constant(`;sid=${encodeURIComponent(sid)}`) },
    { weight: 1, arbitrary: hostileValue.map((value) => pair('sid', value)) },
  );
  const odd = fc.constantFrom(
    '',
    '',
    '',
    'a[b]=c',
    'proc=GetMenuItems',
    'x=%',
    '%zz=1',
    '&&=&',
    'jobID=1&jobID=2',
  );
  const repeatFirst = fc.boolean();
  return fc
    .tuple(fields, proc, session, odd, repeatFirst)
    .map(([object, procPart, sidPart, oddPart, repeat]) => {
      const parts = Object.entries(object).map(([key, value]) => pair(key, value));
      if (repeat && parts[0]) parts.push(parts[0]);
      return [procPart, ...parts, oddPart, sidPart].filter(Boolean).join('&');
    });
}

export interface FuzzBody {
  contentType: string | undefined;
  payload: string | Buffer | undefined;
}

const CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/octet-stream',
  'application/json; charset=utf-16',
  'application/offset+octet-stream',
  undefined,
];
const RAW_BODIES = [
  '',
  '{',
  '{"a":',
  'null',
  '[]',
  '"text"',
  '1e999',
  '{"__proto__":{"polluted":true}}',
  '\u0000',
];

function bodyOf(target: FuzzTarget, known: KnownValues): fc.Arbitrary<FuzzBody> {
  const fields = target.body ? objectOf(target.body, known, 0) : hostileValue;
  const value = target.procedure
    ? fc.tuple(fields, fc.boolean()).map(([parameters, sameName]) => ({
        procedure: sameName ? target.procedure : 'GetMenuItems',
        parameters: Object.entries(parameters as object).map(([name, v]) => ({ name, value: v })),
      }))
    : fields;
  const asJson = value.map((v) => ({
    contentType: 'application/json',
    payload: JSON.stringify(v) ?? 'null',
  }));
  const wrongWrapper = hostileValue.map((v) => ({
    contentType: 'application/json',
    payload: JSON.stringify(v) ?? '',
  }));
  const raw = fc.constantFrom(...RAW_BODIES).map((payload) => ({ contentType: 'application/json', payload }));
  const wrongType = fc
    .tuple(value, fc.constantFrom(...CONTENT_TYPES))
    .map(([v, contentType]) => ({ contentType, payload: JSON.stringify(v) ?? '' }));
  const none = fc.constantFrom<FuzzBody>({ contentType: undefined, payload: undefined });
  return fc.oneof(
    { weight: 8, arbitrary: asJson },
    { weight: 1, arbitrary: wrongWrapper },
    { weight: 1, arbitrary: raw },
    { weight: 1, arbitrary: wrongType },
    { weight: 1, arbitrary: none },
  );
}

const TUS_HEADER_VALUES = [
  '1.0.0',
  '0.2.2',
  '',
  '-1',
  '10',
  '99999999999999999999',
  'abc',
  'sha1 AAAA',
  'purpose aW1hZ2U=',
];
const tusHeaders = fc.record(
  {
    'tus-resumable': fc.constantFrom('1.0.0', '1.0.0', '0.2.2', ''),
    'upload-length': fc.constantFrom(...TUS_HEADER_VALUES),
    'upload-offset': fc.constantFrom(...TUS_HEADER_VALUES),
    'upload-metadata': fc.constantFrom(...TUS_HEADER_VALUES, 'purpose AA==,jobID MQ==', 'a,,b b,c !!!'),
    'upload-checksum': fc.constantFrom(...TUS_HEADER_VALUES, 'md5 AAAA'),
    'upload-defer-length': fc.constantFrom('1'),
  },
  { requiredKeys: [] },
);

/** Headers any request may carry wrong: the device, a cache validator, encodings. */
const oddHeaders = fc.record(
  {
    [DEVICE_HEADER.toLowerCase()]: fc.constantFrom('', 'x'.repeat(5_000), '{"serial":1}', 'null', '%00'),
    'if-none-match': fc.constantFrom('*', '"x"', 'W/"1"', ''),
    'accept-encoding': fc.constantFrom('gzip;q=0, br;q=abc', '*', 'identity;q=0'),
    'content-encoding': fc.constantFrom('gzip', 'br', 'bogus'),
    accept: fc.constantFrom('text/html', 'application/xml', '*/*;q=x'),
  },
  { requiredKeys: [] },
);

const ANY_METHOD = fc.constantFrom<FuzzTarget['method']>(
  'GET',
  'HEAD',
  'POST',
  'PUT',
  'PATCH',
  'DELETE',
  'OPTIONS',
);

/** One request to `target` as the user whose session is `sid`. */
export function requestFor(target: FuzzTarget, known: KnownValues, sid: string): fc.Arbitrary<InjectOptions> {
  const idempotencyKey = fc.option(
    fc.constantFrom('fuzz-key-000000001', '', 'k'.repeat(300), 'fuzz-key-000000002'),
    {
      freq: 3,
    },
  );
  const tus = target.name.startsWith('tus:') ? tusHeaders : fc.constant({});
  const extraHeaders = fc
    .tuple(tus, fc.option(oddHeaders, { freq: 6 }))
    .map(([own, odd]) => ({ ...own, ...odd }));
  return fc
    .tuple(
      pathOf(target, known),
      queryOf(target, known, sid),
      bodyOf(target, known),
      idempotencyKey,
      extraHeaders,
      // Now and then another method on the call's path (HEAD of a GET call is answered by Fastify).
      fc.oneof({ weight: 15, arbitrary: fc.constant(target.method) }, { weight: 1, arbitrary: ANY_METHOD }),
    )
    .map(([path, query, body, key, headers, method]) => ({
      method,
      url: query ? `${path}?${query}` : path,
      headers: {
        ...headers,
        ...(body.contentType ? { 'content-type': body.contentType } : {}),
        ...(key !== null ? { 'idempotency-key': key } : {}),
      },
      ...(body.payload !== undefined && method !== 'GET' && method !== 'HEAD'
        ? { payload: body.payload }
        : {}),
    }));
}
