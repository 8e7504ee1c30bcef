// NAV-3: page transitions use the browser's view transitions (React Router `viewTransition`), with
// the spec's durations chosen by platform: iOS-style 540 ms both ways; Material 280 ms in, 200 ms out.
import { PAGE_TRANSITIONS } from '@fieldops/contract';

export type TransitionPlatform = keyof typeof PAGE_TRANSITIONS;

/**
 * 'ios', 'android' or 'web'. UX-4: read from the bridge Capacitor's native shell injects before the
 * page loads (what `Capacitor.getPlatform()` of @capacitor/core reads too), so the first screen does
 * not carry @capacitor/core for one question; platform/ imports it with the plugins.
 */
function nativeShellPlatform(): string {
  const bridge = (globalThis as { Capacitor?: { getPlatform?: () => string } }).Capacitor;
  return bridge?.getPlatform?.() ?? 'web';
}

export function transitionPlatform(
  userAgent: string = navigator.userAgent,
  nativePlatform: string = nativeShellPlatform(),
): TransitionPlatform {
  if (nativePlatform === 'ios') return 'ios';
  if (nativePlatform === 'android') return 'md';
  return /iPhone|iPad|iPod/.test(userAgent) ? 'ios' : 'md';
}

export function transitionDurations(platform: TransitionPlatform): { enter: string; exit: string } {
  const { enterMs, exitMs } = PAGE_TRANSITIONS[platform];
  return { enter: `${enterMs}ms`, exit: `${exitMs}ms` };
}

/** Sets the CSS variables read by transitions.css on the root element. */
export function applyTransitionDurations(root: HTMLElement, platform: TransitionPlatform): void {
  const { enter, exit } = transitionDurations(platform);
  root.dataset['platform'] = platform;
  root.style.setProperty('--fo-page-enter', enter);
  root.style.setProperty('--fo-page-exit', exit);
}
