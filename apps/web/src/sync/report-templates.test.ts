import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ReportTemplate } from '@fieldops/contract';
import { db } from '../db/database';
import { readOptionLists, readReportOptionLists } from '../db/reports';
import { resetDb } from '../test/db';
import { json, stubFetch } from '../test/fetch-stub';
import { demoOptionLists, demoTemplates } from '../test/report-templates';
import { reportTemplates } from './report-templates';

const old = (reportTemplateID: number, name: string) =>
  ReportTemplate.parse({ reportTemplateID, reportTemplateName: name, reportName: name, fields: [] });

describe('report templates at start', () => {
  beforeEach(async () => {
    await resetDb();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('[REPORT-1] [START-2] clears the key range 1..1,000,000, then stores the server templates and their option lists', async () => {
    await db.reportTemplates.bulkPut([
      old(1, 'stale'),
      old(999_999, 'edge'),
      old(1_000_000, 'top'),
      old(1_000_001, 'outside'),
    ]);
    const http = stubFetch({
      'GET /api/Mobile/ReportTemplates': json(demoTemplates),
      'GET /api/QuestionLoader': json({ optionLists: demoOptionLists }),
    });
    await reportTemplates.start({ online: true, signedIn: true });
    const stored = await db.reportTemplates.orderBy('reportTemplateID').toArray();
    expect(stored.map((t) => t.reportTemplateName)).toEqual([
      'cbilling',
      'construct-complete',
      'generic',
      'outside',
    ]);
    expect(stored[0]?.fields).toEqual(demoTemplates[0]?.fields);
    expect(http.to('/api/QuestionLoader')).toHaveLength(1);
    expect(await readReportOptionLists()).toEqual(demoOptionLists);
    expect((await readOptionLists())['weather']?.map((e) => e.value)).toEqual(['Clear', 'Rain']);
  });

  it('[REPORT-1] keeps the stored templates when the load fails half-way (one transaction), and skips the load offline', async () => {
    await db.reportTemplates.put(old(7, 'kept'));
    stubFetch({
      'GET /api/Mobile/ReportTemplates': json(demoTemplates),
      'GET /api/QuestionLoader': json({ error: 'internal', message: 'down', details: null }, 500),
    });
    await expect(reportTemplates.start({ online: true, signedIn: true })).rejects.toThrow();
    expect((await db.reportTemplates.toArray()).map((t) => t.reportTemplateName)).toEqual(['kept']);

    const http = stubFetch({});
    await reportTemplates.start({ online: false, signedIn: true });
    await reportTemplates.start({ online: true, signedIn: false });
    expect(http.requests).toHaveLength(0);
  });

  it('[REPORT-1] does not call the question loader when no template names an option list', async () => {
    const inline = old(4, 'plain');
    const http = stubFetch({ 'GET /api/Mobile/ReportTemplates': json([inline]) });
    await reportTemplates.start({ online: true, signedIn: true });
    expect(http.to('/api/QuestionLoader')).toHaveLength(0);
    expect(await db.reportTemplates.count()).toBe(1);
  });
});
