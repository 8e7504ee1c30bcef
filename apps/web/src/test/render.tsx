// Renders UI the way the app does: Mantine (test env: no transitions or portals), notifications
// and the update provider, optionally inside a memory router.
import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppUpdateProvider } from '../shell/AppUpdateProvider';
import { DialogHostListening } from '../ui/DialogHostListening';
import { theme } from '../shell/theme';

const registerAtOnce = (register: () => void) => register();

export function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} env="test">
      <Notifications />
      <ModalsProvider>
        <AppUpdateProvider registerWhen={registerAtOnce}>{children}</AppUpdateProvider>
      </ModalsProvider>
      <DialogHostListening />
    </MantineProvider>
  );
}

export function renderWithProviders(ui: ReactElement) {
  return render(ui, { wrapper: Providers });
}

export function renderRoutes(routes: RouteObject[], initialEntry: string) {
  const router = createMemoryRouter(routes, { initialEntries: [initialEntry] });
  const view = render(<RouterProvider router={router} />, { wrapper: Providers });
  return { router, ...view };
}
