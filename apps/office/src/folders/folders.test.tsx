// OFFICE-9: a job's folders in the console: each with whether it is on the drive, new names sent as
// the contract's body for that job, and the form offered only to those who may set folders up.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OfficeJobFolders, OfficeMe } from '@fieldops/contract';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeSession } from '../api/session-store';
import { MeContext } from '../auth/me';
import { answeringFetch, renderConsole } from '../test/render';
import FoldersArea from './FoldersArea';

const session = {
  sessionId: 'sid-office',
  accessToken: 'token',
  email: 'office@acme.example',
  revocationEndpoint: '/oidc/token/revocation',
  clientId: 'fieldops-web',
};
const folders: OfficeJobFolders = {
  jobID: 7,
  crewFolderID: 'crew-folder-0001',
  folders: [
    { name: 'Permits', driveFolderID: 'drive-0002', createdAt: '2026-11-18T16:45:00.000Z' },
    { name: 'Old notes', driveFolderID: null, createdAt: '2026-01-02T10:00:00.000Z' },
  ],
};
const me = (roles: OfficeMe['roles']): OfficeMe => ({
  userID: 1,
  name: 'Olivia',
  email: session.email,
  roles,
});

function open(roles: OfficeMe['roles'], sent: unknown[]) {
  writeSession(session);
  vi.stubGlobal(
    'fetch',
    answeringFetch((path, init) => {
      if (path !== '/api/office/jobs/7/folders')
        return { status: 404, body: { error: 'notFound', message: 'No' } };
      if (init.method === 'POST') sent.push(JSON.parse(String(init.body)));
      return { body: folders };
    }),
  );
  renderConsole(
    <MeContext.Provider value={me(roles)}>
      <Routes>
        <Route path="/folders/*" element={<FoldersArea />} />
      </Routes>
    </MeContext.Provider>,
    '/folders/7',
  );
}

const SLOW_MS = 30_000;

describe("a job's folders in the console", () => {
  afterEach(() => vi.unstubAllGlobals());

  it(
    '[OFFICE-9] shows each folder with whether it is on the drive, and sets up the names typed',
    async () => {
      const sent: unknown[] = [];
      open(['officeManager'], sent);
      const table = await screen.findByRole('table', { name: 'Folders of the job' });
      expect(within(table).getByRole('row', { name: /Permits/ })).toHaveTextContent('On the drive');
      expect(within(table).getByRole('row', { name: /Old notes/ })).toHaveTextContent('Not made yet');
      await userEvent.type(screen.getByRole('textbox', { name: /New folders/ }), 'Permits, As-built ,');
      await userEvent.click(screen.getByRole('button', { name: 'Set up the folders' }));
      await waitFor(() => expect(sent).toEqual([{ names: ['Permits', 'As-built'] }]));
    },
    SLOW_MS,
  );

  it(
    '[OFFICE-9] a reviewer sees the folders but is offered no form to set them up',
    async () => {
      open(['reviewer'], []);
      expect(await screen.findByRole('table', { name: 'Folders of the job' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Set up the folders' })).not.toBeInTheDocument();
    },
    SLOW_MS,
  );
});
