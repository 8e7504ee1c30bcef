// A screen's frame: its title as the page's one h1 and the document title. The h1 takes focus
// (tabIndex -1) when a navigation opens the screen: shell/RouteFocus moves it there (UX-2).
import { type ReactNode, useEffect } from 'react';
import { Stack, Title } from '@mantine/core';
import { t } from '../i18n/messages';

export function Page({ title, children }: { title: string; children?: ReactNode }) {
  useEffect(() => {
    document.title = `${title} · ${t('appName')}`;
  }, [title]);
  return (
    <Stack gap="md" maw={960}>
      <Title order={1} tabIndex={-1} style={{ outline: 'none' }}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}
