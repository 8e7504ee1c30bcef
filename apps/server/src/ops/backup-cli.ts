// OPS-4: `npm run backup [-- --to <folder>]` and `npm run restore -- <backup folder> [--force]`,
// for one machine on SQLite (DATA_DIR as the server reads it). On PostgreSQL the database is
// backed up with its own tools (docs/operations.md); this says so instead of copying half.
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { BackupError, backUp } from './backup.js';
import { restore } from './restore.js';

async function main(command: string | undefined, args: string[]): Promise<string> {
  const config = loadConfig(process.env);
  if (config.databaseUrl) {
    throw new BackupError(
      'DATABASE_URL names a PostgreSQL database: back it up with pg_dump and the blob store with its own tools (docs/operations.md, "Backups").',
    );
  }
  if (command === 'backup') {
    const { values } = parseArgs({ args, options: { to: { type: 'string', default: './backups' } } });
    const { folder, manifest } = await backUp(config.dataDir, values.to);
    const bytes = manifest.files.reduce((sum, f) => sum + f.bytes, 0);
    return `Backed up ${manifest.files.length} files (${bytes} bytes) of ${config.dataDir} to ${folder}`;
  }
  if (command === 'restore') {
    const { values, positionals } = parseArgs({
      args,
      allowPositionals: true,
      options: { force: { type: 'boolean', default: false } },
    });
    const folder = positionals[0];
    if (!folder) throw new BackupError('Name the backup folder: npm run restore -- <folder> [--force]');
    const { restored, movedAside } = restore(folder, config.dataDir, { force: values.force });
    const aside = movedAside ? `; the data that was there is in ${movedAside}` : '';
    return `Restored ${restored.join(', ')} into ${config.dataDir}${aside}`;
  }
  throw new BackupError('Usage: backup-cli backup [--to <folder>] | restore <folder> [--force]');
}

main(process.argv[2], process.argv.slice(3)).then(
  (message) => process.stdout.write(`${message}\n`),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  },
);
