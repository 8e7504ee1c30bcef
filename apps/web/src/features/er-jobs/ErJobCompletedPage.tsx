// JOB-4: 'ER job completed': the job just made, 'waiting to send' until the server has it, then
// with its number. The job id in the address may be temporary; useJob follows it once sent.
import { Link, useSearchParams } from 'react-router';
import { Badge, Button, Group, Paper, Text } from '@mantine/core';
import { useJob } from '../../db';
import { t } from '../../i18n/messages';
import { Loading } from '../../ui/Loading';
import { Page } from '../../ui/Page';

export function ErJobCompletedPage() {
  const [params] = useSearchParams();
  const routeID = Number(params.get('job'));
  const valid = Number.isSafeInteger(routeID) && routeID !== 0;
  const job = useJob(valid ? routeID : 0);
  return (
    <Page title={t('page.erJobCompleted')}>
      {valid && job === undefined && <Loading label={t('jobs.loading')} />}
      {(!valid || job === null) && <Text role="status">{t('erJob.missing')}</Text>}
      {job && (
        <Paper withBorder p="md" radius="md">
          <Text fw={600} size="lg">
            {job.workType}
          </Text>
          <Text>
            {job.address1}
            {job.city ? `, ${job.city}` : ''}
          </Text>
          <Group mt="sm" role="status">
            {job.jobID < 0 ? (
              <>
                <Badge color="orange">{t('notes.waiting')}</Badge>
                <Text size="sm">{t('erJob.waiting')}</Text>
              </>
            ) : (
              <Text fw={600}>{t('erJob.sent', { number: job.jobNumber })}</Text>
            )}
          </Group>
        </Paper>
      )}
      <Group>
        {job && (
          <Button component={Link} to={`/jobs/${job.jobID}/job-page`} viewTransition size="md">
            {t('erJob.open')}
          </Button>
        )}
        <Button component={Link} to="/jobs/new" viewTransition variant="default" size="md">
          {t('erJob.another')}
        </Button>
      </Group>
    </Page>
  );
}
