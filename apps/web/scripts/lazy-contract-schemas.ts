// TRUST-11: on the device the contract's modules import src/start/lazy-zod.ts instead of zod, so its
// schemas are built on first use, not all as the contract's modules run (see that file). Only the
// contract's own imports are redirected: the app's code and zod itself keep real zod.
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const LAZY_ZOD = fileURLToPath(new URL('../src/start/lazy-zod.ts', import.meta.url));
const CONTRACT_SOURCE = /[\\/]packages[\\/]contract[\\/]src[\\/]/;

export function lazyContractSchemas(): Plugin {
  return {
    name: 'fieldops-lazy-contract-schemas',
    // Before Vite's own resolver, which would settle the import first.
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === 'zod' && importer && CONTRACT_SOURCE.test(importer)) return LAZY_ZOD;
      return null;
    },
  };
}
