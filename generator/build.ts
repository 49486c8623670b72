/**
 * The orchestrator: reads as the table of contents of a build. Each stage is a timed, labelled
 * step; a failed step is marked ✗ and its error rethrown unchanged. How the markdown and render
 * stages are spread over threads (and when compiled HTML waits on disk) is threads/stage-runner.ts;
 * what the build reuses from earlier ones is the cache session's (cache/session.ts), asked at the
 * stage boundaries.
 */
import path from 'node:path'
import {
  CacheSession,
  startCheckThread,
  type BuildCache,
  type LocaleCache,
  type LocaleReport,
} from './cache/session.js'
import { MAIN_THREAD, type BuildReport, type BundleResult, type Route, type SiteConfig } from './core/types.js'
import { writeExtras } from './outputs/extras.js'
import { headersFiles, inlineScriptHash } from './outputs/headers.js'
import { redirectFiles } from './outputs/redirects.js'
import {
  indexFor,
  isSearchable,
  searchParts,
  searchVersions,
  SearchIndexer,
  stopServices,
  type IndexPlan,
} from './outputs/search.js'
import { frozenVersions } from './stages/versions.js'
import { weighPages } from './report/budget.js'
import { stepper, type Progress } from './report/steps.js'
import { compatibilityReport, groupUnknownLanguages } from './report/warnings.js'
import {
  bundleClient,
  bundleClientModules,
  bundleCustomCss,
  withClientModules,
  withCustomCss,
} from './stages/bundle.js'
import { resolveConfig, type ResolveOptions } from './stages/config.js'
import { listStaticFiles, loadContent } from './stages/content.js'
import { attachIslands, bundleIslands, islandsKey } from './stages/client/islands.js'
import { attachRootFrames, withSiteRoot } from './stages/client/site-root.js'
import { bundleMermaid, withMermaid, type MermaidBundle } from './stages/client/mermaid.js'
import { additionalLanguageWarnings } from './stages/markdown/highlighter.js'
import { hasPrismComponent } from './stages/markdown/prism-engine.js'
import { releaseProps, renderSidebarFiles } from './stages/render.js'
import { planUrls } from './stages/routes/plan.js'
import { readLastUpdates } from './stages/routes/last-update.js'
import { planRoutes } from './stages/routes/routes.js'
import { contentAssets, OutputFolder } from './stages/write.js'
import { StageThreads } from './threads/stage-runner.js'
import {
  addReports,
  contentDirsOf,
  fallbackSources,
  localeConfig,
  localesToBuild,
  markUntranslated,
  strayLocaleFolders,
} from './stages/i18n/build-locales.js'
import { localeSubdir } from './stages/i18n/locales.js'
import { siteRootFile, unusedSwizzles } from './stages/docusaurus/swizzled.js'

export { BuildCache } from './cache/session.js'
export { compatibilityReport } from './report/warnings.js'
export type { Progress } from './report/steps.js'

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

/** Build a site folder into its output folder; returns the report. */
export async function build(root: string, options: BuildOptions = {}): Promise<BuildReport & { config: SiteConfig }> {
  const { step, timings } = stepper(options)
  // A site with frozen docs versions: a thread checks them while this one builds, started now as it takes as
  // long to start as the config takes to load.
  const checkThread = startCheckThread(root, options)
  try {
    const config = await step('config', () => resolveConfig(root, options))
    const session = await CacheSession.open(root, config, options, checkThread)
    try {
      return await buildWith(config, session, options, step, timings)
    } finally {
      // A failed build leaves the cache as it was: what it staged is dropped.
      await session.close()
    }
  } finally {
    void checkThread?.close()
  }
}

