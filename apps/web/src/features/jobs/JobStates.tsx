// The loading and not-found states every job screen shares.
import { Link } from 'react-router';
import { Alert, Button, Group, Loader, Text } from '@mantine/core';
import { t } from '../../i18n/messages';

export function Loading({ label }: { label: string }) {
  return (
    <Group role="status" gap="sm">
      <Loader size="sm" aria-hidden />
      <Text>{label}</Text>
    </Group>
  );
}

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
