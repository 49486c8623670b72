/**
 * The orchestrator: reads as the table of contents of a build. Each stage is a timed,
 * labelled step; a failed step is marked ✗ and its error rethrown unchanged.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import fsp from 'node:fs/promises'
import path from 'node:path'
import fg from 'fast-glob'
import { gzipSync } from 'node:zlib'
import { checkBudget, summarizeWeights } from './budget.js'
import { bundleClient } from './bundle.js'
import { resolveConfig, type ResolveOptions } from './config.js'
import { loadContent } from './content.js'
import { throwAll, type BuildError } from './errors.js'
import { feedFiles } from './feeds.js'
import { LLMS_FULL, listedDocs, llmsDocs, llmsFullChunks, llmsTxt, twinFile, type LlmsDoc } from './llms.js'
import { createCodeCache, createProcessor, getHighlighter, processorOptions } from './markdown.js'
import { chunk, deserializeError, envCount, poolSize, WorkerPool } from './pool.js'
import { persistentPath, renderFullSidebar } from './render.js'
import { planRoutes, planUrls } from './routes.js'
import { indexSite } from './search.js'
import { sitemapFiles } from './sitemap.js'
import type { Processor } from 'unified'
import type { UrlPlan } from './routes.js'
import type { AssetManifest, BuildReport, BundleResult, CompiledPage, OutputFile, Route, Sidebar, SiteConfig, SourceFile } from './types.js'
import { attachSources, compileBatch, createHandlers, detachRoute, renderBatch, type CompileBatchReply, type CompileBatchResult, type CompileInit, type RenderBatchResult, type RenderInit, type RenderSink } from './worker.js'
import { headersFile, inlineScriptHash } from './headers.js'
import { OutputFolder } from './write.js'

/** Options of build(). */
export interface BuildOptions extends ResolveOptions {
  /** Print step lines. @default false */
  log?: (line: string) => void
  /** Reuse compiled pages across builds (watch mode). */
  cache?: BuildCache
  /** Reuse a bundle (watch mode rebuilds it only when theme/ changes). */
  bundle?: BundleResult
  /** Stops the build: steps before `write` are abandoned, `write` removes its temp folder (SIGINT). */
  signal?: AbortSignal
  /** Inline dev script for live reload. */
  devScript?: string
  /** Called as a build moves on: each stage's start, and pages done of total in markdown and render. */
  progress?: (p: Progress) => void
}

/** Where a build is: the stage running and, in stages that count pages, how many are done. */
export interface Progress {
  stage: string
  done: number
  total: number
}

/** Compiled pages kept between watch builds, keyed by source path + content hash. */
export class BuildCache {
  pages = new Map<string, { key: string; page: CompiledPage }>()
  code = createCodeCache()
  /** The last successful build, for rebuilding one page in place (incremental.ts). */
  last: LastBuild | null = null
  /** Drop everything (e.g. the site config changed). */
  clear(): void {
    this.pages.clear()
    this.code.clear()
    this.last = null
  }
}

/** The state of the last successful watch build. */
export interface LastBuild {
  config: SiteConfig
  plan: UrlPlan
  /** Part of each page's cache key: the URL plan the page was compiled against. */
  planKey: string
  /** The main thread's processor (null when workers compiled the pages: made on first need). */
  processor: Processor | null
  pages: CompiledPage[]
  routes: Route[]
  sidebars: Map<string, Sidebar>
  twins: LlmsDoc[]
  assets: AssetManifest
  devScript?: string
}

/** The cache key of a compiled page. */
export function pageKey(planKey: string, source: SourceFile): string {
  return planKey + hash(JSON.stringify(source.frontmatter) + source.body)
}

