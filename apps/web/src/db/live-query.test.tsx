import { act, render, screen } from '@testing-library/react';
import { liveQuery } from 'dexie';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetDb } from '../test/db';
import { useLiveQuery } from './live-query';
import { readSetting, writeSetting } from './settings';

// Records whether a callback ran inside React's startTransition (React has no public way to ask).
const transition = vi.hoisted(() => ({ depth: 0 }));
vi.mock('react', async (original) => {
  const react = await original<typeof import('react')>();
  return {
    ...react,
    startTransition: (run: () => void) => {
      transition.depth += 1;
      try {
        react.startTransition(run);
      } finally {
        transition.depth -= 1;
      }
    },
  };
});

function CompanyZone() {
  const zone = useLiveQuery(async () => (await readSetting('companyTimeZone')) ?? 'none', [], 'loading');
  return <p>{zone}</p>;
}

// The test setup registers the kinds (src/changes), which loads live-query.ts before the mock above
// applies; a fresh copy, loaded after it, calls the recording startTransition.
let inTransitions: typeof import('./live-query').inTransitions;
beforeAll(async () => {
  vi.resetModules();
  ({ inTransitions } = await import('./live-query'));
});

/** Subscribes, waits for the first report, and unsubscribes. */
async function firstReport(source: ReturnType<typeof inTransitions<number>>) {
  const seen: { value?: number; error?: unknown; inTransition: boolean }[] = [];
  const subscription = source.subscribe(
    (value) => seen.push({ value, inTransition: transition.depth > 0 }),
    (error: unknown) => seen.push({ error, inTransition: transition.depth > 0 }),
  );
  await vi.waitFor(() => expect(seen).toHaveLength(1));
  if (typeof subscription === 'function') subscription();
  else subscription.unsubscribe();
  return seen[0];
}

describe('live queries (UX-4)', () => {
  beforeEach(resetDb);

  it('[UX-4] hands each answer on inside a transition', async () => {
    expect(await firstReport(inTransitions(liveQuery(() => 7)))).toEqual({ value: 7, inTransition: true });
  });

  it('[UX-4] hands a failure on inside a transition too', async () => {
    const failing = liveQuery<number>(async () => {
      throw new Error('storage gone');
    });
    const report = await firstReport(inTransitions(failing));
    expect(report).toEqual({ error: new Error('storage gone'), inTransition: true });
  });

  it('[UX-4] a screen shows the stored answer and each later change', async () => {
    render(<CompanyZone />);
    expect(await screen.findByText('none')).toBeInTheDocument();
    await act(() => writeSetting('companyTimeZone', 'America/Denver'));
    expect(await screen.findByText('America/Denver')).toBeInTheDocument();
  });
});
