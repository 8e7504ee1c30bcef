// TSX-4: the day editor's unsaved copy written to the device as the foreman types (as report
// drafts are: after a short pause, and at once when the screen closes or the app goes to the
// background), so leaving the screen, a reload, an app update or the phone killing the app loses
// nothing. A save that queued the day deletes the draft; a pending write is cancelled first so it
// cannot bring it back.
import { useCallback, useEffect, useRef } from 'react';
import type { Timesheet } from '@fieldops/contract';
import { deleteTimesheetDraft, saveTimesheetDraft } from '../../timesheets/drafts';

export const DAY_DRAFT_DELAY_MS = 500;

export function useDayDraft(owner: string | undefined) {
  const pending = useRef<{ timer: ReturnType<typeof setTimeout>; day: Timesheet } | null>(null);

  const write = useCallback(
    (day: Timesheet) => {
      if (!owner) return;
      void saveTimesheetDraft(owner, day).catch((error: unknown) =>
        console.error('Timesheet draft not kept', error instanceof Error ? error.message : error),
      );
    },
    [owner],
  );

  const flush = useCallback(() => {
    const waiting = pending.current;
    pending.current = null;
    if (!waiting) return;
    clearTimeout(waiting.timer);
    write(waiting.day);
  }, [write]);

  useEffect(() => {
    // A phone kills apps from the background: going hidden is the last sure moment to write, so
    // the draft is written then too, not only on pagehide (which a killed app may never see).
    const whenHidden = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', whenHidden);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', whenHidden);
      flush();
    };
  }, [flush]);

  const keep = useCallback(
    (day: Timesheet) => {
      if (pending.current) clearTimeout(pending.current.timer);
      pending.current = { day, timer: setTimeout(flush, DAY_DRAFT_DELAY_MS) };
    },
    [flush],
  );

  const drop = useCallback(
    async (date: string) => {
      if (pending.current) clearTimeout(pending.current.timer);
      pending.current = null;
      if (owner) await deleteTimesheetDraft(owner, date);
    },
    [owner],
  );

  return { keep, drop };
}
