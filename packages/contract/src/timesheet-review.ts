// OFFICE-8: the office's latest review of a confirmed day, as the day's answer carries it to the
// device. Its own module with no imports of the contract's own, so the entities can name it
// without pulling in the office's calls (entities → office-timesheets → reports → entities was a cycle).
import { z } from 'zod';

export const TimesheetReview = z.object({
  decision: z.enum(['approved', 'returned']),
  comment: z.string().nullable(),
  reviewedBy: z.string(),
  reviewedAt: z.string(),
});
export type TimesheetReview = z.infer<typeof TimesheetReview>;
