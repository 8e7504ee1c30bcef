// One job (OFFICE-2): its details (edit), its site, its foreman and crew, close or reopen with a
// confirm, and its history. What a person may change follows their office roles.
import { Anchor, Badge, Button, Card, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { type OfficeJob, calls } from '@fieldops/contract';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { type CallFailure, officeCall } from '../api/office-call';
import { useCall } from '../api/use-call';
import { mayUse, useMe } from '../auth/me';
import { useT } from '../i18n/i18n';
import { Failure, Loading } from '../ui/states';
import { JobDetails } from './JobDetails';
import { JobForm } from './JobForm';
import { JobHistory } from './JobHistory';
import { TeamEditor } from './TeamEditor';
import { formValuesOf } from './job-form-values';

export function JobPage() {
  const { t } = useT();
  const me = useMe();
  const jobID = Number(useParams()['jobID']);
  const loaded = useCall('officeJob', { params: { id: jobID } });
  const [changed, setChanged] = useState<OfficeJob | null>(null);
  const [editing, setEditing] = useState(false);
  const [failure, setFailure] = useState<CallFailure | null>(null);
  const job = changed && changed.jobID === jobID ? changed : loaded.value;
  const mayRun = mayUse(me, calls.officeUpdateJob.office);

  const back = (
    <Anchor component={Link} to="/jobs" size="sm">
      <Group gap={4}>
        <IconArrowLeft size={14} aria-hidden />
        {t('jobs.back')}
      </Group>
    </Anchor>
  );
  if (loaded.status === 'failed' && !job) {
    const missing = loaded.failure.kind === 'refused' && loaded.failure.status === 404;
    return (
      <Stack>
        {back}
        {missing ? (
          <Text>{t('jobs.notFound')}</Text>
        ) : (
          <Failure failure={loaded.failure} onRetry={loaded.reload} />
        )}
      </Stack>
    );
  }
  if (!job) return <Loading />;

  const closing = job.status === 'Open';
  const confirmStatus = () =>
    modals.openConfirmModal({
      title: t(closing ? 'jobs.closeTitle' : 'jobs.reopenTitle', { jobNumber: job.jobNumber }),
      children: <Text size="sm">{t(closing ? 'jobs.closeBody' : 'jobs.reopenBody')}</Text>,
      labels: { confirm: t('jobs.confirm'), cancel: t('jobs.cancel') },
      confirmProps: { color: closing ? 'red' : 'blue' },
      onConfirm: () =>
        void (async () => {
          setFailure(null);
          const result = await officeCall(closing ? 'officeCloseJob' : 'officeReopenJob', {
            params: { id: job.jobID },
          });
          if (!result.ok) return setFailure(result.failure);
          setChanged(result.value);
          notifications.show({
            color: 'green',
            message: t(closing ? 'jobs.closed' : 'jobs.reopened', { jobNumber: result.value.jobNumber }),
          });
        })(),
    });

  return (
    <Stack>
      {back}
      <Group justify="space-between">
        <Group gap="sm">
          <Title order={2}>{job.jobNumber}</Title>
          <Badge color={job.status === 'Open' ? 'green' : 'gray'} variant="light">
            {t(`jobs.status.${job.status}`)}
          </Badge>
          {job.isEmergency && <Badge color="red">{t('jobs.emergency')}</Badge>}
        </Group>
        {mayRun && (
          <Button
            variant={closing ? 'outline' : 'filled'}
            color={closing ? 'red' : 'blue'}
            onClick={confirmStatus}
          >
            {t(closing ? 'jobs.close' : 'jobs.reopen')}
          </Button>
        )}
      </Group>
      {!mayRun && <Text size="sm">{t('jobs.readOnly')}</Text>}
      {failure && <Failure failure={failure} />}
      <Grid>
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Card withBorder>
            <Group justify="space-between" mb="sm">
              <Title order={3} size="h4">
                {t('jobs.details')}
              </Title>
              {mayRun && !editing && (
                <Button variant="light" size="xs" onClick={() => setEditing(true)}>
                  {t('jobs.edit')}
                </Button>
              )}
            </Group>
            {editing ? (
              <JobForm
                initial={formValuesOf(job)}
                jobID={job.jobID}
                onSaved={(saved) => {
                  setChanged(saved);
                  setEditing(false);
                }}
                onCancel={() => setEditing(false)}
              />
            ) : (
              <JobDetails job={job} />
            )}
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <Stack>
            <Card withBorder>
              <Title order={3} size="h4" mb="sm">
                {t('jobs.team')}
              </Title>
              {mayRun ? (
                <TeamEditor key={job.updatedAt} job={job} onSaved={setChanged} />
              ) : (
                <Text size="sm">
                  {job.foreman?.name ?? t('jobs.noForeman')}
                  {job.crew.length > 0 && ` · ${job.crew.map((person) => person.name).join(', ')}`}
                </Text>
              )}
            </Card>
            <Card withBorder>
              <Title order={3} size="h4" mb="sm">
                {t('jobs.history')}
              </Title>
              <JobHistory key={job.updatedAt} jobID={job.jobID} />
            </Card>
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
