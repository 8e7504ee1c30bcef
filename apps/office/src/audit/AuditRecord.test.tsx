// OFFICE-10: the record as the server pages it, newest first, filtered by who acted: the filter
// is the server's query, and each entry shows its changed fields before → after.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { answeringFetch, renderConsole } from '../test/render';
import { AuditRecord } from './AuditRecord';

const olivia = { userID: 3, name: 'Olivia Office' };
const entry = {
  auditID: 7,
  at: '2026-11-20T17:00:00Z',
  user: olivia,
  action: 'officeCloseJob',
  objectKind: 'job',
  objectID: 4102,
  jobID: 4102,
  before: { jobNumber: 'J-4102', status: 'Open' },
  after: { jobNumber: 'J-4102', status: 'Closed' },
};
const people = {
  people: [
    {
      employeeID: 50,
      fullName: 'Olivia Office',
      email: 'office@acme.example',
      fieldRole: 'crew',
      trade: null,
      workerClass: null,
      account: { userID: 3, active: true, officeRoles: ['officeAdmin'], signedIn: true },
    },
  ],
  total: 1,
  page: 1,
  pageSize: 200,
};

// jsdom with Mantine on a shared 2-core machine: a generous ceiling, not a timing assertion.
describe('audit record', { timeout: 60_000 }, () => {
  it('[OFFICE-10] filtered by who acted through the server query; an entry shows what changed', async () => {
    const asked: URLSearchParams[] = [];
    vi.stubGlobal(
      'fetch',
      answeringFetch((path, _init, url) => {
        if (path === '/api/office/people') return { body: people };
        if (path === '/api/office/jobs') return { body: { jobs: [], total: 0, page: 1, pageSize: 20 } };
        asked.push(url.searchParams);
        return { body: { entries: [entry], total: 1, page: 1, pageSize: 50 } };
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderConsole(<AuditRecord />);
    const table = await screen.findByRole('table', { name: 'Office actions, newest first' });
    const row = await within(table).findByRole('row', { name: /Closed a job/ });
    expect(row).toHaveTextContent('status:Open → Closed');
    expect(row).toHaveTextContent('Job J-4102');
    await user.click(screen.getByLabelText('Done by', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Olivia Office' }));
    await vi.waitFor(() => expect(asked.at(-1)?.get('userID')).toBe('3'));
    expect(asked[0]?.get('userID')).toBeNull();
  });
});
