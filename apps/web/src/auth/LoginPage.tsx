// The login route: one button to sign in with the company account; the provider's answer comes
// back here in the hash. Never redirects on its own (except with ?auto=1), so a failed attempt
// cannot loop.
import { Alert, Button, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconLogin } from '@tabler/icons-react';
import { t } from '../i18n/messages';
import { LanguageChoice } from '../ui/LanguageChoice';
import { OfflineBanner } from '../ui/OfflineBanner';
import { useSignIn } from './useSignIn';

// Full width and wrapping: the label must stay readable on a narrow phone.
const bigButton = {
  size: 'lg',
  fullWidth: true,
  h: 'auto',
  mih: 52,
  styles: { label: { whiteSpace: 'normal' } },
} as const;

export interface LoginPageProps {
  /** OFF-1: the start's signed-in part, run once a session is open (the shell gives it). */
  afterSignIn: () => void;
}

export function LoginPage({ afterSignIn }: LoginPageProps) {
  const { step, host, reason, start } = useSignIn(afterSignIn);
  const busy = step === 'begun' || step === 'authenticating' || step === 'success';

  return (
    <>
      <OfflineBanner />
      <Center mih="100dvh" p="md">
        <Paper withBorder shadow="sm" p="xl" radius="md" w="100%" maw={440} component="main">
          <Stack gap="lg">
            <Title order={1} size="h2">
              {t('auth.title')}
            </Title>
            <Text c="dimmed">{t('auth.intro')}</Text>
            <div role="status" aria-live="polite">
              {step === 'begun' && <StepLine text={t('auth.begun')} />}
              {step === 'authenticating' && <StepLine text={t('auth.authenticating', { host })} />}
              {step === 'success' && (
                <Alert color="green" icon={<IconCircleCheck aria-hidden />}>
                  {t('auth.success')}
                </Alert>
              )}
            </div>
            {step === 'failed' && (
              <Alert color="red" role="alert" icon={<IconAlertTriangle aria-hidden />}>
                <Text>{t('auth.failed', { host })}</Text>
                {/* UX-3: the reason beside the spec's exact line. */}
                {reason && <Text size="sm">{reason}</Text>}
              </Alert>
            )}
            {step === 'failed' ? (
              <Button {...bigButton} onClick={start} leftSection={<IconLogin aria-hidden />}>
                {t('auth.tryAgain')}
              </Button>
            ) : (
              <Button {...bigButton} onClick={start} loading={busy} leftSection={<IconLogin aria-hidden />}>
                {t('auth.signIn')}
              </Button>
            )}
            {/* UX-1: a new crew member whose phone speaks another language picks theirs first. */}
            <LanguageChoice />
          </Stack>
        </Paper>
      </Center>
    </>
  );
}

function StepLine({ text }: { text: string }) {
  return (
    <Text component="p" fw={500}>
      <Loader size="xs" mr="xs" aria-hidden />
      {text}
    </Text>
  );
}
