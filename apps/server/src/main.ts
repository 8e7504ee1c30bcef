// Starts the server: `npm start` runs it compiled (apps/server/dist/main.js, scripts/build-server.ts);
// tests and the e2e harness run this file with tsx. Prints where to go and how to sign in;
// never prints secrets (the demo password is a published demo value, not a secret).
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { DEMO_PASSWORD, demoAccounts, isCompanyAccount } from './idp/accounts.js';
import { openHealthPort, type HealthPort } from './http/health-port.js';

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const app = await buildApp(config);
  await app.listen({ port: config.port, host: config.host });
  // TRUST-3: liveness on its own port and thread, answered however busy the app's loop is.
  const health: HealthPort | undefined =
    config.healthPort > 0 ? await openHealthPort({ port: config.healthPort, host: config.host }) : undefined;

  const database =
    app.database.dialect === 'sqlite'
      ? `SQLite ${config.dataDir}/${app.database.name}`
      : `PostgreSQL database ${app.database.name}`;
  const lines = [
    '',
    `FieldOps is running at ${config.publicUrl}`,
    `Database: ${database}`,
    `Identity provider: ${app.identity.issuer}${config.oidcIssuer ? '' : ' (embedded)'}`,
  ];
  if (health) lines.push(`Liveness: port ${health.port} (GET /api/health/live)`);
  if (!config.oidcIssuer) {
    const accounts = demoAccounts(config.companyDomain);
    const company = accounts.filter((a) => isCompanyAccount(a, config.companyDomain));
    const others = accounts.filter((a) => !isCompanyAccount(a, config.companyDomain));
    lines.push(`Demo accounts (password: ${DEMO_PASSWORD}):`);
    for (const a of company) lines.push(`  ${a.email.padEnd(34)} ${a.name} (${a.role})`);
    for (const a of others) lines.push(`  ${a.email.padEnd(34)} ${a.name} (refused: other company)`);
  }
  process.stdout.write(`${lines.join('\n')}\n\n`);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, closing`);
    // app.close() ends open requests, then the onClose hook closes the database.
    Promise.all([app.close(), health?.close()]).then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  process.stderr.write(
    `${error instanceof ConfigError ? error.message : String((error as Error)?.stack ?? error)}\n`,
  );
  process.exit(1);
});
