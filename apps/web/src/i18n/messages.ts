// The app's message catalogue: every user-visible string lives here (STYLE: English first, ready
// for more). Quoted spec strings are exact, including the spelling 'Autentication Success!'.
// `es` (or any other locale) is a Partial of `en`; missing keys fall back to English.

export const en = {
  appName: 'FieldOps',
  // Sign-in (AUTH-7)
  'auth.begun': 'Authentication process has begun',
  'auth.authenticating': 'Authenticating with {host}',
  'auth.success': 'Autentication Success!',
  'auth.failed': 'Failed to authenticate with {host}',
  'auth.signIn': 'Sign in with your company account',
  'auth.tryAgain': 'Try again',
  'auth.title': 'Sign in to FieldOps',
  'auth.intro': 'Use your company account. Your work stays on this device when the network drops.',
  // Side menu (SHELL-1)
  'menu.label': 'Main menu',
  'menu.dashboard': 'Dashboard',
  'menu.jobList': 'Jobs List',
  'menu.newErJob': 'New ER Job',
  'menu.timesheet': 'TimeSheet',
  'menu.fileSync': 'File Sync',
  'menu.queueList': 'Queue list',
  'menu.updateApp': 'Update App',
  'menu.device': 'Device Details',
  'menu.logOut': 'Log Out',
  'menu.toggle': 'Toggle navigation',
  'menu.external': '{title} (opens in a new window)',
  // Menu footer (SHELL-3)
  'footer.label': 'Server status',
  'footer.apiServer': 'API server: {host}',
  'footer.database': 'Database: {name}',
  'footer.dbStatus': 'Database status: {status}',
  'footer.server': 'Server: {name}',
  'footer.statusSuccess': 'Database status success',
  'footer.statusDanger': 'Database status danger',
  'footer.unknown': 'unknown',
  // Splash, offline, update (SHELL-4..6)
  'splash.loading': 'Loading...',
  'network.offlineBanner': 'Network is offline',
  'network.offlineToast': 'NETWORK IS OFFLINE!',
  'update.title': 'Update App',
  'update.message': 'A new version is available. Update now?',
  'update.no': 'No',
  'update.yes': 'Yes',
  'update.latest': 'You have the latest version',
  'update.checking': 'Checking for a new version…',
  'update.unavailable': 'Updates can be checked once the app is installed from the server',
  // Storage (DB-3)
  'storage.full': 'This device is out of storage space. Free some space, or your changes cannot be saved.',
  'storage.failed': 'Saving on this device failed',
  // Pages
  'page.comingSoon': 'This screen is coming soon.',
  'page.loading': 'Loading page…',
  'page.notFound': 'Page not found',
  'page.notFoundText': 'There is no screen at this address.',
  'page.backToDashboard': 'Go to the dashboard',
  'page.error': 'This screen could not be opened.',
  'page.reload': 'Reload the app',
  'page.dashboard': 'Dashboard',
  'page.fleetList': 'Vehicles and assets',
  'page.tsCalendar': 'Timesheet calendar',
  'page.tsJobs': 'Timesheet jobs',
  'page.tsShowUp': 'Timesheet show-up',
  'page.tsConfirmation': 'Timesheet confirmation',
  'page.tsExplanations': 'Timesheet explanations',
  'page.newErJob': 'Create an ER job',
  'page.erJobCompleted': 'ER job completed',
  'page.jobList': 'Jobs',
  'page.jobPage': 'Job page',
  'page.jobGallery': 'Job photos',
  'page.jobDocs': 'Job documents',
  'page.jobLocation': 'Job location',
  'page.jobComments': 'Job comments',
  'page.dynamicReport': 'Dynamic report',
  'page.cbillingReport': 'Contractor billing report',
  'page.constructComplete': 'Construction complete',
  'page.reportsViewer': 'Reports viewer',
  'page.docs': 'Documents',
  'page.docsList': 'Documents list',
  'page.fileSync': 'File synchronisation',
  'page.folderDocs': 'Folder documents',
  'page.queueList': 'Uploads waiting to be sent',
  'page.device': 'Device details',
  'page.reportGeneric': 'Generic report',
  // Dashboard (MISC-1)
  'dashboard.loading': 'Loading the dashboard…',
  'dashboard.empty': 'No dashboard figures yet.',
  'dashboard.error': 'The dashboard could not be loaded. Check the connection and try again.',
  'dashboard.retry': 'Retry',
  'dashboard.offlineEmpty':
    'Offline: the dashboard has not been saved on this device yet. It loads when the network is back.',
  'dashboard.offlineCached': 'Offline: showing the figures saved on this device.',
  'dashboard.updated': 'Updated {time}',
} as const;

export type MessageKey = keyof typeof en;
export type Catalogue = Record<MessageKey, string>;
export type Locale = 'en' | 'es';

const catalogues: { en: Catalogue } & Partial<Record<Exclude<Locale, 'en'>, Partial<Catalogue>>> = { en };
let locale: Locale = 'en';

export function setLocale(next: Locale): void {
  locale = next;
}

/** A message with `{name}` placeholders filled from `params`; unknown placeholders stay visible. */
export function t(key: MessageKey, params: Record<string, string | number> = {}): string {
  const template = catalogues[locale]?.[key] ?? en[key];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}
