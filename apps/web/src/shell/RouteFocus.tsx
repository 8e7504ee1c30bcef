// UX-2: after a navigation, focus moves to the new screen's heading (its h1, tabIndex -1), so a
// screen reader says where the tap went and the next Tab starts at the top of the new screen.
// Not on the first screen of a start (the dashboard after sign-in, a reload): there the browser's
// own start point is right, and nothing happened that needs announcing.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** How long a screen may take to show its heading (a lazy screen's first render, a live query). */
const HEADING_WAIT_MS = 3000;

function focusHeading(container: ParentNode): boolean {
  const heading = container.querySelector<HTMLElement>('main h1');
  if (!heading) return false;
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  heading.focus({ preventScroll: false });
  return true;
}

export function RouteFocus() {
  const { pathname, search } = useLocation();
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (focusHeading(document)) return;
    // The screen renders its heading a moment later: wait for it, but not forever.
    const observer = new MutationObserver(() => {
      if (focusHeading(document)) observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const giveUp = window.setTimeout(() => observer.disconnect(), HEADING_WAIT_MS);
    return () => {
      observer.disconnect();
      window.clearTimeout(giveUp);
    };
  }, [pathname, search]);

  return null;
}
