// OPS-4: a backup of one machine's data, taken while the server runs. What a machine holds lives
// under DATA_DIR: the SQLite file, the image blobs, the local drive and the embedded provider's
// keys. The database is copied first, through SQLite's online backup (a consistent snapshot while
// the server keeps writing); the folders after it, so every blob or drive file the snapshot names
// was written before the copy began (a blob is stored before the row that names it). Every file
// is listed in a manifest with its size and SHA-256, which restore checks before it writes.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';

export const DATABASE_FILE = 'fieldops.sqlite';
/** Folders and files of DATA_DIR beside the database: blobs, the local drive, the provider's keys. */
export const DATA_FOLDERS = ['blobs', 'drive'] as const;
export const DATA_FILES = ['oidc-keys.json'] as const;
export const MANIFEST_FILE = 'manifest.json';
export const BACKUP_FORMAT = 1;

export interface ManifestEntry {
  path: string;
  bytes: number;
  sha256: string;
}

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  createdAt: string;
  files: ManifestEntry[];
}

export interface BackupResult {
  folder: string;
  manifest: BackupManifest;
}

/** `fieldops-backup-2026-11-24T09-30-00Z`: sorts by time, safe on every file system. */
export const backupName = (at: Date) =>
  `fieldops-backup-${at
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/:/g, '-')}`;

/** Backs up `dataDir` into a new folder under `targetParent`; the server may keep running. */
export async function backUp(dataDir: string, targetParent: string, at = new Date()): Promise<BackupResult> {
  const database = path.join(dataDir, DATABASE_FILE);
  if (!existsSync(database)) throw new BackupError(`No database at ${database}: nothing to back up`);
  const folder = path.join(targetParent, backupName(at));
  if (existsSync(folder)) throw new BackupError(`${folder} exists already`);
  mkdirSync(folder, { recursive: true });

  const source = new SQLite(database, { readonly: true, fileMustExist: true });
  try {
    await source.backup(path.join(folder, DATABASE_FILE));
  } finally {
    source.close();
  }
  for (const name of DATA_FOLDERS) {
    const from = path.join(dataDir, name);
    if (existsSync(from)) cpSync(from, path.join(folder, name), { recursive: true });
  }
  for (const name of DATA_FILES) {
    const from = path.join(dataDir, name);
    if (existsSync(from)) cpSync(from, path.join(folder, name));
  }
  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    createdAt: at.toISOString(),
    files: listFiles(folder),
  };
  writeFileSync(path.join(folder, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  return { folder, manifest };
}

/** Every file under `root` (the manifest aside), with its size and hash, in a stable order. */
export function listFiles(root: string, under = ''): ManifestEntry[] {
  const entries: ManifestEntry[] = [];
  for (const name of readdirSync(path.join(root, under)).sort()) {
    const relative = under ? `${under}/${name}` : name;
    if (relative === MANIFEST_FILE) continue;
    const full = path.join(root, relative);
    if (statSync(full).isDirectory()) entries.push(...listFiles(root, relative));
    else entries.push({ path: relative, bytes: statSync(full).size, sha256: sha256Of(full) });
  }
  return entries;
}

export const sha256Of = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

/** A backup or restore that cannot go on; its message is for the person at the terminal. */
export class BackupError extends Error {}
