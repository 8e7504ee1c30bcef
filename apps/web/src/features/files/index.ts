// The files area (FILES-1..3): one lazy chunk for its screens.
export { FileSyncPage } from './FileSyncPage';
export { FolderDocsPage } from './FolderDocsPage';
export { DocsListPage, DocumentsView, JobFolderDocsPage } from './DocumentsPage';
