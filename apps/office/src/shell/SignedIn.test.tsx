import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { writeSession } from '../api/session-store';
import { answeringFetch, renderConsole } from '../test/render';
import { SignedIn } from './SignedIn';

const session = {
  sessionId: 'sid-1',
  accessToken: 'token',
  email: 'frank@acme.example',
  revocationEndpoint: '/oidc/token/revocation',
  clientId: 'fieldops-web',
};
const noJobs = { jobs: [], total: 0, page: 1, pageSize: 50 };

function renderAt(path: string) {
  return renderConsole(
    <Routes>
      <Route path="/sign-in" element={<p>sign-in page</p>} />
      <Route path="/*" element={<SignedIn />} />
    </Routes>,
    path,
  );
}

describe('the console frame', () => {
  it('[OFFICE-1] an office manager sees the Jobs area in the navbar and lands on it', async () => {
    writeSession(session);
    vi.stubGlobal(
      'fetch',
      answeringFetch((path) =>
        path === '/api/office/me'
          ? {
              body: {
                userID: 3,
                name: 'Olivia Office',
                email: 'office@acme.example',
                roles: ['officeManager'],
              },
            }
          : { body: noJobs },
      ),
    );
    renderAt('/');
    const nav = await screen.findByRole('navigation', { name: 'Console areas' });
    expect(nav).toHaveTextContent('Jobs');
    expect(await screen.findByRole('heading', { name: 'Jobs' })).toBeInTheDocument();
    expect(await screen.findByText(/No jobs yet/)).toBeInTheDocument();
  });

  it('[OFFICE-1] a field account (officeMe answers 403) sees the no-office-role page', async () => {
    writeSession(session);
    vi.stubGlobal(
      'fetch',
      answeringFetch(() => ({
        status: 403,
        body: { error: 'forbidden', message: 'No office role', details: null },
      })),
    );
    renderAt('/jobs');
    expect(
      await screen.findByRole('heading', { name: 'This account has no office role' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/frank@acme.example can use the field app/)).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('[OFFICE-1] an ended session (401) returns to sign-in and forgets the session', async () => {
    writeSession(session);
    vi.stubGlobal(
      'fetch',
      answeringFetch(() => ({
        status: 401,
        body: { error: 'unauthorized', message: 'Sign in again', details: null },
      })),
    );
    renderAt('/jobs');
    expect(await screen.findByText('sign-in page')).toBeInTheDocument();
    expect(sessionStorage.length).toBe(0);
  });

  it('[OFFICE-1] with no session the console goes straight to sign-in without calling the server', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    renderAt('/jobs');
    expect(await screen.findByText('sign-in page')).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
