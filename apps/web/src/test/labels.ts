// Finds inputs by their template label. A required field's label ends with an asterisk that is
// hidden from assistive technology (aria-hidden); the label's text content still holds it.
import { screen } from '@testing-library/react';

const normalizer = (text: string) =>
  text
    .replace(/\s*\*\s*$/, '')
    .replace(/\s+/g, ' ')
    .trim();

export const byLabel = (label: string) => screen.getByLabelText(label, { normalizer });
export const allByLabel = (label: string) => screen.getAllByLabelText(label, { normalizer });
export const queryByLabel = (label: string) => screen.queryByLabelText(label, { normalizer });
export const findByLabel = (label: string) => screen.findByLabelText(label, { normalizer });
