import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MeContext } from '../auth/me';
import { writeSession } from '../api/session-store';
import { OLIVIA, PEOPLE, SESSION, aJob } from '../test/office-fixtures';
import { answeringFetch, renderConsole } from '../test/render';
import { JobList } from './JobList';

function serve(total = 2) {
  const asked: URLSearchParams[] = [];
  vi.stubGlobal(
    'fetch',
    answeringFetch((path, _init, url) => {
      if (path === '/api/office/people') return { body: PEOPLE };
      asked.push(url.searchParams);
      const jobs = total === 0 ? [] : [aJob(), aJob({ jobID: 42, jobNumber: 'J-5002', status: 'Closed' })];
      return { body: { jobs, total, page: Number(url.searchParams.get('page')), pageSize: 50 } };
    }),
  );
  return asked;
}

function renderList(onOpen = vi.fn()) {
  writeSession(SESSION);
  renderConsole(
    <MeContext value={OLIVIA}>
      <JobList onOpen={onOpen} onCreate={vi.fn()} />
    </MeContext>,
  );
  return onOpen;
}

describe('the job list', () => {
  it('[OFFICE-2] asks the server for each filter, search, sort and page, never loading every job', async () => {
    const asked = serve(120);
    renderList();
    const table = await screen.findByRole('table', { name: 'Jobs of the company' });
    expect(within(table).getByText('J-5001')).toBeInTheDocument();
    expect(asked.at(-1)?.get('pageSize')).toBe('50');
    expect(asked.at(-1)?.get('sort')).toBe('-updated');

    await userEvent.click(screen.getByRole('radio', { name: 'Closed' }));
    await waitFor(() => expect(asked.at(-1)?.get('status')).toBe('Closed'));
    await userEvent.type(screen.getByLabelText('Search jobs'), 'elm');
    await waitFor(() => expect(asked.at(-1)?.get('search')).toBe('elm'));

    const numberHeader = screen.getByRole('columnheader', { name: /Job number/ });
    expect(numberHeader).toHaveAttribute('aria-sort', 'none');
    await userEvent.click(within(numberHeader).getByRole('button'));
    await waitFor(() => expect(asked.at(-1)?.get('sort')).toBe('jobNumber'));
    expect(screen.getByRole('columnheader', { name: /Job number/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );

    await userEvent.click(screen.getByRole('button', { name: '3' }));
    await waitFor(() => expect(asked.at(-1)?.get('page')).toBe('3'));
    expect(screen.getByText('120 in all')).toBeInTheDocument();
  });

  it('[OFFICE-2] rows are reached with the keyboard and Enter opens the job', async () => {
    serve();
    const onOpen = renderList();
    const first = (await screen.findByText('J-5001')).closest('tr')!;
    first.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByText('J-5002').closest('tr')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ jobNumber: 'J-5002' }));
  });

  it('[OFFICE-2] an empty company says how to create the first job', async () => {
    serve(0);
    renderList();
    expect(await screen.findByText(/No jobs yet. Create the first/)).toBeInTheDocument();
  });

  it('[OFFICE-2] a server that cannot be reached shows an error with a retry', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    renderList();
    expect(await screen.findByRole('alert')).toHaveTextContent('The server could not be reached');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
