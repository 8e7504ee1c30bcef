// The screen of a route whose feature comes in a later issue: its title and one line, nothing more.
import { useMatches } from 'react-router';
import { Text } from '@mantine/core';
import { t } from '../../i18n/messages';
import type { ScreenHandle } from '../../shell/routes';
import { Page } from '../../shell/Page';

export function ComingSoonPage() {
  const handle = useMatches().at(-1)?.handle as ScreenHandle | undefined;
  return (
    <Page title={t(handle?.titleKey ?? 'appName')}>
      <Text>{t('page.comingSoon')}</Text>
    </Page>
  );
}
