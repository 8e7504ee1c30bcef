// /office/sign-in: the button that leaves for the provider, and the page the provider answers to.
import { Alert, Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { IconLogin } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useT } from '../i18n/i18n';
import { LanguageSwitch } from '../ui/LanguageSwitch';
import { hasAuthAnswer } from './authorize';
import { completeSignIn, leaveForProvider } from './sign-in';

export function SignInPage() {
  const { t } = useT();
  const location = useLocation();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(() => hasAuthAnswer(location.hash));
  const [reason, setReason] = useState<string | null>(null);
  const handled = useRef(false);

  useEffect(() => {
    // Once per page load: a second run would find the kept state already used.
    if (handled.current || !hasAuthAnswer(location.hash)) return;
    handled.current = true;
    void completeSignIn(location.hash).then((failure) => {
      if (!failure) return navigate('/', { replace: true });
      setBusy(false);
      setReason(failure.message);
      void navigate('/sign-in', { replace: true });
    });
  }, [location.hash, navigate]);

  const start = () => {
    setBusy(true);
    setReason(null);
    void leaveForProvider().then((failure) => {
      if (!failure) return;
      setBusy(false);
      setReason(failure.message);
    });
  };

  return (
    <Center mih="100vh" p="md">
      <Paper withBorder p="xl" maw={440} w="100%" component="main">
        <Stack>
          <Title order={1} size="h3">
            {t('signIn.title')}
          </Title>
          <Text size="sm">{t('signIn.intro')}</Text>
          {reason && (
            <Alert color="red" role="alert">
              {t('signIn.failed', { reason })}
            </Alert>
          )}
          <Button leftSection={<IconLogin size={18} aria-hidden />} loading={busy} onClick={start}>
            {busy ? t('signIn.working') : t('signIn.button')}
          </Button>
          <LanguageSwitch />
        </Stack>
      </Paper>
    </Center>
  );
}
