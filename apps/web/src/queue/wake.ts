// Actions and the queue list ask for a run without importing the runner (and its start-up
// wiring): the started queue listens here. Before the start sequence nothing listens, which is
// what tests of actions want.
type Listener = () => void;
const listeners = new Set<Listener>();

export function onWake(listener: Listener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function wakeQueue(): void {
  for (const listener of [...listeners]) listener();
}
