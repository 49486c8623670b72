/**
 * The markdown and render stages as batch functions, used in-process for small sites and
 * inside worker threads (see pool.ts) for large ones. Shared data (site, sidebars) is sent
 * once per worker; routes travel with references to it stripped and are re-linked here.
 */
import fs from 'node:fs'
import path from 'node:path'
import { isMainThread, parentPort, threadId } from 'node:worker_threads'
import type { Processor } from 'unified'
import {
  compileMarkdown,
  copyRepeatedPage,
  createCodeCache,
  createProcessor,
  endProbe,
  getHighlighter,
  processorOptions,
  startProbe,
  type Probe,
  type RepeatOrigin,
} from '../stages/markdown/processor.js'
import { serializeError, type Handlers, type PoolRequest, type SerializedError } from './pool.js'
import { pageWeight } from '../report/budget.js'
import { renderRoute, type RenderContext } from '../stages/render.js'
import type { Theme } from '../../theme/index.js'
import { docHash, isSearchable, searchDocument, searchPin, type IndexedDoc, type SearchDoc } from '../outputs/search.js'
import { writeFileUnder } from '../stages/write.js'
import type { UrlPlan } from '../core/types.js'
import { codeBlockStore, flushStagedCode } from '../cache/code-memo.js'
import { LookupRecorder, pageKey, writeEntry, type PageStore } from '../cache/disk-cache.js'
import { flushPacks } from '../cache/entry-packs.js'
import { beginPage } from '../stages/markdown/parse-memo.js'
import { loadSitePrism } from '../stages/markdown/prism-engine.js'
import { loadSitePlugins } from '../stages/markdown/site-plugins.js'
import {
  outputId,
  readRendered,
  recordHolds,
  routeKey,
  writeRendered,
  type MadeRoute,
  type RenderStore,
} from '../cache/render-cache.js'
import type {
  AssetManifest,
  CompiledPage,
  OutputFile,
  PageWeight,
  Route,
  Sidebar,
  SiteConfig,
  SiteData,
  SourceFile,
} from '../core/types.js'

/** Result of compiling a batch: pages, warnings and per-file errors (collected, not thrown). */
export interface CompileBatchResult {
  pages: CompiledPage[]
  warnings: string[]
  errors: SerializedError[]
  /** Pages copied from a page with the same text instead of compiled (repeat-copy.ts). */
  copied: number
}

/**
 * A compile batch as a pool member answers it: each page names its source by path instead of
 * carrying it, since the main thread has the sources (a worker's copy would double every
 * document's markdown in the main heap: ~80 MB at 10,000 docs). `attachSources` relinks them.
 */
export interface CompileBatchReply extends Omit<CompileBatchResult, 'pages'> {
  pages: (Omit<CompiledPage, 'source'> & { sourcePath: string })[]
}

/** The reply of a compile batch (see CompileBatchReply). */
export function detachSources(result: CompileBatchResult): CompileBatchReply {
  return { ...result, pages: result.pages.map(({ source, ...page }) => ({ ...page, sourcePath: source.sourcePath })) }
}

/** The compiled pages of a reply, each linked back to its source (one of `sources`). */
export function attachSources(reply: CompileBatchReply, sources: SourceFile[]): CompileBatchResult {
  const byPath = new Map(sources.map((s) => [s.sourcePath, s]))
  return {
    ...reply,
    pages: reply.pages.map(({ sourcePath, ...page }) => {
      const source = byPath.get(sourcePath)
      if (!source) throw new Error(`A worker answered for a source it was not sent: ${sourcePath}`)
      return { ...page, source }
    }),
  }
}

/**
 * Compile sources one after another. With a `store`, each page's cache entry is written here, in
 * the thread that compiled it, while its HTML is still in memory (before it may be spilled).
 */
