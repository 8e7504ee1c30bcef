import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale, useT } from '../i18n/i18n';
import { renderConsole } from '../test/render';
import { LanguageSwitch } from './LanguageSwitch';

function Title() {
  const { t } = useT();
  return <h1>{t('signIn.title')}</h1>;
}

afterEach(() => setLocale('en'));

describe('the language switch', () => {
  it('[OFFICE-2] switches the console to Spanish at once, and the choice is kept on this computer', async () => {
    renderConsole(
      <>
        <Title />
        <LanguageSwitch />
      </>,
    );
    expect(screen.getByRole('heading')).toHaveTextContent('Sign in to the office console');
    await userEvent.click(screen.getByText('Español'));
    expect(await screen.findByRole('heading')).toHaveTextContent('Iniciar sesión en la consola de oficina');
    expect(localStorage.getItem('fieldops.office.language')).toBe('es');
    expect(document.documentElement.lang).toBe('es');
  });
});
