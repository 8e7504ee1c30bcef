import { createTheme } from '@mantine/core';

// Desktop first; the navbar collapses under a burger on a tablet (shell/Frame.tsx).
// Shade 8 of blue: white text on it, and it as text on white, pass WCAG AA (5:1; shade 6 is 3.5:1).
export const theme = createTheme({ primaryColor: 'blue', primaryShade: 8, defaultRadius: 'sm' });
