// INT-4: webhooks. What a receiver gets (the Standard Webhooks envelope: type, timestamp, data) for
// each event, and the office's calls over subscriptions and deliveries. The payloads carry the ids
// and the few facts a receiver needs to act without asking back (job number, day, foreman).
import { z } from 'zod';

export const WEBHOOK_EVENT_TYPES = [
  'report.submitted',
  'report.reviewed',
  'timesheet.confirmed',
  'timesheet.approved',
  'timesheet.returned',
  'job.closed',
  'note.added',
] as const;
export const WebhookEventType = z.enum(WEBHOOK_EVENT_TYPES);
export type WebhookEventType = z.infer<typeof WebhookEventType>;

const person = z.object({ userID: z.number().int(), name: z.string() });
const job = { jobID: z.number().int(), jobNumber: z.string() };

export const ReportSubmittedData = z.object({
  ...job,
  reportID: z.number().int(),
  referenceCode: z.string(),
  locationNumber: z.string(),
  reportTemplateName: z.string(),
  /** 1 for a new report; each replacement sent again from the device counts up. */
  revision: z.number().int(),
  submittedBy: person,
});
/** Wired by the review change (REPORT review): exported so its service records the event. */
export const ReportReviewedData = z.object({
  ...job,
  reportID: z.number().int(),
  referenceCode: z.string(),
  decision: z.string(),
  comment: z.string().nullable(),
  reviewedBy: person,
});
const timesheetDay = {
  timeSheetID: z.number().int(),
  /** The day worked, yyyy-mm-dd in the day's own zone. */
  date: z.string(),
  foreman: z.object({ employeeID: z.number().int(), name: z.string() }),
  version: z.number().int(),
};
export const TimesheetConfirmedData = z.object({ ...timesheetDay, confirmedBy: person });
export const TimesheetReviewedData = z.object({
  ...timesheetDay,
  comment: z.string().nullable(),
  reviewedBy: person,
});
export const JobClosedData = z.object({ ...job, closedBy: person.nullable() });
export const NoteAddedData = z.object({
  ...job,
  noteID: z.number().int(),
  noteType: z.string(),
  text: z.string(),
  addedBy: person,
});

/** The body POSTed to a receiver (Standard Webhooks' recommended envelope). */
export const WebhookEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('report.submitted'), timestamp: z.string(), data: ReportSubmittedData }),
  z.object({ type: z.literal('report.reviewed'), timestamp: z.string(), data: ReportReviewedData }),
  z.object({ type: z.literal('timesheet.confirmed'), timestamp: z.string(), data: TimesheetConfirmedData }),
  z.object({ type: z.literal('timesheet.approved'), timestamp: z.string(), data: TimesheetReviewedData }),
  z.object({ type: z.literal('timesheet.returned'), timestamp: z.string(), data: TimesheetReviewedData }),
  z.object({ type: z.literal('job.closed'), timestamp: z.string(), data: JobClosedData }),
  z.object({ type: z.literal('note.added'), timestamp: z.string(), data: NoteAddedData }),
]);
export type WebhookEvent = z.infer<typeof WebhookEvent>;
export type WebhookEventData<T extends WebhookEventType> = Extract<WebhookEvent, { type: T }>['data'];

// The office's side.

export const WebhookSubscriptionInput = z.object({
  url: z.url({ protocol: /^https?$/ }).max(2000),
  events: z.array(WebhookEventType).min(1).max(WEBHOOK_EVENT_TYPES.length),
  enabled: z.boolean().default(true),
  description: z.string().trim().max(200).default(''),
  /** Deliveries may go to loopback and private addresses (an administrator's choice, for a receiver inside the network). */
  allowPrivate: z.boolean().default(false),
});
export type WebhookSubscriptionInput = z.infer<typeof WebhookSubscriptionInput>;

export const WebhookSubscription = z.object({
  subscriptionID: z.number().int(),
  url: z.string(),
  events: z.array(WebhookEventType),
  enabled: z.boolean(),
  description: z.string(),
  allowPrivate: z.boolean(),
  createdAt: z.string(),
  /** While a rotated-out secret still signs (the overlap), until when. */
  previousSecretUntil: z.string().nullable(),
});
export type WebhookSubscription = z.infer<typeof WebhookSubscription>;

export const WebhookSubscriptionList = z.array(WebhookSubscription);

/** Shown once: at creation and at each rotation (`whsec_` + base64 of 32 random bytes). */
export const WebhookSubscriptionWithSecret = WebhookSubscription.extend({ secret: z.string() });
export type WebhookSubscriptionWithSecret = z.infer<typeof WebhookSubscriptionWithSecret>;

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;

export const WebhookDeliveryQuery = z.object({
  subscriptionID: z.coerce.number().int().positive().optional(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
export type WebhookDeliveryQuery = z.infer<typeof WebhookDeliveryQuery>;

export const WebhookAttempt = z.object({
  at: z.string(),
  /** The receiver's HTTP status; null when none came (refused address, timeout, network error, or the attempt was cut off). */
  statusCode: z.number().int().nullable(),
  error: z.string().nullable(),
  durationMs: z.number().int().nullable(),
});

export const WebhookDelivery = z.object({
  deliveryID: z.number().int(),
  subscriptionID: z.number().int(),
  /** The webhook-id header: the same on every attempt and redelivery, so receivers drop repeats. */
  webhookID: z.string(),
  eventType: WebhookEventType,
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  createdAt: z.string(),
  nextAttemptAt: z.string().nullable(),
  attempts: z.array(WebhookAttempt),
  payload: WebhookEvent,
});
export type WebhookDelivery = z.infer<typeof WebhookDelivery>;

export const WebhookDeliveryList = z.object({
  deliveries: z.array(WebhookDelivery),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type WebhookDeliveryList = z.infer<typeof WebhookDeliveryList>;
