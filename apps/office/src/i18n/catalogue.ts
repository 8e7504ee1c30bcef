// The console's texts, one file per area in en/ and es/ (Spanish typed by the English keys). A new
// area adds its two files and one line to each list below.
import { auditEn } from './en/audit';
import { commonEn } from './en/common';
import { jobsEn } from './en/jobs';
import { listsEn } from './en/lists';
import { pagingEn } from './en/paging';
import { peopleEn } from './en/people';
import { rulesEn } from './en/rules';
import { templatesEn } from './en/templates';
import { timesheetsEn } from './en/timesheets';
import { webhooksEn } from './en/webhooks';
import { auditEs } from './es/audit';
import { commonEs } from './es/common';
import { jobsEs } from './es/jobs';
import { listsEs } from './es/lists';
import { pagingEs } from './es/paging';
import { peopleEs } from './es/people';
import { rulesEs } from './es/rules';
import { templatesEs } from './es/templates';
import { timesheetsEs } from './es/timesheets';
import { webhooksEs } from './es/webhooks';

export const en = {
  ...commonEn,
  ...jobsEn,
  ...peopleEn,
  ...pagingEn,
  ...listsEn,
  ...rulesEn,
  ...timesheetsEn,
  ...auditEn,
  ...webhooksEn,
  ...templatesEn,
} as const;

export type MessageKey = keyof typeof en;

export const es: Record<MessageKey, string> = {
  ...commonEs,
  ...jobsEs,
  ...peopleEs,
  ...pagingEs,
  ...listsEs,
  ...rulesEs,
  ...timesheetsEs,
  ...auditEs,
  ...webhooksEs,
  ...templatesEs,
};
