/**
 * What a site imports from the package (`import { defineConfig } from 'cwc-site'` in its
 * site.config.ts): plain JavaScript, so the config loads without the generator's bundle. The
 * types are in index.d.ts; the repository's own site.config.ts imports stages/config.ts, whose
 * defineConfig is the same identity function.
 */

/**
 * Identity helper that gives `site.config.ts` its types.
 * @param {import('./core/types.js').UserConfig} config
 * @returns {import('./core/types.js').UserConfig}
 */
export function defineConfig(config) {
  return config
}
