import { defineConfig } from 'vitest/config'

/** Unit tests: generator stages and theme components (e2e has its own config). */
export default defineConfig({
  test: {
    include: ['generator/**/*.test.ts', 'theme/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'content/**/*.test.ts'],
    testTimeout: 30_000,
    // Vitest's default is one worker less than the cores: one worker on a 2-core CI machine, where
    // most of a file's time is importing the generator and waiting on child processes and files.
    maxWorkers: 2,
    // Test files of a worker share its imported modules (the generator, React, Shiki, esbuild) instead
    // of importing them again each: with isolation, importing took 148 s of a 254 s run; without, 46 s
    // of 165 s. The tests hold no state in shared modules that another file would see (two full runs).
    isolate: false,
  },
})
