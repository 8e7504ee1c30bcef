// FILES-4: the drive of a fresh machine, a folder under DATA_DIR/drive. Every folder and file has a
// random id kept in the drive index (drive-index.ts: the database's, so every instance agrees) beside the place it sits at. Paths
// are built only from ids the server made and names read from the disk itself; an id from a
// request is only ever a key into the index, so no request can name a path (no traversal).
// Folders are stored under their id; uploaded files under `{id}.{ext}` with their name in the
// index. A file dropped into a folder's directory by hand gets an id at the next listing, and a
// file overwritten by hand gets a new modified time, so devices download it again. Links are never
// followed: a file or folder replaced by a symbolic link is not on the drive.
// Concurrency: an entry is recorded after the disk work it describes; a place has one id in the
// index, so a listing racing its maker (here or on another instance) cannot give it a second one.
import { randomBytes } from 'node:crypto';
import type { Dirent } from 'node:fs';
import { lstat, mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
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
import type { DriveIndexStore, IndexEntry } from './drive-index.js';
import { fileDriveIndex } from './drive-index-file.js';

export { INDEX_FILE } from './drive-index-file.js';

export interface LocalDrive extends DriveAdapter {
  /** The directory of a folder on the disk (for the demo seed and tests that change files by hand). */
  folderPath(id: string): Promise<string | null>;
  /** A folder with a chosen id (the demo's well-known folder); answers the existing one if there. */
  ensureFolder(id: string, parentID: string | null, name: string): Promise<DriveFolderInfo>;
}

/** `index` defaults to the file DATA_DIR/drive/.index.json; the server passes the database's. */
export function localDrive(
  root: string,
  index: DriveIndexStore = fileDriveIndex(path.resolve(root)),
): LocalDrive {
  const base = path.resolve(root);
  // Places being made right now (a folder, an uploaded file): already on the disk, not yet in the
  // index. A listing meanwhile leaves them to their maker instead of giving them an id of its own.
  const making = new Set<string>();

  /** The absolute path of an entry; refuses anything that would leave the drive's root. */
  function pathOf(entry: IndexEntry): string {
    const full = path.resolve(base, ...entry.rel.split('/'));
    if (!full.startsWith(base + path.sep)) throw new Error('Drive entry leaves the drive');
    return full;
  }

  async function entryOf(id: string, kind: IndexEntry['kind']): Promise<IndexEntry | null> {
    if (!isDriveID(id)) return null;
    const entry = await index.entry(id);
    return entry?.kind === kind ? entry : null;
  }

  async function existsOnDisk(entry: IndexEntry): Promise<boolean> {
    try {
      await lstat(pathOf(entry));
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
      throw error;
    }
  }

  const folderInfo = (id: string, entry: IndexEntry): DriveFolderInfo => ({
    id,
    name: entry.name,
    parentID: entry.parent,
  });

  async function fileInfo(id: string, entry: IndexEntry): Promise<DriveFileInfo | null> {
    try {
      const info = await lstat(pathOf(entry));
      if (!info.isFile()) return null; // a link (or anything else) put in its place is not the file
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
    const parent = parentID === null ? null : await entryOf(parentID, 'folder');
    if (parentID !== null && !parent) throw new Error('No such parent folder');
    const entry: IndexEntry = {
      kind: 'folder',
      rel: parent ? `${parent.rel}/${id}` : id,
      name,
      parent: parentID,
    };
    making.add(entry.rel);
    try {
      await mkdir(pathOf(entry), { recursive: true });
      // Another instance's listing may have recorded the new place first: its id is the folder's.
      const [recorded] = await index.add([{ id, entry }]);
      return folderInfo(recorded ?? id, entry);
    } finally {
      making.delete(entry.rel);
    }
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
      let names: Dirent[];
      try {
        const place = pathOf(entry);
        if (!(await lstat(place)).isDirectory()) return null; // a link is not the folder
        names = await readdir(place, { withFileTypes: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
      // Read after the disk: an item made meanwhile is in the index already, or still `making`.
      const items = await index.children(id);
      const byRel = new Map([...items].map(([key, e]) => [e.rel, key]));
      const found: { id: string; entry: IndexEntry }[] = [];
      const seen = new Set<string>();
      for (const dirent of names) {
        if (dirent.name.startsWith('.') || dirent.name.endsWith('.tmp')) continue;
        if (!dirent.isFile() && !dirent.isDirectory()) continue; // links and devices are not drive items
        const rel = `${entry.rel}/${dirent.name}`;
        if (making.has(rel)) continue;
        const childID = byRel.get(rel);
        if (childID) seen.add(childID);
        else {
          const entry: IndexEntry = {
            kind: dirent.isDirectory() ? 'folder' : 'file',
            rel,
            name: dirent.name,
            parent: id,
          };
          found.push({ id: newDriveID(), entry });
        }
      }
      // Places found on the disk get ids (or the one another request gave them meanwhile).
      const foundIDs = await index.add(found);
      found.forEach(({ entry }, i) => {
        const childID = foundIDs[i]!;
        items.set(childID, entry);
        seen.add(childID);
      });
      // Entries whose file was removed from the disk leave the index (and the listing). Each is
      // looked up again first: one made after the directory was read is in the index, not `names`.
      const vanished: string[] = [];
      for (const [key, child] of items) {
        if (!seen.has(key) && !(await existsOnDisk(child))) vanished.push(key);
      }
      await index.remove(vanished);
      const files: DriveFileInfo[] = [];
      const folders: DriveFolderInfo[] = [];
      for (const childID of seen) {
        const child = items.get(childID);
        if (!child) continue;
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
        const place = pathOf(entry);
        if (!(await lstat(place)).isFile()) return null; // never read through a link
        return await readFile(place);
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
      making.add(entry.rel);
      let recorded: string;
      try {
        await writeFile(temporary, bytes, { mode: 0o600 });
        await rename(temporary, file);
        recorded = (await index.add([{ id, entry }]))[0] ?? id;
      } finally {
        making.delete(entry.rel);
      }
      const info = await fileInfo(recorded, entry);
      if (!info) throw new Error('The uploaded file is gone');
      return info;
    },
    async folderPath(id) {
      const entry = await entryOf(id, 'folder');
      return entry ? pathOf(entry) : null;
    },
  };
}
