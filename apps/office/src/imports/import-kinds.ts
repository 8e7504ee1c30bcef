// INT-3: what the console imports from CSV: for each kind, the upsert call and its columns, in
// the contract's row fields. A cell is text, a number, yes/no, or a list separated by ';'. An
// empty cell is left out of the row, so the contract's default applies (or, for a required field,
// the server's dry run names it). A job's sites are not imported by CSV (one row is one job).
export const IMPORT_KINDS = ['jobs', 'people', 'optionLists', 'equipment'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

export type CellKind = 'text' | 'number' | 'yesNo' | 'list';

export interface Column {
  name: string;
  cell: CellKind;
  required: boolean;
}

export interface KindOfImport {
  call: 'upsertJobs' | 'upsertPeople' | 'upsertOptionLists' | 'upsertEquipment';
  /** The column whose value is the row's key, shown beside each result. */
  key: string;
  columns: readonly Column[];
}

const col = (name: string, cell: CellKind = 'text', required = false): Column => ({ name, cell, required });

export const importKinds: Record<ImportKind, KindOfImport> = {
  jobs: {
    call: 'upsertJobs',
    key: 'externalID',
    columns: [
      col('externalID', 'text', true),
      col('jobNumber', 'text', true),
      col('workType', 'text', true),
      col('workDescription'),
      col('address1'),
      col('city'),
      col('latitude', 'number'),
      col('longitude', 'number'),
      col('status'),
      col('foreman'),
      col('crew', 'list'),
    ],
  },
  people: {
    call: 'upsertPeople',
    key: 'externalID',
    columns: [
      col('externalID', 'text', true),
      col('fullName', 'text', true),
      col('email', 'text', true),
      col('fieldRole', 'text', true),
      col('trade'),
      col('workerClass'),
      col('signsIn', 'yesNo'),
      col('officeRoles', 'list'),
    ],
  },
  optionLists: {
    call: 'upsertOptionLists',
    key: 'value',
    columns: [
      col('listName', 'text', true),
      col('value', 'text', true),
      col('label', 'text', true),
      col('labelEs'),
    ],
  },
  equipment: {
    call: 'upsertEquipment',
    key: 'code',
    columns: [
      col('kind', 'text', true),
      col('code', 'text', true),
      col('name', 'text', true),
      col('type', 'text', true),
      col('status'),
      col('assignedTo'),
    ],
  },
};
