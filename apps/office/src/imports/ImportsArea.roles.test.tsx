// INT-3: the import offers the kinds the person's office roles may upsert (an office manager does
// not import people, which is the administrator's), and it speaks Spanish.
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MeContext } from '../auth/me';
import { setLocale } from '../i18n/i18n';
import { OLIVIA } from '../test/office-fixtures';
import { renderConsole } from '../test/render';
import ImportsArea from './ImportsArea';

const withRoles = (roles: typeof OLIVIA.roles) =>
  renderConsole(
    <MeContext.Provider value={{ ...OLIVIA, roles }}>
      <ImportsArea />
    </MeContext.Provider>,
  );

describe('what the import offers', () => {
  afterEach(() => setLocale('en'));

  it('[INT-3] an office manager may import jobs, option lists and equipment, the administrator people too', () => {
    const manager = withRoles(['officeManager']);
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual([
      'jobs',
      'optionLists',
      'equipment',
    ]);
    manager.unmount();
    withRoles(['officeAdmin']);
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual([
      'jobs',
      'people',
      'optionLists',
      'equipment',
    ]);
  });

  it('[INT-3] in Spanish the steps are in Spanish', () => {
    setLocale('es');
    withRoles(['officeAdmin']);
    expect(screen.getByRole('heading', { name: 'Importar desde CSV' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Revisar' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Importar' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Descargar la plantilla de Trabajos' })).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Listas de opciones' })).toBeInTheDocument();
  });
});