async function buildWith(
  config: SiteConfig,
  session: CacheSession,
  options: BuildOptions,
  step: LocaleRun['step'],
  timings: Record<string, number>,
): Promise<BuildReport & { config: SiteConfig }> {
  const warnings: string[] = []
  if (config.compatibility.length) warnings.push(compatibilityReport(config))
  const prismReact = config.prism.prismReact
  warnings.push(
    ...additionalLanguageWarnings(
      config.prism.additionalLanguages,
      config.configFile,
      prismReact && ((name) => hasPrismComponent(prismReact.root, name)),
    ),
  )
  // Every locale in one build (issue 17); dev and `--locale` build one (stages/i18n/build-locales.ts).
  const locales = localesToBuild(config, options.locale, session.watchMode)
  warnings.push(...strayLocaleFolders(config))
  // Nothing changed since the last successful build, and its output is intact: nothing to do (cache/up-to-date.ts).
  const kept = await session.upToDate(step)
  if (kept) return { config, ...kept, timings }
  // One client bundle for every locale: its assets sit at the root and every page links them there.
  const bundling = options.bundle
    ? Promise.resolve(options.bundle)
    : session.bundles.reuse('client', '', (read) => bundleClient(config, read))
  bundling.catch(() => {}) // awaited below; avoid an unhandled rejection if content fails first
  // The mermaid diagrams' script (markdown.mermaid): mermaid is large, so it starts with the client bundle.
  const mermaid = session.bundles.reuse('mermaid', '', (read) => bundleMermaid(config, read))
  mermaid.catch(() => {})
  // The site's custom CSS and clientModules (a Docusaurus project's), bundled once for every locale: they
  // start with the client bundle too,
  // so that the bundle step, between the markdown and render stages when the threads have nothing to do, does
  // not wait for them.
  const customCss = session.bundles.reuse('custom-css', '', (read) => bundleCustomCss(config, read))
  customCss.catch(() => {})
  const clientModules = session.bundles.reuse('client-modules', '', (read) => bundleClientModules(config, read))
  clientModules.catch(() => {})
  const threads = StageThreads.start(contentDirsOf(config, locales), session.hasPages, config)
  const run: LocaleRun = {
    step,
    warnings,
    threads,
    bundling,
    mermaid,
    rootConfig: config,
    customCss,
    clientModules,
    folder: null,
    options,
    session,
    outDir: config.outDir,
    stops: [],
    search: null,
  }
  try {
    let total: LocaleReport | null = null
    for (const code of locales) {
      const localized = await localeConfig(config, code, warnings)
      const sub = localeSubdir(localized, localized.locale)
      const localeOut = sub ? path.join(run.outDir, sub) : run.outDir
      // The first locale of the build writes what the locales share (the client bundle, _headers).
      const first = run.folder === null
      const report = await session.eachAttempt(localized, localeOut, warnings, (cache) =>
        buildLocale(localized, run, cache, first, sub),
      )
      total = total ? addReports(total, report) : report
    }
    warnings.push(...((await run.customCss)?.warnings ?? []))
    options.signal?.throwIfAborted() // the swap itself is two renames and is not interrupted
    // One swap for every locale: a failure in any leaves the previous output as it was.
    const { changed, files: committed } = await run.folder!.commit()
    run.folder = null
    // A warning said by several pages or threads in the same words is said once.
    const said = [...new Set(warnings)]
    await session.commit(committed, { ...total!, warnings: said })
    return { config, ...total!, changed, timings, warnings: said }
  } finally {
    // Workers first: one may still be writing into the temp folder that is removed next.
    await Promise.all([threads.close(), ...run.stops.map((stop) => stop())])
    await run.folder?.discard()
  }
}

/** What the locales of one build share: the steps, the warnings, the threads, the client bundle, the temp
 * folder and the cache session. */
interface LocaleRun {
  step: ReturnType<typeof stepper>['step']
  warnings: string[]
  threads: StageThreads
  bundling: Promise<BundleResult>
  mermaid: Promise<MermaidBundle | null>
  /** The site's config (its default locale): what the locales share is bundled with it, at the root,
   * whichever locale comes first. */
  rootConfig: SiteConfig
  customCss: ReturnType<typeof bundleCustomCss>
  /** The site's clientModules bundled once for every locale (stages/bundle.ts). */
  clientModules: ReturnType<typeof bundleClientModules>
  /** The temp output folder, opened by the first locale once its cache keys are taken. */
  folder: OutputFolder | null
  options: BuildOptions
  session: CacheSession
  /** The root output folder. */
  outDir: string
  /** What else runs beside the threads and must stop with them (a locale's search services). */
  stops: (() => Promise<void>)[]
  /** Stops the search services of the locale being built (null: none). */
  search: (() => Promise<void>) | null
}

/**
 * Build one locale into the shared temp folder (the default at its root, another under its path
 * `sub`); nothing is committed here. `cache` is the locale's part of the cache session.
 */
