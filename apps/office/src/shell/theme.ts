import { createTheme } from '@mantine/core';

// Desktop first; the navbar collapses under a burger on a tablet (shell/Frame.tsx).
export const theme = createTheme({ primaryColor: 'blue', defaultRadius: 'sm' });
