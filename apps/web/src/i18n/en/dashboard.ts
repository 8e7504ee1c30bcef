// The dashboard and the foreman's actions on it: the English texts (issue 28 item 10: the catalogue is composed by area in
// messages.ts, so a feature edits its own file). Spanish in ../es/dashboard.ts.
export const dashboardEn = {
  // Dashboard (MISC-1)
  'dashboard.loading': 'Loading the dashboard…',
  'dashboard.empty': 'No dashboard figures yet.',
  'dashboard.error': 'The dashboard could not be loaded. Try again.',
  'dashboard.busy':
    'The server is busy; the figures will load when it has room. Your work is kept on this device and will be sent.',
  'dashboard.retry': 'Retry',
  'dashboard.offlineEmpty':
    'Offline: the dashboard has not been saved on this device yet. It loads when the network is back.',
  'dashboard.offlineCached': 'Offline: showing the figures saved on this device.',
  'dashboard.updated': 'Updated {time}',
  // UX-1: the server's tiles by key, in the device's language
  'dashboard.tile.signedInAs': 'Signed in as',
  'dashboard.tile.role': 'Your role',
  'dashboard.tile.openJobs': 'My open jobs',
  'dashboard.tile.erJobsThisWeek': 'ER jobs this week',
  'dashboard.tile.notesToday': 'Notes today',
  'dashboard.tile.sites': 'Sites on my jobs',
  'dashboard.tile.myDevices': 'Your devices',
  'dashboard.tile.devicesRegistered': 'Devices registered',
  'dashboard.role.crew': 'Crew',
  'dashboard.role.foreman': 'Foreman',
  'dashboard.role.generalForeman': 'General foreman',
  'dashboard.role.reviewer': 'Reviewer',
  // TRUST-8: the foreman's actions, first on the dashboard
  'dashboard.loadingToday': 'Loading today’s work…',
  'dashboard.todayJobs': 'Today’s jobs',
  'dashboard.yourJobs': 'Your jobs',
  'dashboard.noDayYet': 'No timesheet for today yet.',
  'dashboard.startDay': 'Start today’s timesheet',
  'dashboard.noJobs': 'No jobs on this device yet. They arrive with the next sync.',
  'dashboard.allJobs': 'All jobs',
  'dashboard.toSend': 'Waiting to be sent',
  'dashboard.nothingWaiting': 'Nothing is waiting to be sent',
  'dashboard.waiting': '{count, plural, one {# change} other {# changes}} waiting to be sent',
  'dashboard.waitingDetail': 'Kept on this device and sent when the network allows.',
  'dashboard.daysToConfirm': 'Days to confirm or explain',
  'dashboard.allConfirmed': 'Every day up to today is confirmed.',
  'dashboard.dayToday': 'Today, not confirmed yet',
  'dashboard.dayToConfirm': 'Not confirmed: confirm it or explain its warnings',
  'dashboard.figures': 'More figures',
} as const;