async function buildLocale(
  config: SiteConfig,
  run: LocaleRun,
  cache: LocaleCache,
  first: boolean,
  sub: string,
): Promise<LocaleReport> {
  const { step, warnings, threads, options, session } = run
  const { signal, devScript } = options
  const progress = (stage: string, done: number, total: number) => options.progress?.({ stage, done, total })
  // The search indexes' Pagefind services start now (they take a while): one, or two for a site with frozen
  // versions not kept whole.
  // Stopped by the indexer's `finish`, or with the build's threads if the build stops first.
  // A locale built again (a kept version refused, cache/session.ts eachAttempt) stops the first attempt's first.
  await run.search?.()
  const searchServices = config.search
    ? SearchIndexer.start(
        frozenVersions(config).some((v) => !cache.isKept(v.name)) || searchParts(threads.counted) > 1 ? 2 : 1,
      )
    : null
  run.search = searchServices ? () => stopServices(searchServices) : null
  if (searchServices) run.stops.push(() => stopServices(searchServices))
  const [{ content, warnings: contentWarnings }, staticFiles] = await step('content', () =>
    Promise.all([loadContent(config, session.sources, cache.contentOptions), listStaticFiles(config)]),
  )
  warnings.push(...contentWarnings, ...cache.keptWarnings('content'))
  const plan = planUrls(config, content)
  cache.mergePlan(plan)
  const untranslated = fallbackSources(config, content, plan)
  // One git process for every doc's last commit (only with showLastUpdateTime/Author), while the markdown stage runs.
  const lastUpdates = readLastUpdates(config, content.docs, { reader: session.gitReader }, cache.gitDocs)
  const sources = [...content.docs, ...content.posts, ...content.pages].filter((f) => plan.byFile.has(f.sourcePath))
  // A Docusaurus site's swizzled components that nothing built uses are named (read while the markdown
  // compiles; a failed read is no reason to fail the build).
  const swizzles =
    first && config.layout === 'docusaurus'
      ? unusedSwizzles(config.root, [...content.docs, ...content.posts, ...content.pages], config.compatibility).catch(
          () => null,
        )
      : null
  const reuse = await cache.pages(sources, plan)
  // Everything is written into a temp folder as it is made; it replaces the output folder once every locale is built.
  const root = (run.folder ??= await OutputFolder.open(config, session.contentHash))
  const tmp = sub ? await root.under(sub, config.staticDir) : root
  let reused = reuse.cached.length
  let copied = 0
  const rawCompileWarnings: string[] = []
  const pages = await step('markdown', async () => {
    const stored = reuse.read()
    reused += stored.cached.length
    const compiled = await threads.compile(
      {
        config,
        plan,
        sources: stored.fresh,
        tempDir: root.tmp,
        keepHtml: session.watchMode,
        codeCache: reuse.codeCache,
        store: reuse.store,
      },
      progress,
    )
    copied = compiled.copied
    rawCompileWarnings.push(...stored.warnings, ...compiled.warnings, ...cache.keptWarnings('compile'))
    warnings.push(...groupUnknownLanguages(rawCompileWarnings))
    reuse.keep(compiled.pages)
    // In source order, as a cold build has them: later stages pick "the first doc" (e.g. the navbar brand's link).
    const order = new Map(sources.map((s, i) => [s.sourcePath, i]))
    return [...reuse.cached, ...stored.cached, ...compiled.pages].sort(
      (a, b) => order.get(a.source.sourcePath)! - order.get(b.source.sourcePath)!,
    )
  })
  const swizzleWarning = await swizzles
  if (swizzleWarning) warnings.push(swizzleWarning)
  // The islands' bundles (esbuild, a process of its own) are made while the routes are planned and the extras written:
  // the worker threads waited for them between the stages.
  // The site's swizzled Root is rendered and bundled with them: drawn around every page (stages/client/site-root.ts).
  const rootFile = siteRootFile(config.root)
  const islandsMade = session.bundles.reuse(
    `islands-${config.locale.code}`,
    islandsKey(config, pages, rootFile),
    (read) => bundleIslands(config, pages, read, rootFile),
  )
  islandsMade.catch(() => {}) // awaited before the render
  const planned = await step('routes', async () => {
    const git = await lastUpdates
    cache.checkGit(git.updates)
    warnings.push(...git.warnings)
    const result = planRoutes({ config, content, pages, plan, staticFiles, lastUpdates: git.updates, kept: cache.kept })
    markUntranslated(result.routes, untranslated)
    // A large main index is made in parts (outputs/search.ts searchParts); every page tells the search UI how many.
    const versionOf = searchVersions(config, result.routes)
    const parts = config.search
      ? searchParts(result.routes.filter((r) => versionOf.of(r.url) === null && isSearchable(r)).length)
      : 1
    if (parts > 1) result.site.searchParts = parts
    return { ...result, versionOf, parts }
  })
  const { routes, site, sidebars, warnings: routeWarnings } = planned
  warnings.push(...routeWarnings)
  // Redirect pages (client-redirects): `createRedirects` is called here, on the main thread, with every page's path.
  const redirects = redirectFiles({
    config,
    routes,
    staticFiles,
    createRedirects: config[MAIN_THREAD]?.createRedirects,
  })
  warnings.push(...redirects.warnings)
  const extras = await step('extras', () =>
    writeExtras({ config, routes, pages, sidebars, sources, staticFiles }, tmp, {
      keep: session.watchMode,
      signal,
      listedOf: cache.listedOf,
      letGo: (n) => threads.letGo(n),
    }),
  )
  warnings.push(...extras.warnings)
  const [client, customCss, clientModules, mermaid] = await step('bundle', () =>
    Promise.all([run.bundling, run.customCss, run.clientModules, run.mermaid]),
  )
  const islands = await step('islands', () => islandsMade)
  warnings.push(...(islands.warnings ?? []))
  const bundle = withSiteRoot(
    withMermaid(withClientModules(withCustomCss(client, customCss), clientModules), mermaid),
    islands.root,
  )
  await cache.checkSite(planned, bundle.assets)
  attachIslands(routes, islands)
  // A Root whose render depends on the URL (per-page structured data) is rendered for each route.
  if (islands.root?.frame.perRoute && rootFile) await attachRootFrames(config, rootFile, routes, islands.root.frame)
  const shown = cache.toRender(routes, sidebars)
  // The search indexes are made while the pages render: each batch's search documents go to Pagefind as they come.
  // A frozen version's docs have an index of their own (kept with the version when it is kept whole).
  const { versionOf, parts } = planned
  const frozenBuilt = versionOf.versions.filter((v) => !cache.isKept(v))
  const indexPlan: IndexPlan = { versionOf: versionOf.of, parts }
  const indexer = searchServices
    ? new SearchIndexer(
        searchServices,
        indexPlan,
        frozenBuilt,
        { language: config.locale.htmlLang },
        expectedSearchDocs(shown.routes, indexPlan),
        await cache.searchRecords(),
      )
    : null
  const { rendered, persistent } = await step('render', async () => ({
    rendered: await threads.render(
      {
        routes: shown.routes,
        site,
        sidebars: shown.sidebars,
        assets: bundle.assets,
        devScript,
        sink: { dir: tmp.tmp, search: config.search, previous: tmp.outDir },
        ...cache.renderOptions,
        ...(indexer ? { onBatch: (i, r) => indexer.add(i, r.searchDocs) } : {}),
        ...(session.watchMode
          ? {}
          : {
              rendered: (routes) => {
                releaseProps(routes)
                threads.letGo(routes.length)
              },
            }),
      },
      progress,
    ),
    persistent: await renderSidebarFiles(shown.sidebars, site),
  }))
  cache.afterRender(rendered, root, tmp, run.outDir)
  const weights = weighPages(
    [...rendered.flatMap((r) => r.weights), ...cache.keptWeights],
    bundle,
    config.budget,
    islands.bySource,
  )
  warnings.push(...weights.warnings)
  const search = await step('search', () => indexer?.finish() ?? Promise.resolve(null))
  if (search) {
    // An index none of whose documents changed keeps its files as the last build wrote them.
    tmp.keepRelative(search.kept)
    cache.recordSearch(search.made)
  }
  const written = await step('write', async () => {
    await threads.releaseSpill()
    // The client bundle and _headers are the site's, written once at the root.
    const shared = first ? [...bundle.files, ...headersFiles(config, bundle.assets, staticFiles)] : []
    const rest = [
      ...islands.files,
      ...persistent,
      ...contentAssets(pages),
      ...(search?.files ?? []),
      ...redirects.files,
    ]
    const bytes = (await root.write(shared, signal)) + (await tmp.write(rest, signal))
    const kept = { files: search?.kept.length ?? 0, bytes: search?.keptBytes ?? 0 }
    return {
      files:
        extras.files + shared.length + rest.length + kept.files + rendered.reduce((n, r) => n + r.written.files, 0),
      bytes: extras.bytes + bytes + kept.bytes + rendered.reduce((n, r) => n + r.written.bytes, 0),
    }
  })
  // What a dev rebuild of one page needs (see server/incremental.ts); only watch mode keeps it.
  session.remember({
    config,
    plan,
    planKey: cache.urlPlanKey,
    processor: threads.processor,
    pages,
    routes,
    sidebars,
    twins: extras.twins,
    assets: bundle.assets,
    devScript,
  })
  cache.record(
    {
      content,
      plan,
      pages,
      planned,
      assets: bundle.assets,
      rendered,
      islands,
      extras: extras.listed,
      search: search?.versions,
      contentWarnings,
      compileWarnings: rawCompileWarnings,
      lastUpdates: (await lastUpdates).updates,
    },
    run.outDir,
  )
  return cache.report({
    pages: routes.length,
    reused,
    compiled: sources.length - reused,
    ...(copied ? { copied } : {}),
    renderReused: rendered.reduce((n, r) => n + r.reused, 0),
    files: written.files,
    bytes: written.bytes,
    scriptGzipBytes: bundle.scriptGzipBytes,
    inlineScriptHash: inlineScriptHash(bundle.assets.inlineHead),
    weights: weights.summary,
  })
}

/** How many search documents each index (by name: outputs/search.ts indexName) should get: the searched
 * routes rendered. */
function expectedSearchDocs(routes: Route[], plan: IndexPlan): Map<string, number> {
  const counts = new Map<string, number>()
  for (const r of routes) {
    if (!isSearchable(r)) continue
    const name = indexFor(plan, r.url)
    counts.set(name, (counts.get(name) ?? 0) + 1)
  }
  return counts
}
