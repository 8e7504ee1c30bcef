// OPS-4: puts a backup back as one machine's data. Nothing is written until every file of the
// backup matches its manifest (size and SHA-256). Data already in DATA_DIR is never deleted: with
// `force` it is moved aside into `before-restore-<time>/`, including the database's -wal and -shm
// files (a stale write-ahead log beside a restored database would be replayed into it). The server
// must be stopped: it holds the database open.
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { z } from 'zod';
import {
  BACKUP_FORMAT,
  BackupError,
  DATA_FILES,
  DATA_FOLDERS,
  DATABASE_FILE,
  MANIFEST_FILE,
  type BackupManifest,
  sha256Of,
} from './backup.js';

const Manifest = z.object({
  format: z.literal(BACKUP_FORMAT),
  createdAt: z.string(),
  files: z.array(
    z.object({
      // Relative, inside the backup: no absolute paths, no "..".
      path: z.string().regex(/^(?!\/)(?!.*(^|\/)\.\.(\/|$)).+$/),
      bytes: z.number().int().nonnegative(),
      sha256: z.string().regex(/^[0-9a-f]{64}$/),
    }),
  ),
});

/** What DATA_DIR holds of a machine's data, the database's journal files included. */
const PARTS = [DATABASE_FILE, `${DATABASE_FILE}-wal`, `${DATABASE_FILE}-shm`, ...DATA_FOLDERS, ...DATA_FILES];

export interface RestoreResult {
  restored: string[];
  /** Where the data that was in DATA_DIR went, or null when it held none. */
  movedAside: string | null;
}

export function restore(
  backupFolder: string,
  dataDir: string,
  { force = false, at = new Date() }: { force?: boolean; at?: Date } = {},
): RestoreResult {
  const manifest = checkedManifest(backupFolder);
  const present = PARTS.filter((part) => existsSync(path.join(dataDir, part)));
  if (present.length > 0 && !force) {
    throw new BackupError(
      `${dataDir} already holds data (${present.join(', ')}). Stop the server and run the restore with --force: the current data is moved aside, not deleted.`,
    );
  }
  mkdirSync(dataDir, { recursive: true });
  const stamp = at
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/:/g, '-');
  const staging = path.join(dataDir, `.restoring-${stamp}`);
  for (const part of topLevelParts(manifest)) {
    cpSync(path.join(backupFolder, part), path.join(staging, part), { recursive: true });
  }
  let movedAside: string | null = null;
  if (present.length > 0) {
    movedAside = path.join(dataDir, `before-restore-${stamp}`);
    mkdirSync(movedAside);
    for (const part of present) renameSync(path.join(dataDir, part), path.join(movedAside, part));
  }
  const restored = topLevelParts(manifest);
  for (const part of restored) renameSync(path.join(staging, part), path.join(dataDir, part));
  rmSync(staging, { recursive: true, force: true });
  checkDatabase(path.join(dataDir, DATABASE_FILE));
  return { restored, movedAside };
}

/** The manifest, once every file it lists is in the backup with its size and hash. */
function checkedManifest(folder: string): BackupManifest {
  const file = path.join(folder, MANIFEST_FILE);
  if (!existsSync(file))
    throw new BackupError(`${folder} is not a FieldOps backup: ${MANIFEST_FILE} is missing`);
  const parsed = Manifest.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) throw new BackupError(`${file} is not a backup manifest this version reads`);
  if (!parsed.data.files.some((f) => f.path === DATABASE_FILE))
    throw new BackupError(`The backup in ${folder} holds no database`);
  for (const entry of parsed.data.files) {
    const copy = path.join(folder, entry.path);
    if (!existsSync(copy)) throw new BackupError(`The backup is incomplete: ${entry.path} is missing`);
    if (statSync(copy).size !== entry.bytes || sha256Of(copy) !== entry.sha256)
      throw new BackupError(`The backup is damaged: ${entry.path} does not match its manifest`);
  }
  return parsed.data;
}

const topLevelParts = (manifest: BackupManifest) => [
  ...new Set(manifest.files.map((f) => f.path.split('/')[0]!)),
];

function checkDatabase(file: string): void {
  const database = new SQLite(file, { fileMustExist: true });
  try {
    const result = database.pragma('integrity_check', { simple: true });
    if (result !== 'ok')
      throw new BackupError(`The restored database fails its integrity check: ${String(result)}`);
  } finally {
    database.close();
  }
}
