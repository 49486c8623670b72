/**
 * `npm run dev`: build in development mode (drafts shown), serve with live reload, and
 * rebuild on changes — debounced, one build at a time, changes queued meanwhile, compiled
 * pages reused by content hash, and an edit to one page's body rebuilt alone, in place
 * (incremental.ts). A content error is printed and sent to the browser; the
 * server keeps the last good site and recovers when the file is fixed.
 */
import fs from 'node:fs'
import type http from 'node:http'
import path from 'node:path'
import chokidar from 'chokidar'
import { build, BuildCache } from '../build.js'
import { bundleClient } from '../stages/bundle.js'
import { CONFIG_NAMES, resolveConfig } from '../stages/config.js'
import { contentRoots, isPartial } from '../stages/content.js'
import { extraDocsSets } from '../stages/versions.js'
import { DOCUSAURUS_CONFIG_NAMES, findDocusaurusConfig } from '../stages/docusaurus/load.js'
import { forgetSwizzled } from '../stages/markdown/mdx/modules.js'
import { THEME_DIR } from '../core/locations.js'
import { formatError } from '../report/cli-format.js'
import { rebuildPage } from './incremental.js'
import { createStaticHandler, listen } from './preview.js'
import type { BundleResult } from '../core/types.js'
import { liveReloadScript } from '../../theme/runtime/live-reload.js'

/** Options of dev(). */
export interface DevOptions {
  outDir?: string
  port: number
  host: string
  /** Called when theme code changed and the process must restart to reload it. */
  onThemeChange?: () => void
  /** The persistent build cache's folder (its `development` subfolder is used), or false for none. @default
   * the build's */
  cacheDir?: string | false
}

/** How much of the dev server's first build came from the persistent cache. */
export interface InitialBuild {
  pages: number
  reused: number
  compiled: number
  renderReused: number
}

/** Quiet time after a change before rebuilding (editors write a file in several steps). */
const DEBOUNCE_MS = 10

/**
 * Where the dev server writes its pages: `<root>/.cache/dev`, or, in a Docusaurus project with a
 * node_modules folder, `node_modules/.cache/cwc-site-dev` (its .gitignore knows node_modules, not
 * .cache; the build cache is kept beside it for the same reason, see defaultCacheDir).
 */
export function defaultDevDir(root: string): string {
  const docusaurus = !CONFIG_NAMES.some((n) => fs.existsSync(path.join(root, n))) && findDocusaurusConfig(root) !== null
  if (docusaurus && fs.existsSync(path.join(root, 'node_modules')))
    return path.join(root, 'node_modules', '.cache', 'cwc-site-dev')
  return path.join(root, '.cache', 'dev')
}

