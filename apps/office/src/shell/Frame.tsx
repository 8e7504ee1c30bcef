// The console's frame: a header (name, language, who, sign out) and a navbar of the areas this
// person's office roles allow; the area's screen renders in the main part.
import { AppShell, Burger, Button, Group, NavLink, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLogout } from '@tabler/icons-react';
import { Suspense } from 'react';
import { NavLink as RouterLink, useNavigate } from 'react-router';
import { signOut } from '../auth/sign-in';
import { mayUse, useMe } from '../auth/me';
import { useT } from '../i18n/i18n';
import { areas } from '../routes';
import { AreaRoutes } from './AreaRoutes';
import { LanguageSwitch } from '../ui/LanguageSwitch';
import { Loading } from '../ui/states';

export function Frame() {
  const { t } = useT();
  const me = useMe();
  const navigate = useNavigate();
  const [opened, { toggle, close }] = useDisclosure();
  const allowed = areas.filter((area) => mayUse(me, area.roles));
  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 220, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label={t('nav.label')} />
            <Title order={1} size="h4">
              {t('app.name')}
            </Title>
          </Group>
          <Group gap="sm" wrap="nowrap">
            <LanguageSwitch />
            <Text size="sm" visibleFrom="md">
              {t('nav.signedInAs', { name: me.name })}
            </Text>
            <Button
              variant="subtle"
              size="xs"
              leftSection={<IconLogout size={16} aria-hidden />}
              onClick={() => void signOut().then(() => navigate('/sign-in', { replace: true }))}
            >
              {t('nav.signOut')}
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" component="nav" aria-label={t('nav.label')}>
        {allowed.map((area) => (
          <NavLink
            key={area.path}
            component={RouterLink}
            to={`/${area.path}`}
            label={t(area.label)}
            leftSection={<area.icon size={18} aria-hidden />}
            onClick={close}
          />
        ))}
      </AppShell.Navbar>
      <AppShell.Main>
        <Suspense fallback={<Loading />}>
          <AreaRoutes />
        </Suspense>
      </AppShell.Main>
    </AppShell>
  );
}
