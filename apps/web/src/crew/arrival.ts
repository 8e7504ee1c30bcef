// CREW-2: while the app is open, a worker who arrives at one of his sites and is not clocked in is
// reminded to. The position is watched only while a screen uses this (never in the background);
// whether a fix is an arrival is the contract's pure nextSiteState, with hysteresis.
import { type PunchPosition, nextSiteState } from '@fieldops/contract';
import { useEffect, useRef, useState } from 'react';
import { type PositionFixes, positionFixes } from '../platform/position-fix';
import type { ClockJob } from './clock';

/** Each fenced job's inside/outside after `fix`, and the first job just arrived at (or null). */
export function arrivalsAfter(
  inside: ReadonlyMap<number, boolean>,
  jobs: readonly ClockJob[],
  fix: PunchPosition,
): { inside: Map<number, boolean>; arrivedAt: ClockJob | null } {
  const next = new Map<number, boolean>();
  let arrivedAt: ClockJob | null = null;
  for (const job of jobs) {
    if (!job.fence) continue;
    const step = nextSiteState(inside.get(job.jobID) ?? false, job.fence, fix);
    next.set(job.jobID, step.inside);
    if (step.arrived && arrivedAt === null) arrivedAt = job;
  }
  return { inside: next, arrivedAt };
}

/** The site the worker just arrived at while not clocked in; null: none (or dismissed, or clocked in). */
export function useArrivalReminder(
  jobs: readonly ClockJob[] | undefined,
  clockedIn: boolean,
  fixes: PositionFixes = positionFixes,
) {
  const [arrivedAt, setArrivedAt] = useState<ClockJob | null>(null);
  const inside = useRef(new Map<number, boolean>());
  const latest = useRef({ jobs, clockedIn });
  useEffect(() => {
    latest.current = { jobs, clockedIn };
  }, [jobs, clockedIn]);
  useEffect(
    () =>
      fixes.watch((fix) => {
        const step = arrivalsAfter(inside.current, latest.current.jobs ?? [], fix);
        inside.current = step.inside;
        if (step.arrivedAt && !latest.current.clockedIn) setArrivedAt(step.arrivedAt);
      }),
    [fixes],
  );
  return { arrivedAt: clockedIn ? null : arrivedAt, dismiss: () => setArrivedAt(null) };
}
