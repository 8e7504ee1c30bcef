import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LOCALE_STORAGE_KEY } from '../i18n/locale';
import { setLocale } from '../i18n/messages';
import { renderWithProviders } from '../test/render';
import { LanguageChoice } from './LanguageChoice';

afterEach(() => {
  localStorage.removeItem(LOCALE_STORAGE_KEY);
  setLocale('en');
  document.documentElement.lang = 'en';
});

describe('language of the device', () => {
  it('[UX-1] choosing Español keeps it on the device, sets <html lang> and shows Spanish at once', async () => {
    renderWithProviders(<LanguageChoice />);
    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Español' }));
    expect(await screen.findByRole('radiogroup', { name: 'Idioma' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Español' })).toBeChecked();
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('es');
    expect(document.documentElement.lang).toBe('es');
    await userEvent.click(screen.getByRole('radio', { name: 'English' }));
    expect(await screen.findByRole('radiogroup', { name: 'Language' })).toBeInTheDocument();
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('en');
  });
});
