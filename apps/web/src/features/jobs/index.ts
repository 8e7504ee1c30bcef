// The jobs area (JOB-1..6): one lazy chunk for its screens.
export { JobListPage } from './JobListPage';
export { JobPage } from './JobPage';
export { JobLocationPage } from './JobLocationPage';
export { JobCommentsPage } from './JobCommentsPage';
export { JobGalleryPage } from './JobGalleryPage';
export { JobDocsPage } from './JobDocsPage';
