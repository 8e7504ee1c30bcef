// A screen that fails to open (most often: its chunk is missing after an update while offline)
// shows what happened and a way out, instead of a blank page.
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { Alert, Button, Stack } from '@mantine/core';
import { t } from '../i18n/messages';
import { reportUnexpectedError } from './error-reporter';
import { firstScreenCommitted } from './first-screen';

export function RouteError() {
  const error = useRouteError();
  console.error('Route failed', error instanceof Error ? error.message : error);
  // MISC-4: the reporter's own limits keep a re-render or a reload loop from flooding the chat.
  useEffect(() => reportUnexpectedError(error, 'route'), [error]);
  // Its toasts and dialogs still load when a start's first screen is this one.
  useEffect(firstScreenCommitted, []);
  return (
    <Stack p="md" maw={560}>
      <Alert color="red" role="alert">
        {t('page.error')}
      </Alert>
      <Button size="md" onClick={() => window.location.reload()}>
        {t('page.reload')}
      </Button>
    </Stack>
  );
}
