// Spanish for the crew (UX-1): the words a Latin-American crew uses on site (capataz, cuadrilla,
// hoja de horas, trabajo, obra). Same keys and placeholders as `en` in messages.ts; the spec's exact
// English texts are translated here, and stay exact in English. Composed from one file per area
// (es/, key for key with en/), checked complete by es.test.ts.
import { checkMessagesEs } from './check-messages-es';
import { serverMessagesEs } from './server-messages-es';
import { appFrameEs } from './es/app-frame';
import { dashboardEs } from './es/dashboard';
import { queueEs } from './es/queue';
import { jobsEs } from './es/jobs';
import { reportsEs } from './es/reports';
import { deviceEs } from './es/device';
import { timesheetsEs } from './es/timesheets';
import { filesEs } from './es/files';
import { crewEs } from './es/crew';

export const es: Readonly<Record<string, string>> = {
  appName: 'FieldOps',
  ...checkMessagesEs,
  ...serverMessagesEs,
  ...appFrameEs,
  ...dashboardEs,
  ...queueEs,
  ...jobsEs,
  ...reportsEs,
  ...deviceEs,
  ...timesheetsEs,
  ...filesEs,
  ...crewEs,
};
