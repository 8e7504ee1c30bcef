// OFFICE-8: the review screen against a stubbed server: a return needs a comment before anything
// is sent; the export's 409 is put in words; the screen reads in Spanish when the console does.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../i18n/i18n';
import { answeringFetch, renderConsole } from '../test/render';
import { TimesheetReview } from './TimesheetReview';

const day = {
  timeSheetID: 9,
  date: '2026-11-10',
  foreman: { employeeID: 12, name: 'Frank Foreman' },
  status: 'confirmed',
  version: 2,
  jobs: 1,
  crew: 1,
  review: null,
};
const unconfirmed = {
  error: 'conflict',
  message: '1 day(s) of the period are not confirmed yet',
  details: { unconfirmed: [{ foremanID: 12, date: '2026-11-12' }] },
};

function stubServer() {
  const posts: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    answeringFetch((path, init) => {
      if (init.method === 'POST') {
        posts.push(JSON.parse(String(init.body)));
        return {
          body: {
            ...day,
            status: 'draft',
            review: { decision: 'returned', comment: 'x', reviewedBy: 'O', reviewedAt: '' },
          },
        };
      }
      if (path.startsWith('/api/office/timesheets/export')) return { status: 409, body: unconfirmed };
      return { body: [day] };
    }),
  );
  return posts;
}

afterEach(() => setLocale('en'));

// jsdom with Mantine on a shared 2-core machine: a generous ceiling, not a timing assertion.
describe('timesheet review', { timeout: 60_000 }, () => {
  it('[OFFICE-8] a return is refused without a comment and sent with it; the 409 names the foreman and day', async () => {
    const posts = stubServer();
    const user = userEvent.setup({ delay: null });
    renderConsole(<TimesheetReview />);
    await user.click(await screen.findByRole('button', { name: 'Return Frank Foreman Tue, Nov 10' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Return' }));
    expect(
      within(dialog).getByText('Write what to correct: a day is returned with a comment.'),
    ).toBeInTheDocument();
    expect(posts).toEqual([]);
    await user.type(within(dialog).getByLabelText(/What should the foreman correct/), 'Carlos left at 14:00');
    await user.click(within(dialog).getByRole('button', { name: 'Return' }));
    await vi.waitFor(() =>
      expect(posts).toEqual([{ decision: 'returned', comment: 'Carlos left at 14:00' }]),
    );

    await user.click(screen.getByRole('button', { name: 'Export the period (CSV)' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The period cannot be exported yet');
    expect(alert).toHaveTextContent('Frank Foreman: Thu, Nov 12');
  });

  it('[OFFICE-8] in Spanish: the columns, the actions and the days', async () => {
    stubServer();
    setLocale('es');
    renderConsole(<TimesheetReview />);
    expect(
      await screen.findByRole('heading', { name: 'Hojas de horas por periodo de pago' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: /^Aprobar Frank Foreman mar, 10 nov/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Capataz' })).toBeInTheDocument();
  });
});
