import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './shell/transitions.css';
import { App, AppProviders } from './shell/App';
import { appRoutes } from './shell/routes';
import { startDeps } from './shell/start-deps';
import { applyTransitionDurations, transitionPlatform } from './shell/transitions';

applyTransitionDurations(document.documentElement, transitionPlatform());
const router = createBrowserRouter(appRoutes());
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <AppProviders>
      <App router={router} deps={startDeps(router)} />
    </AppProviders>
  </StrictMode>,
);
