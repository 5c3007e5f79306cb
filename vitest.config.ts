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
          // Only a guard against a hang: no test asserts a duration (benches measure speed), and
          // whole-game property tests take seconds on a loaded machine.
          testTimeout: 60_000,
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
