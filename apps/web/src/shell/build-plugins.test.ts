// UX-4: the build's two library trims (apps/web/scripts), called as Vite calls them.
import { createElement, useId as useReactId } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { mantineStableIds } from '../../scripts/mantine-stable-ids';
import { zodWithoutLocales } from '../../scripts/zod-without-locales';

type Hook = (...args: unknown[]) => unknown;
const hook = (plugin: object, name: 'resolveId' | 'load'): Hook => (plugin as Record<string, Hook>)[name]!;

const ZOD = '/app/node_modules/zod/v4';

describe('build plugins (UX-4)', () => {
  it('[UX-4] hands zod an empty language index, from both of its entries and nowhere else', () => {
    const plugin = zodWithoutLocales();
    const resolve = hook(plugin, 'resolveId');
    const empty = resolve('../locales/index.js', `${ZOD}/classic/external.js`);
    expect(empty).toEqual(expect.any(String));
    expect(resolve('../locales/index.js', `${ZOD}/core/index.js`)).toBe(empty);
    // English, imported directly by zod's schemas, and any other package's locales stay as they are.
    expect(resolve('../locales/en.js', `${ZOD}/classic/schemas.js`)).toBeNull();
    expect(resolve('../locales/index.js', '/app/node_modules/other/v4/core/index.js')).toBeNull();
    expect(hook(plugin, 'load')(empty)).toBe('export {};');
    expect(hook(plugin, 'load')(`${ZOD}/classic/external.js`)).toBeNull();
  });

  it("[UX-4] gives Mantine a useId that returns React's id, or the id it was given", () => {
    const plugin = mantineStableIds();
    const load = hook(plugin, 'load');
    expect(load('/app/node_modules/@mantine/core/esm/index.mjs')).toBeNull();
    const code = load('/app/node_modules/@mantine/hooks/esm/use-id/use-id.mjs');
    expect(code).toEqual(expect.stringContaining('export function useId'));
    // The module as the bundle runs it, with React's useId for its one import.
    const body = String(code)
      .replace(/^import .*$/m, '')
      .replace('export function useId', 'return function useId');
    const useId = new Function('useReactId', body)(useReactId) as (id?: string) => string;
    const ids: string[] = [];
    const Field = ({ id }: { id?: string }) => {
      ids.push(useId(id));
      return null;
    };
    renderToString(
      createElement(
        'div',
        null,
        createElement(Field),
        createElement(Field),
        createElement(Field, { id: 'crew' }),
      ),
    );
    expect(ids[0]).toMatch(/^mantine-[a-zA-Z0-9_-]+$/);
    expect(ids[1]).not.toBe(ids[0]);
    expect(ids[2]).toBe('crew');
  });
});
