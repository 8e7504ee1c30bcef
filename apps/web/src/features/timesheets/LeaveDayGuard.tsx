// TSX-4: leaving the day's screens with edits not saved asks first (in the app: react-router's
// blocker; closing or reloading the tab: the browser's own question). Moving between the screens
// of the same day does not ask: the edits go along (they are kept on the device as a draft).
import { useEffect } from 'react';
import { type Location, useBlocker } from 'react-router';
import { Button, Group, Modal, Text } from '@mantine/core';
import { t } from '../../i18n/messages';

const DAY_SCREENS = ['/ts-jobs', '/ts-show-up', '/ts-explanations', '/ts-confirmation'];

const staysOnDay = (next: Location, date: string) =>
  DAY_SCREENS.some((path) => next.pathname.startsWith(path)) &&
  new URLSearchParams(next.search).get('date') === date;

/** `isDirty` is read when a navigation starts, so a save just made counts before the next render. */
export function LeaveDayGuard({
  dirty,
  isDirty,
  date,
}: {
  dirty: boolean;
  isDirty: () => boolean;
  date: string;
}) {
  const blocker = useBlocker(({ nextLocation }) => isDirty() && !staysOnDay(nextLocation, date));

  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  return (
    <Modal
      opened={blocker.state === 'blocked'}
      onClose={() => blocker.reset?.()}
      title={t('ts.leave.title')}
      centered
    >
      <Text mb="lg">{t('ts.leave.message')}</Text>
      <Group justify="flex-end">
        <Button variant="default" size="lg" onClick={() => blocker.reset?.()} data-autofocus>
          {t('ts.leave.stay')}
        </Button>
        <Button color="red" size="lg" onClick={() => blocker.proceed?.()}>
          {t('ts.leave.go')}
        </Button>
      </Group>
    </Modal>
  );
}
