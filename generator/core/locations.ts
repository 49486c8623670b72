/**
 * Where the generator's own folders are on disk (Node only; `paths.ts` is the URL rule shared
 * with the browser). Under tsx each module's `import.meta.dirname` is its own folder; the
 * bundle made by `launch.mjs` lives in `.cache/generator/…`, so it defines `import.meta.dirname`
 * as `generator/` for every module and sets `__CWC_BUNDLED__`.
 */
import path from 'node:path'

declare const __CWC_BUNDLED__: boolean | undefined

/** True when running from the bundle made by `generator/launch.mjs`. */
export const BUNDLED = typeof __CWC_BUNDLED__ !== 'undefined' && __CWC_BUNDLED__

/** The repository's `generator/` folder. */
export const GENERATOR_DIR = BUNDLED ? import.meta.dirname : path.resolve(import.meta.dirname, '..')

/** The theme: React components, CSS and the client runtime. */
export const THEME_DIR = path.resolve(GENERATOR_DIR, '../theme')
