// The report being filled: the form, its draft state, the job it is for, and Submit. FIELD-7: a
// draft or a submit the device could not store keeps every value on screen and says why here.
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert, Badge, Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconSend } from '@tabler/icons-react';
import {
  assertNever,
  type OptionListEntry,
  type ReportTemplate,
  validateReport,
  visibleReportValues,
} from '@fieldops/contract';
import { isQuotaError, type LocalReport, useJob } from '../../db';
import { formatDateTime } from '../../i18n/format';
import { reportIssueText } from '../../i18n/check-text';
import { t } from '../../i18n/messages';
import { templateIn } from '../../i18n/template-text';
import { submitReport } from '../../queue/actions';
import { FormActions } from '../../ui/FormActions';
import { loadingOverlay } from '../../ui/loading-overlay';
import { DiscardDraft } from './DiscardDraft';
import type { FormContext } from './form-types';
import { ReportForm } from './ReportForm';
import { ReviewAlert } from './ReportReviewNote';
import { type DraftIdentity, useReportDraft } from './useReportDraft';

export const SUBMIT_OVERLAY = 'report-submit';

export function ReportEditor({
  template: sent,
  stored,
  startValues,
  optionLists,
  identity,
}: {
  /** The template as the server sent it: the version this report is filled on. */
  template: ReportTemplate;
  stored: LocalReport | null;
  /** What a new report starts from (TRUST-6). */
  startValues?: Record<string, unknown>;
  optionLists: Record<string, OptionListEntry[]>;
  identity: Omit<DraftIdentity, 'filledOn'>;
}) {
  const navigate = useNavigate();
  const job = useJob(identity.jobID);
  // OFFICE-4: the version this screen opened on stays its version, whatever a sync brings meanwhile.
  const [filledOn] = useState(sent);
  // UX-1: labels, help, choices and name in the device's language, for the form and its checks.
  const template = useMemo(() => templateIn(filledOn), [filledOn]);
  const draft = useReportDraft({ ...identity, filledOn }, stored, startValues);
  const { values, setValue, savedAt, discardPendingSave } = draft;
  const [attempted, setAttempted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [submitFull, setSubmitFull] = useState(false);
  const readOnly = stored !== null && stored.status !== 'draft';

  const issues = useMemo(() => {
    const allowed = Object.fromEntries(
      Object.entries(optionLists).map(([list, entries]) => [list, entries.map((e) => e.value)]),
    );
    return validateReport(template, visibleReportValues(template.fields, values), allowed);
  }, [template, values, optionLists]);

  const errors = useMemo(() => {
    const byField = new Map<string, string>();
    if (attempted)
      for (const issue of issues)
        if (!byField.has(issue.field)) byField.set(issue.field, reportIssueText(issue));
    return byField;
  }, [attempted, issues]);

  const context: FormContext = {
    optionLists,
    readOnly,
    errors,
    photos: {
      jobID: identity.jobID,
      locationNumber: identity.locationNumber,
      reportCode: identity.referenceCode,
    },
  };

  async function submit() {
    setAttempted(true);
    if (issues.length > 0 || submitting) return;
    setSubmitting(true);
    setSubmitFull(false);
    discardPendingSave();
    await loadingOverlay.show(SUBMIT_OVERLAY, t('reports.submitting'));
    try {
      const result = await submitReport({ ...identity, template, filledOn, values });
      if (result.ok) {
        notifications.show({ message: t('reports.submitted'), color: 'green' });
        void navigate(`/jobs/${identity.jobID}/job-page`, { viewTransition: true });
      } else if (result.reason === 'alreadySubmitted') {
        notifications.show({ message: t('reports.alreadySubmitted'), color: 'orange' });
      } else if (result.reason !== 'invalid') assertNever(result); // invalid: the form shows its issues (attempted)
    } catch (error) {
      console.error('Report not submitted', error instanceof Error ? error.message : error);
      // Nothing was stored: the values are still the draft to write.
      draft.keepPendingSave();
      if (isQuotaError(error)) setSubmitFull(true);
      else notifications.show({ message: t('storage.failed'), color: 'red' });
    } finally {
      setSubmitting(false);
      await loadingOverlay.hide(SUBMIT_OVERLAY).catch((error: unknown) => console.error(error));
    }
  }

  const problemCount = errors.size;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Group justify="space-between" mb="md">
        <Text c="dimmed">
          {t('reports.forJob', { job: job?.jobNumber || identity.jobID, location: identity.locationNumber })}
        </Text>
        {readOnly ? (
          <Badge size="lg" color={stored?.status === 'sent' ? 'green' : 'orange'}>
            {t(stored?.status === 'sent' ? 'reports.status.sent' : 'reports.status.waiting')}
          </Badge>
        ) : (
          savedAt &&
          !draft.draftProblem && (
            <Text size="sm" c="dimmed" aria-live="polite">
              {t('reports.draftSaved')}
            </Text>
          )
        )}
      </Group>
      {stored?.status === 'draft' && (
        <Text mb="md">{t('reports.continuing', { time: formatDateTime(stored.updatedDate) })}</Text>
      )}
      <ReviewAlert report={stored} />
      {readOnly && stored?.review?.state !== 'hasIssues' && (
        <Alert color="gray" mb="md">
          {t('reports.readOnly')}
        </Alert>
      )}
      {!readOnly && (draft.draftProblem || submitFull) && (
        <Alert color="red" mb="md" role="alert">
          {submitFull
            ? t('storage.fullNothingSaved')
            : t(draft.draftProblem === 'full' ? 'reports.draftNotSaved' : 'storage.failed')}
        </Alert>
      )}
      {problemCount > 0 && (
        <Alert color="red" mb="md" role="alert">
          {problemCount === 1 ? t('reports.fixOne') : t('reports.fixProblems', { count: problemCount })}
        </Alert>
      )}
      <ReportForm fields={template.fields} values={values} onChange={setValue} context={context} />
      {!readOnly && (
        <FormActions mt="xl">
          <Button
            type="submit"
            size="xl"
            fullWidth
            leftSection={<IconSend aria-hidden />}
            loading={submitting}
          >
            {t('reports.submit')}
          </Button>
        </FormActions>
      )}
      {!readOnly && (
        <Group justify="center" mt="md">
          <DiscardDraft
            referenceCode={identity.referenceCode}
            jobID={identity.jobID}
            dropPendingSave={discardPendingSave}
          />
        </Group>
      )}
    </form>
  );
}
