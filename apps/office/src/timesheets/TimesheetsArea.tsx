// The Timesheets area (OFFICE-8): its own routes under /office/timesheets.
import { Route, Routes } from 'react-router';
import { TimesheetReview } from './TimesheetReview';

export default function TimesheetsArea() {
  return (
    <Routes>
      <Route index element={<TimesheetReview />} />
    </Routes>
  );
}
