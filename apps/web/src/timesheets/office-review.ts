// OFFICE-8: the office's review of a day, as the device last heard it from the server (the
// review rides on the day's timesheet). Approved: the day is locked for everyone, the server
// refuses every save (409 `locked: 'approved'`), so the screens offer none. Returned: the day is a
// draft again with the office's comment, shown until the foreman confirms it again.
import type { Timesheet, TimesheetReview } from '@fieldops/contract';

export type OfficeReviewState =
  { kind: 'approved'; review: TimesheetReview } | { kind: 'returned'; review: TimesheetReview } | null;

export function officeReviewOf(timesheet: Timesheet | null | undefined): OfficeReviewState {
  const review = timesheet?.review;
  if (!timesheet || !review) return null;
  if (review.decision === 'approved' && timesheet.status === 'confirmed') return { kind: 'approved', review };
  // Once confirmed again it waits for the office's next review: the old comment is done with.
  if (review.decision === 'returned' && timesheet.status !== 'confirmed') return { kind: 'returned', review };
  return null;
}
