import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** Browser tests against the real server and the built web app (npm run test:e2e builds it first). */
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['e2e/**/*.spec.ts'],
    globalSetup: ['e2e/src/global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    fileParallelism: false,
    // On CI a browser test that fails is run once more: under load a click can land before a page is ready
    // (2026-11-27: the schedule board's taken-slot path, passing when quiet). The shell's tab switch that
    // failed so was a real race, fixed: a tab click just after a switch was dropped (Layout/TabBar.tsx).
    // A second failure fails the run; flaky tests are still fixed where they are found.
    retry: process.env.CI ? 1 : 0,
  },
});
