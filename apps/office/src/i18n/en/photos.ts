// The Photos area (OFFICE-9), English. Spanish in ../es/photos.ts.
export const photosEn = {
  'photos.nav': 'Job photos',
  'photos.title': 'Photos of job #{{jobID}}',
  'photos.loading': 'Loading the photos…',
  'photos.loadingMap': 'Loading the map…',
  'photos.none': 'No photos of this job on the server yet.',
  'photos.onMap': '{{placed}} of {{count}} photos have a position and are on the map.',
  'photos.mapLabel': 'Map of where the photos were taken',
  'photos.timelineLabel': 'Photos by day',
  'photos.takenAt': 'Taken at {{time}}',
  'photos.storedAt': 'Received at {{time}} (UTC; no capture time)',
  'photos.noPosition': 'No position: not on the map',
  'photos.zoomIn': 'Zoom in',
  'photos.zoomOut': 'Zoom out',
} as const;
