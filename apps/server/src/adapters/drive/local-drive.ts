// FILES-4: the drive of a fresh machine, a folder under DATA_DIR/drive. Every folder and file has a
// random id kept in an index file (DATA_DIR/drive/.index.json) beside the place it sits at. Paths
// are built only from ids the server made and names read from the disk itself; an id from a
// request is only ever a key into the index, so no request can name a path (no traversal).
// Folders are stored under their id; uploaded files under `{id}.{ext}` with their name in the
// index. A file dropped into a folder's directory by hand gets an id at the next listing, and a
// file overwritten by hand gets a new modified time, so devices download it again.
import { randomBytes } from 'node:crypto';
import type { Dirent } from 'node:fs';
import { mkdir, readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  EXTENSION_OF_TYPE,
  isDriveID,
  mimeTypeOfName,
  newDriveID,
  type DriveAdapter,
  type DriveFileInfo,
  type DriveFolderInfo,
} from './drive-adapter.js';

interface IndexEntry {
  kind: 'folder' | 'file';
  /** Relative to the drive's root, '/'-separated. */
  rel: string;
  name: string;
  parent: string | null;
}

interface DriveIndex {
  items: Record<string, IndexEntry>;
}

export const INDEX_FILE = '.index.json';

export interface LocalDrive extends DriveAdapter {
  /** The directory of a folder on the disk (for the demo seed and tests that change files by hand). */
  folderPath(id: string): Promise<string | null>;
  /** A folder with a chosen id (the demo's well-known folder); answers the existing one if there. */
  ensureFolder(id: string, parentID: string | null, name: string): Promise<DriveFolderInfo>;
}