export async function compileBatch(
  sources: SourceFile[],
  processor: Processor,
  onEach?: () => void,
  between?: () => Promise<void>,
  store?: PageStore,
  byFile?: LookupRecorder,
): Promise<CompileBatchResult> {
  const out: CompileBatchResult = { pages: [], warnings: [], errors: [], copied: 0 }
  // The last page compiled whose text the next pages repeat, with its cache lookups: they copy it if they can
  // (repeat-copy.ts).
  let origin = null as Origin | null
  for (const [i, source] of sources.entries()) {
    // Repeated texts come one after another (stage-runner.ts groupRepeats): the next one takes this one's
    // tree, or its whole result.
    const repeated = sources[i + 1]?.body === source.body
    beginPage(repeated)
    try {
      const key = store && pageKey(store.bases, source)
      const from: Origin | null = origin?.source.body === source.body ? origin : null
      // A copy depends on what its origin's compile read, and on its own links' lookups.
      if (byFile) byFile.log = store ? new Map(from?.log ?? []) : null
      const copy = from ? copyRepeatedPage(from, source, processor) : null
      let result: { page: CompiledPage; warnings: string[] } | null = copy
      if (result) {
        out.copied++
        for (const f of copy?.notRead ?? []) byFile?.forgetRead(f)
      } else {
        byFile?.log?.clear()
        origin = null
        if (repeated) startProbe()
        try {
          result = await compileMarkdown(source, processor)
        } finally {
          const probe = endProbe()
          if (repeated && probe && result) origin = repeatOrigin(source, result, probe, byFile?.log)
        }
      }
      const { page, warnings } = result
      if (store && key) writeEntry(store, key, page, warnings, [...(byFile?.log ?? [])])
      if (byFile) byFile.log = null
      out.pages.push(page)
      out.warnings.push(...warnings)
    } catch (err) {
      out.errors.push(serializeError(err))
    }
    onEach?.()
    await between?.()
  }
  return out
}

/** What a worker readies before the first compile (`warm`). */
export interface WarmInit {
  prism?: SiteConfig['prism']
  sitePlugins?: SiteConfig['markdown']['sitePlugins']
}

/** A page the next pages of a batch may copy (repeat-copy.ts), with the cache lookups its compile made. */
type Origin = RepeatOrigin & { log: Map<string, string | null> | null }

/** A compiled page kept for the pages that repeat its text: a copy of its own (null when the page holds what
 * cannot be copied: they compile). */
function repeatOrigin(
  source: SourceFile,
  result: { page: CompiledPage; warnings: string[] },
  probe: Probe,
  log: Map<string, string | null> | null | undefined,
): Origin | null {
  try {
    return {
      source,
      page: structuredClone(result.page),
      warnings: result.warnings,
      probe,
      log: log ? new Map(log) : null,
    }
  } catch {
    return null
  }
}

/** Where rendered pages go: written straight into the build's temp folder. */
export interface RenderSink {
  dir: string
  /** Keep each searchable page's search document (see search.ts). */
  search: boolean
  /** The persistent cache of rendered pages (cache/render-cache.ts): a route with an entry is not rendered again. */
  store?: RenderStore
  /** The current output folder: a page whose bytes are already there is not written, only reported as kept
   * (writeFileUnder). */
  previous?: string
}

/** Result of rendering a batch. */
export interface RenderBatchResult {
  /** The rendered files, when no sink was given (tests). */
  files: OutputFile[]
  /** What was written into the sink. */
  written: { files: number; bytes: number }
  /** Each page's HTML weight (measured here, in the thread that rendered it). */
  weights: PageWeight[]
  /** Search documents of the searchable pages (when the sink asks for them). */
  searchDocs: IndexedDoc[]
  /** Routes whose files came from the persistent cache instead of being rendered. */
  reused: number
  /** The cache keys of the routes (with a store), so the build can sweep the others. */
  keys: string[]
  /** Files not written because the output folder already has them (their paths in the sink). */
  kept: string[]
  /** Each route's files (with a store and an output folder), recorded for the next build (render-cache.ts
   * `writeOutputs`). */
  outputs: MadeRoute[]
}

