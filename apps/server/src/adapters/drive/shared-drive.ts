// OPS-2: DRIVE=shared, a drive every server instance shares without a folder of its own: folders
// and file names in drive_items, each file's metadata in drive_files, its bytes in the blob store
// (BLOB_STORE=database puts them in the database too). Ids are random, as on the local drive;
// an id from a request is only ever a key. There is no folder to drop files into by hand: files
// arrive through the app's uploads. Files never change under their id, so the etag is the id.
import type { Kysely } from 'kysely';
import { newBlobKey, type BlobStore } from '../blobs/blob-store.js';
import type { Database } from '../../db/types.js';
import {
  isDriveID,
  newDriveID,
  type DriveAdapter,
  type DriveFileInfo,
  type DriveFolderInfo,
} from './drive-adapter.js';

type FileRow = { item_id: string; name: string; parent_id: string | null } & Pick<
  Database['drive_files'],
  'mime_type' | 'size' | 'modified_at' | 'blob_key'
>;

const fileInfo = (row: FileRow): DriveFileInfo => ({
  id: row.item_id,
  name: row.name,
  mimeType: row.mime_type,
  size: Number(row.size),
  modifiedDate: row.modified_at,
  parentID: row.parent_id ?? '',
  etag: `"${row.item_id}"`,
});

export function sharedDrive(db: Kysely<Database>, blobs: BlobStore): DriveAdapter {
  const folderRow = (id: string) =>
    db
      .selectFrom('drive_items')
      .select(['item_id', 'name', 'parent_id', 'rel'])
      .where('item_id', '=', id)
      .where('kind', '=', 'folder')
      .executeTakeFirst();
  const files = () =>
    db
      .selectFrom('drive_items')
      .innerJoin('drive_files', 'drive_files.item_id', 'drive_items.item_id')
      .select([
        'drive_items.item_id',
        'drive_items.name',
        'drive_items.parent_id',
        'drive_files.mime_type',
        'drive_files.size',
        'drive_files.modified_at',
        'drive_files.blob_key',
      ]);
  const toFolder = (row: { item_id: string; name: string; parent_id: string | null }): DriveFolderInfo => ({
    id: row.item_id,
    name: row.name,
    parentID: row.parent_id,
  });
  const fileRow = (id: string) => files().where('drive_items.item_id', '=', id).executeTakeFirst();

  return {
    kind: 'shared',
    async folder(id) {
      const row = isDriveID(id) ? await folderRow(id) : undefined;
      return row ? toFolder(row) : null;
    },
    async list(id) {
      const row = isDriveID(id) ? await folderRow(id) : undefined;
      if (!row) return null;
      const folders = await db
        .selectFrom('drive_items')
        .select(['item_id', 'name', 'parent_id'])
        .where('parent_id', '=', id)
        .where('kind', '=', 'folder')
        .execute();
      const children = await files().where('drive_items.parent_id', '=', id).execute();
      const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
      return {
        folder: toFolder(row),
        folders: folders.map(toFolder).sort(byName),
        files: children.map(fileInfo).sort(byName),
      };
    },
    async file(id) {
      const row = isDriveID(id) ? await fileRow(id) : undefined;
      return row ? fileInfo(row) : null;
    },
    async read(id) {
      const row = isDriveID(id) ? await fileRow(id) : undefined;
      return row ? blobs.get(row.blob_key) : null;
    },
    async readStream(id) {
      const row = isDriveID(id) ? await fileRow(id) : undefined;
      return row ? blobs.getStream(row.blob_key) : null;
    },
    async createFolder(parentID, name) {
      const parent = parentID === null ? null : isDriveID(parentID) ? await folderRow(parentID) : undefined;
      if (parentID !== null && !parent) throw new Error('No such parent folder');
      const id = newDriveID();
      await db
        .insertInto('drive_items')
        .values({
          item_id: id,
          kind: 'folder',
          rel: parent ? `${parent.rel}/${id}` : id,
          name,
          parent_id: parentID,
          created_at: new Date().toISOString(),
        })
        .execute();
      return { id, name, parentID };
    },
    async uploadFile(parentID, name, mimeType, bytes) {
      const parent = isDriveID(parentID) ? await folderRow(parentID) : undefined;
      if (!parent) throw new Error('No such folder');
      const id = newDriveID();
      const blobKey = newBlobKey('drive', 'bin');
      // The bytes first: a row never names a blob that is not there (a crash leaves an orphan blob).
      await blobs.put(blobKey, bytes);
      const now = new Date().toISOString();
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('drive_items')
          .values({
            item_id: id,
            kind: 'file',
            rel: `${parent.rel}/${id}`,
            name,
            parent_id: parentID,
            created_at: now,
          })
          .execute();
        await trx
          .insertInto('drive_files')
          .values({
            item_id: id,
            blob_key: blobKey,
            mime_type: mimeType,
            size: bytes.length,
            modified_at: now,
          })
          .execute();
      });
      return fileInfo({
        item_id: id,
        name,
        parent_id: parentID,
        mime_type: mimeType,
        size: bytes.length,
        modified_at: now,
        blob_key: blobKey,
      });
    },
  };
}
