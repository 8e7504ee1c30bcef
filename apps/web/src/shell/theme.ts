// A field-app look: high contrast, large touch targets (≥ 44 px), a calm blue that matches the icon.
import { type MantineColorsTuple, createTheme } from '@mantine/core';

const fieldBlue: MantineColorsTuple = [
  '#e8f1fb',
  '#cfdff2',
  '#9dbce6',
  '#6797da',
  '#3d78cf',
  '#2566c9',
  '#1c4e80',
  '#16406b',
  '#0f3358',
  '#072645',
];

export const theme = createTheme({
  primaryColor: 'field',
  primaryShade: 6,
  colors: { field: fieldBlue },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  defaultRadius: 'md',
  cursorType: 'pointer',
  focusRing: 'auto',
  components: {
    Button: { defaultProps: { size: 'md' } },
    NavLink: { styles: { root: { minHeight: 48 }, label: { fontSize: 'var(--mantine-font-size-md)' } } },
    ActionIcon: { defaultProps: { size: 'lg' } },
  },
});
