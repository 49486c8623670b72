/**
 * How the markdown and render stages run: the thread and memory policy of a build, behind one
 * function per stage (`compile`, `render`). build.ts says *what* runs; this says *where*.
 *
 * - Below WORKER_THRESHOLD sources everything runs on the main thread (each worker loads
 *   Shiki and React, which only pays off past a few dozen files).
 * - Above it, one thread per core: the main thread is one of them (createHandlers(true)), so a
 *   pool of two is the main thread and one worker.
 * - Past MAIN_THREAD_LIMIT sources every core gets a worker and the main thread only
 *   coordinates: its heap already holds every compiled page, and compiling there too grows it
 *   further (10,000 docs: 161 s and 1.9 GB peak with it, 170 s and 1.4 GB without).
 * - When only workers compile and no watch cache keeps the pages, docs leave their HTML on disk
 *   in the temp output folder until they are rendered (spillHtml).
 * - A first build of a large site starts the pool while the content loads (`ThreadPolicy.start`).
 *
 * CWC_WORKERS forces the thread count whatever the size; CWC_MAIN_THREAD_LIMIT moves the limit.
 */
import fs from 'node:fs'
import fsp from 'node:fs/promises'
import path from 'node:path'
import { threadId } from 'node:worker_threads'
import type { Processor } from 'unified'
import { BUNDLED } from '../core/locations.js'
import { throwAll, type BuildError } from '../core/errors.js'
import type {
  AssetManifest,
  CompiledPage,
  Route,
  Sidebar,
  SiteConfig,
  SiteData,
  SourceFile,
  UrlPlan,
} from '../core/types.js'
import { createCodeCache, createProcessor, getHighlighter, processorOptions } from '../stages/markdown/processor.js'
import type { CodeCache } from '../stages/markdown/rehype-shiki.js'
import { codeBlockStore } from '../cache/code-memo.js'
import { LookupRecorder, type PageStore } from '../cache/disk-cache.js'
import { hasRendered, renderStore, routeKey, type OutputRecord } from '../cache/render-cache.js'
import { chunk, deserializeError, envCount, poolSize, taper, WorkerPool } from './pool.js'
import { collectEvery } from './collect.js'
import { releaseProps } from '../stages/render.js'
import {
  attachSources,
  compileBatch,
  releaseBodies,
  createHandlers,
  detachRoute,
  renderBatch,
  viewOf,
  type CompileBatchReply,
  type CompileBatchResult,
  type CompileInit,
  type RenderBatchResult,
  type RenderInit,
  type RenderSink,
  type WarmInit,
} from './worker.js'

/** The worker script: TypeScript under tsx (tests, `tsx generator/cli.ts`), or the bundle's (generator/launch.mjs). */
const WORKER_SCRIPT = BUNDLED ? new URL('./worker.mjs', import.meta.url) : new URL('./worker.ts', import.meta.url)
/** The folder of spilled HTML inside the temp output folder (removed before it is committed). */
const SPILL_DIR = '.cwc-spill'
/**
 * In a build that spills (past MAIN_THREAD_LIMIT, one-shot), the main thread's heap is collected
 * every this many pages compiled, twins written or routes rendered (collect.ts): at 50,000 docs
 * sixty full collections of a heap of ~500 MB, on a thread that mostly waits for the workers.
 */
const COLLECT_EVERY = 2500
/** Sources per message to a worker. */
const BATCH = 32
/** From this many sources on (or CWC_MAIN_THREAD_LIMIT, as CWC_WORKERS), the main thread does not compile or render. */
const MAIN_THREAD_LIMIT = 4000
/** Below this many sources the build runs in one thread… */
const WORKER_THRESHOLD = 150
/**
 * …unless their markdown is this large: a site of few but long pages full of code (prettier's
 * blog: 95 sources, 1.8 MB, 1,844 code blocks) is worth a worker's start-up. 150 sources of the
 * generated bench corpus are about 1.2 MB.
 */
const WORKER_BYTES = 1_000_000

