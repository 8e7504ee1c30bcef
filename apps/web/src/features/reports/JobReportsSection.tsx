// REPORT-2..4 entry points on the job page and the job location page: the templates on this device
// (a button each to start a report) and the job's reports here, with their state (draft, waiting,
// sent, or not accepted with the server's reason), who filled it, and 'View PDF' once sent. OFF-2:
// the reports of other devices and crew come with the job sync, so the list holds them too.
import { Link, useNavigate } from 'react-router';
import { Badge, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconFileTypePdf, IconPlus } from '@tabler/icons-react';
import { type LocalReport, useJobReports, useReportTemplates } from '../../db';
import { formatDateTime } from '../../i18n/format';
import { t } from '../../i18n/messages';
import { templateTitle } from '../../i18n/template-text';
import { useTasksByID } from '../../queue';
import { reportScreenUrl, reportsViewerUrl } from './report-routes';
import { ReviewBadge } from './ReportReviewNote';

function ReportStatus({ report, failure }: { report: LocalReport; failure: string | null }) {
  if (failure) return <Badge color="red">{t('reports.status.failed', { reason: failure })}</Badge>;
  const color = report.status === 'sent' ? 'green' : report.status === 'waiting' ? 'orange' : 'gray';
  return <Badge color={color}>{t(`reports.status.${report.status}`)}</Badge>;
}

export function JobReportsSection({
  jobID,
  locationNumber,
  onlyLocation = false,
}: {
  jobID: number;
  /** Where new reports are filed. */
  locationNumber: string;
  /** On a location's page: only that location's reports. */
  onlyLocation?: boolean;
}) {
  const navigate = useNavigate();
  const templates = useReportTemplates();
  const reports = useJobReports(jobID, onlyLocation ? locationNumber : undefined);
  const tasks = useTasksByID();
  const names = new Map(templates?.map((tpl) => [tpl.reportTemplateName, templateTitle(tpl)]));
  return (
    <Stack gap="xs" component="section" aria-labelledby="job-reports-title">
      <Title order={2} size="h4" id="job-reports-title">
        {t('reports.section')}
      </Title>
      {templates?.length === 0 && <Text>{t('reports.noTemplates')}</Text>}
      <Group gap="sm">
        {templates?.map((template) => (
          <Button
            key={template.reportTemplateID}
            component={Link}
            to={reportScreenUrl(template.reportTemplateName, jobID, locationNumber)}
            viewTransition
            size="md"
            variant="light"
            leftSection={<IconPlus size={18} aria-hidden />}
          >
            {t('reports.new', { name: templateTitle(template) })}
          </Button>
        ))}
      </Group>
      {reports?.length === 0 && <Text c="dimmed">{t('reports.none')}</Text>}
      {reports && reports.length > 0 && (
        <List listStyleType="none" spacing="xs" p={0} aria-label={t('reports.listLabel')}>
          {reports.map((report) => {
            const task = report.queueID ? tasks?.get(report.queueID) : undefined;
            const failure =
              task && (task.state !== 'waiting' || task.counterTries > 0)
                ? (task.lastError ?? task.state)
                : null;
            const name = names.get(report.reportTemplateName) ?? report.reportTemplateName;
            return (
              <List.Item key={report.referenceCode}>
                <Paper withBorder p="sm" radius="md">
                  <Group justify="space-between" wrap="wrap">
                    <Stack gap={2}>
                      <Text fw={600}>
                        {t('reports.itemTitle', { name, location: report.locationNumber })}
                      </Text>
                      <Text size="sm" c="dimmed">
                        {t('reports.itemDate', { time: formatDateTime(report.updatedDate) })}
                      </Text>
                      {report.createdByUser && (
                        <Text size="sm" c="dimmed">
                          {t('reports.filledBy', { who: report.createdByUser })}
                        </Text>
                      )}
                      <ReportStatus report={report} failure={failure} />
                      <ReviewBadge report={report} />
                    </Stack>
                    <Group gap="xs">
                      <Button
                        component={Link}
                        to={reportScreenUrl(
                          report.reportTemplateName,
                          report.jobID,
                          report.locationNumber,
                          report.referenceCode,
                        )}
                        viewTransition
                        variant="default"
                        size="md"
                        aria-label={`${t('reports.open')}: ${name}`}
                      >
                        {t('reports.open')}
                      </Button>
                      {report.status === 'sent' && (
                        <Button
                          onClick={() =>
                            void navigate(
                              reportsViewerUrl(report.jobID, report.referenceCode, report.reportTemplateName),
                              { viewTransition: true },
                            )
                          }
                          size="md"
                          leftSection={<IconFileTypePdf size={18} aria-hidden />}
                        >
                          {t('reports.viewPdf')}
                        </Button>
                      )}
                    </Group>
                  </Group>
                </Paper>
              </List.Item>
            );
          })}
        </List>
      )}
    </Stack>
  );
}
