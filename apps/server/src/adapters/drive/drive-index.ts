// FILES-4, OPS-2: the local drive's index, a random id for each place under DATA_DIR/drive. Two
// implementations: the database table drive_items (what the server uses, so several instances
// agree on every id) and the file DATA_DIR/drive/.index.json (a drive without a database, and what
// older servers wrote; the database index imports it once). Each place has one id: recording a
// place that already has one answers the id it has, so two listings at once cannot give it two.

export interface IndexEntry {
  kind: 'folder' | 'file';
  /** Relative to the drive's root, '/'-separated. */
  rel: string;
  name: string;
  parent: string | null;
}

export interface DriveIndexStore {
  entry(id: string): Promise<IndexEntry | null>;
  /** The entries whose parent is `parentID`, by id. */
  children(parentID: string): Promise<Map<string, IndexEntry>>;
  /** Records each entry under its id unless its place has an id already; answers the ids the places have. */
  add(entries: readonly { id: string; entry: IndexEntry }[]): Promise<string[]>;
  remove(ids: readonly string[]): Promise<void>;
}
