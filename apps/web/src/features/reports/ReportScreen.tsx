// REPORT-2, REPORT-3: a report screen: the template (by name, or `?template=`), the job and
// location (`?jobID=&loc=`), and the report's own referenceCode (`?ref=`, made when missing so a
// reload reopens the same draft). The form is the one renderer; the values save as typed; Submit
// checks them with the contract's rules and queues the report with its photos. TRUST-6: a new
// report starts from what the device knows (prefill.ts); a second "New" continues the draft.
// OFFICE-4: a draft keeps the template version it was started on (LocalReport.template).
import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '@mantine/core';
import { locationOrDefault } from '@fieldops/contract';
import { useReport, useReportOptionLists, useReportTemplate } from '../../db';
import { type MessageKey, t } from '../../i18n/messages';
import { templateIn } from '../../i18n/template-text';
import { findReportDraft, useReportFacts } from '../../db/report-drafts';
import { newReferenceCode } from '../../queue/actions';
import { Loading } from '../../ui/Loading';
import { Page } from '../../ui/Page';
import { prefillValues } from './prefill';
import { ReportEditor } from './ReportEditor';

export function ReportScreen({ templateName, titleKey }: { templateName?: string; titleKey: MessageKey }) {
  const [params, setParams] = useSearchParams();
  const name = templateName ?? params.get('template') ?? '';
  const jobID = Number(params.get('jobID'));
  const validJob = Number.isSafeInteger(jobID) && jobID !== 0;
  const locationNumber = locationOrDefault(params.get('loc'));
  const referenceCode = params.get('ref');

  // TRUST-6: "New <template>" continues the unsent draft of this template and place, if any.
  useEffect(() => {
    if (referenceCode || !validJob || !name) return;
    let live = true;
    void findReportDraft(jobID, locationNumber, name).then(
      (draft) =>
        live &&
        setParams(
          (current) => {
            const next = new URLSearchParams(current);
            next.set('ref', draft?.referenceCode ?? newReferenceCode('r'));
            return next;
          },
          { replace: true },
        ),
    );
    return () => {
      live = false;
    };
  }, [referenceCode, validJob, jobID, locationNumber, name, setParams]);

  const found = useReportTemplate(name);
  const stored = useReport(referenceCode ?? '');
  // OFFICE-4: a report stays on the template version it was started on, even once a newer one (or
  // none: retired) is on the device; a new report starts on the stored one.
  const filledOn = stored?.template ?? (stored === undefined && found === null ? undefined : found);
  // UX-1: labels, help, choices and name in the device's language, for the title.
  const template = useMemo(() => (filledOn ? templateIn(filledOn) : filledOn), [filledOn]);
  const optionLists = useReportOptionLists();
  const facts = useReportFacts(jobID, locationNumber);
  const title = templateName || !template ? t(titleKey) : template.reportName;

  let body;
  if (!validJob) body = <Alert color="gray">{t('reports.noJob')}</Alert>;
  else if (template === null) body = <Alert color="gray">{t('reports.templateMissing', { name })}</Alert>;
  else if (
    !referenceCode ||
    !filledOn ||
    stored === undefined ||
    optionLists === undefined ||
    facts === undefined
  )
    body = <Loading label={t('reports.loading')} />;
  else
    body = (
      <ReportEditor
        key={referenceCode}
        template={filledOn}
        stored={stored}
        startValues={stored ? stored.values : prefillValues(filledOn.fields, facts)}
        optionLists={optionLists}
        identity={{ referenceCode, jobID, locationNumber, reportTemplateName: filledOn.reportTemplateName }}
      />
    );
  return <Page title={title}>{body}</Page>;
}
