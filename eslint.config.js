import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

/**
 * Layering (docs/architecture.md, "Folders"): routes -> components, data, domain; components -> domain;
 * data -> domain; domain -> nothing of the app. SQL lives only in app/data/.
 */
const layering = {
  'import-x/no-restricted-paths': [
    'error',
    {
      zones: [
        { target: './app/domain', from: './app', except: ['./domain'], message: 'app/domain is pure: it imports nothing else of the app.' },
        { target: './app/domain', from: './server' },
        { target: './app/data', from: './app/routes', message: 'data must not depend on routes.' },
        { target: './app/data', from: './app/components', message: 'data must not depend on components.' },
        { target: './app/components', from: './app/data', message: 'components receive data as props; loaders fetch it.' },
        { target: './app/components', from: './app/routes' },
      ],
    },
  ],
  'no-restricted-imports': [
    'error',
    { paths: [{ name: 'better-sqlite3', message: 'SQLite is used only in app/data/, scripts/ and tests.' }] },
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
    files: ['app/data/**', 'scripts/**', 'tests/**', 'server/**', 'db/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