/** Where a stage is, for the progress line: pages done of total. */
export type StageProgress = (stage: string, done: number, total: number) => void

/** What the markdown stage needs. */
export interface CompileInput {
  config: SiteConfig
  plan: UrlPlan
  sources: SourceFile[]
  /** The build's temp output folder (spilled HTML goes into it). */
  tempDir: string
  /** Keep every compiled page's HTML in memory (watch builds rebuild single pages from it). */
  keepHtml: boolean
  /** Highlighted code blocks kept between watch builds (else a cache for this build, when it compiles on this
   * thread). */
  codeCache?: CodeCache
  /** The persistent cache: each compiled page's entry is written by the thread that compiled it. */
  store?: PageStore
}

/** What the render stage needs. */
export interface RenderInput {
  routes: Route[]
  site: SiteData
  sidebars: Map<string, Sidebar>
  assets: AssetManifest
  devScript?: string
  sink: RenderSink
  /** The persistent cache folder: routes whose rendered files are stored there are not rendered again. */
  cacheDir?: string
  /** Where new rendered entries go until the build succeeds. */
  cacheStage?: string
  /** Output records besides outputs.json's (a docs version's that was kept whole last time, cache/version-units.ts). */
  outputs?: Record<string, OutputRecord>
  /** Each batch's result as soon as it is rendered, with its number (batches are numbered from 0 in the order
   * of `routes`). */
  onBatch?: (batch: number, result: RenderBatchResult) => void
  /** A one-shot build lets each batch's routes go once rendered: their props (stages/render.ts releaseProps)
   * and their memory units (`letGo`). */
  release?: boolean
}

/** The threads of one build; `close()` it in a `finally`. */
export class StageThreads {
  private pool: WorkerPool | null
  private spillDir: string | undefined
  /** The main thread's processor, when the markdown stage ran there (kept for one-page dev rebuilds). */
  processor: Processor | null = null
  private readonly forced = Boolean(process.env.CWC_WORKERS)
  /** The markdown files a first build counted before reading the content (0: not counted, a build that reuses
   * pages). */
  counted = 0
  private readonly threads = poolSize()

  private constructor(pool: WorkerPool | null) {
    this.pool = pool
  }

  /**
   * Before the content is read: a first build that a quick count of markdown files shows to be
   * large starts its workers now, so that they boot while the content loads.
   */
  static start(contentDirs: string[], warm: boolean, config?: SiteConfig): StageThreads {
    const runner = new StageThreads(null)
    const counted = warm ? { files: 0, bytes: 0 } : countMarkdown(contentDirs)
    runner.counted = counted.files
    if (!warm && runner.worthWorkers(counted.files, counted.bytes)) {
      runner.pool = runner.makePool(counted.files)
      // While the content loads, the workers make what every compile needs first (the highlighter, the
      // project's Prism, the site's plugins), instead of waiting idle for the plan.
      runner.pool
        .broadcast<WarmInit>('warm', config ? { prism: config.prism, sitePlugins: config.markdown.sitePlugins } : {})
        .catch(() => {})
    }
    return runner
  }

  /** Whether this many sources, of this much markdown, are compiled with workers (WORKER_THRESHOLD, WORKER_BYTES). */
  private worthWorkers(sources: number, bytes: number): boolean {
    return this.threads > 1 && (this.forced || sources >= WORKER_THRESHOLD || bytes >= WORKER_BYTES)
  }

  private makePool(sources: number): WorkerPool {
    return sources < (envCount('CWC_MAIN_THREAD_LIMIT') ?? MAIN_THREAD_LIMIT)
      ? new WorkerPool(WORKER_SCRIPT, this.threads - 1, createHandlers(true))
      : new WorkerPool(WORKER_SCRIPT, this.threads)
  }

  /**
   * Count pages whose data the main thread let go of (bodies, twins, rendered routes' props):
   * in a build that spills, its heap is collected every COLLECT_EVERY of them (collect.ts).
   */
  /** Rendered routes let go: their props, and their memory units. */
  private release(routes: Route[]): void {
    releaseProps(routes)
    this.letGo(routes.length)
  }

