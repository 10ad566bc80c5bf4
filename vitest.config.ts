import os from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/domain', 'apps/server', 'apps/web'],
    // Vitest's default is one worker fewer than the cores: on CI's two cores that is one worker, and
    // the second core idled through the whole suite. Test files share nothing (each has its own database).
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
  },
});
