// Test environment for the web project: a real IndexedDB in memory, DOM matchers, and the browser
// APIs jsdom lacks but Mantine needs (matchMedia, ResizeObserver, scrollIntoView).
import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  configurable: true,
  value: (query: string): MediaQueryList =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) satisfies MediaQueryList,
});

class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
globalThis.ResizeObserver = ResizeObserverStub;
Element.prototype.scrollIntoView = function scrollIntoView() {};
window.HTMLElement.prototype.scrollTo = function scrollTo() {};

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  vi.restoreAllMocks();
});

// Chromium has view transitions (NAV-3); jsdom does not. A pass-through keeps React Router on the
// same code path as in the browser.
if (!('startViewTransition' in document)) {
  Object.defineProperty(document, 'startViewTransition', {
    configurable: true,
    value: (update?: (() => unknown) | { update?: () => unknown }) => {
      const done = Promise.resolve().then(() =>
        typeof update === 'function' ? update() : update?.update?.(),
      );
      return {
        finished: done.then(() => undefined),
        ready: Promise.resolve(),
        updateCallbackDone: done.then(() => undefined),
        skipTransition: () => undefined,
        types: new Set<string>(),
      };
    },
  });
}
