// INT-3: the console's CSV import: a check is a dry run that shows every line's outcome and
// errors (and the lines that could not be read), writing nothing; Import is enabled only after a
// check of the same text with no errors, and then shows what was written.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeSession } from '../api/session-store';
import { answeringFetch, renderConsole } from '../test/render';
import ImportsArea from './ImportsArea';

const session = {
  sessionId: 'sid-office',
  accessToken: 'token',
  email: 'office@acme.example',
  revocationEndpoint: '/oidc/token/revocation',
  clientId: 'fieldops-web',
};
interface Sent {
  path: string;
  dryRun: boolean;
  rows: Record<string, unknown>[];
}

/** The upsert calls as the server answers them: a row without a work type is invalid. */
function serve(sent: Sent[]) {
  return answeringFetch((path, init) => {
    const body = JSON.parse(String(init.body)) as { dryRun: boolean; rows: Record<string, unknown>[] };
    sent.push({ path, ...body });
    const results = body.rows.map((row, i) => {
      const invalid = row.workType === undefined;
      return {
        row: i,
        externalID: String(row.externalID),
        outcome: invalid ? 'invalid' : 'created',
        id: invalid || body.dryRun ? null : 100 + i,
        errors: invalid ? [{ field: 'workType', message: 'Required' }] : [],
      };
    });
    const count = (o: string) => results.filter((r) => r.outcome === o).length;
    return {
      body: {
        dryRun: body.dryRun,
        counts: { created: count('created'), updated: 0, unchanged: 0, invalid: count('invalid') },
        results,
      },
    };
  });
}

const HEADER = 'externalID,jobNumber,workType,city,latitude,longitude,foreman,crew\n';
const GOOD = 'ERP-1,X-1,Storm drain,Oakland,37.8,-122.27,frank@acme.example,carlos@acme.example\n';
const GOOD_2 = 'ERP-2,X-2,Paving,"Oakland, CA",,,,\n';
const NO_WORK_TYPE = 'ERP-3,X-3,,Oakland,,,,\n';
const NOT_A_NUMBER = 'ERP-4,X-4,Paving,Oakland,north,,,\n';

async function pasteCsv(text: string) {
  const user = userEvent.setup();
  const box = screen.getByRole('textbox', { name: 'Or paste the CSV' });
  await user.clear(box);
  await user.click(box);
  await user.paste(text);
  return user;
}
const open = () =>
  renderConsole(
    <Routes>
      <Route path="/imports/*" element={<ImportsArea />} />
    </Routes>,
    '/imports',
  );

describe('the CSV import in the console', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('[INT-3] Check is a dry run that shows every line’s outcome and errors, and the unreadable lines; Import stays off', async () => {
    writeSession(session);
    const sent: Sent[] = [];
    vi.stubGlobal('fetch', serve(sent));
    open();
    const user = await pasteCsv(HEADER + GOOD + NO_WORK_TYPE + NOT_A_NUMBER);
    const unreadable = await screen.findByRole('list', { name: /These lines cannot be read/ });
    expect(unreadable).toHaveTextContent('Line 4: latitude: “north” is not a number');
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Check' }));
    const table = await screen.findByRole('table', { name: 'Check results by line' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('3ERP-3Invalid');
    expect(first).toHaveTextContent('workType: Required');
    expect(second).toHaveTextContent('2ERP-1Would be created');
    expect(
      screen.getByText(/Checked, nothing written: 1 to create, 0 to update, 0 unchanged, 1 with errors/),
    ).toBeVisible();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ path: '/api/integration/jobs', dryRun: true });
    expect(sent[0]!.rows).toEqual([
      {
        externalID: 'ERP-1',
        jobNumber: 'X-1',
        workType: 'Storm drain',
        city: 'Oakland',
        latitude: 37.8,
        longitude: -122.27,
        foreman: 'frank@acme.example',
        crew: ['carlos@acme.example'],
      },
      { externalID: 'ERP-3', jobNumber: 'X-3', city: 'Oakland' },
    ]);
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
    expect(sent.every((s) => s.dryRun)).toBe(true);
  });

  it('[INT-3] Import is enabled only after a clean check of the same text, then writes and shows the results', async () => {
    writeSession(session);
    const sent: Sent[] = [];
    vi.stubGlobal('fetch', serve(sent));
    open();
    const importButton = () => screen.getByRole('button', { name: 'Import' });
    let user = await pasteCsv(HEADER + GOOD + GOOD_2);
    expect(await screen.findByText('2 rows ready to check')).toBeVisible();
    expect(importButton()).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Check' }));
    await screen.findByRole('table', { name: 'Check results by line' });
    expect(importButton()).toBeEnabled();

    // Another text needs its own check.
    user = await pasteCsv(HEADER + GOOD);
    expect(importButton()).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Check' }));
    await screen.findByRole('table', { name: 'Check results by line' });
    await user.click(importButton());
    const table = await screen.findByRole('table', { name: 'Import results by line' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('2ERP-1Created');
    expect(screen.getByText(/Imported: 1 created/)).toBeVisible();
    expect(sent.map((s) => [s.dryRun, s.rows.length])).toEqual([
      [true, 2],
      [true, 1],
      [false, 1],
    ]);
    // Written once: importing again needs a new check.
    expect(importButton()).toBeDisabled();
  });

  it('[INT-3] the template of each kind is its header row, and a refusal shows the server’s words', async () => {
    writeSession(session);
    vi.stubGlobal(
      'fetch',
      answeringFetch(() => ({ status: 403, body: { error: 'forbidden', message: 'No', details: null } })),
    );
    open();
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Equipment' }));
    const template = screen.getByRole('link', { name: 'Download the Equipment template' });
    expect(template).toHaveAttribute('download', 'fieldops-equipment.csv');
    expect(decodeURIComponent(template.getAttribute('href')!.split(',').slice(1).join(','))).toBe(
      'kind,code,name,type,status,assignedTo\r\n',
    );
    await pasteCsv('kind,code,name,type\nvehicle,V-1,Truck,Bucket truck\n');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your office roles do not allow this');
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
  });
});
