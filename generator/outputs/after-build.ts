/**
 * What runs once a one-shot build's output is in place: SiteConfig[MAIN_THREAD].afterBuild (a
 * Docusaurus plugin's `postBuild`), each called in turn with the output folder and every page's
 * path. The files they add to the output folder are listed with the build's own, so that the
 * record of the output (the next build's up-to-date check) holds them.
 */
import fg from 'fast-glob'
import { MAIN_THREAD, type SiteConfig } from '../core/types.js'

/** Run the hooks; returns the output folder's files: `committed` and what the hooks added. */
export async function runAfterBuild(config: SiteConfig, routesPaths: string[], committed: string[]): Promise<string[]> {
  const hooks = config[MAIN_THREAD]?.afterBuild
  if (!hooks?.length) return committed
  for (const hook of hooks) await hook({ outDir: config.outDir, routesPaths })
  const made = new Set(committed)
  const now = await fg('**/*', { cwd: config.outDir, dot: true })
  return [...committed, ...now.filter((f) => !made.has(f)).sort()]
}
