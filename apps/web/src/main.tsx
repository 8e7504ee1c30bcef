// UX-4: only the Mantine styles the first paint uses block it (the rest load with AppLayout).
import './shell/mantine-first-paint.css';
import '@mantine/notifications/styles.css';
import './shell/transitions.css';
// theme.ts's focus styles load with the last stage; here they are in the first paint's stylesheet.
import './shell/focus.css';
import { createErrorReporter, installErrorReporter } from './shell/error-reporter';
import { errorReporterDeps } from './shell/error-reporter-deps';
import { applyTransitionDurations, transitionPlatform } from './shell/transitions';
import { yieldToBrowser } from './shell/yield-to-browser';

// MISC-4: first, so an error anywhere in the start is reported.
installErrorReporter(window, createErrorReporter(errorReporterDeps()));
// UX-4: zod without its compiled parsers, set where zod reads its global config before the
// contract's schemas are built (importing zod here would put it in the first download). Our CSP
// allows no eval, so they never ran; but zod probed for them with `new Function`, which the browser
// reported as a CSP violation on every start (Lighthouse best practices: 96).
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true };
applyTransitionDurations(document.documentElement, transitionPlatform());

// UX-4: the libraries the first screen needs are evaluated in stages, one task each, with the
// browser free to paint and answer between them: evaluated as one module graph they were one task
// of 350–650 ms on a 4× slower phone. index.html preloads every stage's files (scripts/boot-stages.ts),
// so the stages wait for no network, only for each other; each stage is a chunk of its own.
async function boot(): Promise<void> {
  await import('./shell/boot-react-dom');
  await yieldToBrowser();
  await import('./shell/boot-router');
  await yieldToBrowser();
  // UX-1: the device's language before anything renders (splash and sign-in included); on an
  // English device nothing is fetched, on a Spanish one its catalogue (precached, so offline too).
  await (await import('./i18n/locale')).startLocale();
  await yieldToBrowser();
  (await import('./shell/first-render')).renderApp();
}

void boot();
