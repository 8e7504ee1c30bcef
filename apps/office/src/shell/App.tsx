// The console: Mantine's providers, then the routes under /office/: sign-in, and everything else
// behind the session (shell/SignedIn.tsx).
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { useMemo } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { useT } from '../i18n/i18n';
import { SignInPage } from '../auth/SignInPage';
import { SignedIn } from './SignedIn';
import { consoleTheme } from './theme';

export function App() {
  const { t } = useT();
  const theme = useMemo(() => consoleTheme(t('common.close')), [t]);
  return (
    <MantineProvider theme={theme}>
      <ModalsProvider>
        <Notifications />
        <BrowserRouter basename="/office">
          <Routes>
            <Route path="/sign-in" element={<SignInPage />} />
            <Route path="/*" element={<SignedIn />} />
          </Routes>
        </BrowserRouter>
      </ModalsProvider>
    </MantineProvider>
  );
}
