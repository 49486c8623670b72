/**
 * The orchestrator: the table of contents of a build. Each stage is a timed, labelled step; a failed step is
 * marked ✗ and its error rethrown unchanged. How the stages are spread over threads is threads/stage-runner.ts;
 * what the build reuses from earlier ones is the cache session's (cache/session.ts), asked at stage boundaries.
 */
import type { BuildOptions } from './build-options.js'
import { CacheSession, startCheckThread, type LocaleCache } from './cache/session.js'
import type { BuildReport, SiteConfig } from './core/types.js'
import { runAfterBuild } from './outputs/after-build.js'
import { writeExtras } from './outputs/extras.js'
import { headersFiles, inlineScriptHash } from './outputs/headers.js'
import { redirectFiles } from './outputs/redirects.js'
import { localeIndexer, planSearch, searchParts, startSearchServices } from './outputs/search.js'
import { weighPages } from './report/budget.js'
import { stepper } from './report/steps.js'
import { configWarnings, groupUnknownLanguages } from './report/warnings.js'
import { attachIslands, startIslands } from './stages/client/islands.js'
import { joinSharedBundles, startSharedBundles, type SharedBundles } from './stages/client/shared.js'
import { attachRootFrames, withSiteRoot } from './stages/client/site-root.js'
import { resolveConfig } from './stages/config.js'
import { listStaticFiles, loadContent } from './stages/content.js'
import { siteRootFile, startSwizzleCheck } from './stages/docusaurus/swizzled.js'
import { buildEveryLocale, contentDirsOf, fallbackSources } from './stages/i18n/build-locales.js'
import { localesToBuild, markUntranslated } from './stages/i18n/build-locales.js'
import { renderSidebarFiles } from './stages/render.js'
import { readLastUpdates } from './stages/routes/last-update.js'
import { planUrls } from './stages/routes/plan.js'
import { planRoutes } from './stages/routes/routes.js'
import { frozenVersions } from './stages/versions.js'
import { contentAssets, OutputFolder, sumWritten } from './stages/write.js'
import { StageThreads } from './threads/stage-runner.js'

export { BuildCache } from './cache/session.js'
export { compatibilityReport } from './report/warnings.js'
export type { BuildOptions, Progress } from './build-options.js'

/** Build a site folder into its output folder; returns the report. */
export async function build(root: string, options: BuildOptions = {}): Promise<Built> {
  const steps = stepper(options)
  // Frozen docs versions are checked on a thread of their own, which takes as long to start as the config to load.
  const checkThread = startCheckThread(root, options)
  try {
    const config = await steps.step('config', () => resolveConfig(root, options))
    const session = await CacheSession.open(root, config, options, checkThread)
    try {
      return await buildWith(config, session, options, steps)
    } finally {
      // A failed build leaves the cache as it was: what it staged is dropped.
      await session.close()
    }
  } finally {
    void checkThread?.close()
  }
}

/** What a build returns: its report, with the config it built. */
type Built = BuildReport & { config: SiteConfig }

async function buildWith(config: SiteConfig, session: CacheSession, options: BuildOptions, steps: Steps) {
  const { step, timings } = steps
  const warnings = configWarnings(config)
  const locales = localesToBuild(config, options.locale, session.watchMode)
  // Nothing changed since the last successful build, and its output is intact: nothing to do (cache/up-to-date.ts).
  const kept = await session.upToDate(step)
  if (kept) return { config, ...kept, timings }
  const bundles = startSharedBundles(config, session.bundles, options.bundle)
  const threads = StageThreads.start(contentDirsOf(config, locales), session.hasPages, config)
  const run: LocaleRun = { step, warnings, threads, bundles, options, session, outDir: config.outDir, stops: [] }
  try {
    const total = await buildEveryLocale<LocaleCache>(
      config,
      locales,
      warnings,
      (localized, localeOut, attempt) => session.eachAttempt(localized, localeOut, warnings, attempt),
      (localized, cache, sub, first) => buildLocale(localized, run, cache, first, sub),
    )
    warnings.push(...((await bundles.customCss)?.warnings ?? []))
    options.signal?.throwIfAborted() // the swap itself is two renames and is not interrupted
    // One swap for every locale: a failure in any leaves the previous output as it was.
    const { changed, files } = await run.folder!.commit()
    run.folder = null
    // The site's after-build hooks (a plugin's postBuild), one-shot builds only: what they write joins the output.
    const committed = session.watchMode ? files : await runAfterBuild(config, run.paths ?? [], files)
    // A warning said by several pages or threads in the same words is said once.
    const said = [...new Set(warnings)]
    await session.commit(committed, { ...total, warnings: said })
    return { config, ...total, changed, timings, warnings: said }
  } finally {
    // Workers first: one may still be writing into the temp folder that is removed next.
    await Promise.all([threads.close(), ...run.stops.map((stop) => stop())])
    await run.folder?.discard()
  }
}

