import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/domain/**/*.test.ts', 'src/web/**/*.test.{ts,tsx}', 'src/server/architecture.test.ts', 'bench/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['src/web/test/offline-socket.ts'],
        },
      },
      {
        test: {
          name: 'api',
          include: ['src/server/**/*.test.ts'],
          // *.postgres.test.ts need a real PostgreSQL server: collected only when TEST_DATABASE_URL names one.
          exclude: [...configDefaults.exclude, 'src/server/architecture.test.ts', ...(process.env.TEST_DATABASE_URL ? [] : ['src/server/**/*.postgres.test.ts'])],
          environment: 'node',
          globalSetup: ['src/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
