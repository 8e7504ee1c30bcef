// REPORT-2: a report's values while it is filled, saved to the device as typed: each change is
// written after a short pause (debounced), and whatever is still unsaved is written when the
// screen closes. A report already submitted is never written from here (saveReportDraft refuses).
// FIELD-7: a write that fails keeps the values on screen and pending (the next change or closing
// writes them again); the editor says why (`draftProblem`), so the shell's notifier is told only
// about the write made while closing, when no editor is left to show it.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ReportTemplate } from '@fieldops/contract';
import { guardWrite, isQuotaError, type LocalReport, saveReportDraft } from '../../db';
import type { ValueUpdate } from './form-types';

export const DRAFT_SAVE_DELAY_MS = 500;

type Values = Record<string, unknown>;

export interface DraftIdentity {
  referenceCode: string;
  jobID: number;
  locationNumber: string;
  reportTemplateName: string;
  /** OFFICE-4: the template version the report is filled on, kept with the draft. */
  filledOn: ReportTemplate;
}

/** `startValues`: the stored draft's, else what a new report starts from (TRUST-6, prefill.ts). */
export function useReportDraft(
  identity: DraftIdentity,
  stored: LocalReport | null,
  startValues: Values = {},
) {
  const [values, setValues] = useState<Values>(() => stored?.values ?? startValues);
  const [savedAt, setSavedAt] = useState<string | null>(
    stored?.status === 'draft' ? stored.updatedDate : null,
  );
  const [startedAt] = useState(() => stored?.createdDate ?? new Date().toISOString());
  const [draftProblem, setDraftProblem] = useState<'full' | 'failed' | null>(null);
  const unsaved = useRef<Values | null>(null);
  const latest = useRef(values);
  const { referenceCode, jobID, locationNumber, reportTemplateName, filledOn } = identity;

  const save = useCallback(
    async (next: Values) => {
      const updatedDate = new Date().toISOString();
      await saveReportDraft({
        referenceCode,
        reportID: null,
        jobID,
        locationNumber,
        reportTemplateName,
        values: next,
        createdDate: startedAt,
        createdByUser: '',
        status: 'draft',
        updatedDate,
        template: filledOn,
      });
      return updatedDate;
    },
    [referenceCode, jobID, locationNumber, reportTemplateName, startedAt, filledOn],
  );

  useEffect(() => {
    if (!unsaved.current) return;
    const timer = setTimeout(() => {
      const next = unsaved.current;
      unsaved.current = null;
      if (!next) return;
      void save(next).then(
        (at) => {
          setSavedAt(at);
          setDraftProblem(null);
        },
        (error: unknown) => {
          console.error('Draft not saved', error);
          unsaved.current ??= next;
          setDraftProblem(isQuotaError(error) ? 'full' : 'failed');
        },
      );
    }, DRAFT_SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [values, save]);

  // Closing the screen (or the tab) writes what the pause had not written yet.
  useEffect(() => {
    const flush = () => {
      const next = unsaved.current;
      unsaved.current = null;
      if (next)
        void guardWrite(() => save(next)).catch((error: unknown) => console.error('Draft not saved', error));
    };
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [save]);

  const setValue = useCallback((key: string, update: ValueUpdate) => {
    setValues((previous) => {
      const value =
        typeof update === 'function' ? (update as (p: unknown) => unknown)(previous[key]) : update;
      const next = { ...previous, [key]: value };
      unsaved.current = next;
      latest.current = next;
      return next;
    });
  }, []);

  /** Before submitting: the submit action stores the values itself. */
  const discardPendingSave = useCallback(() => {
    unsaved.current = null;
  }, []);

  /** After a submit that failed: the values are still to be written as the draft. */
  const keepPendingSave = useCallback(() => {
    unsaved.current = latest.current;
  }, []);

  return { values, setValue, savedAt, draftProblem, discardPendingSave, keepPendingSave };
}
