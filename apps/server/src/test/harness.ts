// Builds a real server for a test: its own temporary DATA_DIR and, under TEST_DATABASE=postgres,
// its own fresh PostgreSQL database (dropped on close). PostgreSQL being unreachable fails the
// run loudly: a silently skipped database is how "works on both" stops being true.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { afterAll } from 'vitest';
import { buildApp, type BuildOptions } from '../app.js';
import { loadConfig, type AppConfig } from '../config.js';
import type { Database } from '../db/types.js';
import { toCount } from '../db/dialect.js';
import { signIdToken } from './tokens.js';

export const usePostgres = process.env.TEST_DATABASE === 'postgres';
const PG_TEST_URL = process.env.PG_TEST_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface TestDatabase {
  url: string | undefined;
  drop(): Promise<void>;
}

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: PG_TEST_URL, connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
  } catch (cause) {
    throw new Error(
      `TEST_DATABASE=postgres but PostgreSQL is not reachable at ${PG_TEST_URL} (set PG_TEST_URL): ${String(cause)}`,
    );
  }
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** A fresh PostgreSQL database under TEST_DATABASE=postgres; nothing (SQLite) otherwise. */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (!usePostgres) return { url: undefined, drop: async () => undefined };
  const name = `fieldops_t_${randomBytes(6).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  const url = new URL(PG_TEST_URL);
  url.pathname = `/${name}`;
  return { url: url.href, drop: () => adminQuery(`drop database if exists ${name} with (force)`) };
}

export interface TestServer {
  app: FastifyInstance;
  config: AppConfig;
  dataDir: string;
  close(): Promise<void>;
}

const tempDirs: string[] = [];
// Test files run in isolation, so this registers once per file that uses the harness.
afterAll(() => {
  for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A temporary folder, removed when the test file ends. */
export function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'fieldops-test-'));
  tempDirs.push(dir);
  return dir;
}

/** A server on its own data folder and database; `env` overrides configuration variables. */
export async function startTestServer(
  env: Record<string, string> = {},
  options: BuildOptions & { dataDir?: string; database?: TestDatabase } = {},
): Promise<TestServer> {
  const dataDir = options.dataDir ?? tempDir();
  const database = options.database ?? (await createTestDatabase());
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    // OPS-5 load shedding judges the machine, and test machines are loaded by design: it is off
    // here and tested on its own (http/load-shedding.test.ts turns it on).
    SHED_EVENT_LOOP_DELAY_MS: '0',
    WEB_DIST: path.join(dataDir, 'no-web-dist'),
    ...(database.url ? { DATABASE_URL: database.url } : {}),
    // OPS-2: TEST_BLOB_STORE=database runs the server tests on the shared blob store (PostgreSQL).
    ...(process.env.TEST_BLOB_STORE ? { BLOB_STORE: process.env.TEST_BLOB_STORE } : {}),
    ...env,
  });
  const app = await buildApp(config, options);
  return {
    app,
    config,
    dataDir,
    async close() {
      await app.close();
      // A database handed in belongs to the caller; folders go when the file ends.
      if (!options.database) await database.drop();
    },
  };
}

export async function countRows(app: FastifyInstance, table: keyof Database): Promise<number> {
  const row = await app.database.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow();
  return toCount(row.n);
}

export const testDevice = (serial = '1700000000000@@test-device-serial') => ({
  model: 'Pixel 8',
  platform: 'android',
  uuid: 'uuid-1',
  version: '14',
  manufacturer: 'Google',
  isVirtual: false,
  serial,
});

export function signInRequest(email: string, token: string, device = testDevice()): InjectOptions {
  return {
    method: 'POST',
    url: '/api/session/',
    payload: { email, token, device, gps: null, password: '' },
  };
}

/** POST /api/cmd as the app sends it: procedure name in the query and the body, sid appended. */
export function command(
  sid: string,
  procedure: string,
  parameters: Record<string, string | number | boolean | null> = {},
  headers: Record<string, string> = {},
): InjectOptions {
  return {
    method: 'POST',
    url: `/api/cmd?proc=${encodeURIComponent(procedure)}&sid=${encodeURIComponent(sid)}`,
    headers,
    payload: { procedure, parameters: Object.entries(parameters).map(([name, value]) => ({ name, value })) },
  };
}

/** Signs `email` in through the real session call (with a token from the embedded provider's key). */
export async function signIn(server: TestServer, email: string): Promise<string> {
  const answer = await server.app.inject(signInRequest(email, await signIdToken(server, email)));
  if (answer.statusCode !== 200) throw new Error(`Sign-in of ${email} failed: ${answer.body}`);
  return answer.json<{ sessionId: string }>().sessionId;
}

/** A call of the API as the app makes it: `sid` appended to the URL. */
export function apiCall(
  sid: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
): InjectOptions {
  const separator = url.includes('?') ? '&' : '?';
  return {
    method,
    url: `${url}${separator}sid=${encodeURIComponent(sid)}`,
    headers,
    ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
  };
}
