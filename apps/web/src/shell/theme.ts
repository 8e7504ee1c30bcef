// A field-app look: high contrast, large touch targets (≥ 44 px), a calm blue that matches the icon.
// UX-2: read in the sun with gloves on. Every text colour the screens use reaches 4.5:1 on white
// and on its light tint (field-palettes.ts), and every control a thumb taps is at least 44 px,
// set here once rather than screen by screen.
import { Input, createTheme, rem } from '@mantine/core';
import { t } from '../i18n/messages';
import { fieldPalettes } from './field-palettes';
import './focus.css';

/** WCAG 2.5.5's 44 CSS px, the size of a gloved fingertip. */
export const TOUCH_TARGET = 44;
const touch = rem(TOUCH_TARGET);
const LARGER_THAN_TOUCH = new Set(['lg', 'xl']);

// A checkbox's or radio's label is its tap area too (clicking it toggles), so the label row is
// made 44 px tall rather than drawing a 44 px box.
const tallLabel = { minHeight: touch, display: 'flex', alignItems: 'center' } as const;

export const theme = createTheme({
  primaryColor: 'field',
  primaryShade: 6,
  colors: fieldPalettes,
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  defaultRadius: 'md',
  cursorType: 'pointer',
  focusRing: 'auto',
  components: {
    Button: { defaultProps: { size: 'md' }, styles: { root: { minHeight: touch } } },
    NavLink: { styles: { root: { minHeight: 48 }, label: { fontSize: 'var(--mantine-font-size-md)' } } },
    ActionIcon: { defaultProps: { size: 'xl' } },
    CloseButton: { styles: { root: { minWidth: touch, minHeight: touch } } },
    Burger: { styles: { root: { minWidth: touch, minHeight: touch } } },
    // Every input (text, select, date, number…) inherits Input's variables.
    Input: Input.extend({
      vars: (_theme, props) => ({
        wrapper: {
          '--input-height': LARGER_THAN_TOUCH.has(String(props.size)) ? undefined : touch,
        },
      }),
    }),
    Checkbox: { defaultProps: { size: 'md' }, styles: { label: tallLabel } },
    Radio: { defaultProps: { size: 'md' }, styles: { label: tallLabel } },
    Switch: { defaultProps: { size: 'md' }, styles: { label: tallLabel } },
    // A function, so the close button is named in the language chosen when the toast shows.
    Notification: {
      defaultProps: () => ({ closeButtonProps: { 'aria-label': t('toast.close') } }),
    },
  },
});
