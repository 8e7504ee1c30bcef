// UX-4: zod's entry re-exports all of its ~60 languages' error messages (`z.locales`, 340 kB of
// source), so the device downloaded, parsed and cached them with every start's schema library. The
// app never reads them: validation results reach the screen as codes with parameters, rendered in
// the crew's language by our own catalogue (UX-1), and zod's English default is imported by its
// entry directly, not through this index. The build hands zod an empty index instead.
import type { Plugin } from 'vite';

const EMPTY_LOCALES = '\0zod-without-locales';
const ZOD_ENTRY = /node_modules[\\/]zod[\\/]v4[\\/](classic[\\/]external|core[\\/]index)\.js$/;

export function zodWithoutLocales(): Plugin {
  return {
    name: 'fieldops-zod-without-locales',
    apply: 'build',
    // Before Vite's own resolver, which would settle the import first.
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === '../locales/index.js' && importer && ZOD_ENTRY.test(importer)) return EMPTY_LOCALES;
      return null;
    },
    load(id) {
      return id === EMPTY_LOCALES ? 'export {};' : null;
    },
  };
}