/** What the locales of one build share (`stops`: what stops with the threads; `search`: the locale's search services'
 * stop; `paths`: the routes' paths so far). */
type Steps = ReturnType<typeof stepper>

interface LocaleRun {
  step: Steps['step']
  warnings: string[]
  threads: StageThreads
  bundles: SharedBundles
  folder?: OutputFolder | null
  options: BuildOptions
  session: CacheSession
  outDir: string
  stops: (() => Promise<void>)[]
  search?: (() => Promise<void>) | null
  paths?: string[]
}

/** Build one locale into the shared temp folder (the default at its root, another under its path `sub`); nothing
 * is committed here. `cache` is the locale's part of the cache session. */
async function buildLocale(config: SiteConfig, run: LocaleRun, cache: LocaleCache, first: boolean, sub: string) {
  const { step, warnings, threads, options, session } = run
  const { signal, devScript } = options
  const progress = (stage: string, done: number, total: number) => options.progress?.({ stage, done, total })
  // The search services start now (they take a while): two for frozen versions not kept whole or a main index in
  // parts. A locale built again (a kept version refused: cache/session.ts eachAttempt) stops the first attempt's.
  await run.search?.()
  const twoIndexes = frozenVersions(config).some((v) => !cache.isKept(v.name)) || searchParts(threads.counted) > 1
  const services = config.search ? startSearchServices(twoIndexes ? 2 : 1, run.stops) : null
  run.search = services?.stop
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
  const swizzles = first ? startSwizzleCheck(config, content) : []
  const reuse = await cache.pages(sources, plan)
  // Everything is written into a temp folder as it is made; it replaces the output folder once every locale is built.
  const root = (run.folder ??= await OutputFolder.open(config, session.contentHash))
  const tmp = sub ? await root.under(sub, config.staticDir) : root
  const compiled = await step('markdown', () =>
    reuse.compileRest((fresh, kept) => {
      const job = { config, plan, sources: fresh, tempDir: root.tmp, keepHtml: session.watchMode, ...kept }
      return threads.compile(job, progress)
    }),
  )
  warnings.push(...groupUnknownLanguages(compiled.warnings))
  const { pages } = compiled
  warnings.push(...(await swizzles))
  // The islands' bundles, with the site's swizzled Root, drawn around every page (stages/client/site-root.ts).
  const rootFile = siteRootFile(config.root)
  const islandsMade = startIslands(config, pages, rootFile, session.bundles)
  const planned = await step('routes', async () => {
    const git = await lastUpdates
    cache.checkGit(git.updates)
    warnings.push(...git.warnings)
    const result = planRoutes({ config, content, pages, plan, staticFiles, lastUpdates: git.updates, kept: cache.kept })
    markUntranslated(result.routes, untranslated)
    return { ...result, search: planSearch(config, result.routes, result.site) }
  })
  const { routes, site, sidebars } = planned
  ;(run.paths ??= []).push(...routes.map((r) => r.url))
  warnings.push(...planned.warnings)
  // Redirect pages (client-redirects): `createRedirects` is called here, on the main thread, with every page's path.
  const redirects = redirectFiles({ config, routes, staticFiles })
  warnings.push(...redirects.warnings)
  const extrasOf = { config, routes, pages, sidebars, sources, staticFiles }
  const letGo = (n: number) => threads.letGo(n)
  const extras = await step('extras', () =>
    writeExtras(extrasOf, tmp, { keep: session.watchMode, signal, listedOf: cache.listedOf, letGo }),
  )
  warnings.push(...extras.warnings)
  const client = await step('bundle', () => joinSharedBundles(run.bundles))
  const islands = await step('islands', () => islandsMade)
  warnings.push(...(islands.warnings ?? []))
  const bundle = withSiteRoot(client, islands.root)
  const { assets } = bundle
  await cache.checkSite(planned, assets)
  attachIslands(routes, islands)
  // A Root whose render depends on the URL (per-page structured data) is rendered for each route.
  if (islands.root?.frame.perRoute && rootFile) await attachRootFrames(config, rootFile, routes, islands.root.frame)
  const shown = cache.toRender(routes, sidebars)
  // Pagefind indexes each batch's search documents as the pages render; a frozen version's docs have their own index.
  const indexer = await localeIndexer(services, config, planned.search, shown.routes, cache)
  const sink = { dir: tmp.tmp, search: config.search, previous: tmp.outDir }
  const job = { ...shown, site, assets, devScript, sink, ...cache.renderOptions, release: !session.watchMode }
  const { rendered, persistent } = await step('render', async () => ({
    rendered: await threads.render({ ...job, onBatch: indexer?.onBatch }, progress),
    persistent: await renderSidebarFiles(shown.sidebars, site),
  }))
  cache.afterRender(rendered, root, tmp, run.outDir)
  const weighed = [...rendered.flatMap((r) => r.weights), ...cache.keptWeights]
  const weights = weighPages(weighed, bundle, config.budget, islands.bySource)
  warnings.push(...weights.warnings)
  const search = await step('search', () => indexer?.finish() ?? Promise.resolve(null))
  // An index none of whose documents changed keeps its files as the last build wrote them.
  tmp.keepRelative(search?.kept ?? [])
  if (search) cache.recordSearch(search.made)
  const written = await step('write', async () => {
    await threads.releaseSpill()
    // The client bundle and _headers are the site's, written once at the root.
    const shared = first ? [...bundle.files, ...headersFiles(config, assets, staticFiles)] : []
    const own = [...islands.files, ...persistent, ...contentAssets(pages), ...(search?.files ?? []), ...redirects.files]
    const bytes = (await root.write(shared, signal)) + (await tmp.write(own, signal))
    const files = shared.length + own.length + (search?.kept.length ?? 0)
    return sumWritten([extras, ...rendered.map((r) => r.written), { files, bytes: bytes + (search?.keptBytes ?? 0) }])
  })
  // What a dev rebuild of one page needs (see server/incremental.ts); only watch mode keeps it.
  const last = { config, plan, pages, routes, sidebars, assets, devScript, twins: extras.twins }
  session.remember({ ...last, planKey: cache.urlPlanKey, processor: threads.processor })
  const compileWarnings = compiled.warnings
  const updates = (await lastUpdates).updates
  const made = { content, plan, pages, planned, assets, rendered, islands, contentWarnings, compileWarnings }
  cache.record({ ...made, extras: extras.listed, search: search?.versions, lastUpdates: updates }, run.outDir)
  const counts = { pages: routes.length, reused: compiled.reused, compiled: sources.length - compiled.reused }
  const copied = compiled.copied ? { copied: compiled.copied } : {}
  const renderReused = rendered.reduce((n, r) => n + r.reused, 0)
  const scripts = { scriptGzipBytes: bundle.scriptGzipBytes, inlineScriptHash: inlineScriptHash(assets.inlineHead) }
  return cache.report({ ...counts, ...copied, renderReused, ...written, ...scripts, weights: weights.summary })
}
