import { defineConfig } from 'vitest/config';

/** The player's walk in WebKit and Firefox, against the production build served by the real platform server. */
export default defineConfig({
  test: {
    name: 'engines',
    environment: 'node',
    include: ['tests/engines/**/*.test.ts'],
    globalSetup: ['tests/engines/platform-server.ts'],
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 120_000,
  },
});
