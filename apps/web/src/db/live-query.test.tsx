import { Profiler } from 'react';
import { act, render, screen } from '@testing-library/react';
import { liveQuery } from 'dexie';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetDb } from '../test/db';
import { inTransitions, useLiveQuery } from './live-query';
import { db } from './database';
import { sameAnswer } from './same-answer';
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

  it('[TRUST-11] a write that leaves the answer the same does not render the screen again', async () => {
    const runs = { query: 0, render: 0 };
    // Reads the whole store, so any setting written runs the query again.
    function Zone() {
      // An object answer: a new one on each run (a string would be the same value to React).
      const row = useLiveQuery(async () => {
        runs.query += 1;
        return (await db.settings.toArray()).find((r) => r.key === 'companyTimeZone');
      }, []);
      return <p>{row?.companyTimeZone ?? 'none'}</p>;
    }
    await writeSetting('companyTimeZone', 'America/Denver');
    // React's Profiler counts the screen's commits.
    render(
      <Profiler id="zone" onRender={() => (runs.render += 1)}>
        <Zone />
      </Profiler>,
    );
    expect(await screen.findByText('America/Denver')).toBeInTheDocument();
    const before = { ...runs };
    await act(() => writeSetting('lastJobUpdate', '2026-11-27T06:00:00Z'));
    await vi.waitFor(() => expect(runs.query).toBeGreaterThan(before.query));
    expect(runs.render).toBe(before.render);
    await act(() => writeSetting('companyTimeZone', 'America/Chicago'));
    expect(await screen.findByText('America/Chicago')).toBeInTheDocument();
  });
});

describe('same answer (TRUST-11)', () => {
  it('[TRUST-11] compares plain data by value and anything else by identity', () => {
    expect(
      sameAnswer(
        { jobs: [{ id: 1, at: new Date(5) }], n: null },
        { jobs: [{ id: 1, at: new Date(5) }], n: null },
      ),
    ).toBe(true);
    expect(sameAnswer([1, 2], [1, 2, 3])).toBe(false);
    expect(sameAnswer({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(sameAnswer({ a: new Date(1) }, { a: new Date(2) })).toBe(false);
    const photo = () => new Blob(['x']);
    expect(sameAnswer({ photo: photo() }, { photo: photo() })).toBe(false);
    expect(sameAnswer(new Map([[1, 'a']]), new Map([[1, 'a']]))).toBe(false);
  });
});
