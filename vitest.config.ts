import { defineConfig } from 'vitest/config'

/** Unit tests: generator stages and theme components (e2e has its own config). */
export default defineConfig({
  test: {
    include: ['generator/**/*.test.ts', 'theme/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'content/**/*.test.ts'],
    testTimeout: 30_000,
    // Vitest's default is one worker less than the cores: one worker on a 2-core CI machine, where
    // most of a file's time is importing the generator and waiting on child processes and files.
    maxWorkers: 2,
  },
})
