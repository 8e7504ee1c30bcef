// The working copy of one day shared by the day screens: read from the device database, changed
// in memory, checked live with the contract's rules, and saved through the action. While nothing
// is changed, the day is the database's (a sync or a sent task shows at once). FIELD-7: a save the
// device could not store keeps the change on screen, and `saveProblem` says why (DayFrame shows it).
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { type Timesheet, type ValidationResult, validateTimesheet } from '@fieldops/contract';
import { isQuotaError } from '../../db';
import { useTimesheetDay } from '../../db/timesheets';
import { type SaveTimesheetOptions, type SaveTimesheetResult, saveTimesheet } from '../../queue/actions';
import { localDate } from '../../sync/timesheets';
import { dayOf, validationContext } from './day-model';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The day the screens work on: `?date=YYYY-MM-DD`, else today (docs/decisions.md, Timesheets). */
export function useSelectedDate(): string {
  const [params] = useSearchParams();
  const date = params.get('date') ?? '';
  return ISO_DATE.test(date) && !Number.isNaN(Date.parse(date)) ? date : localDate();
}

export const dayHref = (path: string, date: string) => `${path}?date=${date}`;

export function useDayEditor(date: string) {
  const day = useTimesheetDay(date);
  // The unsaved copy, for its date only; without one the day is the database's (it follows it).
  const [edited, setEdited] = useState<Timesheet | null>(null);
  const [refused, setRefused] = useState<ValidationResult[] | null>(null);
  const [failed, setFailed] = useState<{ date: string; problem: 'full' | 'failed' } | null>(null);
  const mine = edited?.timeSheetDate === date ? edited : null;
  const dirty = mine !== null;
  const stored = useMemo(() => (day ? dayOf(day) : null), [day]);
  const draft = mine ?? stored;

  const context = useMemo(() => (day ? validationContext(day) : {}), [day]);
  const results = useMemo(() => (draft ? validateTimesheet(draft, context) : []), [draft, context]);

  function change(next: Timesheet): void {
    setEdited(next);
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
      setFailed({ date, problem: isQuotaError(error) ? 'full' : 'failed' });
      return null;
    }
    if (result.ok) {
      setEdited(null);
      setRefused(null);
    } else {
      setEdited(next);
      setRefused(result.results);
    }
    return result;
  }

  // QUEUE-9: the server refused a save of this day: what the device shows is not the server's.
  const sendRefused = day?.held?.state === 'rejected';
  const confirmed = draft?.status === 'confirmed';
  // A foreman may not change a confirmed day (the server answers 409); a general foreman may. A
  // confirmation the server refused leaves the day open to fix (the next save replaces it).
  const readOnly = confirmed && day?.user?.role !== 'generalForeman' && !sendRefused;
  const saveProblem = failed?.date === date ? failed.problem : null;
  return { day, draft, results, change, save, refused, saveProblem, dirty, readOnly, confirmed, sendRefused };
}

export type DayEditor = ReturnType<typeof useDayEditor>;
