import { defineConfig } from 'vitest/config'

/** Browser tests: build the site once, serve dist/, drive Debian's Chromium. */
export default defineConfig({
  test: {
    include: ['e2e/**/*.test.ts'],
    // Every temp folder of the run under one, removed at its end (first, so the builds below use it).
    globalSetup: ['generator/test/temp-root.ts', 'e2e/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Three files at a time on two cores: each launches its own Chromium and each fixture has its own
    // server (global-setup.ts), and a browser test waits on the page as much as it computes (two
    // files used 0.78 of the two cores). Measured on a loaded machine: two files 561 s, three 469 s.
    maxWorkers: 3,
    // Files of a worker share their imported helpers and playwright-core (import time 39 s → 4 s);
    // each file still launches its own browser.
    isolate: false,
    // expect.poll waits up to 5 s (vitest's default is 1 s): CI's machine is shared, and a lazily
    // loaded chunk or a transition can take longer than a second there without anything being wrong.
    expect: { poll: { timeout: 5_000 } },
  },
})