/** Render routes; with a sink, write each page's files at once and keep only their sizes. */
export function renderBatch(
  routes: Route[],
  ctx: RenderContext,
  sink?: RenderSink & { made: Set<string>; keys?: WeakMap<Route, string> },
): RenderBatchResult {
  const out: RenderBatchResult = {
    files: [],
    written: { files: 0, bytes: 0 },
    weights: [],
    searchDocs: [],
    reused: 0,
    keys: [],
    kept: [],
    outputs: [],
  }
  for (const spilled of routes) {
    const route = unspillHtml(spilled)
    if (!sink) {
      const files = renderRoute(route, ctx)
      const weight = pageWeight(route, files)
      if (weight) out.weights.push(weight)
      out.files.push(...files)
      continue
    }
    const key =
      sink.store && (sink.keys?.get(spilled) ?? routeKey(sink.store, detachRoute(route), viewOf(route, ctx.theme)))
    const id = key && sink.previous ? outputId(key, sink.previous) : null
    // The files the last build made for this very key are still in the output folder: keep them as they are.
    const record = id ? sink.store?.outputs?.[id] : undefined
    // A searched page's document is made again from the page the output folder still holds (the bytes its
    // entry holds), rather than read from the entry.
    const kept =
      id && record && recordHolds(record, sink.previous!)
        ? keptSearchDoc(route, record.search && sink.search ? sink.previous! : null, record.searchHash)
        : undefined
    if (kept !== undefined) {
      if (kept) out.searchDocs.push(kept)
      out.reused++
      out.keys.push(key!)
      if (record!.weight) out.weights.push(record!.weight)
      for (const [rel, size] of record!.files) {
        out.kept.push(path.join(sink.dir, rel))
        out.written.bytes += size
        out.written.files++
      }
      const searchHash = kept?.hash ?? record!.searchHash
      out.outputs.push({
        id: id!,
        outDir: sink.previous!,
        files: record!.files.map(([rel]) => rel),
        weight: record!.weight,
        search: record!.search,
        ...(searchHash ? { searchHash } : {}),
        ...(route.version ? { version: route.version } : {}),
      })
      continue
    }
    let entry = sink.store && key ? readRendered(sink.store, key) : null
    let content: string | null
    // Each file's bytes, encoded once for its weight, the comparison with the output folder and the write.
    let bytes: OutputFile[]
    if (entry) {
      out.reused++
      content = entry.search ? pageSearchDocument(route, entry.files) : null
      bytes = encoded(entry.files)
    } else {
      const files = renderRoute(route, ctx)
      content = sink.search && isSearchable(route) ? pageSearchDocument(route, files) : null
      bytes = encoded(files)
      entry = {
        files: files.map((f) => ({ path: f.path, contents: String(f.contents) })),
        weight: pageWeight(route, bytes),
        search: content !== null,
      }
      if (sink.store && key)
        writeRendered(
          sink.store,
          key,
          entry,
          bytes.map((f) => f.contents as Uint8Array),
        )
    }
    if (key) out.keys.push(key)
    const searchDoc = content === null ? null : madeSearchDoc(route, content)
    if (id)
      out.outputs.push({
        id,
        outDir: sink.previous!,
        files: entry.files.map((f) => f.path),
        weight: entry.weight,
        search: Boolean(searchDoc),
        ...(searchDoc ? { searchHash: searchDoc.hash } : {}),
        ...(route.version ? { version: route.version } : {}),
      })
    if (entry.weight) out.weights.push(entry.weight)
    if (searchDoc) out.searchDocs.push(searchDoc)
    for (const f of bytes) {
      out.written.bytes += writeFileUnder(sink.dir, f, sink.made, sink.previous, out.kept)
      out.written.files++
    }
  }
  return out
}

/** Files with their text encoded as UTF-8 (bytes given stay as they are). */
function encoded(files: OutputFile[]): OutputFile[] {
  return files.map((f) => (typeof f.contents === 'string' ? { path: f.path, contents: Buffer.from(f.contents) } : f))
}

/**
 * The search document of a route kept in the output folder: none when the route is not searched
 * (`outDir` null); with the hash its record kept (`searchHash`), a reference the indexer reads the
 * page for only if the page's index is made (outputs/search.ts `KeptSearchDoc`); else made from its
 * page there now (searchDocument, as when it was rendered; the record vouched that the file is the
 * one the last build wrote for this very route). Undefined when the page cannot be read or gives no
 * document: the route then takes the entry's path.
 */
