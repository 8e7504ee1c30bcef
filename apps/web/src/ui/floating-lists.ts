// TRUST-1: where a floating list (a Select's or Autocomplete's options, a date picker, a menu) opens,
// set once for every Popover in the theme (shell/theme.ts), since each of them is a Popover.
// - Fixed to the viewport, not placed in the page: Mantine keeps a closed list mounted with
//   display:none, so floating-ui last placed it as if 0 px wide (at the input's middle, 195 px on a
//   390 px phone); shown there at its 358 px width it ran 160 px past the right edge for one frame,
//   and a phone's browser widens its layout viewport to such content (553 × 1197 px): the page's
//   scroll was cut to fit and jumped up (up to ~350 px on a day with two jobs), the list was placed
//   below for that tall viewport and stayed there, and with the input scrolled off-screen the list
//   was hidden (aria-expanded true, no option in view). A fixed box adds nothing to the page's width.
// - Flipped against the screen less the bottom bar (FormActions, fixed below Mantine's sm), so no
//   option opens under "Save day"; and flipped again when the viewport changes (an on-screen
//   keyboard), instead of Mantine's placement locked at the first open.
// - Drawn over a toast: a save's toast rises above the bar for 4 s, where a phone's pickers sit, and
//   an open list is what the finger is on (Mantine puts lists at 300, toasts at 400).
import { type PopoverProps, getDefaultZIndex } from '@mantine/core';

/** FormActions publishes its bar's height here; the page's bottom padding reads it too. */
export const FORM_ACTIONS_HEIGHT_VAR = '--fo-form-actions-height';
/** Below Mantine's sm breakpoint the bar is fixed to the bottom edge (form-actions.css). */
const BAR_IS_FIXED = '(max-width: 47.99em)';
/** Room kept between a list and the screen's edge or the bar. */
const EDGE_PX = 8;

/** The height of the bar fixed over the bottom of the screen, 0 when there is none. */
export function bottomBarHeight(): number {
  if (typeof window === 'undefined') return 0;
  // The published value, not a measure: read on each render of a Popover, it forces no layout.
  const published = parseFloat(document.documentElement.style.getPropertyValue(FORM_ACTIONS_HEIGHT_VAR));
  if (!(published > 0) || !window.matchMedia(BAR_IS_FIXED).matches) return 0;
  return published;
}

/** The theme's Popover defaults, read at each render so the bar's height is the current one. */
export function floatingListDefaults(): Partial<PopoverProps> {
  const padding = { top: EDGE_PX, bottom: bottomBarHeight() + EDGE_PX };
  return {
    floatingStrategy: 'fixed',
    zIndex: getDefaultZIndex('overlay') + 1,
    preventPositionChangeWhenVisible: false,
    middlewares: {
      flip: { padding },
      // A list taller than either side (a month's calendar, 417 px) slides up or down into view,
      // over its own field if need be, rather than run off the screen.
      shift: { crossAxis: true, padding: { ...padding, left: EDGE_PX, right: EDGE_PX } },
    },
  };
}
