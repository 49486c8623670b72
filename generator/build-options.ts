/** The options of `build()`: what the CLI, the dev server and the tests ask of a build. */
import type { BuildCache } from './cache/session.js'
import type { BundleResult } from './core/types.js'
import type { Progress } from './report/steps.js'

export type { Progress }
import type { ResolveOptions } from './stages/config.js'

/** Options of build(). */
export interface BuildOptions extends ResolveOptions {
  /** Print step lines. @default false */
  log?: (line: string) => void
  /** Reuse compiled pages across builds (watch mode). */
  cache?: BuildCache
  /**
   * The persistent cache of compiled pages (cache/disk-cache.ts), or false for none (nothing is
   * read or written). @default '<root>/.cache/build'
   */
  cacheDir?: string | false
  /** Reuse a bundle (watch mode rebuilds it only when theme/ changes). */
  bundle?: BundleResult
  /** Stops the build: steps before `write` are abandoned, `write` removes its temp folder (SIGINT). */
  signal?: AbortSignal
  /** Inline dev script for live reload. */
  devScript?: string
  /** Build only this locale (`--locale fr`), at its path; dev builds the default locale unless given one.
   * @default every locale */
  locale?: string
  /** Called as a build moves on: each stage's start, and pages done of total in markdown and render. */
  progress?: (p: Progress) => void
}