/** Start the dev server; resolves with a stop function once the first build is done. */
export async function dev(
  root: string,
  options: DevOptions,
): Promise<{ server: http.Server; close: () => Promise<void>; url: string; initial?: InitialBuild }> {
  const outDir = options.outDir ?? defaultDevDir(root)
  const cache = new BuildCache()
  const clients = new Set<http.ServerResponse>()
  let lastError: { file?: string; message: string } | null = null
  let bundle: BundleResult | undefined
  let initial: InitialBuild | undefined
  const send = (event: string, data: unknown) => {
    for (const c of clients) c.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`)
  }

  const run = async (why: string, changed: Set<string>) => {
    const start = performance.now()
    try {
      // One page's body edited: rebuild just that page in place (incremental.ts), if nothing else can change.
      const [only] = changed
      if (changed.size === 1 && only && !lastError && /\.mdx?$/.test(only)) {
        const one = await rebuildPage(cache, only)
        if (one) {
          for (const w of one.warnings) console.warn('⚠ ' + w)
          console.log(`↻ ${why}: ${one.url} in ${Math.round(performance.now() - start)} ms`)
          send('reload', { why, url: one.url })
          await one.finish()
          return
        }
      }
      if (!bundle) bundle = await bundleClient(await resolveConfig(root, { outDir, mode: 'development' }))
      // The persistent cache too (its `development` subfolder, see cacheFolder): a dev server started on a
      // site it served before compiles and renders only what changed since; the in-memory cache serves
      // one-page rebuilds.
      const report = await build(root, {
        outDir,
        mode: 'development',
        cache,
        cacheDir: options.cacheDir,
        bundle,
        devScript: liveReloadScript(),
      })
      initial ??= {
        pages: report.pages,
        reused: report.reused,
        compiled: report.compiled,
        renderReused: report.renderReused,
      }
      for (const w of report.warnings) console.warn('⚠ ' + w)
      console.log(`↻ ${why}: ${report.pages} pages in ${Math.round(performance.now() - start)} ms`)
      lastError = null
      send('reload', { why })
    } catch (err) {
      const e = err as Error & { file?: string }
      console.error(formatError(err))
      lastError = { file: e.file, message: formatError(err) }
      send('error', lastError)
    }
  }

  // One build at a time; changes during a build queue one more. `changed` collects the files
  // edited in place ('change' events) since the last build; any other event means a whole build.
  let running: Promise<void> | null = null
  let queued: string | null = null
  let timer: NodeJS.Timeout | null = null
  let changed = new Set<string>()
  let structural = false
  const schedule = (why: string) => {
    if (timer) clearTimeout(timer)
    timer = setTimeout(() => {
      timer = null
      if (running) {
        queued = why
        return
      }
      const files = structural ? new Set<string>() : changed
      changed = new Set()
      structural = false
      running = run(why, files).finally(() => {
        running = null
        if (queued) {
          const q = queued
          queued = null
          schedule(q)
        }
      })
    }, DEBOUNCE_MS)
  }

  await run('initial build', new Set())
  // No awaitWriteFinish (it polls for 20 ms or more): a file read while an editor is still
  // writing it is simply built again on the next change event, DEBOUNCE_MS later.
  // The content folders of either layout (content/… or a Docusaurus project's docs/, blog/, src/pages/),
  // static/, site components (src/), and the config and sidebars files.
  // The first build's config; if it did not load (the error is shown), watch the usual places and both
  // layouts' folders.
  const config = cache.last?.config ?? null
  // Frozen docs versions (versioned_docs/version-<name>/) and other docs plugins' folders are content too;
  // versions.json,
  // versioned_sidebars/ and every docs plugin's sidebars file are like the config.
  const contentDirs = config
    ? [...contentRoots(config).map((r) => r.dir), ...extraDocsSets(config).map((v) => v.dir)]
    : ['content', 'docs', 'blog', path.join('src', 'pages')].map((d) => path.join(root, d))
  const sidebarsFile = config
    ? [config.docs.sidebarsFile, ...config.docs.versions.filter((v) => v.instance).map((v) => v.sidebarsFile)].filter(
        (f): f is string => Boolean(f) && f !== config.configFile,
      )
    : []
  const configFiles = [
    path.join(root, 'site.config.ts'),
    ...DOCUSAURUS_CONFIG_NAMES.map((n) => path.join(root, n)),
    ...sidebarsFile,
    path.join(root, 'versions.json'),
    path.join(root, 'versioned_sidebars'),
  ]
  const watcher = chokidar.watch([...contentDirs, path.join(root, 'static'), path.join(root, 'src'), ...configFiles], {
    ignoreInitial: true,
  })
  watcher.on('all', (event, file) => {
    const dir = contentDirs.find((d) => file.startsWith(d + path.sep))
    const inContent = dir !== undefined
    // Partials and components (content/_x.mdx, src/…) are compiled into the pages that import them.
    const imported =
      (inContent && (isPartial(path.relative(dir, file)) || !/\.mdx?$/.test(file))) ||
      (!inContent && file.startsWith(path.join(root, 'src') + path.sep))
    if (event === 'change' && inContent && !imported) changed.add(file)
    else structural = true
    if (imported) {
      cache.pages.clear()
      forgetSwizzled()
    }
    if (configFiles.includes(file)) {
      cache.clear()
      bundle = undefined
    } else if (event === 'unlink') cache.pages.delete(file)
    schedule(`${event} ${path.relative(root, file)}`)
  })
  const themeWatcher = chokidar.watch(THEME_DIR, { ignoreInitial: true })
  themeWatcher.on('all', () => options.onThemeChange?.())
  // Until its first scan is done chokidar reports nothing: an edit made then would be lost.
  await Promise.all(
    [watcher, themeWatcher].map((w) => new Promise<void>((resolve) => w.once('ready', () => resolve()))),
  )

  const { baseUrl } = config ?? (await resolveConfig(root, { outDir, mode: 'development' }))
  const handler = createStaticHandler({
    dir: outDir,
    base: baseUrl,
    before: (req, res) => {
      if (req.url !== '/__dev/events') return false
      res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache', Connection: 'keep-alive' })
      res.write(': connected\n\n')
      if (lastError) res.write(`event: error\ndata: ${JSON.stringify(lastError)}\n\n`)
      clients.add(res)
      req.on('close', () => clients.delete(res))
      return true
    },
  })
  const server = await listen(handler, options.port, options.host)
  const address = server.address()
  const url = `http://${options.host}:${typeof address === 'object' && address ? address.port : options.port}/`
  return {
    server,
    url,
    initial,
    close: async () => {
      await Promise.all([watcher.close(), themeWatcher.close()])
      if (timer) clearTimeout(timer)
      queued = null
      await running // let a build in progress finish its write: no temp folder is left behind
      for (const c of clients) c.end()
      await new Promise<void>((r) => {
        server.close(() => r())
        server.closeAllConnections() // browsers' keep-alive connections would hold close() open
      })
    },
  }
}
