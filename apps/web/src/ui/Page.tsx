// A screen's frame: its title as the page's one h1 and the document title. Focus moves to the
// title when the page opens, so a screen reader announces where a navigation went.
import { type ReactNode, useEffect, useRef } from 'react';
import { Stack, Title } from '@mantine/core';
import { t } from '../i18n/messages';

export function Page({ title, children }: { title: string; children?: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = `${title} · ${t('appName')}`;
    heading.current?.focus({ preventScroll: true });
  }, [title]);
  return (
    <Stack gap="md" maw={960}>
      <Title order={1} ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}
