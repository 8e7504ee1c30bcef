// OFFICE-3: deactivating asks first, and the server's refusal (deactivating yourself) is shown in
// its own words; a person without an account has nothing to deactivate.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MeContext } from '../auth/me';
import { answeringFetch, renderConsole } from '../test/render';
import { PeopleList } from './PeopleList';

const me = {
  userID: 3,
  name: 'Olivia Office',
  email: 'office@acme.example',
  roles: ['officeAdmin' as const],
};
const person = (employeeID: number, fullName: string, account: boolean) => ({
  employeeID,
  fullName,
  email: `${fullName.split(' ')[0]!.toLowerCase()}@acme.example`,
  fieldRole: 'crew',
  trade: null,
  workerClass: null,
  account: account ? { userID: employeeID, active: true, officeRoles: [], signedIn: true } : null,
});
const people = {
  people: [person(3, 'Olivia Office', true), person(40, 'Lena Laborer', false)],
  total: 2,
  page: 1,
  pageSize: 50,
};
const refusal = { error: 'conflict', message: 'You cannot deactivate yourself', details: null };

// jsdom with Mantine on a shared 2-core machine: a generous ceiling, not a timing assertion.
describe('people', { timeout: 60_000 }, () => {
  it('[OFFICE-3] deactivating asks first; the server refusing to deactivate yourself is shown in its words', async () => {
    const puts: string[] = [];
    vi.stubGlobal(
      'fetch',
      answeringFetch((path, init) => {
        if (init.method !== 'PUT') return { body: people };
        puts.push(`${path} ${String(init.body)}`);
        return { status: 409, body: refusal };
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderConsole(
      <MeContext.Provider value={me}>
        <PeopleList />
      </MeContext.Provider>,
    );
    const lena = await screen.findByRole('row', { name: /Lena Laborer/ });
    expect(within(lena).queryByRole('button', { name: /Deactivate/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Deactivate Olivia Office' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Olivia Office?' });
    expect(puts).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('You cannot deactivate yourself')).toBeInTheDocument();
    expect(puts).toEqual(['/api/office/people/3/active {"active":false}']);
  });
});
