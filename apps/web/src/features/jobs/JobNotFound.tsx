// The state every job screen shares when the job is not on this device: why, and the way back.
import { Link } from 'react-router';
import { Alert, Button, Text } from '@mantine/core';
import { t } from '../../i18n/messages';

export function JobNotFound({ message = t('jobs.notFound') }: { message?: string }) {
  return (
    <Alert color="gray" role="status">
      <Text mb="sm">{message}</Text>
      <Button component={Link} to="/job-list" viewTransition variant="light" size="md">
        {t('jobs.back')}
      </Button>
    </Alert>
  );
}
