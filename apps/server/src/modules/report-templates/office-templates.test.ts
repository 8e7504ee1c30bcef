// OFFICE-4: the office edits report templates as drafts and publishes versions; devices fetch a
// new version on their next sync; a report keeps the version it was filled on, is checked against
// it and prints it; a template no device could fill is refused with an issue per field.
import {
  OfficeAuditList,
  OfficeTemplate,
  ReportTemplate,
  SavedReport,
  type ReportField,
  type TemplateIssue,
} from '@fieldops/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, signIn, type TestServer } from '../../test/harness.js';
import { signaturePng } from '../../test/image-fixtures.js';
import { CARLOS, FRANK, runProcedure } from '../../test/jobs-fixtures.js';
import { pdfPagesText } from '../../test/pdf-text.js';
import { reportBody, saveReport } from '../../test/report-fixtures.js';
import { signedInCrew } from '../../test/signed-in.js';

const OLIVIA = 'office@acme.example';
let server: TestServer;
let carlos: string;
let frank: string;
let olivia: string;
let jobID: number;
beforeAll(async () => {
  ({ server, sid: carlos, jobID } = await signedInCrew(CARLOS));
  frank = await signIn(server, FRANK);
  olivia = await signIn(server, OLIVIA);
});
afterAll(() => server?.close());

const as = async (sid: string, method: 'GET' | 'PUT' | 'POST', url: string, body?: unknown) => {
  const answer = await server.app.inject(apiCall(sid, method, url, body));
  return { status: answer.statusCode, json: answer.json<unknown>(), body: answer.body };
};
const office = (method: 'GET' | 'PUT' | 'POST', url: string, body?: unknown) => as(olivia, method, url, body);
const deviceTemplate = async (sid: string, name: string) =>
  ((await as(sid, 'GET', '/api/Mobile/ReportTemplates')).json as unknown[])
    .map((t) => ReportTemplate.parse(t))
    .find((t) => t.reportTemplateName === name);
const stampOf = async (sid: string) =>
  (await runProcedure(server, sid, 'GetJobUpdates', { since: '2026-01-01T00:00:00.000Z' })).templatesStamp;

/** Version 2 of the daily report: a new required field, and "Work performed" renamed. */
const SITE_VISITOR: ReportField = { kind: 'text', key: 'siteVisitor', label: 'Site visitor', required: true };
const v2Fields = (v1: readonly ReportField[]): ReportField[] => [
  ...v1.map((f) => (f.key === 'workPerformed' ? { ...f, label: 'Work done today' } : f)),
  SITE_VISITOR,
];

