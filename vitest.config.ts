import { defineConfig } from 'vitest/config'

/** Browser-runtime tests (happy-dom): each file in a fresh environment (see below); `*.dom.test.ts` elsewhere
 * in the theme too (code the browser runs, beside its module). */
const RUNTIME = ['theme/runtime/**/*.test.ts', 'theme/**/*.dom.test.ts']

/** Unit tests: generator stages and theme components (e2e has its own config). */
export default defineConfig({
  test: {
    // Every temp folder of the run under one, removed at its end.
    globalSetup: ['generator/test/temp-root.ts'],
    testTimeout: 30_000,
    // Vitest's default is one worker less than the cores: one worker on a 2-core CI machine, where
    // most of a file's time is importing the generator and waiting on child processes and files.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'generator/**/*.test.ts',
            'theme/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
            'content/**/*.test.ts',
          ],
          exclude: [...RUNTIME, '**/node_modules/**'],
          // Test files of a worker share its imported modules (the generator, React, Shiki, esbuild) instead
          // of importing them again each: with isolation, importing took 148 s of a 254 s run; without, 46 s
          // of 165 s. The tests hold no state in shared modules that another file would see (two full runs).
          isolate: false,
        },
      },
      {
        extends: true,
        // The runtime's modules keep the page's state (listeners, observers, the clipboard they found)
        // and happy-dom's globals are the worker's: shared between files, a test saw another file's
        // (prefetch, copy-page and code-copy failed in one run of three). Isolated: 29 files in about 18 s.
        test: { name: 'runtime', include: RUNTIME, isolate: true },
      },
    ],
  },
})
