// The Job folders area (OFFICE-9), English. Spanish in ../es/folders.ts.
export const foldersEn = {
  'folders.nav': 'Job folders',
  'folders.title': 'Folders of job #{{jobID}}',
  'folders.loading': 'Loading the folders…',
  'folders.crewFolder': 'Crew folder on the drive: {{id}}',
  'folders.noCrewFolder': 'No crew folder yet: it is made with the first folder.',
  'folders.none': 'This job has no folders yet.',
  'folders.listLabel': 'Folders of the job',
  'folders.col.name': 'Folder',
  'folders.col.drive': 'On the drive',
  'folders.col.created': 'Set up',
  'folders.onDrive': 'On the drive',
  'folders.notOnDrive': 'Not made yet',
  'folders.names': 'New folders',
  'folders.namesHelp': 'Names separated by commas, e.g. Permits, As-built. A name already there is kept.',
  'folders.setUp': 'Set up the folders',
} as const;
