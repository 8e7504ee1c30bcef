import { describe, expect, it } from 'vitest';
import { callPath, calls } from './calls.js';
import { crewCalls } from './calls/crew.js';
import { fileCalls } from './calls/files.js';
import { fleetCalls } from './calls/fleet.js';
import { imageCalls } from './calls/images.js';
import { jobCalls } from './calls/jobs.js';
import { officeCalls } from './calls/office.js';
import { officeTemplateCalls } from './calls/office-templates.js';
import { officeFleetCalls } from './calls/office-fleet.js';
import { officeFolderCalls } from './calls/office-folders.js';
import { officePhotoCalls } from './calls/office-photos.js';
import { reportCalls } from './calls/reports.js';
import { serviceAccountCalls } from './calls/service-accounts.js';
import { sessionCalls } from './calls/session.js';
import { timesheetCalls } from './calls/timesheets.js';
import { webhookCalls } from './calls/webhooks.js';
import { upsertCalls } from './calls/upserts.js';
import { LOCAL_DB_VERSION, STORAGE_KEYS } from './constants.js';
import { FEATURE_FLAGS } from './flags.js';
import { isProcedureName } from './procedures.js';

describe('contract', () => {
  it('[SRV-1] every call of spec §7 is defined with a method, a path and an answer', () => {
    const paths = Object.values(calls).map((c) => `${c.method} ${c.path}`);
    for (const expected of [
      'POST /api/session/',
      'GET /api/server',
      'POST /api/cmd',
      'POST /api/job/add-record',
      'POST /api/job/:id/add-folders',
      'POST /api/job/:id/Event/',
      'GET /api/TimeSheetWeek/:foremanID/:weekStart',
      'POST /api/mobile/jobloader/bulk',
      'GET /api/Mobile/ReportTemplates',
      'POST /api/Image',
      'DELETE /api/image',
      'POST /api/filemanager/folder/:parent/base64',
    ]) {
      expect(paths).toContain(expected);
    }
    expect(new Set(paths).size).toBe(paths.length);
  });
  it('[SRV-1] each call is declared by exactly one area, so composing them hides none', () => {
    const areas = [
      sessionCalls,
      jobCalls,
      timesheetCalls,
      reportCalls,
      imageCalls,
      fleetCalls,
      fileCalls,
      officeCalls,
      webhookCalls,
      officeTemplateCalls,
      crewCalls,
      officeFleetCalls,
      officePhotoCalls,
      officeFolderCalls,
      serviceAccountCalls,
      upsertCalls,
    ];
    const names = areas.flatMap((area) => Object.keys(area));
    expect(new Set(names).size).toBe(names.length);
    expect(names.sort()).toEqual(Object.keys(calls).sort());
  });
  it('[SRV-1] calls that answer bytes (images, PDFs) are reads and name their media types', () => {
    const binary = Object.entries(calls).filter(([, c]) => 'answerMediaTypes' in c);
    expect(binary.map(([name]) => name).sort()).toEqual([
      'driveFile',
      'image',
      'officeJobPhoto',
      'officePayPeriodExport',
      'officePayPeriodPdf',
      'officeReportPdf',
      'officeReportPhoto',
      'reportPdf',
      'timesheetExport',
    ]);
    for (const [, call] of binary) expect(call.method).toBe('GET');
    expect(calls.reportPdf.answer.safeParse(new Uint8Array([37, 80, 68, 70])).success).toBe(true);
    expect(calls.reportPdf.answer.safeParse('%PDF').success).toBe(false);
  });
  it('[SRV-2] path parameters are encoded so they cannot change the path', () => {
    expect(callPath('/api/TimeSheets/:id', { id: 5 })).toBe('/api/TimeSheets/5');
    expect(callPath('/api/:drive/Folder/:id', { drive: 'gdrive', id: '../../etc' })).toBe(
      '/api/gdrive/Folder/..%2F..%2Fetc',
    );
    expect(() => callPath('/api/TimeSheets/:id')).toThrow(/id/);
    expect(isProcedureName('GetMenuItems')).toBe(true);
    expect(isProcedureName('toString')).toBe(false);
    expect(isProcedureName('DROP TABLE users')).toBe(false);
  });
  it('[MISC-5] feature flags: production on, new API on, new UI off, new page off, command defaults off', () => {
    expect(FEATURE_FLAGS).toEqual({
      production: true,
      timesheetNewApi: true,
      newTimesheetUi: false,
      newPage: false,
      commandTimesheetDefaults: false,
    });
  });
  it('[DB-2] local-storage keys and database version', () => {
    expect(STORAGE_KEYS).toEqual({
      deviceSerial: 'deviceSerial',
      currentSessionID: 'currentSessionID',
      oauth2: 'oauth2',
    });
    expect(LOCAL_DB_VERSION).toBe(45);
  });
});
