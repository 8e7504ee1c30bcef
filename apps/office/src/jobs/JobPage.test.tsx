import type { OfficeMe } from '@fieldops/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { MeContext } from '../auth/me';
import { writeSession } from '../api/session-store';
import { OLIVIA, PEOPLE, RITA, SESSION, aJob } from '../test/office-fixtures';
import { answeringFetch, renderConsole } from '../test/render';
import { JobPage } from './JobPage';

const FRANK = { employeeID: 1, name: 'Frank Foreman' };

function serve() {
  const writes: string[] = [];
  let job = aJob({ foreman: FRANK });
  vi.stubGlobal(
    'fetch',
    answeringFetch((path, init) => {
      if (init.method === 'POST' && path === '/api/office/jobs/41/close') {
        writes.push(path);
        job = { ...job, status: 'Closed', updatedAt: '2026-11-21T09:00:00.000Z' };
        return { body: job };
      }
      if (path === '/api/office/jobs/41/history') {
        const opened = { changedAt: '2026-11-20T10:00:00.000Z', change: 'opened', employee: null };
        const closed = { changedAt: '2026-11-21T09:00:00.000Z', change: 'closed', employee: null };
        return { body: job.status === 'Closed' ? [opened, closed] : [opened] };
      }
      if (path === '/api/office/people') return { body: PEOPLE };
      return { body: job };
    }),
  );
  return writes;
}

function renderJob(me: OfficeMe) {
  writeSession(SESSION);
  renderConsole(
    <MeContext value={me}>
      <Routes>
        <Route path="/jobs/:jobID" element={<JobPage />} />
      </Routes>
    </MeContext>,
    '/jobs/41',
  );
}

describe('a job in the console', () => {
  it('[OFFICE-2] closing asks first, and once confirmed the job and its history say Closed', async () => {
    const writes = serve();
    renderJob(OLIVIA);
    await userEvent.click(await screen.findByRole('button', { name: 'Close the job' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close job J-5001?' });
    expect(writes).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(writes).toEqual(['/api/office/jobs/41/close']));
    expect(await screen.findByRole('button', { name: 'Reopen the job' })).toBeInTheDocument();
    const history = await screen.findByRole('list', { name: 'History of the job' });
    await waitFor(() => expect(within(history).getAllByRole('listitem')[0]).toHaveTextContent('Closed'));
  });

  it('[OFFICE-1] a reviewer reads the job but is offered no change: no edit, no close, no crew form', async () => {
    serve();
    renderJob(RITA);
    expect(await screen.findByRole('heading', { name: 'J-5001' })).toBeInTheDocument();
    expect(screen.getByText('Your office roles let you read jobs, not change them.')).toBeInTheDocument();
    expect(screen.getByText('Frank Foreman')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close the job' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save foreman and crew' })).not.toBeInTheDocument();
  });
});
