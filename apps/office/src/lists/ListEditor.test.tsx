// OFFICE-5: the list editor against a stubbed server: entries edited in order with their Spanish
// labels and saved whole; a repeated value is caught before anything is sent.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { answeringFetch, renderConsole } from '../test/render';
import { ListEditor } from './ListEditor';

const lists = {
  optionLists: [
    { listName: 'units', value: 'ft', label: 'Feet', labels: { es: 'Pies' }, sortOrder: 1 },
    { listName: 'units', value: 'm', label: 'Meters', sortOrder: 2 },
  ],
  eventTypes: [{ eventTypeID: 1, eventType: 'Inspection', labels: { es: 'Inspección' } }],
};

function stubServer() {
  const sent: { path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    answeringFetch((path, init) => {
      if (init.method === 'PUT') sent.push({ path, body: JSON.parse(String(init.body)) });
      return { body: lists };
    }),
  );
  return sent;
}

async function pickUnits(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByLabelText('List', { selector: 'input' }));
  await user.click(await screen.findByRole('option', { name: 'units' }));
  return screen.findByRole('table', { name: /Entries of the list/ });
}

// jsdom with Mantine on a shared 2-core machine: a generous ceiling, not a timing assertion.
describe('list editor', { timeout: 60_000 }, () => {
  it('[OFFICE-5] entries move, gain a Spanish label, and the list is saved whole in the new order', async () => {
    const sent = stubServer();
    const user = userEvent.setup({ delay: null });
    renderConsole(<ListEditor />);
    const table = await pickUnits(user);
    expect(within(table).getByRole('textbox', { name: 'Spanish label of entry 1' })).toHaveValue('Pies');
    await user.click(within(table).getByRole('button', { name: 'Move entry 2 up' }));
    await user.type(within(table).getByRole('textbox', { name: 'Spanish label of entry 1' }), 'Metros');
    await user.click(screen.getByRole('button', { name: 'Add an entry' }));
    await user.type(screen.getByRole('textbox', { name: 'Value of entry 3' }), 'yd');
    await user.type(screen.getByRole('textbox', { name: 'English label of entry 3' }), 'Yards');
    await user.click(screen.getByRole('button', { name: 'Save the list' }));
    expect(await screen.findByText(/Saved\. Phones get the list/)).toBeInTheDocument();
    expect(sent).toEqual([
      {
        path: '/api/office/lists/units',
        body: {
          entries: [
            { value: 'm', label: 'Meters', labelEs: 'Metros' },
            { value: 'ft', label: 'Feet', labelEs: 'Pies' },
            { value: 'yd', label: 'Yards', labelEs: null },
          ],
        },
      },
    ]);
  });

  it('[OFFICE-5] a repeated value is named and nothing is sent; event types are edited by name', async () => {
    const sent = stubServer();
    const user = userEvent.setup({ delay: null });
    renderConsole(<ListEditor />);
    expect(await screen.findByRole('textbox', { name: 'Name of entry 1' })).toHaveValue('Inspection');
    const table = await pickUnits(user);
    await user.clear(within(table).getByRole('textbox', { name: 'Value of entry 2' }));
    await user.type(within(table).getByRole('textbox', { name: 'Value of entry 2' }), 'ft');
    await user.click(screen.getByRole('button', { name: 'Save the list' }));
    expect(
      await screen.findByText('Entry 2 repeats "ft"; each value may be in the list once.'),
    ).toBeInTheDocument();
    expect(sent).toEqual([]);
  });
});
