// The drive index as one JSON file beside the drive's folders (DATA_DIR/drive/.index.json).
// Concurrency (one process): the file is read once, every change is made to the map in memory
// synchronously, and the file is written whole, one write at a time, atomically (temporary file
// and rename). A failed write does not stop the writes after it.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { DriveIndexStore, IndexEntry } from './drive-index.js';

export const INDEX_FILE = '.index.json';

interface IndexFileContent {
  items: Record<string, IndexEntry>;
}

/** The entries of an index file; an empty map when there is no file. */
export async function readIndexFile(file: string): Promise<Record<string, IndexEntry>> {
  try {
    const parsed = JSON.parse(await readFile(file, 'utf8')) as Partial<IndexFileContent>;
    return parsed.items ?? {};
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    return {};
  }
}

export function fileDriveIndex(root: string): DriveIndexStore {
  const indexFile = path.join(root, INDEX_FILE);
  let items: Record<string, IndexEntry> | null = null;
  let loading: Promise<Record<string, IndexEntry>> | null = null;
  let writing: Promise<void> = Promise.resolve();

  /** Two first requests at once share the one read. */
  function load(): Promise<Record<string, IndexEntry>> {
    if (items) return Promise.resolve(items);
    loading ??= (async () => {
      await mkdir(root, { recursive: true });
      items = await readIndexFile(indexFile);
      return items;
    })().finally(() => {
      loading = null;
    });
    return loading;
  }

  /** Writes the whole index as it is when its turn comes. */
  function save(): Promise<void> {
    const next = writing
      .catch(() => undefined)
      .then(async () => {
        const temporary = `${indexFile}.${randomBytes(6).toString('hex')}.tmp`;
        await writeFile(temporary, JSON.stringify({ items }), { mode: 0o600 });
        await rename(temporary, indexFile);
      });
    writing = next;
    return next;
  }

  return {
    async entry(id) {
      const all = await load();
      return Object.hasOwn(all, id) ? (all[id] ?? null) : null;
    },
    async children(parentID) {
      const all = await load();
      return new Map(Object.entries(all).filter(([, e]) => e.parent === parentID));
    },
    async add(entries) {
      const all = await load();
      const byRel = new Map(Object.entries(all).map(([key, e]) => [e.rel, key]));
      let changed = false;
      const ids = entries.map(({ id, entry }) => {
        const existing = byRel.get(entry.rel);
        if (existing) return existing;
        all[id] = entry;
        byRel.set(entry.rel, id);
        changed = true;
        return id;
      });
      if (changed) await save();
      return ids;
    },
    async remove(ids) {
      const all = await load();
      for (const id of ids) delete all[id];
      if (ids.length > 0) await save();
    },
  };
}
