// OFFICE-1: a field account that signed in here: officeMe answered 403. Says so, and where to go.
import { Anchor, Button, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { readSession } from '../api/session-store';
import { useT } from '../i18n/i18n';
import { signOut } from './sign-in';

export function NoOfficeRolePage() {
  const { t } = useT();
  const navigate = useNavigate();
  const email = readSession()?.email ?? '';
  return (
    <Center mih="100vh" p="md">
      <Paper withBorder p="xl" maw={520} w="100%" component="main">
        <Stack>
          <Title order={1} size="h3">
            {t('noRole.title')}
          </Title>
          <Text>{t('noRole.body', { email })}</Text>
          <Group>
            <Anchor href="/">{t('noRole.fieldApp')}</Anchor>
            <Button variant="light" onClick={() => void signOut().then(() => navigate('/sign-in'))}>
              {t('nav.signOut')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Center>
  );
}
