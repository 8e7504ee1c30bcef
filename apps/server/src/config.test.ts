import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES, ConfigError, loadConfig } from './config.js';
import { tempDir } from './test/harness.js';

describe('configuration', () => {
  it('[SRV-3] defaults: SQLite in DATA_DIR, embedded provider, demo data on', () => {
    const base = tempDir();
    const config = loadConfig({ INIT_CWD: base });
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: path.join(base, 'data'),
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
      oidcIssuer: undefined,
      oidcClientId: 'fieldops-web',
      companyDomain: 'acme.example',
      demoData: true,
      sessionTtlHours: 336,
      idempotencyRetentionDays: 30,
      rateLimitMax: 600,
      bodyLimitBytes: 1_048_576,
      requestTimeoutMs: 120_000,
      trustProxy: false,
    });
    expect(existsSync(config.dataDir)).toBe(true);
    expect(config.webDist.endsWith(path.join('apps', 'web', 'dist'))).toBe(true);
  });

  it('[SRV-3] DATABASE_URL selects PostgreSQL; PUBLIC_URL follows PORT', () => {
    const config = loadConfig({
      DATA_DIR: tempDir(),
      DATABASE_URL: 'postgres://u@db:5432/fo',
      PORT: '8080',
      DEMO_DATA: 'false',
    });
    expect(config.databaseUrl).toBe('postgres://u@db:5432/fo');
    expect(config.publicUrl).toBe('http://localhost:8080');
    expect(config.demoData).toBe(false);
  });

  it('[SRV-3] bad values fail with every bad variable named', () => {
    const load = () =>
      loadConfig({ DATA_DIR: tempDir(), PORT: 'eighty', DATABASE_URL: 'mysql://x', DEMO_DATA: 'maybe' });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(/PORT[\s\S]*DATABASE_URL[\s\S]*DEMO_DATA/);
  });

  it("[TSX-2] COMPANY_TIME_ZONE is the company's IANA zone, America/Los_Angeles unless set (TRUST-7: the demo jobs are in Oregon); an unknown name stops the start", () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).companyTimeZone).toBe('America/Los_Angeles');
    expect(loadConfig({ DATA_DIR: tempDir(), COMPANY_TIME_ZONE: 'America/Denver' }).companyTimeZone).toBe(
      'America/Denver',
    );
    expect(() => loadConfig({ DATA_DIR: tempDir(), COMPANY_TIME_ZONE: 'Mountain Time' })).toThrow(
      /COMPANY_TIME_ZONE: Unknown time zone; use an IANA name such as America\/New_York/,
    );
  });

  it('lists every variable with a default and a description', () => {
    const names = CONFIG_VARIABLES.map((v) => v.name);
    expect(names).toEqual(
      expect.arrayContaining(['PORT', 'DATABASE_URL', 'OIDC_ISSUER', 'SESSION_TTL_HOURS', 'TRUST_PROXY']),
    );
    for (const variable of CONFIG_VARIABLES) expect(variable.description.length).toBeGreaterThan(10);
  });
});

it('docs/operations.md documents exactly the variables config.ts reads', () => {
  const docs = readFileSync(fileURLToPath(new URL('../../../docs/operations.md', import.meta.url)), 'utf8');
  // The table after the marker, up to the first blank line after it; prettier may put a blank
  // line between the marker and the table and pads the cells.
  const afterMarker = docs.split('<!-- config-table')[1]?.replace(/^[^\n]*\n\s*/, '') ?? '';
  const table = afterMarker.split('\n\n')[0] ?? '';
  const documented = [...table.matchAll(/^\|\s*`([A-Z0-9_]+)`\s*\|/gm)].map((m) => m[1]);
  expect(documented.sort()).toEqual(CONFIG_VARIABLES.map((v) => v.name).sort());
});
