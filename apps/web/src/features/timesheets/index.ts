// The timesheet area (TS-6): one lazy chunk for its screens.
export { TimesheetCalendarPage } from './TimesheetCalendarPage';
export { TimesheetJobsPage } from './TimesheetJobsPage';
export { TimesheetJobPage } from './TimesheetJobPage';
export { TimesheetShowUpPage } from './TimesheetShowUpPage';
export { TimesheetExplanationsPage } from './TimesheetExplanationsPage';
export { TimesheetConfirmationPage } from './TimesheetConfirmationPage';
