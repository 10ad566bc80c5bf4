import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: process.env.DATABASE_URL ? 'server (postgres)' : 'server (pglite)',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
