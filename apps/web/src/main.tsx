import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './shell/transitions.css';
import { App, AppProviders } from './shell/App';
import { startLocale } from './i18n/locale';
import { createErrorReporter, installErrorReporter } from './shell/error-reporter';
import { errorReporterDeps } from './shell/error-reporter-deps';
import { appRoutes } from './shell/routes';
import { startDeps } from './shell/start-deps';
import { applyTransitionDurations, transitionPlatform } from './shell/transitions';

// MISC-4: first, so an error anywhere in the start is reported.
installErrorReporter(window, createErrorReporter(errorReporterDeps()));
applyTransitionDurations(document.documentElement, transitionPlatform());
const router = createBrowserRouter(appRoutes());
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// UX-1: the device's language before anything renders (splash and sign-in included); on an English
// device nothing is fetched, on a Spanish one its catalogue (precached, so offline too).
// UX-4: the first render is a transition, so React renders it in slices that yield to the browser
// (taps, paints) instead of one long task; index.html's start screen shows until it commits.
void startLocale().then(() =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <AppProviders>
          <App router={router} deps={startDeps(router)} />
        </AppProviders>
      </StrictMode>,
    ),
  ),
);
