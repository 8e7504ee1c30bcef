// The working copy of one day shared by the day screens: read from the device database, changed
// in memory, checked live with the contract's rules, and saved through the action. While nothing
// is changed, the day is the database's (a sync or a sent task shows at once). FIELD-7: a save the
// device could not store keeps the change on screen, and `saveProblem` says why (DayFrame shows it).
// TSX-4: the unsaved copy is also kept on the device as a draft (useDayDraft) and restored from it
// on return; `dirty` is what the leave guard asks about.
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { type Timesheet, type ValidationResult, validateTimesheet } from '@fieldops/contract';
import { isQuotaError } from '../../db';
import { useTimesheetDay } from '../../timesheets/day-view';
import { useTimesheetForeman } from '../../timesheets/foreman-pick';
import {
  type SaveTimesheetOptions,
  type SaveTimesheetResult,
  saveTimesheet,
} from '../../timesheets/save-action';
import { officeReviewOf } from '../../timesheets/office-review';
import { localDate } from '../../timesheets/week-sync';
import { dayOf, validationContext } from './day-model';
import { useDayDraft } from './useDayDraft';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The day the screens work on: `?date=YYYY-MM-DD`, else today (docs/decisions.md, Timesheets). */
export function useSelectedDate(): string {
  const [params] = useSearchParams();
  const date = params.get('date') ?? '';
  return ISO_DATE.test(date) && !Number.isNaN(Date.parse(date)) ? date : localDate();
}

export const dayHref = (path: string, date: string) => `${path}?date=${date}`;

/**
 * TSX-5: whose days the screens show: the foreman a general foreman picked (ForemanPicker, kept
 * on the device), else the signed-in user's (undefined).
 */
export function useSelectedForeman(): number | undefined {
  return useTimesheetForeman() ?? undefined;
}

export function useDayEditor(date: string) {
  const day = useTimesheetDay(date, useSelectedForeman());
  // The unsaved copy, for its date only; without one the day is the database's (it follows it).
  const [edited, setEdited] = useState<Timesheet | null>(null);
  const [refused, setRefused] = useState<ValidationResult[] | null>(null);
  const [failed, setFailed] = useState<{ date: string; problem: 'full' | 'failed' } | null>(null);
  const drafts = useDayDraft(day?.user?.email);
  // Edits of this screen, else the ones kept on the device from before (a reload, another screen).
  const restored = day?.draft?.date === date && !day.otherUser ? day.draft.timesheet : null;
  const mine = edited?.timeSheetDate === date ? edited : restored;
  const dirty = mine !== null;
  // Read by the leave guard when a navigation starts: a save just made counts before the next render.
  const dirtyNow = useRef(dirty);
  useLayoutEffect(() => {
    dirtyNow.current = dirty;
  }, [dirty]);
  const isDirty = useCallback(() => dirtyNow.current, []);
  const stored = useMemo(() => (day ? dayOf(day) : null), [day]);
  const draft = mine ?? stored;

  const context = useMemo(() => (day ? validationContext(day) : {}), [day]);
  const results = useMemo(() => (draft ? validateTimesheet(draft, context) : []), [draft, context]);

  function change(next: Timesheet): void {
    setEdited(next);
    drafts.keep(next);
    setRefused(null);
    setFailed(null);
  }

  async function save(
    next: Timesheet | null = draft,
    options: Omit<SaveTimesheetOptions, 'context'> = {},
  ): Promise<SaveTimesheetResult | null> {
    if (!next) return null;
    setFailed(null);
    let result: SaveTimesheetResult;
    try {
      result = await saveTimesheet(next, { ...options, context });
    } catch (error) {
      console.error('Timesheet not saved', error instanceof Error ? error.message : error);
      setEdited(next);
      drafts.keep(next);
      setFailed({ date, problem: isQuotaError(error) ? 'full' : 'failed' });
      return null;
    }
    if (result.ok) {
      await drafts.drop(next.timeSheetDate);
      dirtyNow.current = false;
      setEdited(null);
      setRefused(null);
    } else {
      setEdited(next);
      drafts.keep(next);
      setRefused(result.results);
    }
    return result;
  }

  // QUEUE-9: the server refused a save of this day: what the device shows is not the server's.
  const sendRefused = day?.held?.state === 'rejected';
  const confirmed = draft?.status === 'confirmed';
  // A foreman may not change a confirmed day (the server answers 409); a general foreman may. A
  // confirmation the server refused leaves the day open to fix (the next save replaces it).
  // OFFICE-8: the office's review of the server's copy; an approved day is locked for everyone.
  const officeReview = officeReviewOf(day?.local?.timesheet);
  const locked = officeReview?.kind === 'approved';
  const readOnly = locked || (confirmed && day?.user?.role !== 'generalForeman' && !sendRefused);
  const saveProblem = failed?.date === date ? failed.problem : null;
  // TSX-4: edits brought back from the device (not typed on this screen), and since when.
  const restoredAt = !edited && restored ? (day?.draft?.savedAt ?? null) : null;
  return {
    day,
    draft,
    results,
    change,
    save,
    refused,
    saveProblem,
    dirty,
    isDirty,
    restoredAt,
    readOnly,
    locked,
    officeReview,
    confirmed,
    sendRefused,
  };
}

export type DayEditor = ReturnType<typeof useDayEditor>;
