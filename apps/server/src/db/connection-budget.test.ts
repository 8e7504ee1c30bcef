// SCALE-3: the connections a server takes from PostgreSQL are budgeted: DB_POOL_MAX pooled ones
// and one LISTEN connection per instance (docs/operations.md, "Connection budget"). Eight
// instances on one database run under a role limited to exactly that many and all answer.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.js';
import { signIn, startTestServer, usePostgres, type TestServer } from '../test/harness.js';
import { CARLOS, runProcedure } from '../test/jobs-fixtures.js';

const INSTANCES = 8;
const POOL_MAX = 2;
/** N × (DB_POOL_MAX + 1): the pools and one LISTEN connection each. */
const BUDGET = INSTANCES * (POOL_MAX + 1);
const PG_TEST_URL = process.env.PG_TEST_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function admin<T>(use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: PG_TEST_URL });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

describe('[SCALE-3] the connection budget', () => {
  it('[SCALE-3] DB_POOL_MAX and CHANGE_FEED are read and checked at start', () => {
    const config = loadConfig({ DB_POOL_MAX: '4', CHANGE_FEED: 'local' });
    expect([config.dbPoolMax, config.changeFeed]).toEqual([4, 'local']);
    expect(loadConfig({}).changeFeed).toBe('listen');
    expect(() => loadConfig({ DB_POOL_MAX: '0' })).toThrow(ConfigError);
    expect(() => loadConfig({ CHANGE_FEED: 'poll' })).toThrow(ConfigError);
  });

  if (usePostgres) {
    it(`[SCALE-3] ${INSTANCES} instances with DB_POOL_MAX=${POOL_MAX} run on one database under a role limited to ${BUDGET} connections, and all answer`, async () => {
      const suffix = randomBytes(5).toString('hex');
      const role = `fieldops_budget_${suffix}`;
      const name = `fieldops_t_budget_${suffix}`;
      await admin(async (client) => {
        await client.query(`create role ${role} login connection limit ${BUDGET}`);
        await client.query(`create database ${name} owner ${role}`);
      });
      const url = new URL(PG_TEST_URL);
      url.username = role;
      url.pathname = `/${name}`;
      const database = { url: url.href, drop: async () => undefined };
      const env = { DB_POOL_MAX: String(POOL_MAX), CHANGE_FEED: 'listen' };
      const servers: TestServer[] = [];
      const counts: number[] = [];
      const countConnections = () =>
        admin(async (client) => {
          const { rows } = await client.query<{ n: string }>(
            'select count(*) as n from pg_stat_activity where usename = $1',
            [role],
          );
          counts.push(Number(rows[0]!.n));
        });
      try {
        for (let i = 0; i < INSTANCES; i++) servers.push(await startTestServer(env, { database }));
        const sids = await Promise.all(servers.map((server) => signIn(server, CARLOS)));
        // Every instance at once, several polls each with their own window: each misses the cache
        // and queries, so every pool is used to its limit while the connections are counted.
        const polls = servers.flatMap((server, i) =>
          Array.from({ length: 4 }, (_, k) =>
            runProcedure(server, sids[i]!, 'GetJobUpdates', {
              since: new Date(Date.UTC(2026, 0, 1 + k)).toISOString(),
            }),
          ),
        );
        const [answers] = await Promise.all([Promise.all(polls), countConnections()]);
        await countConnections();
        expect(answers).toHaveLength(INSTANCES * 4);
        for (const answer of answers) expect(answer.jobIDs?.length).toBeGreaterThan(0);
        // Each instance holds its LISTEN connection, and none went past the role's limit.
        for (const count of counts) {
          expect(count).toBeGreaterThanOrEqual(INSTANCES);
          expect(count).toBeLessThanOrEqual(BUDGET);
        }
      } finally {
        for (const server of servers) await server.close();
        await admin(async (client) => {
          await client.query(`drop database if exists ${name} with (force)`);
          await client.query(`drop role if exists ${role}`);
        });
      }
    });
  }
});
