// UX-2: Mantine's palettes with shades 6–9 darkened so that text reaches 4.5:1. Shade 6 is the
// filled background under white text, the `c="red"` text colour and, for gray, the dimmed text
// (Mantine's #868e96 is 3.32:1 on white, its green filled badge 2.36:1). Shade 9 is the text of
// the light variants (alerts, light badges) on shade 1. Shades 0–5 (tints, borders) stay Mantine's.
// field-palettes.test.ts measures each against 4.5:1 (WCAG's formula).
import type { MantineColorsTuple } from '@mantine/core';

const palette = (light: readonly string[], dark: readonly string[]) =>
  [...light, ...dark] as unknown as MantineColorsTuple; // ten shades by construction

export const fieldPalettes = {
  field: palette(
    ['#e8f1fb', '#cfdff2', '#9dbce6', '#6797da', '#3d78cf', '#2566c9'],
    ['#1c4e80', '#16406b', '#0f3358', '#072645'],
  ),
  gray: palette(
    ['#f8f9fa', '#f1f3f5', '#e9ecef', '#dee2e6', '#ced4da', '#adb5bd'],
    ['#5c636a', '#495057', '#343a40', '#212529'],
  ),
  red: palette(
    ['#fff5f5', '#ffe3e3', '#ffc9c9', '#ffa8a8', '#ff8787', '#ff6b6b'],
    ['#c92a2a', '#b02525', '#9b1c1c', '#861a1a'],
  ),
  green: palette(
    ['#ebfbee', '#d3f9d8', '#b2f2bb', '#8ce99a', '#69db7c', '#51cf66'],
    ['#2b7a3b', '#236a31', '#1d5a29', '#174a22'],
  ),
  orange: palette(
    ['#fff4e6', '#ffe8cc', '#ffd8a8', '#ffc078', '#ffa94d', '#ff922b'],
    ['#b34700', '#9c3d00', '#853400', '#6e2b00'],
  ),
  yellow: palette(
    ['#fff9db', '#fff3bf', '#ffec99', '#ffe066', '#ffd43b', '#fcc419'],
    ['#8a6100', '#785400', '#664700', '#543b00'],
  ),
  blue: palette(
    ['#e7f5ff', '#d0ebff', '#a5d8ff', '#74c0fc', '#4dabf7', '#339af0'],
    ['#1864ab', '#155794', '#124a7d', '#0f3d68'],
  ),
  teal: palette(
    ['#e6fcf5', '#c3fae8', '#96f2d7', '#63e6be', '#38d9a9', '#20c997'],
    ['#076e4f', '#065c42', '#054b36', '#043d2c'],
  ),
};
