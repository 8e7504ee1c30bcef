// The console's areas: ONE entry each, its screen in its own folder (src/<area>/), loaded when
// first opened. The navbar shows an area only to a person holding one of its roles; the roles are
// those of the area's main call in the contract, so the menu and the server agree.
import { type OfficeRole, calls } from '@fieldops/contract';
import {
  IconBriefcase,
  IconClipboardCheck,
  IconHistory,
  IconListDetails,
  IconScale,
  IconTemplate,
  IconUsers,
  IconWebhook,
  IconFileDescription,
  IconFolders,
  IconPhoto,
  IconTruck,
  IconFileImport,
  type Icon,
} from '@tabler/icons-react';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { MessageKey } from './i18n/catalogue';

export interface Area {
  /** The path under /office/ (no leading slash); the area may have its own routes below it. */
  path: string;
  element: LazyExoticComponent<ComponentType>;
  label: MessageKey;
  icon: Icon;
  roles: readonly OfficeRole[];
}

export const areas: readonly Area[] = [
  {
    path: 'jobs',
    element: lazy(() => import('./jobs/JobsArea')),
    label: 'jobs.nav',
    icon: IconBriefcase,
    roles: calls.officeJobs.office,
  },
  {
    path: 'people',
    element: lazy(() => import('./people/PeopleArea')),
    label: 'people.nav',
    icon: IconUsers,
    roles: calls.officePeople.office,
  },
  {
    path: 'lists',
    element: lazy(() => import('./lists/ListsArea')),
    label: 'lists.nav',
    icon: IconListDetails,
    roles: calls.officeLists.office,
  },
  {
    path: 'rules',
    element: lazy(() => import('./rules/RulesArea')),
    label: 'rules.nav',
    icon: IconScale,
    roles: calls.officeRuleSets.office,
  },
  {
    path: 'timesheets',
    element: lazy(() => import('./timesheets/TimesheetsArea')),
    label: 'timesheets.nav',
    icon: IconClipboardCheck,
    roles: calls.officeTimesheets.office,
  },
  {
    path: 'audit',
    element: lazy(() => import('./audit/AuditArea')),
    label: 'audit.nav',
    icon: IconHistory,
    roles: calls.officeAudit.office,
  },
  {
    path: 'webhooks',
    element: lazy(() => import('./webhooks/WebhooksArea')),
    label: 'webhooks.nav',
    icon: IconWebhook,
    roles: calls.officeWebhooks.office,
  },
  {
    path: 'templates',
    element: lazy(() => import('./templates/TemplatesArea')),
    label: 'templates.nav',
    icon: IconTemplate,
    roles: calls.officeReportTemplates.office,
  },
  {
    path: 'reports',
    element: lazy(() => import('./reports/ReportsArea')),
    label: 'reports.nav',
    icon: IconFileDescription,
    roles: calls.officeReports.office,
  },
  {
    path: 'fleet',
    element: lazy(() => import('./fleet/FleetArea')),
    label: 'fleet.nav',
    icon: IconTruck,
    roles: calls.officeFleet.office,
  },
  {
    path: 'photos',
    element: lazy(() => import('./photos/PhotosArea')),
    label: 'photos.nav',
    icon: IconPhoto,
    roles: calls.officeJobPhotos.office,
  },
  {
    path: 'folders',
    element: lazy(() => import('./folders/FoldersArea')),
    label: 'folders.nav',
    icon: IconFolders,
    roles: calls.officeJobFolders.office,
  },
  {
    path: 'imports',
    element: lazy(() => import('./imports/ImportsArea')),
    label: 'imports.nav',
    icon: IconFileImport,
    roles: calls.upsertJobs.office,
  },
];
