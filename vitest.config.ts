import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const alias = { '@': path.resolve('src'), '@contract': path.resolve('contract') };

export default defineConfig({
  test: {
    // Server suites spend much of their time waiting on databases and timers: two files at a time keep both cores busy
    // where the default (one less than the cores) leaves one of two idle.
    maxWorkers: 2,
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'server',
          environment: 'node',
          // The platform renders pages with the app's build: built first when stale. Test databases start migrated.
          globalSetup: ['server/test/build-app.ts', 'server/test/database-images.ts'],
          include: ['server/**/*.test.ts', 'contract/**/*.test.ts', 'tests/unit/server/**/*.test.ts', 'tests/unit/install/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
        },
      },
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'client',
          environment: 'happy-dom',
          include: ['src/**/*.test.{ts,tsx}', 'sw/**/*.test.ts', 'tests/unit/**/*.test.{ts,tsx}'],
          exclude: ['tests/unit/server/**', 'tests/unit/install/**'],
          setupFiles: ['tests/unit/setup.ts'],
          testTimeout: 20_000,
        },
      },
    ],
  },
});
