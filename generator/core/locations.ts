/**
 * Where the generator's own folders are on disk (Node only; `paths.ts` is the URL rule shared
 * with the browser). Under tsx each module's `import.meta.dirname` is its own folder; the
 * bundle made by `launch.mjs` lives in `.cache/generator/…`, so it defines `import.meta.dirname`
 * as `generator/` for every module and sets `__CWC_BUNDLED__`.
 */
import fs from 'node:fs'
import path from 'node:path'

declare const __CWC_BUNDLED__: boolean | undefined

/** True when running from the bundle made by `generator/launch.mjs`. */
export const BUNDLED = typeof __CWC_BUNDLED__ !== 'undefined' && __CWC_BUNDLED__

/** The repository's `generator/` folder. */
export const GENERATOR_DIR = BUNDLED ? import.meta.dirname : path.resolve(import.meta.dirname, '..')

/** The theme: React components, CSS and the client runtime. */
export const THEME_DIR = path.resolve(GENERATOR_DIR, '../theme')

/**
 * The folder of package `name` as Node would find it from the site (`node_modules` folders from
 * `siteRoot` up), else from this generator (its own dependencies); null when neither has it.
 */
export function installedPackage(name: string, siteRoot: string): string | null {
  for (const from of [siteRoot, GENERATOR_DIR]) {
    for (let dir = path.resolve(from); ; dir = path.dirname(dir)) {
      const candidate = path.join(dir, 'node_modules', name)
      if (fs.existsSync(candidate)) return candidate
      if (path.dirname(dir) === dir) break
    }
  }
  return null
}
