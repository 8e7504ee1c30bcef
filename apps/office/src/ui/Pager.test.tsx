import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../i18n/i18n';
import { renderConsole } from '../test/render';
import { Pager } from './Pager';

afterEach(() => setLocale('en'));

describe('the one pager under every table', () => {
  it('[OFFICE-2] names every paging control and marks the current page, in English and Spanish', async () => {
    const asked: number[] = [];
    renderConsole(<Pager page={2} pages={3} onChange={(page) => asked.push(page)} />);
    const names = screen.getAllByRole('button').map((button) => button.getAttribute('aria-label'));
    expect(names).toEqual(['Previous page', 'Page 1', 'Page 2', 'Page 3', 'Next page']);
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('navigation', { name: 'Pages' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(asked).toEqual([3]);

    setLocale('es');
    expect(await screen.findByRole('button', { name: 'Página siguiente' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Páginas' })).toBeInTheDocument();
  });
});
