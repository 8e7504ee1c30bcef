// The console's texts, one file per area in en/ and es/ (Spanish typed by the English keys). A new
// area adds its two files and one line to each list below.
import { auditEn } from './en/audit';
import { commonEn } from './en/common';
import { fleetEn } from './en/fleet';
import { importsEn } from './en/imports';
import { foldersEn } from './en/folders';
import { jobsEn } from './en/jobs';
import { listsEn } from './en/lists';
import { peopleEn } from './en/people';
import { photosEn } from './en/photos';
import { reportsEn } from './en/reports';
import { rulesEn } from './en/rules';
import { templatesEn } from './en/templates';
import { timesheetsEn } from './en/timesheets';
import { webhooksEn } from './en/webhooks';
import { auditEs } from './es/audit';
import { commonEs } from './es/common';
import { fleetEs } from './es/fleet';
import { importsEs } from './es/imports';
import { foldersEs } from './es/folders';
import { jobsEs } from './es/jobs';
import { listsEs } from './es/lists';
import { peopleEs } from './es/people';
import { photosEs } from './es/photos';
import { reportsEs } from './es/reports';
import { rulesEs } from './es/rules';
import { templatesEs } from './es/templates';
import { timesheetsEs } from './es/timesheets';
import { webhooksEs } from './es/webhooks';

export const en = {
  ...commonEn,
  ...jobsEn,
  ...peopleEn,
  ...listsEn,
  ...rulesEn,
  ...timesheetsEn,
  ...auditEn,
  ...webhooksEn,
  ...templatesEn,
  ...reportsEn,
  ...fleetEn,
  ...photosEn,
  ...foldersEn,
  ...importsEn,
} as const;

export type MessageKey = keyof typeof en;

export const es: Record<MessageKey, string> = {
  ...commonEs,
  ...jobsEs,
  ...peopleEs,
  ...listsEs,
  ...rulesEs,
  ...timesheetsEs,
  ...auditEs,
  ...webhooksEs,
  ...templatesEs,
  ...reportsEs,
  ...fleetEs,
  ...photosEs,
  ...foldersEs,
  ...importsEs,
};
