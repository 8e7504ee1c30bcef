// The signed-in frame (SHELL-1..3, SHELL-5): a header with the burger on small screens, the side
// menu with its status footer, the offline banner, the unsent-work warning (FIELD-7) and the page.
import { Outlet } from 'react-router';
import { AppShell, Burger, Group, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
// UX-4: the styles of every Mantine component the first paint does not use, with the frame of
// every screen but the login page.
import '../ui/mantine-screens.css';
import { t } from '../i18n/messages';
import { LoadingOverlayHost } from '../ui/LoadingOverlayHost';
import { OfflineBanner } from '../ui/OfflineBanner';
import { MenuFooter } from './MenuFooter';
import { RouteFocus } from './RouteFocus';
import { SideMenu } from './SideMenu';
import { UnsentWorkBanner } from './UnsentWorkBanner';

export function AppLayout() {
  const [opened, { toggle, close }] = useDisclosure(false);
  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 280, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" gap="sm">
          <Burger
            opened={opened}
            onClick={toggle}
            hiddenFrom="sm"
            size="md"
            aria-label={t('menu.toggle')}
            aria-expanded={opened}
            aria-controls="main-menu"
          />
          <Title order={2} size="h4">
            {t('appName')}
          </Title>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar id="main-menu" p="xs">
        {/* The browser's own scrolling (UX-4): Mantine's ScrollArea set state in its refs as it
            mounted, one synchronous render more inside the frame's first commit on a phone. */}
        <AppShell.Section grow style={{ overflowY: 'auto' }}>
          <SideMenu onNavigate={close} />
        </AppShell.Section>
        <AppShell.Section>
          <MenuFooter />
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main>
        <OfflineBanner />
        <UnsentWorkBanner />
        <Outlet />
        <RouteFocus />
        <LoadingOverlayHost />
      </AppShell.Main>
    </AppShell>
  );
}
