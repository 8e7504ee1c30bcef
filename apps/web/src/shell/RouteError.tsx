// A screen that fails to open (most often: its chunk is missing after an update while offline)
// shows what happened and a way out, instead of a blank page. TRUST-3: a chunk that could not be
// fetched is first answered by one reload (chunk-reload.ts), the loader showing meanwhile.
import { useEffect, useState } from 'react';
import { useRouteError } from 'react-router';
import { Alert, Button, Stack } from '@mantine/core';
import { t } from '../i18n/messages';
import { PageLoader } from '../ui/PageLoader';
import { reloadForChunk, shouldReloadFor } from './chunk-reload';
import { reportUnexpectedError } from './error-reporter';
import { firstScreenCommitted } from './first-screen';

export function RouteError() {
  const error = useRouteError();
  const [reloading] = useState(() => shouldReloadFor(error, sessionStorage, Date.now()));
  console.error('Route failed', error instanceof Error ? error.message : error);
  useEffect(() => {
    if (reloading) reloadForChunk(sessionStorage, Date.now(), () => window.location.reload());
    // MISC-4: the reporter's own limits keep a re-render or a reload loop from flooding the chat.
    else reportUnexpectedError(error, 'route');
  }, [error, reloading]);
  // Its toasts and dialogs still load when a start's first screen is this one.
  useEffect(firstScreenCommitted, []);
  if (reloading) return <PageLoader />;
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