export function localDrive(root: string): LocalDrive {
  const base = path.resolve(root);
  const indexFile = path.join(base, INDEX_FILE);
  let index: DriveIndex | null = null;
  // Index writes one at a time: two uploads must not lose each other's entry.
  let writing: Promise<void> = Promise.resolve();

  async function load(): Promise<DriveIndex> {
    if (index) return index;
    await mkdir(base, { recursive: true });
    try {
      const parsed = JSON.parse(await readFile(indexFile, 'utf8')) as DriveIndex;
      index = { items: parsed.items ?? {} };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      index = { items: {} };
    }
    return index;
  }

  function save(): Promise<void> {
    writing = writing.then(async () => {
      const temporary = `${indexFile}.${randomBytes(6).toString('hex')}.tmp`;
      await writeFile(temporary, JSON.stringify(index), { mode: 0o600 });
      await rename(temporary, indexFile);
    });
    return writing;
  }

  /** The absolute path of an entry; refuses anything that would leave the drive's root. */
  function pathOf(entry: IndexEntry): string {
    const full = path.resolve(base, ...entry.rel.split('/'));
    if (!full.startsWith(base + path.sep)) throw new Error('Drive entry leaves the drive');
    return full;
  }

  async function entryOf(id: string, kind: IndexEntry['kind']): Promise<IndexEntry | null> {
    if (!isDriveID(id)) return null;
    const items = (await load()).items;
    const entry = Object.hasOwn(items, id) ? items[id] : undefined;
    return entry?.kind === kind ? entry : null;
  }

  const folderInfo = (id: string, entry: IndexEntry): DriveFolderInfo => ({
    id,
    name: entry.name,
    parentID: entry.parent,
  });

  async function fileInfo(id: string, entry: IndexEntry): Promise<DriveFileInfo | null> {
    try {
      const info = await stat(pathOf(entry));
      if (!info.isFile()) return null;
      return {
        id,
        name: entry.name,
        mimeType: mimeTypeOfName(entry.rel), // the disk name's extension, set by the server on upload
        size: info.size,
        modifiedDate: new Date(Math.floor(info.mtimeMs)).toISOString(),
        parentID: entry.parent ?? '',
        etag: `"${info.size.toString(36)}-${Math.floor(info.mtimeMs).toString(36)}"`,
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async function addFolder(id: string, parentID: string | null, name: string): Promise<DriveFolderInfo> {
    const items = (await load()).items;
    const parent = parentID === null ? null : await entryOf(parentID, 'folder');
    if (parentID !== null && !parent) throw new Error('No such parent folder');
    const entry: IndexEntry = {
      kind: 'folder',
      rel: parent ? `${parent.rel}/${id}` : id,
      name,
      parent: parentID,
    };
    await mkdir(pathOf(entry), { recursive: true });
    items[id] = entry;
    await save();
    return folderInfo(id, entry);
  }

  return {
    kind: 'local',
    async folder(id) {
      const entry = await entryOf(id, 'folder');
      return entry ? folderInfo(id, entry) : null;
    },
    async list(id) {
      const entry = await entryOf(id, 'folder');
      if (!entry) return null;
      const items = (await load()).items;
      const byRel = new Map(Object.entries(items).map(([key, e]) => [e.rel, key]));
      let changed = false;
      const seen = new Set<string>();
      let names: Dirent[];
      try {
        names = await readdir(pathOf(entry), { withFileTypes: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
      for (const dirent of names) {
        if (dirent.name.startsWith('.') || dirent.name.endsWith('.tmp')) continue;
        if (!dirent.isFile() && !dirent.isDirectory()) continue; // links and devices are not drive items
        const rel = `${entry.rel}/${dirent.name}`;
        let childID = byRel.get(rel);
        if (!childID) {
          childID = newDriveID();
          items[childID] = {
            kind: dirent.isDirectory() ? 'folder' : 'file',
            rel,
            name: dirent.name,
            parent: id,
          };
          changed = true;
        }
        seen.add(childID);
      }
      // Entries whose file was removed from the disk leave the index (and the listing).
      for (const [key, e] of Object.entries(items)) {
        if (e.parent === id && !seen.has(key)) {
          delete items[key];
          changed = true;
        }
      }
      if (changed) await save();
      const files: DriveFileInfo[] = [];
      const folders: DriveFolderInfo[] = [];
      for (const childID of seen) {
        const child = items[childID]!;
        if (child.kind === 'folder') folders.push(folderInfo(childID, child));
        else {
          const info = await fileInfo(childID, child);
          if (info) files.push(info);
        }
      }
      const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
      return { folder: folderInfo(id, entry), files: files.sort(byName), folders: folders.sort(byName) };
    },
    async file(id) {
      const entry = await entryOf(id, 'file');
      return entry ? fileInfo(id, entry) : null;
    },
    async read(id) {
      const entry = await entryOf(id, 'file');
      if (!entry) return null;
      try {
        return await readFile(pathOf(entry));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    createFolder: (parentID, name) => addFolder(newDriveID(), parentID, name),
    async ensureFolder(id, parentID, name) {
      const existing = await entryOf(id, 'folder');
      return existing ? folderInfo(id, existing) : addFolder(id, parentID, name);
    },
    async uploadFile(parentID, name, mimeType, bytes) {
      const parent = await entryOf(parentID, 'folder');
      if (!parent) throw new Error('No such folder');
      const id = newDriveID();
      // The disk name is the id plus an extension the server picks: the type's, or else the name's
      // own when it is plainly one (the demo's .docx), so the type survives on the disk.
      const ownExtension = /\.([a-z0-9]{1,5})$/i.exec(name)?.[1]?.toLowerCase();
      const extension = EXTENSION_OF_TYPE[mimeType] ?? ownExtension ?? 'bin';
      const entry: IndexEntry = {
        kind: 'file',
        rel: `${parent.rel}/${id}.${extension}`,
        name,
        parent: parentID,
      };
      const file = pathOf(entry);
      const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      await writeFile(temporary, bytes, { mode: 0o600 });
      await rename(temporary, file);
      (await load()).items[id] = entry;
      await save();
      const info = await fileInfo(id, entry);
      if (!info) throw new Error('The uploaded file is gone');
      return info;
    },
    async folderPath(id) {
      const entry = await entryOf(id, 'folder');
      return entry ? pathOf(entry) : null;
    },
  };
}