  letGo(units: number): void {
    if (this.spillDir) this.collect(units)
  }

  private readonly collect = collectEvery(COLLECT_EVERY)

  /** The markdown stage: compile every source; all compile errors are thrown together. */
  async compile(
    input: CompileInput,
    progress?: StageProgress,
  ): Promise<{ pages: CompiledPage[]; warnings: string[]; copied: number }> {
    const sources = groupRepeats(input.sources)
    if (
      !this.pool &&
      this.worthWorkers(
        sources.length,
        sources.reduce((n, s) => n + s.body.length, 0),
      )
    )
      this.pool = this.makePool(sources.length)
    const workers = this.pool
    this.spillDir = workers && !workers.hasLocal && !input.keepHtml ? path.join(input.tempDir, SPILL_DIR) : undefined
    if (this.spillDir) await fsp.mkdir(this.spillDir)
    const counter = pageCounter('markdown', sources.length, progress)
    let compiled: CompileBatchResult[]
    if (workers) {
      await workers.broadcast<CompileInit>('initCompile', {
        config: input.config,
        byFile: [...input.plan.byFile],
        spillDir: this.spillDir,
        store: input.store,
      })
      compiled = await Promise.all(
        taper(sources, batchSize(sources.length, this.threads), this.threads, (a, b) => a.body === b.body).map((b) =>
          workers.run<SourceFile[], CompileBatchReply>('compile', b).then((r) => {
            const result = counter(b.length, releaseBodies(attachSources(r, b)))
            this.letGo(b.length)
            return result
          }),
        ),
      )
    } else {
      // With the persistent cache, the plan's lookups are recorded per page (LookupRecorder); watch builds
      // keep the plan's own map.
      const byFile = input.store ? new LookupRecorder(input.plan.byFile) : undefined
      this.processor = createProcessor(
        processorOptions(
          input.config,
          byFile ? { ...input.plan, byFile } : input.plan,
          await getHighlighter(),
          input.codeCache ?? createCodeCache(input.store && codeBlockStore(input.store, String(threadId))),
          byFile?.recordRead.bind(byFile),
        ),
      )
      compiled = [await compileBatch(sources, this.processor, () => counter(1, null), undefined, input.store, byFile)]
    }
    return collectCompiled(compiled)
  }

  /** The render stage: every route's HTML and route data, written into the sink as rendered. */
  async render(input: RenderInput, progress?: StageProgress): Promise<RenderBatchResult[]> {
    const counter = pageCounter('render', input.routes.length, progress)
    const workers = this.pool
    const store = input.cacheDir
      ? await renderStore(
          input.cacheDir,
          {
            site: input.site,
            sidebars: input.sidebars.values(),
            assets: input.assets,
            devScript: input.devScript,
            search: input.sink.search,
          },
          input.cacheStage,
          input.outputs,
        )
      : undefined
    const sink: RenderSink = { ...input.sink, store }
    // A build whose pages all came from the cache has no pool: start one only if enough routes must really be rendered.
    const keys = new WeakMap<Route, string>()
    if (!workers && this.threads > 1 && input.routes.length >= WORKER_THRESHOLD) {
      let misses = input.routes.length
      if (store && !this.forced) {
        misses = 0
        const { theme } = await import('../../theme/index.js')
        for (const route of input.routes) {
          const key = routeKey(store, detachRoute(route), viewOf(route, theme))
          keys.set(route, key)
          if (!hasRendered(store.dir, key)) misses++
        }
      }
      if (this.forced || misses >= WORKER_THRESHOLD) this.pool = this.makePool(misses)
    }
    if (this.pool) {
      const workers = this.pool
      await workers.broadcast<RenderInit>('initRender', {
        site: input.site,
        sidebars: [...input.sidebars.values()],
        assets: input.assets,
        devScript: input.devScript,
        sink,
      })
      return Promise.all(
        taper(input.routes, BATCH, this.threads).map((b, i) =>
          workers.run<Route[], RenderBatchResult>('render', b.map(detachRoute)).then((r) => {
            input.onBatch?.(i, r)
            if (input.release) this.release(b)
            return counter(b.length, r)
          }),
        ),
      )
    }
    const { theme } = await import('../../theme/index.js')
    const made = new Set<string>()
    const results: RenderBatchResult[] = []
    for (const [i, batch] of chunk(input.routes, BATCH).entries()) {
      const result = renderBatch(
        batch,
        { theme, assets: input.assets, devScript: input.devScript },
        { ...sink, made, keys },
      )
      results.push(counter(batch.length, result))
      if (input.release) this.release(batch)
      if (input.onBatch) {
        input.onBatch(i, result)
        // What the batch sent (to Pagefind's service) leaves this thread before the next batch renders.
        await new Promise((resolve) => setImmediate(resolve))
      }
    }
    return results
  }

