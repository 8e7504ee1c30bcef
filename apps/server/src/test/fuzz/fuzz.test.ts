// OPS-6: no client mistake gets a 5xx. A fast-check property sends malformed and hostile requests
// to every call and procedure of the contract (and the tus routes) as signed-in users, through
// app.inject, and checks each answer: below 500, every 4xx in the {error, message, details} shape,
// and nothing stored changed. A 2xx is a request valid by chance: it may change rows, so the
// digest is taken again; the count of those shows the run mostly sent bad input.
import { ERROR_CODES } from '@fieldops/contract';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startTestServer, type TestServer } from '../harness.js';
import { CARLOS, FRANK } from '../jobs-fixtures.js';
import { knownValues } from './known-values.js';
import { readBackRequests } from './read-back.js';
import { fuzzTargets, requestFor } from './requests.js';
import { allTables, storeDigest } from './store-digest.js';
import type { KnownValues } from './values.js';
import type { Database } from '../../db/types.js';

/** Cases per database; sized for CI (a loaded 2-core machine) at well under a minute. */
export const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 1_200);
/** 10 s on PostgreSQL on an idle machine; a loaded CI machine may take a few times that. */
const FUZZ_TIMEOUT_MS = Math.max(180_000, FUZZ_RUNS * 150);
/** Stands for a user's current session id in a generated URL (a sign-out ends it mid-run). */
const SESSION_MARK = ['FUZZSESSIONMARK0', 'FUZZSESSIONMARK1'] as const;

/**
 * 5xx answers that report the server's own state, not the request: no geocoder is configured. A
 * HEAD answer has no body to name the error, so there the call and status decide.
 */
const SERVER_STATE: Record<string, { status: number; error: string }> = {
  reverseGeocode: { status: 503, error: ERROR_CODES.geocoderUnavailable },
};

let server: TestServer;
let known: KnownValues;
let tables: (keyof Database)[];
const users = [CARLOS, FRANK];
const sessions: string[] = [];

beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_MAX: '1000000' });
  await signInAll();
  known = await knownValues(server, users, sessions);
  tables = await allTables(server.app);
});
afterAll(() => server?.close());

async function signInAll(): Promise<void> {
  for (const [i, email] of users.entries()) sessions[i] = await signIn(server, email);
}

/** Puts the users' current session ids where the generator marked them. */
function withSessions(request: InjectOptions): InjectOptions {
  let url = String(request.url);
  SESSION_MARK.forEach((mark, i) => (url = url.replaceAll(mark, sessions[i]!)));
  return { ...request, url };
}

describe('fuzz', () => {
  it(
    '[OPS-6] hostile requests to every call and procedure get a 4xx in the error shape and change nothing',
    async () => {
      const targets = fuzzTargets();
      const histogram = new Map<string, number>();
      const hits = new Map<string, number>();
      let accepted = 0;
      let digest = await storeDigest(server.app, tables);
      const cases = fc
        .tuple(fc.constantFrom(...targets), fc.constantFrom(0, 1))
        .chain(([target, who]) => requestFor(target, known, SESSION_MARK[who]).map((r) => ({ target, r })));
      await fc.assert(
        fc.asyncProperty(cases, async ({ target, r }) => {
          const answer = await server.app.inject(withSessions(r));
          const status = answer.statusCode;
          histogram.set(String(status), (histogram.get(String(status)) ?? 0) + 1);
          hits.set(target.name, (hits.get(target.name) ?? 0) + 1);
          const body = status >= 400 && r.method !== 'HEAD' ? answer.json<Record<string, unknown>>() : null;
          const state = SERVER_STATE[target.name];
          if (state?.status === status && (r.method === 'HEAD' || body?.error === state.error)) return;
          expect(status, `${r.method} ${r.url}\n${answer.body.slice(0, 500)}`).toBeLessThan(500);
          if (status < 400) {
            accepted++;
            // A sign-out ends the session, and a sign-in on the same device may replace it: start afresh.
            if (target.name === 'endSession' || target.name === 'createSession') await signInAll();
            digest = await storeDigest(server.app, tables);
            return;
          }
          if (body)
            expect(Object.keys(body).sort(), answer.body.slice(0, 300)).toEqual([
              'details',
              'error',
              'message',
            ]);
          expect(await storeDigest(server.app, tables), `${r.method} ${r.url} changed what is stored`).toBe(
            digest,
          );
        }),
        { numRuns: FUZZ_RUNS, endOnFailure: true },
      );
      const statuses = [...histogram].sort(([a], [b]) => a.localeCompare(b));
      console.info(
        `[OPS-6] fuzz: ${FUZZ_RUNS} cases, ${accepted} accepted (2xx/3xx); statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
      );
      // Every call and procedure was reached, and most cases were refused (the input was bad).
      expect(targets.filter((t) => !hits.has(t.name)).map((t) => t.name)).toEqual([]);
      expect(accepted).toBeLessThan(FUZZ_RUNS / 2);
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    '[OPS-6] everything the run stored reads back without a 5xx',
    async () => {
      let reads = 0;
      for (const sid of sessions) {
        for (const request of await readBackRequests(server, sid)) {
          const answer = await server.app.inject(request);
          expect(
            answer.statusCode,
            `${request.method} ${request.url}\n${answer.body.slice(0, 300)}`,
          ).toBeLessThan(500);
          reads++;
        }
      }
      console.info(`[OPS-6] fuzz: ${reads} reads of what the run stored`);
    },
    FUZZ_TIMEOUT_MS,
  );
});
