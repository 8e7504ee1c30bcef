// UX-4: the screens' live queries (Dexie's useLiveQuery), with each new answer applied as a React
// transition. An answer arrives outside any event, so React would render it at its default
// priority: in one task, however large the screen. On the dashboard's start the menu's and the
// dashboard's first answers rendered so, one task of ~150 ms on a 4× slower phone, with taps and
// paints waiting. As a transition React renders the same update in slices that yield to the
// browser; the screen shows the answer a few frames later at most.
import { type Observable, liveQuery } from 'dexie';
import { type InteropableObservable, useObservable } from 'dexie-react-hooks';
import { startTransition } from 'react';

/** The query's answers (and its failure), each handed on inside a transition. */
export function inTransitions<T>(source: Observable<T>): InteropableObservable<T> {
  return {
    subscribe: (next, fail) =>
      source.subscribe(
        (value) => startTransition(() => next(value)),
        (error: unknown) => startTransition(() => fail?.(error)),
      ),
    // The first render reads an answer already in memory at once (Dexie's cache), as before.
    ...(source.getValue && { getValue: source.getValue.bind(source) }),
    ...(source.hasValue && { hasValue: source.hasValue.bind(source) }),
  };
}

export function useLiveQuery<T>(querier: () => Promise<T> | T, deps?: unknown[]): T | undefined;
export function useLiveQuery<T, TDefault>(
  querier: () => Promise<T> | T,
  deps: unknown[],
  defaultResult: TDefault,
): T | TDefault;
export function useLiveQuery<T, TDefault>(
  querier: () => Promise<T> | T,
  deps: unknown[] = [],
  defaultResult?: TDefault,
): T | TDefault | undefined {
  // The deps are the caller's, as with Dexie's own hook.
  return useObservable(() => inTransitions(liveQuery(querier)), deps, defaultResult);
}