/** Build a site folder into its output folder; returns the report. */
export async function build(root: string, options: BuildOptions = {}): Promise<BuildReport & { config: SiteConfig }> {
  const timings: Record<string, number> = {}
  const warnings: string[] = []
  const step = async <T>(label: string, fn: () => Promise<T> | T): Promise<T> => {
    const start = performance.now()
    options.progress?.({ stage: label, done: 0, total: 0 })
    try {
      options.signal?.throwIfAborted()
      // Nothing is on disk before `write`, so other steps are simply abandoned on abort; `write` cleans up itself.
      const result = await (label === 'write' ? fn() : untilAborted(fn(), options.signal))
      timings[label] = Math.round(performance.now() - start)
      options.log?.(`✓ ${label.padEnd(9)} ${timings[label]} ms`)
      return result
    } catch (err) {
      options.log?.(`✗ ${label}`)
      throw err
    }
  }

  const config = await step('config', () => resolveConfig(root, options))
  const bundlePromise = options.bundle ? Promise.resolve(options.bundle) : bundleClient(config)
  bundlePromise.catch(() => {}) // awaited below; avoid an unhandled rejection if content fails first
  // Worker threads pay off only past a few dozen files (each worker loads Shiki and React).
  // CWC_WORKERS set by hand forces its count whatever the size (tests, measurements). A first
  // build of a large site starts them now, so that they boot while the content loads.
  const forced = Boolean(process.env.CWC_WORKERS)
  const counted = options.cache?.last ? 0 : countMarkdown(config.contentDir)
  const early = !options.cache?.last && (forced || counted >= WORKER_THRESHOLD)
  // One thread per core: the main thread is one of them (createHandlers(true)), so a pool of
  // two is the main thread and one worker. Past MAIN_THREAD_LIMIT sources every core gets a
  // worker and the main thread only coordinates: its heap already holds every compiled page,
  // and compiling there too grows it further (10,000 docs: 161 s and 1.9 GB peak with it,
  // 170 s and 1.4 GB without, same machine minutes apart).
  const threads = poolSize()
  const makePool = (sources: number) => sources < (envCount('CWC_MAIN_THREAD_LIMIT') ?? MAIN_THREAD_LIMIT)
    ? new WorkerPool(WORKER_SCRIPT, threads - 1, createHandlers(true))
    : new WorkerPool(WORKER_SCRIPT, threads)
  let pool = early && threads > 1 ? makePool(counted) : null
  let processor: Processor | null = null
  let folder: OutputFolder | null = null
  try {
    const [{ content, warnings: contentWarnings }, staticFiles] = await step('content', () => Promise.all([
      loadContent(config),
      fg('**/*', { cwd: config.staticDir, dot: false, suppressErrors: true }).then((l) => new Set(l.map((f) => '/' + f))),
    ]))
    warnings.push(...contentWarnings)
    const plan = planUrls(config, content)
    const sources = [...content.docs, ...content.posts, ...content.pages].filter((f) => plan.byFile.has(f.sourcePath))
    // Pages compiled by an earlier watch build from the same source and URL plan are reused.
    const planKey = hash([...plan.byFile].join('\n'))
    const fresh: SourceFile[] = []
    const cached: CompiledPage[] = []
    for (const source of sources) {
      const hit = options.cache?.pages.get(source.sourcePath)
      if (hit && hit.key === pageKey(planKey, source)) cached.push(hit.page)
      else fresh.push(source)
    }
    if (!pool && (forced || fresh.length >= WORKER_THRESHOLD) && threads > 1) pool = makePool(fresh.length)
    const workers = pool
    // Everything is written into a temp folder as it is made; it replaces the output folder
    // only at the end of `write`. When only workers compile (a large site) and no watch cache
    // keeps the pages, docs leave their HTML in it until they are rendered (spillHtml).
    folder = await OutputFolder.open(config)
    const tmp = folder
    const spillDir = workers && !workers.hasLocal && !options.cache ? path.join(tmp.tmp, SPILL_DIR) : undefined
    if (spillDir) await fsp.mkdir(spillDir)
    const pages = await step('markdown', async () => {
      let compiled: CompileBatchResult[]
      const counter = pageCounter('markdown', fresh.length, options.progress)
      if (workers) {
        await workers.broadcast<CompileInit>('initCompile', { config, byFile: [...plan.byFile], spillDir })
        compiled = await Promise.all(chunk(fresh, BATCH).map((b) => workers.run<SourceFile[], CompileBatchReply>('compile', b).then((r) => counter(b.length, attachSources(r, b)))))
      } else {
        processor = createProcessor(processorOptions(config, plan, await getHighlighter(), options.cache?.code))
        compiled = [await compileBatch(fresh, processor, () => counter(1, null))]
      }
      for (const r of compiled) for (const page of r.pages) options.cache?.pages.set(page.source.sourcePath, { key: pageKey(planKey, page.source), page })
      return [...cached, ...collectCompiled(compiled, warnings)]
    })
    const { routes, site, sidebars } = await step('routes', () => {
      const result = planRoutes({ config, content, pages, plan, staticFiles })
      warnings.push(...result.warnings)
      return result
    })
    // Feeds, sitemap + robots.txt, llms.txt + markdown twins: pure functions of routes and pages,
    // written at once rather than held through render (llms-full.txt alone holds every doc).
    let twins: LlmsDoc[] = []
    const extras = await step('extras', async () => {
      const docs = llmsDocs({ config, routes, pages, sidebars })
      if (options.cache) twins = docs // kept for one-page rebuilds only
      const listed = listedDocs(docs, sidebars)
      const made = [...feedFiles(config, routes), ...sitemapFiles(config, routes), ...docs.map((d) => twinFile(config, d)), llmsTxt(config, listed)]
      const bytes = await tmp.write(made, options.signal) + await tmp.writeChunks(LLMS_FULL, llmsFullChunks(config, listed), options.signal)
      return { files: made.length + 1, bytes }
    })
    // The twins were the last use of the markdown: a one-shot build lets it go before render
    // (each body keeps its whole file alive, ~77 MB at 10,000 docs). Watch builds keep it.
    if (!options.cache) for (const source of sources) source.body = ''
    const bundle = await step('bundle', () => bundlePromise)
    const { theme } = await import('../theme/index.js')
    const sink: RenderSink = { dir: tmp.tmp, search: config.search }
    let results: RenderBatchResult[] = []
    const files = await step('render', async () => {
      const counter = pageCounter('render', routes.length, options.progress)
      if (workers) {
        await workers.broadcast<RenderInit>('initRender', { site, sidebars: [...sidebars.values()], assets: bundle.assets, devScript: options.devScript, sink })
        results = await Promise.all(chunk(routes.map(detachRoute), BATCH).map((b) => workers.run<Route[], RenderBatchResult>('render', b).then((r) => counter(b.length, r))))
      } else {
        const made = new Set<string>()
        for (const batch of chunk(routes, BATCH)) {
          results.push(counter(batch.length, renderBatch(batch, { theme, assets: bundle.assets, devScript: options.devScript }, { ...sink, made })))
        }
      }
      // Full sidebars: pages carry only their open branches (see SidebarItem).
      const persistent = [...sidebars.values()].map((sb) => ({ path: persistentPath(`sidebar:${sb.id}`), contents: renderFullSidebar(theme, sb) }))
      return [...bundle.files, ...persistent]
    })
    // Page weight against the budgets (warn, or fail before anything is written).
    const weights = summarizeWeights(results.flatMap((r) => r.weights), bundle.scriptGzipBytes + gzipSync(bundle.assets.inlineHead).length, bundle.cssGzipBytes, config.budget)
    const overBudget = checkBudget(weights, config.budget)
    warnings.push(...overBudget.warnings)
    if (overBudget.error) throw overBudget.error
    // The index is read from the rendered pages, so it comes after render (and only when search is on).
    const search = await step('search', () => config.search ? indexSite(results.flatMap((r) => r.searchDocs), { language: config.locale.htmlLang }) : null)
    // An example `_headers` with a strict CSP (unless static/ brings its own; not for dev builds).
    const headers = config.mode === 'production' && !staticFiles.has('/_headers') ? [headersFile(config, bundle.assets)] : []
    const out = folder
    const written = await step('write', async () => {
      if (spillDir) await fsp.rm(spillDir, { recursive: true, force: true })
      const rest = [...files, ...(search?.files ?? []), ...headers]
      const bytes = await out.write(rest, options.signal)
      options.signal?.throwIfAborted() // the swap itself is two renames and is not interrupted
      await out.commit()
      return { files: extras.files + rest.length + results.reduce((n, r) => n + r.written.files, 0), bytes: extras.bytes + bytes + results.reduce((n, r) => n + r.written.bytes, 0) }
    })
    folder = null
    // What a dev rebuild of one page needs (see incremental.ts); only watch mode passes a cache.
    if (options.cache) options.cache.last = { config, plan, planKey, processor, pages, routes, sidebars, twins, assets: bundle.assets, devScript: options.devScript }
    return { config, pages: routes.length, files: written.files, bytes: written.bytes, timings, scriptGzipBytes: bundle.scriptGzipBytes, warnings, inlineScriptHash: inlineScriptHash(bundle.assets.inlineHead), weights }
  } finally {
    // Workers first: one may still be writing into the temp folder that is removed next.
    await pool?.close()
    await folder?.discard()
  }
}

