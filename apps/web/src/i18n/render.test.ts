import { describe, expect, it } from 'vitest';
import { renderMessage } from './render';

describe('renderMessage', () => {
  it('[UX-1] chooses a plural form by Intl.PluralRules, an exact =N form first', () => {
    const template = '{count, plural, =0 {no file} one {# file} other {# files}} in {name}';
    expect(renderMessage(template, { count: 0, name: 'Docs' }, 'en')).toBe('no file in Docs');
    expect(renderMessage(template, { count: 1, name: 'Docs' }, 'en')).toBe('1 file in Docs');
    expect(renderMessage(template, { count: 1234, name: 'Docs' }, 'en')).toBe('1,234 files in Docs');
  });

  it('[UX-1] fills placeholders inside a form, keeps # of a value, and leaves unknown placeholders visible', () => {
    const template = '{n, plural, one {# truck with {who}} other {# trucks with {who}}}';
    expect(renderMessage(template, { n: 2, who: 'Unit #4' }, 'en')).toBe('2 trucks with Unit #4');
    expect(renderMessage('Failed to authenticate with {host}', {}, 'en')).toBe(
      'Failed to authenticate with {host}',
    );
    expect(renderMessage('{count, plural, one {# job} other {# jobs}}', {}, 'en')).toBe(
      '{count, plural, one {# job} other {# jobs}}',
    );
  });

  it('[UX-1] a value ending in its own period takes the sentence’s full stop; an ellipsis stays', () => {
    const template = 'Se muestra la flota guardada el {time}.';
    expect(renderMessage(template, { time: '27 nov 2026, 4:14 a. m.' }, 'es')).toBe(
      'Se muestra la flota guardada el 27 nov 2026, 4:14 a. m.',
    );
    expect(renderMessage(template, { time: '27 nov 2026, 16:14' }, 'es')).toBe(
      'Se muestra la flota guardada el 27 nov 2026, 16:14.',
    );
    expect(renderMessage('Waiting for {name}...', { name: 'Acme Inc.' }, 'en')).toBe(
      'Waiting for Acme Inc....',
    );
  });

  it('[UX-1] Spanish falls back to the other form for its many category (1 000 000)', () => {
    const template = '{count, plural, one {# día} other {# días}}';
    expect(renderMessage(template, { count: 1 }, 'es')).toBe('1 día');
    expect(renderMessage(template, { count: 1_000_000 }, 'es')).toBe('1.000.000 días');
  });
});
