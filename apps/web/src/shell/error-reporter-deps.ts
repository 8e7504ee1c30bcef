// The real dependencies of the error reporter (MISC-4), kept apart so error-reporter.ts stays
// testable without the network: the chat service name comes from the build (VITE_CHAT_SERVICE,
// one of the server's CHAT_SERVICES), `slack` by default.
import { readSessionId } from '../auth/local-user';
import { APP_BUILD, APP_VERSION } from '../platform/app-info';
import { networkStatus } from '../platform/network-status';
import type { ErrorReporterDeps } from './error-reporter';

export const CHAT_SERVICE: string = (import.meta.env['VITE_CHAT_SERVICE'] as string | undefined) || 'slack';

export function errorReporterDeps(): ErrorReporterDeps {
  return {
    // UX-4: the HTTP client (with the contract's schemas) and the device plugin load with the first
    // report, not with the first screen; the reporter is installed before anything else.
    send: async (message) =>
      (await import('../api/calls')).call('chatLog', { params: { chatService: CHAT_SERVICE }, body: message }),
    isOnline: () => networkStatus.getSnapshot(),
    isSignedIn: () => readSessionId() !== null,
    deviceFacts: async () => (await import('../platform/device')).device.getInfo(),
    appVersion: APP_VERSION,
    build: APP_BUILD,
  };
}
