// The console's texts, one file per area in en/ and es/ (Spanish typed by the English keys). A new
// area adds its two files and one line to each list below.
import { commonEn } from './en/common';
import { fleetEn } from './en/fleet';
import { foldersEn } from './en/folders';
import { photosEn } from './en/photos';
import { jobsEn } from './en/jobs';
import { reportsEn } from './en/reports';
import { commonEs } from './es/common';
import { fleetEs } from './es/fleet';
import { foldersEs } from './es/folders';
import { photosEs } from './es/photos';
import { jobsEs } from './es/jobs';
import { reportsEs } from './es/reports';

export const en = {
  ...commonEn,
  ...jobsEn,
  ...reportsEn,
  ...fleetEn,
  ...photosEn,
  ...foldersEn,
} as const;

export type MessageKey = keyof typeof en;

export const es: Record<MessageKey, string> = {
  ...commonEs,
  ...jobsEs,
  ...reportsEs,
  ...fleetEs,
  ...photosEs,
  ...foldersEs,
};
