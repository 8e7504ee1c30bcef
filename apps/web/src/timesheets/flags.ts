// MISC-5 on the device: the feature flags the timesheet area reads. They start from the contract's
// FEATURE_FLAGS (the shipped build); `setTimesheetFlags` switches them at run time, which is how
// the tests run both states of each path. Read them where the path is taken, never cache them.
import { FEATURE_FLAGS, type FeatureFlags } from '@fieldops/contract';

type Listener = () => void;
let current: FeatureFlags = { ...FEATURE_FLAGS };
const listeners = new Set<Listener>();

export const timesheetFlags = {
  get: (): FeatureFlags => current,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};

/** Overrides some flags (tests, or a build that ships other defaults); `reset` goes back to FEATURE_FLAGS. */
export function setTimesheetFlags(flags: Partial<FeatureFlags> | 'reset'): void {
  current = flags === 'reset' ? { ...FEATURE_FLAGS } : { ...current, ...flags };
  for (const listener of [...listeners]) listener();
}
