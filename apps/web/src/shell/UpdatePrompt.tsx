// SHELL-6: the 'Update App' prompt opens when a new version is waiting. UX-4: its dialog (a Mantine
// modal and the queue's unsent count, which needs the device database) is imported only then.
import { Suspense, lazy } from 'react';
import { useAppUpdate } from './AppUpdateProvider';

const UpdatePromptDialog = lazy(async () => ({
  default: (await import('./UpdatePromptDialog')).UpdatePromptDialog,
}));

export function UpdatePrompt() {
  const { needRefresh } = useAppUpdate();
  if (!needRefresh) return null;
  return (
    <Suspense fallback={null}>
      <UpdatePromptDialog />
    </Suspense>
  );
}
