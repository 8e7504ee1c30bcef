import { describe, expect, it } from 'vitest';
import { FIXED_MENU_TITLES } from '../test/menu-fixtures';
import { fixedMenu, mergeMenu } from './menu-entries';

const titles = (entries: { title: string }[]) => entries.map((e) => e.title);

describe('menu entries', () => {
  it('[SHELL-1] has the fixed entries in the spec order', () => {
    expect(titles(fixedMenu())).toEqual(FIXED_MENU_TITLES);
  });

  it('[SHELL-2] inserts dynamic entries before the last two, skips known URLs, marks http URLs external', () => {
    const merged = mergeMenu(fixedMenu(), [
      { title: 'Fleet', url: '/fleet-list', icon: 'truck' },
      { title: 'Jobs again', url: 'job-list', icon: 'list' },
      { title: 'Dashboard copy', url: '/dashboard/', icon: 'x' },
      { title: 'Safety portal', url: 'https://safety.example.com/', icon: 'external' },
      { title: 'Fleet twice', url: 'fleet-list', icon: 'truck' },
    ]);
    expect(titles(merged)).toEqual([
      ...FIXED_MENU_TITLES.slice(0, -2),
      'Fleet',
      'Safety portal',
      ...FIXED_MENU_TITLES.slice(-2),
    ]);
    expect(merged.find((e) => e.title === 'Safety portal')).toMatchObject({
      kind: 'external',
      url: 'https://safety.example.com/',
    });
    expect(merged.find((e) => e.title === 'Fleet')).toMatchObject({ kind: 'link', url: '/fleet-list' });
  });
});