declare const __CWC_BUNDLED__: boolean | undefined
/** The worker script: TypeScript under tsx (tests, `tsx generator/cli.ts`), or the bundle's (generator/launch.mjs). */
const WORKER_SCRIPT = typeof __CWC_BUNDLED__ !== 'undefined' && __CWC_BUNDLED__ ? new URL('./worker.mjs', import.meta.url) : new URL('./worker.ts', import.meta.url)

/** The folder of spilled HTML inside the temp output folder (removed before it is committed). */
const SPILL_DIR = '.cwc-spill'

/** Sources per message to a worker. */
const BATCH = 32
/** From this many sources on (or CWC_MAIN_THREAD_LIMIT, as CWC_WORKERS), the main thread does not compile or render (see makePool). */
const MAIN_THREAD_LIMIT = 4000
/** Below this many sources the build runs in one thread. */
const WORKER_THRESHOLD = 150

/** Counts pages done in a stage for `progress`; passes each batch result through. */
function pageCounter(stage: string, total: number, progress: BuildOptions['progress']) {
  let done = 0
  return <T>(n: number, result: T): T => {
    done += n
    progress?.({ stage, done, total })
    return result
  }
}

/** How many markdown files are under a folder (a quick count, before the content is read). */
function countMarkdown(dir: string): number {
  try {
    return fs.readdirSync(dir, { recursive: true }).filter((f) => /\.mdx?$/.test(String(f))).length
  } catch {
    return 0
  }
}

/** Merge batch results; throw every compile error together. */
function collectCompiled(batches: CompileBatchResult[], warnings: string[]): CompiledPage[] {
  const errors: BuildError[] = []
  const pages: CompiledPage[] = []
  for (const b of batches) {
    pages.push(...b.pages)
    warnings.push(...b.warnings)
    errors.push(...b.errors.map((e) => deserializeError(e) as BuildError))
  }
  throwAll(errors)
  return pages
}

/** `promise`, or a rejection as soon as `signal` aborts. */
function untilAborted<T>(promise: Promise<T> | T, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return Promise.resolve(promise)
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason)
    signal.addEventListener('abort', onAbort, { once: true })
    Promise.resolve(promise).then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort))
  })
}

function hash(text: string): string {
  return createHash('sha1').update(text).digest('base64url').slice(0, 16)
}
