// MISC-4: unexpected errors (window `error`, `unhandledrejection`, a route's error boundary) become
// one chat message through POST /api/logger/{chat-service}, with the device and the app version.
// Rate-limited on the device so a crash loop cannot flood the channel: at most MAX_REPORTS per
// WINDOW_MS, and the same error once per REPEAT_MS. The record lives in localStorage so it
// survives the reloads a crash loop causes (and works when IndexedDB is what is failing).
// Offline or signed out, a report is dropped, not queued: a stale crash report is worth little,
// and the queue is for the crew's work. Dropped and limited reports are counted, and the count
// rides on the next report that goes out. Reporting never reports its own failures: `report`
// never rejects (a rejection would be an unhandled rejection, reported again, and so on), and
// what it sends is the error with emails, session ids and tokens blanked out (redactPersonalData).
import type { ChatBlock, ChatMessage } from '@fieldops/contract';
import type { DeviceFacts } from '../platform/device';
import { describeError, redactPersonalData } from './error-reporter-redaction';
import { reporterRecord } from './error-reporter-record';

export { describeError } from './error-reporter-redaction';

export const MAX_REPORTS = 3;
export const WINDOW_MS = 10 * 60_000;
export const REPEAT_MS = 60 * 60_000;
const MAX_TEXT = 1_500;

export type ReportSource = 'error' | 'unhandledrejection' | 'route';
export type ReportOutcome = 'sent' | 'limited' | 'offline' | 'signedOut' | 'failed';

export interface ErrorReporterDeps {
  send: (message: ChatMessage) => Promise<unknown>;
  isOnline: () => boolean;
  isSignedIn: () => boolean;
  deviceFacts: () => Promise<DeviceFacts | null>;
  appVersion: string;
  build: string;
  storage?: Storage;
  now?: () => number;
  /** The page path only: no query or hash, which may hold ids or tokens. */
  currentPath?: () => string;
}

const clip = (text: string) => (text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}…` : text);

export function createErrorReporter(deps: ErrorReporterDeps) {
  // Read lazily: merely touching `localStorage` throws where storage is blocked.
  const record = reporterRecord(() => deps.storage ?? localStorage);
  const now = deps.now ?? Date.now;
  const path = deps.currentPath ?? (() => window.location.pathname);
  const suppress = () => record.setSuppressed(record.suppressed() + 1);
  let reporting = false;

  async function message(error: unknown, source: ReportSource, dropped: number): Promise<ChatMessage> {
    const { title, detail } = describeError(error);
    const facts = await deps.deviceFacts().catch(() => null);
    const device = facts
      ? `${facts.manufacturer} ${facts.model}, ${facts.platform} ${facts.version}${facts.isVirtual ? ' (virtual)' : ''}`
      : 'unknown';
    const context = [
      `*App* ${deps.appVersion} (build ${deps.build})`,
      `*Device* ${device}`,
      `*Page* ${redactPersonalData(path())}`,
      `*Source* ${source}`,
      ...(dropped > 0 ? [`*Not reported before this one* ${dropped}`] : []),
    ].join('\n');
    const blocks: ChatBlock[] = [
      { type: 'header', text: { type: 'plain_text', text: clip(`FieldOps error: ${title}`).slice(0, 150) } },
      { type: 'section', text: { type: 'mrkdwn', text: clip(context) } },
      ...(detail
        ? [{ type: 'section', text: { type: 'mrkdwn', text: clip(`\`\`\`${detail}\`\`\``) } } as const]
        : []),
    ];
    return { blocks };
  }

  async function attempt(error: unknown, source: ReportSource): Promise<ReportOutcome> {
    if (reporting) {
      suppress();
      return 'limited';
    }
    const at = now();
    const signature = describeError(error).title.slice(0, 200);
    const recent = record.sent().filter((r) => at - r.at < REPEAT_MS);
    const inWindow = recent.filter((r) => at - r.at < WINDOW_MS);
    if (inWindow.length >= MAX_REPORTS || recent.some((r) => r.signature === signature)) {
      suppress();
      return 'limited';
    }
    if (!deps.isOnline()) {
      suppress();
      return 'offline';
    }
    if (!deps.isSignedIn()) {
      suppress();
      return 'signedOut';
    }
    // Counted before sending: a send that fails still used its place, so a failing logger
    // cannot turn a crash loop into a request loop.
    record.setSent([...recent, { at, signature }]);
    reporting = true;
    try {
      await deps.send(await message(error, source, record.suppressed()));
      record.setSuppressed(0);
      return 'sent';
    } finally {
      reporting = false;
    }
  }

  return {
    /** Never rejects: every failure, its own included, ends as an outcome. */
    async report(error: unknown, source: ReportSource): Promise<ReportOutcome> {
      try {
        return await attempt(error, source);
      } catch (failure) {
        console.error('The error report could not be sent', failure);
        return 'failed';
      }
    },
  };
}

export type ErrorReporter = ReturnType<typeof createErrorReporter>;

let installed: ErrorReporter | null = null;

/** For error boundaries: reports through the installed reporter (nothing before installation). */
export function reportUnexpectedError(error: unknown, source: ReportSource): void {
  void installed?.report(error, source);
}

/** Listens for uncaught errors and rejections on `target`; answers the uninstall function. */
export function installErrorReporter(target: Window, reporter: ErrorReporter): () => void {
  installed = reporter;
  const onError = (event: ErrorEvent) => void reporter.report(event.error ?? event.message, 'error');
  const onRejection = (event: PromiseRejectionEvent) =>
    void reporter.report(event.reason, 'unhandledrejection');
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
    if (installed === reporter) installed = null;
  };
}