  /** Remove the spilled HTML (before the temp folder is committed). */
  async releaseSpill(): Promise<void> {
    if (this.spillDir) await fsp.rm(this.spillDir, { recursive: true, force: true })
  }

  /** Stop the workers (before the temp folder they may still write into is removed). */
  async close(): Promise<void> {
    await this.pool?.close()
  }
}

/** Counts pages done in a stage for `progress`; passes each batch result through. */
function pageCounter(stage: string, total: number, progress: StageProgress | undefined) {
  let done = 0
  return <T>(n: number, result: T): T => {
    done += n
    progress?.(stage, done, total)
    return result
  }
}

/** How many markdown files are under these folders, and their size (a quick count, before the content is read). */
function countMarkdown(dirs: string[]): { files: number; bytes: number } {
  const files = dirs.flatMap((dir) => {
    try {
      return fs
        .readdirSync(dir, { recursive: true })
        .map(String)
        .filter((f) => /\.mdx?$/.test(f))
        .map((f) => path.join(dir, f))
    } catch {
      return []
    }
  })
  // Their size only when their number does not decide already.
  // (A file that cannot be read, a symlink loop, counts nothing here: the content stage names it.)
  const size = (f: string) => {
    try {
      return fs.statSync(f).size
    } catch {
      return 0
    }
  }
  const bytes = files.length >= WORKER_THRESHOLD ? 0 : files.reduce((n, f) => n + size(f), 0)
  return { files: files.length, bytes }
}

/**
 * Sources per message to a worker: BATCH, or fewer when there are few sources, so that each
 * thread gets several messages and none is left with a long last one while the others wait
 * (95 long pages went as three batches of 32 to two threads).
 */
function batchSize(sources: number, threads: number): number {
  return Math.max(1, Math.min(BATCH, Math.ceil(sources / (threads * 4))))
}

/**
 * The sources with each repeated text right after its first: a thread parses a text once for
 * the pages that repeat it one after another (markdown/parse-memo.ts). Otherwise in their order;
 * the build puts the compiled pages back in source order.
 */
export function groupRepeats(sources: SourceFile[]): SourceFile[] {
  const byBody = new Map<string, SourceFile[]>()
  for (const s of sources) {
    const same = byBody.get(s.body)
    if (same) same.push(s)
    else byBody.set(s.body, [s])
  }
  return byBody.size === sources.length ? sources : [...byBody.values()].flat()
}

/** Merge batch results; throw every compile error together. */
function collectCompiled(batches: CompileBatchResult[]): { pages: CompiledPage[]; warnings: string[]; copied: number } {
  const errors: BuildError[] = []
  const pages: CompiledPage[] = []
  const warnings: string[] = []
  let copied = 0
  for (const b of batches) {
    pages.push(...b.pages)
    warnings.push(...b.warnings)
    errors.push(...b.errors.map((e) => deserializeError(e) as BuildError))
    copied += b.copied
  }
  throwAll(errors)
  return { pages, warnings, copied }
}
