// What the reports area keeps on the device (REPORT-1..8), on top of the contract's entities. The
// extra fields are local: the server never sees them. Optional fields keep older records readable.
import type {
  DriveFile,
  Photo,
  PhotoCapture,
  Report,
  ReportReview,
  ReportTemplate,
  TrackedFolder,
} from '@fieldops/contract';

/**
 * A photo's life on this device: `draft` (in a report not submitted yet; only on this device),
 * `queued` (its upload task waits in the queue), `sent` (the server has it), `deleting` (its
 * DELETE task waits; hidden from the gallery). A record without a status came from the server.
 */
export type PhotoStatus = 'draft' | 'queued' | 'sent' | 'deleting';

/**
 * FIELD-3: a large upload in progress, kept on the record that holds its bytes so a reload or a
 * cut link resumes it: the tus upload's URL and the offset the server last acknowledged.
 */
export interface ResumableUploadFields {
  uploadUrl?: string | null;
  uploadOffset?: number;
}

/**
 * FIELD-8: `takenAt`, `latitude`, `longitude` are when and where it was taken (its EXIF, else the
 * device at capture), sent with its upload; absent on photos stored before they were kept.
 */
export interface LocalPhoto extends Photo, Partial<PhotoCapture>, ResumableUploadFields {
  /** The downscaled JPEG (REPORT-5); absent for a server photo marked for deletion. */
  blob?: Blob;
  /** The report this photo belongs to (its referenceCode), null for a gallery photo. */
  reportCode?: string | null;
  status?: PhotoStatus;
  /** The upload task while `queued`, the delete task while `deleting`. */
  queueID?: number | null;
  createdDate?: string;
  fileName?: string;
  width?: number;
  height?: number;
}

/** `draft`: saved as typed, only here. `waiting`: submitted, its task in the queue. `sent`: stored by the server. */
export type ReportStatus = 'draft' | 'waiting' | 'sent';

export interface LocalReport extends Report {
  status: ReportStatus;
  /** The save task while `waiting`. */
  queueID?: number | null;
  /** When the draft was last written on this device. */
  updatedDate: string;
  /** The server's save count, on copies the job sync brought (TRUST-4: a PDF of an older one is stale). */
  revision?: number;
  /**
   * OFFICE-4: the template version this report is filled on, as the server sent it. A draft stays
   * on it when a newer version arrives, and is sent with its version. Absent on older drafts and
   * on copies the job sync brought: those show the stored template.
   */
  template?: ReportTemplate;
  /** OFFICE-7: the office's review, as the server last sent it (kept while a revision is a draft). */
  review?: ReportReview;
}

/** A file kept on the device; report PDFs carry their bytes in `blob`. */
export interface LocalFile extends DriveFile, ResumableUploadFields {
  blob?: Blob;
  /** OFF-1: why the last download of this file failed (cleared when it arrives). */
  downloadError?: string;
  /** TRUST-4: on a report PDF fetched in the background, the report revision it was fetched for. */
  reportRevision?: number;
}

/** Report PDFs live in `files` under this id prefix (no schema change; job documents skip them). */
export const REPORT_PDF_PREFIX = 'report-pdf:';

export function reportPdfID(jobID: number, template: string, referenceCode: string): string {
  return `${REPORT_PDF_PREFIX}${jobID}:${template}:${referenceCode}`;
}

/**
 * OFF-1: what kept a folder from being complete in its last sync: how many of its files are not on
 * the device (0: its listing failed) and the first reason. Absent when the folder is complete.
 */
export interface FolderFailure {
  files: number;
  reason: string;
  at: string;
}

/** A tracked folder as the device keeps it. */
export interface LocalTrackedFolder extends TrackedFolder {
  failure?: FolderFailure;
}
