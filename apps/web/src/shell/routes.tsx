// NAV-1/2: every route of spec §2 with its access. Screens load lazily so the first download stays
// small; the screens later issues build show a titled "coming soon" page until then.
import { Navigate, type RouteObject } from 'react-router';
import type { MessageKey } from '../i18n/messages';
import { AppLayout } from './AppLayout';
import { PageLoader } from './PageLoader';
import { RequireSession } from './RequireSession';
import { RouteError } from './RouteError';

export type Access = 'open' | 'signedIn';
type LazyComponent = () => Promise<{ Component: React.ComponentType }>;

export interface ScreenRoute {
  path: string;
  access: Access;
  titleKey: MessageKey;
  /** The screen's module; without one the route shows the "coming soon" page. */
  load?: LazyComponent;
}

export interface ScreenHandle {
  titleKey: MessageKey;
}

const comingSoon: LazyComponent = async () => ({
  Component: (await import('../features/coming-soon/ComingSoonPage')).ComingSoonPage,
});
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
const queueList: LazyComponent = async () => ({
  Component: (await import('../features/queue-list/QueueListPage')).QueueListPage,
});

export const screens: readonly ScreenRoute[] = [
  { path: 'dashboard', access: 'signedIn', titleKey: 'page.dashboard', load: dashboard },
  { path: 'fleet-list', access: 'open', titleKey: 'page.fleetList', load: fleetList },
  {
    path: 'ts-calendar',
    access: 'signedIn',
    titleKey: 'page.tsCalendar',
    load: timesheets('TimesheetCalendarPage'),
  },
  {
    path: 'ts-jobs',
    access: 'signedIn',
    titleKey: 'page.tsJobs',
    load: timesheets('TimesheetJobsPage'),
  },
  {
    path: 'ts-jobs/:id',
    access: 'signedIn',
    titleKey: 'page.tsJobs',
    load: timesheets('TimesheetJobPage'),
  },
  {
    path: 'ts-show-up',
    access: 'open',
    titleKey: 'page.tsShowUp',
    load: timesheets('TimesheetShowUpPage'),
  },
  {
    path: 'ts-confirmation',
    access: 'open',
    titleKey: 'page.tsConfirmation',
    load: timesheets('TimesheetConfirmationPage'),
  },
  {
    path: 'ts-explanations',
    access: 'open',
    titleKey: 'page.tsExplanations',
    load: timesheets('TimesheetExplanationsPage'),
  },
  { path: 'jobs/new', access: 'open', titleKey: 'page.newErJob', load: newErJob },
  { path: 'er-job-completed', access: 'open', titleKey: 'page.erJobCompleted', load: erJobCompleted },
  { path: 'job-list', access: 'signedIn', titleKey: 'page.jobList', load: jobs('JobListPage') },
  { path: 'jobs/:jobID/job-page', access: 'open', titleKey: 'page.jobPage', load: jobs('JobPage') },
  {
    path: 'job-list/:jobID/job-gallery',
    access: 'open',
    titleKey: 'page.jobGallery',
    load: jobs('JobGalleryPage'),
  },
  { path: 'job-list/:jobID/job-docs', access: 'open', titleKey: 'page.jobDocs', load: jobs('JobDocsPage') },
  {
    path: 'jobs/:jobID/job-location/:id',
    access: 'open',
    titleKey: 'page.jobLocation',
    load: jobs('JobLocationPage'),
  },
  {
    path: 'jobs/:jobID/comments',
    access: 'open',
    titleKey: 'page.jobComments',
    load: jobs('JobCommentsPage'),
  },
  {
    path: 'jobs/dynamic-report',
    access: 'open',
    titleKey: 'page.dynamicReport',
    load: reports('DynamicReportPage'),
  },
  {
    path: 'jobs/cbilling-report',
    access: 'open',
    titleKey: 'page.cbillingReport',
    load: reports('CbillingReportPage'),
  },
  {
    path: 'jobs/construct-complete',
    access: 'open',
    titleKey: 'page.constructComplete',
    load: reports('ConstructCompletePage'),
  },
  {
    path: 'jobs/reports-viewer',
    access: 'open',
    titleKey: 'page.reportsViewer',
    load: reports('ReportsViewerPage'),
  },
  { path: 'job-docs', access: 'signedIn', titleKey: 'page.docs', load: files('JobFolderDocsPage') },
  { path: 'docs-list', access: 'signedIn', titleKey: 'page.docsList', load: files('DocsListPage') },
  { path: 'file-sync', access: 'signedIn', titleKey: 'page.fileSync', load: files('FileSyncPage') },
  {
    path: 'file-sync/:folderid',
    access: 'signedIn',
    titleKey: 'page.folderDocs',
    load: files('FolderDocsPage'),
  },
  { path: 'queue-list', access: 'signedIn', titleKey: 'page.queueList', load: queueList },
  { path: 'device', access: 'signedIn', titleKey: 'page.device', load: deviceDetails },
  {
    path: 'report-generic',
    access: 'open',
    titleKey: 'page.reportGeneric',
    load: reports('GenericReportPage'),
  },
];

function toRoute(screen: ScreenRoute): RouteObject {
  return {
    path: screen.path,
    handle: { titleKey: screen.titleKey } satisfies ScreenHandle,
    lazy: screen.load ?? comingSoon,
  };
}

export function appRoutes(): RouteObject[] {
  return [
    {
      path: '/',
      HydrateFallback: PageLoader,
      ErrorBoundary: RouteError,
      children: [
        { index: true, element: <Navigate to="/dashboard" replace /> },
        {
          path: 'login',
          lazy: async () => ({ Component: (await import('../auth/LoginPage')).LoginPage }),
        },
        {
          Component: AppLayout,
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
