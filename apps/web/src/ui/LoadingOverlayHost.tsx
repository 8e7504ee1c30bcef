// Shows the newest loading overlay over the page (REPORT-8), with its label for screen readers.
import { Loader, LoadingOverlay, Stack, Text } from '@mantine/core';
import { useLoadingOverlays } from './loading-overlay';

export function LoadingOverlayHost() {
  const entries = useLoadingOverlays();
  const top = entries.at(-1);
  if (!top) return null;
  return (
    <LoadingOverlay
      visible
      pos="fixed"
      zIndex={400}
      overlayProps={{ blur: 1 }}
      loaderProps={{
        children: (
          <Stack align="center" role="status" aria-live="polite">
            <Loader />
            {top.label && <Text fw={600}>{top.label}</Text>}
          </Stack>
        ),
      }}
    />
  );
}