function keptSearchDoc(route: Route, outDir: string | null, hash: string | undefined): IndexedDoc | null | undefined {
  if (outDir === null) return null
  const file = path.join(outDir, route.outputPath)
  if (hash) return { url: route.url, hash, file, pin: searchPin(route) }
  let html: string
  try {
    html = fs.readFileSync(file, 'utf8')
  } catch {
    return undefined
  }
  const content = searchDocument(route, html)
  return content === null ? undefined : madeSearchDoc(route, content)
}

/** A route's search document made now, with its hash. */
function madeSearchDoc(route: Route, content: string): SearchDoc {
  return { url: route.url, content, hash: docHash({ url: route.url, content }) }
}

/** The search document of a route's page among its files (null: no page, or no article in it). */
function pageSearchDocument(route: Route, files: { path: string; contents: string | Uint8Array }[]): string | null {
  const html = files.find((f) => f.path === route.outputPath)?.contents
  return typeof html === 'string' ? searchDocument(route, html) : null
}

/** What a route shows of its sidebar, as its theme says (undefined: no sidebar, or a theme that does not say). */
export function viewOf(route: Route, theme: Pick<Theme, 'sidebarView'>): unknown {
  const sidebar = (route.props as { sidebar?: Sidebar | null }).sidebar
  return sidebar && theme.sidebarView ? theme.sidebarView(sidebar, route.props.meta.url) : undefined
}

/**
 * Docs compiled by workers of a large one-shot build leave their HTML in `dir` rather than
 * sending it to the main thread, which would hold every page's body from the markdown stage
 * to the end of render (~150 MB at 10,000 docs, and V8 lets the heap grow to about twice
 * its live size). Blog posts and pages keep theirs: feeds and blog lists read it. A `.md` doc's
 * markdown goes beside it, for its twin (`bodyFile`): the main thread lets its own copy go
 * (releaseBodies), ~500 MB at 50,000 docs.
 */
export function spillHtml(page: CompiledPage, dir: string, name: string): CompiledPage {
  if (page.source.kind !== 'doc') return page
  const htmlFile = path.join(dir, name + '.html')
  fs.writeFileSync(htmlFile, page.html)
  if (page.markdown !== undefined) return { ...page, html: '', htmlFile }
  const bodyFile = path.join(dir, name + '.md')
  fs.writeFileSync(bodyFile, page.source.body)
  return { ...page, html: '', htmlFile, bodyFile }
}

/**
 * After a compiled batch, the main thread lets go of the markdown of the pages a worker spilled
 * (spillHtml): no later stage reads it but a `.md` doc's twin, which reads its `bodyFile`.
 */
export function releaseBodies(result: CompileBatchResult): CompileBatchResult {
  for (const page of result.pages) if (page.htmlFile) page.source.body = ''
  return result
}

/** A doc route with its spilled HTML read back (others as they are). */
export function unspillHtml(route: Route): Route {
  if (route.props.kind !== 'doc' || !route.props.doc.htmlFile) return route
  const { htmlFile, ...doc } = route.props.doc
  return { ...route, props: { ...route.props, doc: { ...doc, html: fs.readFileSync(htmlFile, 'utf8') } } } as Route
}

/** A route with its shared objects replaced by references, for postMessage. */
export function detachRoute(route: Route): Route {
  const props = { ...route.props, site: null } as unknown as Record<string, unknown>
  if ('sidebar' in props && props.sidebar) props.sidebar = { ref: (props.sidebar as Sidebar).id }
  return { ...route, props: props as unknown as Route['props'] }
}

/** Undo detachRoute with the worker's copies of the shared objects. */
export function attachRoute(route: Route, site: SiteData, sidebars: Map<string, Sidebar>): Route {
  const props = { ...route.props, site } as unknown as Record<string, unknown>
  const ref = (props.sidebar as { ref?: string } | null | undefined)?.ref
  if (ref !== undefined) props.sidebar = sidebars.get(ref) ?? null
  return { ...route, props: props as unknown as Route['props'] }
}

