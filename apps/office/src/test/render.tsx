// Renders a piece of the console inside its providers, at a route, with the session given.
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { consoleTheme } from '../shell/theme';

const theme = consoleTheme('Close');

export function renderConsole(ui: ReactNode, path = '/'): RenderResult {
  return render(
    <MantineProvider theme={theme} env="test">
      <ModalsProvider>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </ModalsProvider>
    </MantineProvider>,
  );
}

/** A fetch that answers each request from `answer` (path without the query, method). */
export function answeringFetch(
  answer: (path: string, init: RequestInit, url: URL) => { status?: number; body: unknown },
): typeof fetch {
  return (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input instanceof Request ? input.url : input), window.location.origin);
    const { status = 200, body } = answer(url.pathname, init, url);
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  }) as typeof fetch;
}
