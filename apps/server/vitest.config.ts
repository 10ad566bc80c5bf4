import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: process.env.DATABASE_URL ? 'server (postgres)' : 'server (pglite)',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    pool: 'forks',
    // A worker imports the app once and runs its test files on that one module graph: each file still
    // builds its own app on its own database copy, and no test mocks modules or stubs globals. Isolated,
    // every file re-imported the whole server (import time 4x the orders tests' own time).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