/** What a worker is told once before compiling. */
export interface CompileInit {
  config: SiteConfig
  byFile: [string, string][]
  /** Spill the HTML of compiled docs into this folder (spillHtml). */
  spillDir?: string
  /** Write each compiled page's entry into the persistent cache. */
  store?: PageStore
}

/** What a worker is told once before rendering. */
export interface RenderInit {
  site: SiteData
  sidebars: Sidebar[]
  assets: AssetManifest
  devScript?: string
  sink: RenderSink
}

/**
 * The handlers a pool member runs: in a worker thread, or on the main thread as the pool's
 * local member (`local`), which yields to the event loop between documents and render batches
 * so that the other workers' results are taken in while it works.
 */
export function createHandlers(local = false): Handlers {
  let processor: Processor | null = null
  let spillDir: string | undefined
  let store: PageStore | undefined
  let byFile: LookupRecorder | undefined
  let spilled = 0
  let render: {
    ctx: RenderContext
    site: SiteData
    sidebars: Map<string, Sidebar>
    sink: RenderSink & { made: Set<string> }
  } | null = null
  const yieldToLoop = local ? () => new Promise<void>((resolve) => setImmediate(resolve)) : undefined
  return {
    /**
     * Make what every compile needs first — the highlighter, the project's Prism, the site's
     * markdown plugins (each kept per thread) — while the main thread reads the content, instead of
     * when the first batch comes. A worker only: the main thread is reading the content then.
     */
    async warm(init: WarmInit) {
      if (local) return true
      await getHighlighter()
      if (init.prism?.prismReact) loadSitePrism(init.prism.prismReact.root, init.prism.additionalLanguages)
      // its errors are the compile's to report
      if (init.sitePlugins) await loadSitePlugins(init.sitePlugins).catch(() => {})
      return true
    },
    async initCompile(init: CompileInit) {
      byFile = new LookupRecorder(init.byFile)
      const plan: UrlPlan = { byFile, docIds: new Map(), drafts: new Set() }
      processor = createProcessor(
        processorOptions(
          init.config,
          plan,
          await getHighlighter(),
          createCodeCache(init.store && codeBlockStore(init.store, String(threadId))),
          byFile.recordRead.bind(byFile),
        ),
      )
      spillDir = init.spillDir
      store = init.store
      return true
    },
    async compile(sources: SourceFile[]): Promise<CompileBatchReply> {
      const result = await compileBatch(sources, processor!, undefined, yieldToLoop, store, byFile)
      if (spillDir) result.pages = result.pages.map((page) => spillHtml(page, spillDir!, `${threadId}-${spilled++}`))
      return detachSources(result)
    },
    async initRender(init: RenderInit) {
      const { theme } = await import('../../theme/index.js')
      render = {
        ctx: { theme, assets: init.assets, devScript: init.devScript },
        site: init.site,
        sidebars: new Map(init.sidebars.map((s) => [s.id, s])),
        sink: { ...init.sink, made: new Set() },
      }
      return true
    },
    async render(routes: Route[]) {
      const r = render!
      const result = renderBatch(
        routes.map((route) => attachRoute(route, r.site, r.sidebars)),
        r.ctx,
        r.sink,
      )
      await yieldToLoop?.()
      return result
    },
  }
}

if (!isMainThread && parentPort) {
  const port = parentPort
  const handlers = createHandlers()
  // One request at a time, in the order sent: the pool posts the next batch before this one is
  // done (WorkerPool's AHEAD), so that it is here when the thread is free.
  let previous: Promise<void> = Promise.resolve()
  port.on('message', (msg: PoolRequest) => {
    previous = previous.then(async () => {
      try {
        const result = await handlers[msg.type]!(msg.payload as never)
        // The batch's cache entries are on disk before the reply: the build commits its staging folder once
        // every batch has replied.
        flushPacks()
        flushStagedCode()
        port.postMessage({ id: msg.id, result })
      } catch (err) {
        flushPacks()
        flushStagedCode()
        port.postMessage({ id: msg.id, error: serializeError(err) })
      }
    })
  })
}
