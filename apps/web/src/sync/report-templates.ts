// START-2: report templates load last in the start sequence. Honest no-op for now: the REPORT
// issue fills this in (REPORT-1: GET /api/Mobile/ReportTemplates into the reportTemplates store).
import type { Startable } from '../shell/startable';

export const reportTemplates: Startable = {
  name: 'report templates',
  async start() {
    // Intentionally empty until REPORT-1; the start sequence already calls it in its place.
  },
};
