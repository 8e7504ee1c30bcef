// Test environment for the web project: a real IndexedDB in memory, DOM matchers, and the browser
// APIs jsdom lacks but Mantine needs (matchMedia, ResizeObserver, scrollIntoView).
import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { ASYNC_WAIT_MS } from './wait-sizes';
// Every kind of change registered with the queue, as the app's start does (src/changes).
import '../changes';

configure({ asyncUtilTimeout: ASYNC_WAIT_MS });

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

// fake-indexeddb clones with Node's structuredClone, which turns jsdom's Blob (and File) into a
// plain object. Browsers keep Blobs in IndexedDB (photos, PDFs), so keep them here too: a Blob is
// immutable, so handing back the same instance is as good as a copy.
const nodeStructuredClone = globalThis.structuredClone;
function keepBlobs(value: unknown, blobs: Blob[]): unknown {
  if (value instanceof Blob) return { __keptBlob: blobs.push(value) - 1 };
  if (Array.isArray(value)) return value.map((item) => keepBlobs(item, blobs));
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, keepBlobs(item, blobs)]));
  }
  return value;
}
function putBlobsBack(value: unknown, blobs: Blob[]): unknown {
  if (Array.isArray(value)) return value.map((item) => putBlobsBack(item, blobs));
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const kept = (value as { __keptBlob?: unknown }).__keptBlob;
    if (typeof kept === 'number') return blobs[kept];
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, putBlobsBack(item, blobs)]));
  }
  return value;
}
globalThis.structuredClone = ((value: unknown, options?: StructuredSerializeOptions) => {
  const blobs: Blob[] = [];
  return putBlobsBack(nodeStructuredClone(keepBlobs(value, blobs), options), blobs);
}) as typeof structuredClone;

class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
globalThis.ResizeObserver = ResizeObserverStub;
// Mantine's autosize Textarea listens for fonts loading; jsdom has no FontFaceSet.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: {
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      ready: Promise.resolve(),
    },
  });
}
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
