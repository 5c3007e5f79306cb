import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    reporters: ['default', './test/reporters/summary.ts'],
    projects: [
      {
        test: {
          name: 'unit',
          include: ['{engine,card-dsl,cli,electron,renderer,sets,test}/**/*.test.{ts,tsx}'],
          exclude: ['test/e2e/**', 'node_modules/**', 'dist/**'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.e2e.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
