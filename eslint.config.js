// Lint enforces the package boundaries (STYLE.md): the contract imports neither app; the web app
// and the server never import each other; screens reach storage only through db/queue/sync.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

// Each rule is a list of [patterns, message] groups; a later block for the same files replaces the
// earlier one, so narrower blocks repeat the wider groups.
const noImport = (...groups) => ({
  'no-restricted-imports': ['error', { patterns: groups.map(([group, message]) => ({ group, message })) }],
});
const WEB_NOT_SERVER = [['@fieldops/server', '**/apps/server/**', 'fastify', 'kysely'], 'The app never imports the server.'];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-*/**', '**/node_modules/**', 'data/**', '**/dev-dist/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['packages/contract/**/*.ts'],
    rules: noImport([
      ['@fieldops/server', '@fieldops/web', '**/apps/**', 'fastify', 'react', 'dexie', 'node:*'],
      'The contract is pure: no app, no I/O.',
    ]),
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: noImport([['@fieldops/web', '**/apps/web/**', 'react', 'dexie'], 'The server never imports the web app.']),
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...noImport(WEB_NOT_SERVER),
    },
  },
  {
    files: ['apps/web/src/features/**/*.{ts,tsx}', 'apps/web/src/shell/**/*.{ts,tsx}'],
    rules: noImport(WEB_NOT_SERVER, [
      ['dexie', 'dexie-react-hooks'],
      'Screens read through live-query hooks and write through actions of src/db, never Dexie directly.',
    ]),
  },
);
