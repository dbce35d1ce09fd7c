import { defineConfig } from 'vitest/config';

const alias = { '#app': new URL('./app', import.meta.url).pathname };

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: { name: 'unit', include: ['app/**/*.test.ts', 'app/**/*.test.tsx', 'server/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/unit/**/*.test.ts'] },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          globalSetup: ['tests/helpers/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 300_000,
          pool: 'forks',
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/helpers/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 300_000,
          // A page that settles in a second on a quiet machine can take several on a busy CI one.
          expect: { poll: { timeout: 15_000 } },
          pool: 'forks',
          fileParallelism: false,
        },
      },
    ],
  },
});
