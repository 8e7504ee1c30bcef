// UX-4: work that must not delay the first screen (the start sequence's network calls and module
// imports) runs once the browser has painted it: after the next animation frame. A tab opened in
// the background gets no frames, so a timer starts the work there anyway.
const BACKGROUND_TAB_MS = 250;

export function afterFirstPaint(run: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    run();
  };
  // The frame callback runs before that frame's paint; the timeout queued in it runs after.
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(once, 0));
  setTimeout(once, BACKGROUND_TAB_MS);
}
