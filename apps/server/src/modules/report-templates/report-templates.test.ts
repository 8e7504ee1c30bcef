import {
  QuestionLoaderAnswer,
  REPORT_TEMPLATE_KEY_RANGE,
  ReportTemplate,
  optionListsOf,
} from '@fieldops/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, type TestServer } from '../../test/harness.js';
import { signedInServer } from '../../test/signed-in.js';
import { CARLOS } from '../../test/jobs-fixtures.js';

let server: TestServer;
let sid: string;
beforeAll(async () => ({ server, sid } = await signedInServer(CARLOS)));
afterAll(() => server?.close());

const get = (url: string) => server.app.inject(apiCall(sid, 'GET', url));

describe('report templates', () => {
  it('[REPORT-1] the three demo templates are served with typed fields and ids within 1..1,000,000', async () => {
    const answer = await get('/api/Mobile/ReportTemplates');
    expect(answer.statusCode).toBe(200);
    const templates = answer.json<unknown[]>().map((t) => ReportTemplate.parse(t));
    expect(templates.map((t) => t.reportTemplateName)).toEqual(['cbilling', 'construct-complete', 'generic']);
    for (const t of templates) {
      expect(t.reportTemplateID).toBeGreaterThanOrEqual(REPORT_TEMPLATE_KEY_RANGE.from);
      expect(t.reportTemplateID).toBeLessThanOrEqual(REPORT_TEMPLATE_KEY_RANGE.to);
      expect(t.version).toBe(1);
    }
    const cbilling = templates[0]!;
    const items = cbilling.fields.find((f) => f.kind === 'lineItems');
    expect(items?.kind === 'lineItems' && items.columns.map((c) => c.key)).toEqual([
      'code',
      'description',
      'unit',
      'quantity',
      'unitPrice',
    ]);
    expect(cbilling.fields.map((f) => f.kind)).toEqual(
      expect.arrayContaining(['date', 'text', 'lineItems', 'photos', 'signature']),
    );
    const complete = templates[1]!;
    expect(complete.fields.find((f) => f.key === 'restorationNotes')?.showWhen).toEqual({
      field: 'surfaceRestored',
      equals: true,
    });
    const hours = templates[2]!.fields.find((f) => f.key === 'hoursWorked');
    expect(hours).toMatchObject({ kind: 'number', unit: 'h', min: 0, max: 24, step: 0.25, required: true });
  });

  it('[UX-1] every demo field, column and choice carries its Spanish label', async () => {
    const templates = (await get('/api/Mobile/ReportTemplates'))
      .json<unknown[]>()
      .map((t) => ReportTemplate.parse(t));
    const labelled = templates.flatMap((t) =>
      t.fields.flatMap((f) => [
        f,
        ...(f.kind === 'lineItems' ? f.columns : []),
        ...(f.kind === 'choice' ? (f.options ?? []) : []),
      ]),
    );
    expect(labelled.filter((f) => !f.labels?.es).map((f) => f.label)).toEqual([]);
    expect(templates[2]!.fields.find((f) => f.key === 'weather')?.labels).toEqual({ es: 'Clima' });
  });

  it('[REPORT-1] one template by name; an unknown name is 404', async () => {
    const answer = await get('/api/Mobile/ReportTemplates/construct-complete');
    expect(answer.statusCode).toBe(200);
    expect(ReportTemplate.parse(answer.json()).reportName).toBe('Construction Complete');
    const unknown = await get('/api/Mobile/ReportTemplates/no-such-template');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      error: 'not_found',
      message: 'No report template named no-such-template',
    });
  });

  it('[REPORT-1] the question loader answers every option list the templates name, and only those', async () => {
    const answer = await get('/api/QuestionLoader');
    expect(answer.statusCode).toBe(200);
    const { optionLists } = QuestionLoaderAnswer.parse(answer.json());
    const templates = (await get('/api/Mobile/ReportTemplates')).json<ReportTemplate[]>();
    const named = new Set(templates.flatMap((t) => optionListsOf(ReportTemplate.parse(t).fields)));
    expect(new Set(optionLists.map((o) => o.listName))).toEqual(named);
    expect(named).toEqual(new Set(['billingUnits', 'weather']));
    expect(optionLists.filter((o) => o.listName === 'weather').map((o) => o.value)).toContain('Rain');
  });

  it('[SRV-1] templates need a session', async () => {
    const answer = await server.app.inject({ method: 'GET', url: '/api/Mobile/ReportTemplates' });
    expect(answer.statusCode).toBe(401);
  });
});
