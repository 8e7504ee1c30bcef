// SHELL-4: shown while the start sequence runs; the bar grows 5 percent every 100 ms.
import { useEffect, useState } from 'react';
import { Center, Progress, Stack, Text } from '@mantine/core';
import { SPLASH_STEP_MS, SPLASH_STEP_PERCENT } from '@fieldops/contract';
import { t } from '../i18n/messages';

export function Splash() {
  const [percent, setPercent] = useState(0);
  useEffect(() => {
    const timer = setInterval(
      () => setPercent((p) => Math.min(100, p + SPLASH_STEP_PERCENT)),
      SPLASH_STEP_MS,
    );
    return () => clearInterval(timer);
  }, []);
  return (
    <Center mih="100dvh" p="xl">
      <Stack w="100%" maw={360} gap="sm">
        <Text ta="center" fw={600} size="lg">
          {t('splash.loading')}
        </Text>
        <Progress
          value={percent}
          size="lg"
          radius="xl"
          aria-label={t('splash.loading')}
          transitionDuration={SPLASH_STEP_MS}
        />
      </Stack>
    </Center>
  );
}
