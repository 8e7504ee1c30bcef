// FIELD-1: the queue's own kinds of change (jobs, notes, photos, reports) and their task builders.
// Every kind, these and those of file-sync/ and timesheets/, is registered by src/changes; the
// queue finds a task's kind through registry.ts.
export type { TaskKind, RegisteredKind, Lane } from './kind';
export type { ArgsOf, KindCall, KindTask, TaskMeta } from './call-task';
export { kindOf, registerKinds, registeredKinds } from './registry';
export { jobRecordTask } from './job-record';
export { jobFoldersTask } from './job-folders';
export { jobEventTask } from './job-event';
export { noteTask } from './note';
export { imageTask } from './image';
export { imageDeleteTask } from './image-delete';
export { reportTask } from './report';
