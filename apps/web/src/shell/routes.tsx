// NAV-1/2: every route of spec §2 with its access. Screens load lazily so the first download stays
// small. The shell composes the features here; no feature imports the shell back.
import { Navigate, type RouteObject } from 'react-router';
import { PageLoader } from '../ui/PageLoader';
import { afterSignIn } from './after-sign-in';
import { loadSignedInFrame } from './load-frame';
import { RequireSession } from './RequireSession';
import { RouteError } from './RouteError';
import { ScreenRoot } from './ScreenRoot';

export type Access = 'open' | 'signedIn';
type LazyComponent = () => Promise<{ Component: React.ComponentType }>;

export interface ScreenRoute {
  path: string;
  access: Access;
  /** The screen's module, loaded when the route is first opened. */
  load: LazyComponent;
}

const dashboard: LazyComponent = async () => ({
  Component: (await import('../features/dashboard/DashboardPage')).DashboardPage,
});
const jobs =
  (
    name:
      'JobListPage' | 'JobPage' | 'JobLocationPage' | 'JobCommentsPage' | 'JobGalleryPage' | 'JobDocsPage',
  ): LazyComponent =>
  async () => ({ Component: (await import('../features/jobs'))[name] });
const newErJob: LazyComponent = async () => ({
  Component: (await import('../features/er-jobs/NewErJobPage')).NewErJobPage,
});
const erJobCompleted: LazyComponent = async () => ({
  Component: (await import('../features/er-jobs/ErJobCompletedPage')).ErJobCompletedPage,
});
const reports =
  (
    name:
      | 'DynamicReportPage'
      | 'CbillingReportPage'
      | 'ConstructCompletePage'
      | 'GenericReportPage'
      | 'ReportsViewerPage',
  ): LazyComponent =>
  async () => ({ Component: (await import('../features/reports'))[name] });
const timesheets =
  (
    name:
      | 'TimesheetCalendarPage'
      | 'TimesheetJobsPage'
      | 'TimesheetJobPage'
      | 'TimesheetShowUpPage'
      | 'TimesheetExplanationsPage'
      | 'TimesheetConfirmationPage',
  ): LazyComponent =>
  async () => ({ Component: (await import('../features/timesheets'))[name] });
const fleetList: LazyComponent = async () => ({
  Component: (await import('../features/fleet/FleetListPage')).FleetListPage,
});
const deviceDetails: LazyComponent = async () => ({
  Component: (await import('../features/device/DeviceDetailsPage')).DeviceDetailsPage,
});
const files =
  (name: 'FileSyncPage' | 'FolderDocsPage' | 'DocsListPage' | 'JobFolderDocsPage'): LazyComponent =>
  async () => ({ Component: (await import('../features/files'))[name] });
const kioskClock: LazyComponent = async () => ({
  Component: (await import('../features/crew/KioskClockPage')).KioskClockPage,
});
const queueList: LazyComponent = async () => ({
  Component: (await import('../features/queue-list/QueueListPage')).QueueListPage,
});

export const screens: readonly ScreenRoute[] = [
  { path: 'dashboard', access: 'signedIn', load: dashboard },
  { path: 'fleet-list', access: 'open', load: fleetList },
  { path: 'ts-calendar', access: 'signedIn', load: timesheets('TimesheetCalendarPage') },
  { path: 'ts-jobs', access: 'signedIn', load: timesheets('TimesheetJobsPage') },
  { path: 'ts-jobs/:id', access: 'signedIn', load: timesheets('TimesheetJobPage') },
  { path: 'ts-show-up', access: 'open', load: timesheets('TimesheetShowUpPage') },
  { path: 'ts-confirmation', access: 'open', load: timesheets('TimesheetConfirmationPage') },
  { path: 'ts-explanations', access: 'open', load: timesheets('TimesheetExplanationsPage') },
  { path: 'jobs/new', access: 'open', load: newErJob },
  { path: 'er-job-completed', access: 'open', load: erJobCompleted },
  { path: 'job-list', access: 'signedIn', load: jobs('JobListPage') },
  { path: 'jobs/:jobID/job-page', access: 'open', load: jobs('JobPage') },
  { path: 'job-list/:jobID/job-gallery', access: 'open', load: jobs('JobGalleryPage') },
  { path: 'job-list/:jobID/job-docs', access: 'open', load: jobs('JobDocsPage') },
  { path: 'jobs/:jobID/job-location/:id', access: 'open', load: jobs('JobLocationPage') },
  { path: 'jobs/:jobID/comments', access: 'open', load: jobs('JobCommentsPage') },
  { path: 'jobs/dynamic-report', access: 'open', load: reports('DynamicReportPage') },
  { path: 'jobs/cbilling-report', access: 'open', load: reports('CbillingReportPage') },
  { path: 'jobs/construct-complete', access: 'open', load: reports('ConstructCompletePage') },
  { path: 'jobs/reports-viewer', access: 'open', load: reports('ReportsViewerPage') },
  { path: 'job-docs', access: 'signedIn', load: files('JobFolderDocsPage') },
  { path: 'docs-list', access: 'signedIn', load: files('DocsListPage') },
  { path: 'file-sync', access: 'signedIn', load: files('FileSyncPage') },
  { path: 'file-sync/:folderid', access: 'signedIn', load: files('FolderDocsPage') },
  { path: 'queue-list', access: 'signedIn', load: queueList },
  { path: 'crew-clock', access: 'signedIn', load: kioskClock },
  { path: 'device', access: 'signedIn', load: deviceDetails },
  { path: 'report-generic', access: 'open', load: reports('GenericReportPage') },
];

// UX-4: a screen's module is imported once its frame is in (see load-frame.ts).
const toRoute = (screen: ScreenRoute): RouteObject => ({
  path: screen.path,
  lazy: async () => {
    await loadSignedInFrame();
    return screen.load();
  },
});

export function appRoutes(): RouteObject[] {
  return [
    {
      path: '/',
      Component: ScreenRoot,
      HydrateFallback: PageLoader,
      ErrorBoundary: RouteError,
      children: [
        { index: true, element: <Navigate to="/dashboard" replace /> },
        {
          path: 'login',
          // OFF-1: the page runs the start's signed-in part once a session is open; the shell
          // gives it, so auth/ imports none of the syncs above it.
          lazy: async () => {
            const { LoginPage } = await import('../auth/LoginPage');
            return { element: <LoginPage afterSignIn={afterSignIn} /> };
          },
        },
        {
          // UX-4: the signed-in frame (AppShell, menu, banners) loads with the first screen in it.
          lazy: async () => ({ Component: (await loadSignedInFrame()).AppLayout }),
          ErrorBoundary: RouteError,
          children: [
            {
              Component: RequireSession,
              children: screens.filter((s) => s.access === 'signedIn').map(toRoute),
            },
            ...screens.filter((s) => s.access === 'open').map(toRoute),
            {
              path: '*',
              lazy: async () => ({
                Component: (await import('../features/not-found/NotFoundPage')).NotFoundPage,
              }),
            },
          ],
        },
      ],
    },
  ];
}
