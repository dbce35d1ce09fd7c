import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

/**
 * Layering (docs/architecture.md, "Folders"): routes -> components, data, domain; components -> domain;
 * data -> domain; domain -> nothing of the app. SQL lives only in app/data/ and the search
 * engine's app/search/engines/sqlite/.
 *
 * Search is one module (docs/search.md): from outside app/search/ only its public surface,
 * app/search/index.ts (and index.server.ts for running a search; never in components, which
 * reach the browser) may be imported; app/config/schema.ts composes app/search/config.ts.
 * Inside it, only the SQLite engine (app/search/engines/sqlite/) and the server half reach the archive.
 */
const OUTSIDE_SEARCH = ['./app/routes/**', './app/components/**', './app/data/**', './app/root.tsx', './app/entry.server.tsx', './server/**'];
// Everything but app/search/engines/sqlite/fts5/ itself (tests may reach its parts).
const FTS5_OUTSIDE = [
  './app/!(search)/**', './app/*.{ts,tsx}', './app/search/*.ts', './app/search/!(engines)/**', './app/search/engines/*.ts',
  './app/search/engines/!(sqlite)/**', './app/search/engines/sqlite/*.ts', './app/search/engines/sqlite/!(fts5)/**',
  './db/**', './scripts/**', './server/**',
];
const layering = {
  'import-x/no-restricted-paths': [
    'error',
    {
      zones: [
        { target: './app/domain', from: './app', except: ['./domain'], message: 'app/domain is pure: it imports nothing else of the app.' },
        { target: './app/config/schema.ts', from: './app', except: ['./config', './search/config.ts'], message: 'the config schema composes the search section only.' },
        { target: OUTSIDE_SEARCH, from: './app/search', except: ['./index.ts', './index.server.ts'], message: 'Search is used through app/search/index.ts (index.server.ts to run one) only.' },
        // A search thread loads the search without React Router (it starts faster).
        { target: './app/components', from: './app/search/index.server.ts', message: 'components reach the browser: app/search/index.ts only.' },
        ...['./app/data/archive.server.ts', './app/search/engines/sqlite'].map((from) => ({
          target: ['./app/search/!(*.server).ts', './app/search/query/**', './app/search/understanding/**', './app/search/ranking/**', './app/search/results/**', './app/search/index/**'],
          from,
          message: "the archive and its SQL are the SQLite engine's (app/search/engines/sqlite/); the query layer stays engine-neutral.",
        })),
        // The FTS5 page reader has one way in, which runs its check (docs/search.md, "The index").
        {
          target: FTS5_OUTSIDE,
          from: './app/search/engines/sqlite/fts5',
          except: ['./pages.server.ts'],
          message: 'the FTS5 page reader is entered through fts5Pages (app/search/engines/sqlite/fts5/pages.server.ts) only.',
        },
        { target: './app/domain', from: './server' },
        { target: './app/http', from: './app', except: ['./http', './domain'], message: 'app/http holds the HTTP rules (caching, page cache routes, rate limits): it imports only app/domain.' },
        { target: './app/http', from: './server' },
        { target: './app/data', from: './app/routes', message: 'data must not depend on routes.' },
        { target: './app/data', from: './app/components', message: 'data must not depend on components.' },
        { target: './app/components', from: './app/data', message: 'components receive data as props; loaders fetch it.' },
        { target: './app/components', from: './app/routes' },
      ],
    },
  ],
  'no-restricted-imports': [
    'error',
    {
      paths: [
        { name: 'better-sqlite3', message: 'SQLite is used only in app/data/, app/search/engines/sqlite/, scripts/ and tests.' },
        // The server renders with React and the browser hydrates with Preact (decision 0040).
        { name: 'react', importNames: ['useId'], message: "React's and Preact's ids differ and hydration keeps the server's: use a fixed id." },
      ],
    },
  ],
};

export default tseslint.config(
  { ignores: ['build/', 'node_modules/', '.react-router/', 'data/', '.vite-cache/', 'tests/fixtures/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })] },
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
    rules: {
      ...layering,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['app/data/**', 'app/search/engines/sqlite/**', 'scripts/**', 'tests/**', 'server/**', 'db/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
