// Lint enforces the package boundaries (STYLE.md): the contract imports neither app; the web app
// and the server never import each other; screens reach storage only through db/queue/sync.
// Inside the web app the arrows point one way: shell -> features -> ui, and each of them -> the
// layers below (db, queue, sync, file-sync, auth, platform, api, start, i18n), except that features
// and ui never use api (screens go through actions and sync). The layers below never import
// features, shell or ui; auth never imports features or shell (its login page uses ui), nor the
// device work above it; api imports nothing of the app (issue 28 item 7).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

// Each rule is a list of [patterns, message] groups; a later block for the same files replaces the
// earlier one, so narrower blocks repeat the wider groups.
const noImport = (...groups) => ({
  'no-restricted-imports': ['error', { patterns: groups.map(([group, message]) => ({ group, message })) }],
});
const WEB_NOT_SERVER = [
  ['@fieldops/server', '**/apps/server/**', 'fastify', 'kysely'],
  'The app never imports the server.',
];
const NO_DEXIE = [
  ['dexie', 'dexie-react-hooks'],
  'Screens read through live-query hooks and write through actions of src/db, never Dexie directly.',
];
const NOT_SHELL = [
  ['**/shell', '**/shell/**'],
  'The shell composes the screens (routes, menu); nothing imports it back. Shared UI lives in src/ui.',
];
const NOT_API = [
  ['**/api', '**/api/**'],
  'Screens reach the server through actions (queue/actions) and sync functions, never the HTTP client; ' +
    'the online flag is ui/useOnline (platform/network-status).',
];
const NOT_SCREENS = [
  ['**/features', '**/features/**', '**/shell', '**/shell/**', '**/ui', '**/ui/**'],
  'The layers below the screens (storage, sync, device, HTTP) never import features, shell or ui.',
];
// The device's work above auth/ and api/ (they read the session through auth/).
const ABOVE_AUTH = ['sync', 'queue', 'file-sync', 'uploads', 'timesheets', 'changes'].flatMap((folder) => [
  `**/${folder}`,
  `**/${folder}/**`,
]);
const rooms = (...folders) => folders.flatMap((folder) => [`**/${folder}`, `**/${folder}/**`]);
const web = (...folders) => folders.map((folder) => `apps/web/src/${folder}/**/*.{ts,tsx}`);
// The office console (issue 29): its own app; the two apps never import each other.
const OFFICE_NOT_OTHERS = [
  ['@fieldops/server', '**/apps/server/**', '@fieldops/web', '**/apps/web/**', 'fastify', 'kysely', 'dexie'],
  'The office console imports only the contract: not the server, not the field app, no device database.',
];
const OFFICE_AREAS_BELOW_SHELL = [
  ['**/shell', '**/shell/**', '**/routes', '**/routes.tsx'],
  'An area of the console never imports the shell or the route table: the shell composes the areas.',
];

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
    rules: noImport([
      ['@fieldops/web', '**/apps/web/**', 'react', 'dexie'],
      'The server never imports the web app.',
    ]),
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
    files: ['apps/office/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules, ...noImport(OFFICE_NOT_OTHERS) },
  },
  {
    files: ['apps/office/src/**/*.{ts,tsx}'],
    ignores: [
      'apps/office/src/shell/**',
      'apps/office/src/routes.tsx',
      'apps/office/src/main.tsx',
      'apps/office/src/**/*.test.{ts,tsx}',
      'apps/office/src/test/**',
    ],
    rules: noImport(OFFICE_NOT_OTHERS, OFFICE_AREAS_BELOW_SHELL),
  },
  {
    files: web('shell'),
    rules: noImport(WEB_NOT_SERVER, NO_DEXIE),
  },
  {
    files: web('features'),
    rules: noImport(WEB_NOT_SERVER, NO_DEXIE, NOT_SHELL, NOT_API),
  },
  {
    files: web('ui'),
    rules: noImport(WEB_NOT_SERVER, NO_DEXIE, [
      ['**/features', '**/features/**', '**/shell', '**/shell/**', '**/api', '**/api/**'],
      'src/ui is what screens share: it imports no screen, not the shell, not the HTTP client.',
    ]),
  },
  {
    // The login page is a screen of auth/; the rest of auth sits below the screens.
    files: web('auth'),
    rules: noImport(
      WEB_NOT_SERVER,
      [
        ['**/features', '**/features/**', '**/shell', '**/shell/**'],
        'auth never imports the screens or the shell.',
      ],
      [
        ABOVE_AUTH,
        'auth sits below the device work that reads the session: the shell hands the login page what runs after a sign-in.',
      ],
    ),
  },
  {
    files: web('db', 'queue', 'sync', 'file-sync', 'platform', 'api', 'start', 'i18n'),
    rules: noImport(WEB_NOT_SERVER, NOT_SCREENS),
  },
  {
    // Issue 28 item 7: the queue runs kinds defined above it (file-sync, timesheets), registered
    // from src/changes; uploads and the device database sit below the queue and File Sync.
    files: web('queue'),
    ignores: ['**/*.test.{ts,tsx}'],
    rules: noImport(WEB_NOT_SERVER, NOT_SCREENS, [
      rooms('file-sync', 'timesheets', 'changes', 'sync'),
      'queue never imports the rooms whose kinds it runs: it asks a task its kind (queue/kinds/registry.ts).',
    ]),
  },
  {
    files: web('uploads'),
    ignores: ['**/*.test.{ts,tsx}'],
    rules: noImport(WEB_NOT_SERVER, NOT_SCREENS, [
      rooms('queue', 'file-sync', 'timesheets', 'changes', 'sync'),
      'uploads sits below the queue and File Sync: an upload kind asks it, never the other way round.',
    ]),
  },
  {
    files: web('db'),
    ignores: ['**/*.test.{ts,tsx}'],
    rules: noImport(WEB_NOT_SERVER, NOT_SCREENS, [
      rooms('queue', 'file-sync', 'uploads', 'timesheets', 'changes', 'sync', 'auth'),
      'db is the device database: the rooms above read and write it; it imports none of them.',
    ]),
  },
  {
    // The ground: the HTTP client sends the stored session (api/stored-session.ts) itself.
    files: web('api'),
    rules: noImport(WEB_NOT_SERVER, NOT_SCREENS, [
      [...ABOVE_AUTH, '**/auth', '**/auth/**', '**/db', '**/db/**', '**/platform', '**/platform/**'],
      'api is the ground of the app: it imports the contract only.',
    ]),
  },
);
