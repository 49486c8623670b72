import { defineConfig } from 'vitest/config'

/** Unit tests: generator stages and theme components (e2e has its own config). */
export default defineConfig({
  test: {
    include: ['generator/**/*.test.ts', 'theme/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'content/**/*.test.ts'],
    testTimeout: 30_000,
  },
})
