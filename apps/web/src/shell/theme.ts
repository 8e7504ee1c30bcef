// A field-app look: high contrast, large touch targets (≥ 44 px), a calm blue that matches the icon.
// UX-2: read in the sun with gloves on. Every text colour the screens use reaches 4.5:1 on white
// and on its light tint (field-palettes.ts), and every control a thumb taps is at least 44 px,
// set here once rather than screen by screen.
import { Badge, Input, createTheme, rem } from '@mantine/core';
import { t } from '../i18n/messages';
import { floatingListDefaults } from '../ui/floating-lists';
import { fieldPalettes } from './field-palettes';
import './focus.css';

/** WCAG 2.5.5's 44 CSS px, the size of a gloved fingertip. */
export const TOUCH_TARGET = 44;
const touch = rem(TOUCH_TARGET);
const LARGER_THAN_TOUCH = new Set(['lg', 'xl']);

// A checkbox's or radio's label is its tap area too (clicking it toggles), so the label row is
// made 44 px tall rather than drawing a 44 px box.
const tallLabel = { minHeight: touch, display: 'flex', alignItems: 'center' } as const;

/** UX-3: no text under 14 px, read at arm's length on a phone. */
export const MIN_TEXT_PX = 14;
const minText = rem(MIN_TEXT_PX);

export const theme = createTheme({
  primaryColor: 'field',
  primaryShade: 6,
  colors: fieldPalettes,
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  defaultRadius: 'md',
  cursorType: 'pointer',
  focusRing: 'auto',
  // Mantine's xs is 12 px: every caption (a date, "last seen…") is raised to the floor here rather
  // than screen by screen, so a new `size="xs"` cannot bring small text back.
  fontSizes: { xs: minText },
  components: {
    // UX-3: a label longer than its button (Spanish runs a third longer) wraps onto another line
    // and the button grows to hold it, instead of Mantine's one line cut off at the edge.
    Button: {
      defaultProps: { size: 'md' },
      styles: {
        root: { minHeight: `max(var(--button-height), ${touch})`, height: 'auto' },
        inner: { minHeight: 'inherit' },
        label: { whiteSpace: 'normal', textAlign: 'center', overflow: 'visible', paddingBlock: rem(4) },
      },
    },
    // UX-3: a heading's lines are balanced, so a phone breaks "Job comments J-4102" between its
    // words, not inside the job number after its hyphen ("J-" above "4102").
    Title: { styles: { root: { textWrap: 'balance' } } },
    // The same for a segmented choice ("Más antiguos primero"): its options wrap, never cut off.
    SegmentedControl: { styles: { root: { maxWidth: '100%' }, label: { whiteSpace: 'normal' } } },
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
    // An input's hint and error are drawn 2 px under its size (12 px at sm): raised to the floor.
    InputWrapper: { styles: { description: { fontSize: minText }, error: { fontSize: minText } } },
    // Badges are 9–13 px capitals in one line cut off with an ellipsis; a status ("Sincronizado",
    // a failure's reason) must be read whole, so they are 14 px, in the text's own case, and wrap.
    Badge: Badge.extend({
      vars: () => ({ root: { '--badge-fz': minText, '--badge-height': rem(26) } }),
      styles: {
        root: { height: 'auto', minHeight: 'var(--badge-height)', maxWidth: '100%', textTransform: 'none' },
        label: { whiteSpace: 'normal', lineHeight: 1.3 },
      },
    }),
    Checkbox: { defaultProps: { size: 'md' }, styles: { label: tallLabel } },
    Radio: { defaultProps: { size: 'md' }, styles: { label: tallLabel } },
    Switch: { defaultProps: { size: 'md' }, styles: { label: tallLabel } },
    // TRUST-1: every floating list (Select, Autocomplete, the date picker) is a Popover: it opens
    // on screen by touch, never under the bottom bar, without moving the page (floating-lists.ts).
    // A function, so the bar's height is read when the list renders.
    Popover: { defaultProps: floatingListDefaults },
    // A function, so the close button is named in the language chosen when the toast shows.
    Notification: {
      defaultProps: () => ({ closeButtonProps: { 'aria-label': t('toast.close') } }),
    },
  },
});
