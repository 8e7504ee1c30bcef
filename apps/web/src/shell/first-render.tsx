// The app's first render, the last stage of main.tsx's start (UX-4): the router, the providers and
// the app, once React, the router and the language are in.
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App, AppProviders } from './App';
import { appRoutes } from './routes';
import { startDeps } from './start-deps';

export function renderApp(): void {
  const router = createBrowserRouter(appRoutes());
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  // UX-4: the first render is a transition, so React renders it in slices that yield to the browser
  // (taps, paints) instead of one long task; index.html's start screen shows until it commits.
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <AppProviders>
          <App router={router} deps={startDeps(router)} />
        </AppProviders>
      </StrictMode>,
    ),
  );
}
