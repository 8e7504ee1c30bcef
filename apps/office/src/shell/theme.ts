import { InputWrapper, Modal, NavLink, Notification, createTheme } from '@mantine/core';

// Desktop first; the navbar collapses under a burger on a tablet (shell/Frame.tsx).
// Shade 8 of blue: white text on it, and it as text on white, pass WCAG AA (5:1; shade 6 is 3.5:1).
// The active navbar link's text is shade 9; Mantine darkens its background to shade 2 on hover, which
// leaves 4.0:1. Hovering lightens it to shade 0 instead (5.5:1), still visibly different from shade 1.
// A field's help text is Mantine's dimmed grey 6 (3.3:1 on white): grey 7 reads at 7:1.
// Mantine's close buttons (a dialog's ×, a notice's ×) have no name of their own: axe found a
// confirm dialog's × nameless ("button-name", critical). Every one gets the console's word for it.
export const consoleTheme = (closeLabel: string) =>
  createTheme({
    primaryColor: 'blue',
    primaryShade: 8,
    defaultRadius: 'sm',
    components: {
      NavLink: NavLink.extend({
        vars: () => ({ root: { '--nl-hover': 'var(--mantine-primary-color-0)' }, children: {} }),
      }),
      InputWrapper: InputWrapper.extend({
        styles: { description: { color: 'var(--mantine-color-gray-7)' } },
      }),
      Modal: Modal.extend({ defaultProps: { closeButtonProps: { 'aria-label': closeLabel } } }),
      Notification: Notification.extend({ defaultProps: { closeButtonProps: { 'aria-label': closeLabel } } }),
    },
  });
