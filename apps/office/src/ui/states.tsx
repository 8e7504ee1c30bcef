// Loading, empty and error states every area shows the same way; errors say what to do.
import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { CallFailure } from '../api/office-call';
import { useT } from '../i18n/i18n';

export function Loading({ label }: { label?: string }) {
  const { t } = useT();
  return (
    <Center p="xl" role="status">
      <Stack align="center" gap="xs">
        <Loader size="sm" aria-hidden />
        <Text size="sm">{label ?? t('loading')}</Text>
      </Stack>
    </Center>
  );
}

/** The words for a failed call: the server's own message when it refused, else what to do. */
export function useFailureText(): (failure: CallFailure) => string {
  const { t } = useT();
  return (failure) => {
    if (failure.kind === 'unreachable') return t('error.unreachable');
    if (failure.kind === 'refused' && failure.status === 403) return t('error.forbidden');
    return failure.message;
  };
}

export function Failure({ failure, onRetry }: { failure: CallFailure; onRetry?: () => void }) {
  const { t } = useT();
  const text = useFailureText();
  return (
    <Alert color="red" icon={<IconAlertTriangle aria-hidden />} role="alert">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{text(failure)}</Text>
        {onRetry && (
          <Button size="xs" variant="light" color="red" onClick={onRetry}>
            {t('error.retry')}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