describe('report templates edited by the office', () => {
  it('[OFFICE-4] a draft stays in the console; publishing makes version 2, and a device’s next sync gets it', async () => {
    const stampBefore = await stampOf(frank);
    expect(stampBefore).toEqual(expect.any(String));
    const opened = OfficeTemplate.parse((await office('GET', '/api/office/report-templates/generic')).json);
    expect(opened).toMatchObject({ currentVersion: 1, draft: null, retired: false });
    const fields = v2Fields(opened.published!.fields);

    const saved = await office('PUT', '/api/office/report-templates/generic/draft', {
      reportName: 'Daily Report',
      fields,
    });
    expect(saved.status, saved.body).toBe(200);
    expect(OfficeTemplate.parse(saved.json).draft?.fields.map((f) => f.key)).toContain('siteVisitor');
    // A draft is the office's alone: devices still get version 1.
    expect(await stampOf(frank)).toBe(stampBefore);
    expect((await deviceTemplate(frank, 'generic'))?.version).toBe(1);

    const published = OfficeTemplate.parse(
      (await office('POST', '/api/office/report-templates/generic/publish')).json,
    );
    expect(published).toMatchObject({ currentVersion: 2, draft: null, draftSavedAt: null });
    expect(published.versions.map((v) => [v.version, v.publishedBy?.userID ?? null])).toEqual([
      [2, expect.any(Number)],
      [1, null],
    ]);

    const stampAfter = await stampOf(frank);
    expect(stampAfter).not.toBe(stampBefore);
    const onDevice = await deviceTemplate(frank, 'generic');
    expect(onDevice?.version).toBe(2);
    expect(onDevice?.fields.find((f) => f.key === 'siteVisitor')).toMatchObject({ label: 'Site visitor' });
    // Version 1 is kept whole, as it was.
    const v1 = (await office('GET', '/api/office/report-templates/generic/versions/1')).json as {
      fields: ReportField[];
    };
    expect(v1.fields.map((f) => f.key)).not.toContain('siteVisitor');
    expect(v1.fields.find((f) => f.key === 'workPerformed')?.label).toBe('Work performed');

    const record = OfficeAuditList.parse(
      (await office('GET', '/api/office/audit?objectKind=reportTemplate')).json,
    );
    expect(record.entries.map((e) => e.action)).toEqual(['officePublishTemplate', 'officeSaveTemplateDraft']);
  });

  it('[OFFICE-4] a report filled on version 1 and sent after version 2 is checked against version 1, keeps it, and its PDF prints version 1', async () => {
    const values = {
      reportDate: '2026-11-23',
      weather: 'Rain',
      hoursWorked: 8,
      workPerformed: 'Trench and backfill',
      signature: await signaturePng(),
    };
    const send = (ref: string, templateVersion?: number) =>
      server.app.inject(
        saveReport(carlos, { jobID, ref, template: 'generic' }, { ...reportBody(values), templateVersion }),
      );
    // Without siteVisitor, version 2 refuses it; version 1 never had the field.
    const onV2 = await send('office4-v2');
    expect(onV2.statusCode).toBe(400);
    expect(onV2.json<{ details: { field: string }[] }>().details.map((d) => d.field)).toEqual([
      'siteVisitor',
    ]);
    const onV1 = await send('office4-v1', 1);
    expect(onV1.statusCode, onV1.body).toBe(200);
    expect(SavedReport.parse(onV1.json()).templateVersion).toBe(1);

    const pdf = await server.app.inject(
      apiCall(
        carlos,
        'GET',
        `/api/ContractorBillingForm?id=${jobID}&referenceCode=office4-v1&template=generic`,
      ),
    );
    expect(pdf.statusCode).toBe(200);
    const text = (await pdfPagesText(pdf.rawPayload)).join('\n');
    expect(text).toContain('Work performed');
    expect(text).not.toContain('Work done today');
    expect(text).not.toContain('Site visitor');

    const unknown = await send('office4-v9', 9);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ details: [{ field: 'templateVersion' }] });
  });

  it('[OFFICE-4] a template no device could fill is refused with an issue per field, and nothing is saved', async () => {
    const before = (await office('GET', '/api/office/report-templates')).json;
    const answer = await office('PUT', '/api/office/report-templates/generic/draft', {
      reportName: 'Daily Report',
      fields: [
        { key: 'reportDate', kind: 'date', label: 'Date', required: true },
        { key: 'mood', kind: 'emoji', label: 'Mood' },
        { key: 'depth', kind: 'number', label: 'Depth', min: 10, max: 2 },
        { key: 'why', kind: 'text', label: 'Why', showWhen: { field: 'nowhere', notEmpty: true } },
        { key: 'noLabel', kind: 'checkbox' },
      ],
    });
    expect(answer.status).toBe(400);
    const issues = (answer.json as { details: TemplateIssue[] }).details;
    expect(issues.map((i) => [i.field, i.path])).toEqual([
      ['mood', 'kind'],
      ['noLabel', 'label'],
    ]);
    // Once every field is a kind the app shows, the rest are named too.
    const second = await office('PUT', '/api/office/report-templates/generic/draft', {
      reportName: 'Daily Report',
      fields: [
        { key: 'depth', kind: 'number', label: 'Depth', min: 10, max: 2 },
        { key: 'why', kind: 'text', label: 'Why', showWhen: { field: 'nowhere', notEmpty: true } },
      ],
    });
    expect((second.json as { details: TemplateIssue[] }).details.map((i) => [i.field, i.path])).toEqual([
      ['why', 'showWhen.field'],
    ]);
    const third = await office('PUT', '/api/office/report-templates/generic/draft', {
      reportName: 'Daily Report',
      fields: [
        { key: 'depth', kind: 'number', label: 'Depth', min: 10, max: 2 },
        { key: 'stopped', kind: 'checkbox', label: 'Stopped', showWhen: { field: 'depth', equals: 'deep' } },
      ],
    });
    expect((third.json as { details: TemplateIssue[] }).details.map((i) => [i.field, i.path])).toEqual([
      ['depth', 'min'],
      ['stopped', 'showWhen.equals'],
    ]);
    expect((await office('GET', '/api/office/report-templates')).json).toEqual(before);
    expect((await office('POST', '/api/office/report-templates/construct-complete/publish')).status).toBe(
      409,
    );
  });

  it('[OFFICE-4] field roles get 403 on every template call and change nothing', async () => {
    const before = (await office('GET', '/api/office/report-templates')).json;
    for (const sid of [carlos, frank]) {
      for (const [method, url, body] of [
        ['GET', '/api/office/report-templates', undefined],
        ['GET', '/api/office/report-templates/generic', undefined],
        ['GET', '/api/office/report-templates/generic/versions/1', undefined],
        ['PUT', '/api/office/report-templates/generic/draft', { reportName: 'Mine', fields: [SITE_VISITOR] }],
        ['POST', '/api/office/report-templates/generic/publish', undefined],
        ['POST', '/api/office/report-templates/generic/retire', undefined],
      ] as const) {
        const answer = await as(sid, method, url, body);
        expect(answer.status, `${method} ${url}`).toBe(403);
      }
    }
    expect((await office('GET', '/api/office/report-templates')).json).toEqual(before);
  });

  it('[OFFICE-4] a new template is published from its first draft; retired, devices stop getting it but a report filled on it is kept', async () => {
    const fields = [
      { key: 'visitor', kind: 'text', label: 'Visitor', labels: { es: 'Visitante' }, required: true },
    ];
    expect(
      (
        await office('PUT', '/api/office/report-templates/site-visit/draft', {
          reportName: 'Site Visit',
          fields,
        })
      ).status,
    ).toBe(200);
    expect(await deviceTemplate(frank, 'site-visit')).toBeUndefined();
    expect((await office('POST', '/api/office/report-templates/site-visit/publish')).status).toBe(200);
    expect((await deviceTemplate(carlos, 'site-visit'))?.version).toBe(1);

    const stamp = await stampOf(frank);
    const retired = OfficeTemplate.parse(
      (await office('POST', '/api/office/report-templates/site-visit/retire')).json,
    );
    expect(retired.retired).toBe(true);
    expect(await stampOf(frank)).not.toBe(stamp);
    expect(await deviceTemplate(carlos, 'site-visit')).toBeUndefined();
    const queued = await server.app.inject(
      saveReport(
        carlos,
        { jobID, ref: 'office4-visit', template: 'site-visit' },
        { ...reportBody({ visitor: 'Inspector Ruiz' }), templateVersion: 1 },
      ),
    );
    expect(queued.statusCode, queued.body).toBe(200);
  });
});
