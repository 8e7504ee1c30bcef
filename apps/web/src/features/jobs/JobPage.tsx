// The job page: its header, its locations (JOB-6) and links to comments, photos and documents.
import { Link } from 'react-router';
import { Anchor, Badge, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { locationOrDefault } from '@fieldops/contract';
import { useJob } from '../../db';
import { formatDateTime } from '../../i18n/format';
import { t } from '../../i18n/messages';
import { statusText } from '../../i18n/server-text';
import { Loading } from '../../ui/Loading';
import { Page } from '../../ui/Page';
import { JobReportsSection } from '../reports/JobReportsSection';
import { JobNotFound } from './JobNotFound';
import { OfflineReadiness } from './OfflineReadiness';
import { useRouteJobID } from './useRouteJobID';

export function JobPage() {
  const routeID = useRouteJobID();
  const job = useJob(routeID ?? 0);
  const title = job?.jobNumber ? `${t('page.jobPage')} ${job.jobNumber}` : t('page.jobPage');
  return (
    <Page title={title}>
      {job === undefined && routeID !== null && <Loading label={t('jobs.loading')} />}
      {(job === null || routeID === null) && <JobNotFound />}
      {job && (
        <>
          <Paper withBorder p="md" radius="md">
            <Group justify="space-between">
              <Text fw={600} size="lg">
                {job.address1}, {job.city}
              </Text>
              {job.jobID < 0 && <Badge color="orange">{t('jobs.notSent')}</Badge>}
            </Group>
            {job.workType && <Text>{t('job.workType', { value: job.workType })}</Text>}
            {job.workDescription && <Text>{t('job.description', { value: job.workDescription })}</Text>}
            {job.status && <Text>{t('job.status', { value: statusText(job.status) })}</Text>}
            <Text size="xs" c="dimmed">
              {t('jobs.updated', { time: formatDateTime(job.updatedDate) })}
            </Text>
          </Paper>
          <OfflineReadiness jobID={job.jobID} />
          <Group component="nav" aria-label={t('job.links')} gap="sm">
            <Button
              component={Link}
              to={`/jobs/${job.jobID}/comments`}
              viewTransition
              variant="light"
              size="md"
            >
              {t('job.comments')}
            </Button>
            <Button
              component={Link}
              to={`/job-list/${job.jobID}/job-gallery`}
              viewTransition
              variant="light"
              size="md"
            >
              {t('job.gallery')}
            </Button>
            <Button
              component={Link}
              to={`/job-list/${job.jobID}/job-docs`}
              viewTransition
              variant="light"
              size="md"
            >
              {t('job.docs')}
            </Button>
          </Group>
          <Stack gap="xs">
            <Title order={2} size="h4">
              {t('job.locations')}
            </Title>
            {job.locations.length === 0 ? (
              <Text>{t('job.noLocations')}</Text>
            ) : (
              <List listStyleType="none" spacing="xs" p={0}>
                {job.locations.map((location) => (
                  <List.Item key={location.siteID}>
                    {/* UX-2: a whole 44 px row to tap, not the 19 px line of its text. */}
                    <Anchor
                      component={Link}
                      to={`/jobs/${job.jobID}/job-location/${location.siteID}`}
                      viewTransition
                      display="flex"
                      mih={44}
                      style={{ alignItems: 'center' }}
                    >
                      {t('job.locationLink', {
                        number: locationOrDefault(location.locationNumber),
                        address: `${location.address1}, ${location.city}`,
                      })}
                    </Anchor>
                  </List.Item>
                ))}
              </List>
            )}
          </Stack>
          <JobReportsSection
            jobID={job.jobID}
            locationNumber={locationOrDefault(job.locations[0]?.locationNumber)}
          />
        </>
      )}
    </Page>
  );
}
