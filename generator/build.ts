/**
 * The orchestrator: reads as the table of contents of a build. Each stage is a timed, labelled
 * step; a failed step is marked ✗ and its error rethrown unchanged. How the markdown and render
 * stages are spread over threads (and when compiled HTML waits on disk) is threads/stage-runner.ts.
 */
import { keepCompiled, reuseCompiled, type BuildCache } from './cache/build-cache.js'
import { buildKey, cacheBases, cacheFolder, codeVersion, commitStaged, discardStaged, hasEntries, pageKey, stageFolder, readEntries, sweepEntries, type PageStore } from './cache/disk-cache.js'
import { keptUnits, pendingUnit, refuse, writeUnits, type PendingUnit } from './cache/version-build.js'
import { madeWeights, UnitRefused, type VersionUnit } from './cache/version-units.js'
import { FileHashes } from './cache/file-hashes.js'
import { VersionThread } from './cache/version-thread.js'
import fs from 'node:fs'
import { RENDER, writeOutputs } from './cache/render-cache.js'
import { SourceMemo } from './cache/source-memo.js'
import { recordBuild, upToDate } from './cache/up-to-date.js'
import path from 'node:path'
import type { BuildReport, BundleResult, Route, SiteConfig } from './core/types.js'
import { writeExtras } from './outputs/extras.js'
import { headersFiles, inlineScriptHash } from './outputs/headers.js'
import { indexSearch } from './outputs/search.js'
import { frozenVersions, VERSIONS_FILE } from './stages/versions.js'
import { weighPages } from './report/budget.js'
import { groupUnknownLanguages } from './report/warnings.js'
import { bundleClient, bundleCustomCss, withCustomCss } from './stages/bundle.js'
import { resolveConfig, type ResolveOptions } from './stages/config.js'
import { listStaticFiles, loadContent } from './stages/content.js'
import { attachIslands, bundleIslands } from './stages/islands.js'
import { additionalLanguageWarnings } from './stages/markdown/highlighter.js'
import { renderSidebarFiles } from './stages/render.js'
import { planUrls } from './stages/routes/plan.js'
import { readLastUpdates } from './stages/routes/last-update.js'
import { planRoutes } from './stages/routes/routes.js'
import { contentAssets, OutputFolder, outputStamps, relativePrefix, type FileStamp } from './stages/write.js'
import { StageThreads } from './threads/stage-runner.js'
import type { MadeRoute } from './cache/render-cache.js'
import { addReports, contentDirsOf, fallbackSources, localeConfig, localesToBuild, markUntranslated, strayLocaleFolders } from './stages/i18n/build-locales.js'
import { localeSubdir } from './stages/i18n/locales.js'

export { BuildCache } from './cache/build-cache.js'

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
  /** Build only this locale (`--locale fr`), at its path; dev builds the default locale unless given one. @default every locale */
  locale?: string
  /** Called as a build moves on: each stage's start, and pages done of total in markdown and render. */
  progress?: (p: Progress) => void
}

/** Where a build is: the stage running and, in stages that count pages, how many are done. */
export interface Progress {
  stage: string
  done: number
  total: number
}

/** Build a site folder into its output folder; returns the report. */
export async function build(root: string, options: BuildOptions = {}): Promise<BuildReport & { config: SiteConfig }> {
  const { step, timings } = stepper(options)
  const warnings: string[] = []
  const { cache, signal } = options
  // A site with frozen docs versions: a thread checks them while this one builds (cache/version-thread.ts), started now as it takes as long to start as the config takes to load.
  const versionThread = options.cacheDir !== false && fs.existsSync(path.join(root, VERSIONS_FILE)) ? VersionThread.start() : null
  try {
    return await buildWith(root, options, step, timings, warnings, versionThread)
  } finally {
    void versionThread?.close()
  }
}

async function buildWith(root: string, options: BuildOptions, step: LocaleRun['step'], timings: Record<string, number>, warnings: string[], versionThread: VersionThread | null): Promise<BuildReport & { config: SiteConfig }> {
  const { cache, signal } = options

  const config = await step('config', () => resolveConfig(root, options))
  if (config.compatibility.length) warnings.push(compatibilityReport(config))
  warnings.push(...additionalLanguageWarnings(config.prism.additionalLanguages, config.configFile))
  // Every locale in one build (issue 17); dev and `--locale` build one (stages/i18n/build-locales.ts).
  const locales = localesToBuild(config, options.locale, Boolean(cache))
  warnings.push(...strayLocaleFolders(config))
  // The persistent cache: new entries are staged, and moved into the cache only when the build succeeds.
  const cacheDir = cacheFolder(root, options.cacheDir, config)
  const stage = cacheDir ? stageFolder(cacheDir) : undefined
  // One memo of file hashes for the build (every locale's keys, the code version, the build key).
  const hashes = cacheDir ? FileHashes.load(cacheDir, stage) : undefined
  if (hashes && versionThread) {
    hashes.thread = versionThread
    const frozen = frozenVersions(config)
    if (frozen.length) hashes.delegate(frozen.map((v) => v.dir), versionThread)
  }
  // Nothing changed since the last successful build, and its output is intact: nothing to do (cache/up-to-date.ts).
  const wholeKey = cacheDir && hashes && !cache && !options.bundle && !config.docs.showLastUpdateTime && !config.docs.showLastUpdateAuthor
    ? await step('check', () => buildKey(config, cacheDir, hashes, { locale: options.locale, devScript: options.devScript }))
    : null
  const kept = cacheDir && wholeKey ? await upToDate(cacheDir, wholeKey, config.outDir) : null
  if (cacheDir && stage && kept) {
    hashes!.save()
    await commitStaged(cacheDir, stage)
    return { config, ...kept, reused: kept.reused + kept.compiled, compiled: 0, renderReused: kept.pages, changed: [], timings, upToDate: true }
  }
  // One client bundle for every locale: its assets sit at the root and every page links them there.
  const bundling = options.bundle ? Promise.resolve(options.bundle) : bundleClient(config)
  bundling.catch(() => {}) // awaited below; avoid an unhandled rejection if content fails first
  const threads = StageThreads.start(contentDirsOf(config, locales), Boolean(cache?.last) || hasEntries(cacheDir))
  const run: LocaleRun = { step, warnings, threads, bundling, customCss: null, folder: null, options, keys: new Set(), renderKeys: new Set(), outputs: [], ...(cacheDir ? { store: cacheDir, stage } : {}), hashes, outDir: config.outDir }
  // Frozen docs versions whose inputs did not change are kept whole (cache/version-units.ts): with a persistent cache, not in watch mode.
  if (cacheDir && hashes && !cache) run.units = { pending: [], used: new Set(), keptFiles: new Set(), keptRecords: [] }
  // The parsed sources of the last build.
  if (run.store && hashes) run.sources = SourceMemo.load(run.store, await codeVersion(hashes))
  try {
    let total: LocaleReport | null = null
    for (const code of locales) {
      const report = await buildLocale(await localeConfig(config, code, warnings), run)
      total = total ? addReports(total, report) : report
    }
    warnings.push(...((await run.customCss)?.warnings ?? []))
    signal?.throwIfAborted() // the swap itself is two renames and is not interrupted
    // One swap for every locale: a failure in any leaves the previous output as it was.
    const { changed, files: committed } = await run.folder!.commit()
    run.folder = null
    if (run.stage) {
      run.hashes?.save()
      run.sources?.save(run.stage)
    }
    if (run.store && run.stage) await commitStaged(run.store, run.stage)
    run.stage = undefined
    // Entries this build did not use are deleted, so the cache holds one entry per page of the last build.
    // Started now, awaited last: the two folder listings run on libuv's pool while the records below are written.
    const sweeps = run.store ? Promise.all([sweepEntries(run.store, run.keys), sweepEntries(run.store, run.renderKeys, RENDER)]) : null
    // A warning said by several pages or threads in the same words is said once.
    const said = [...new Set(warnings)]
    // What the output folder now holds (read once), so that the next build keeps those files without reading them.
    // A kept version's files are stamped in its record: they are left out here (and of last-build.json, which names the record).
    const keptFiles = run.units?.keptFiles
    const stamps = run.store ? outputStamps(config.outDir, keptFiles?.size ? committed.filter((f) => !keptFiles.has(f)) : committed) : null
    // A frozen version with a record keeps its render outputs there, not in outputs.json (see version-units.ts staleOutputs).
    const recorded = run.store && run.units ? writeUnits(run.store, run.units, stamps, config.outDir) : new Set<string>()
    if (run.store && stamps) writeOutputs(run.store, recorded.size ? run.outputs.filter((m) => !m.version || !recorded.has(`${m.outDir}\0${m.version}`)) : run.outputs, stamps, config.outDir)
    if (run.store && stamps && wholeKey) await recordBuild(run.store, wholeKey, config.outDir, { ...total!, warnings: said }, stamps, run.units?.keptRecords)
    await sweeps
    return { config, ...total!, changed, timings, warnings: said }
  } finally {
    // Workers first: one may still be writing into the temp folder that is removed next.
    await threads.close()
    await run.folder?.discard()
    // A failed build leaves the cache as it was: what it staged is dropped.
    if (run.stage) await discardStaged(run.stage)
  }
}

/** What the locales of one build share: the steps, the warnings, the threads, the client bundle and the temp folder. */
interface LocaleRun {
  step: ReturnType<typeof stepper>['step']
  warnings: string[]
  threads: StageThreads
  bundling: Promise<BundleResult>
  customCss: ReturnType<typeof bundleCustomCss> | null
  /** The temp output folder, opened by the first locale once its cache keys are taken. */
  folder: OutputFolder | null
  options: BuildOptions
  /** The persistent cache's folder, its staging folder (moved in on success), and every key this build used (swept at the end). */
  store?: string
  stage?: string
  keys: Set<string>
  renderKeys: Set<string>
  /** Each rendered route's files, recorded after the commit for the next build (render-cache.ts `writeOutputs`). */
  outputs: MadeRoute[]
  /** The build's memo of file hashes (cache keys) and of parsed sources (content stage), with a persistent cache. */
  hashes?: FileHashes
  sources?: SourceMemo
  /** The root output folder. */
  outDir: string
  /** When frozen versions may be kept whole: the records to write after the commit, and the record files in use. */
  units?: { pending: PendingUnit[]; used: Set<string>; keptFiles: Set<string>; keptRecords: [fileName: string, prefix: string][] }
}

type LocaleReport = Omit<BuildReport, 'timings' | 'warnings' | 'changed'>

/**
 * Build one locale into the shared temp folder (the default at its root, another under its path);
 * nothing is committed here. A frozen version kept whole whose record turns out not to match (see
 * cache/version-units.ts) makes the locale start again, with that version built in full.
 */
async function buildLocale(config: SiteConfig, run: LocaleRun): Promise<LocaleReport> {
  // The first locale of the build writes what the locales share (the client bundle, _headers).
  const first = run.folder === null
  const said = run.warnings.length
  const refused = new Set<string>()
  for (;;) {
    try {
      return await buildLocaleOnce(config, run, first, refused)
    } catch (err) {
      if (!(err instanceof UnitRefused)) throw err
      for (const name of err.versions) refused.add(name)
      run.warnings.length = said
    }
  }
}

async function buildLocaleOnce(config: SiteConfig, run: LocaleRun, first: boolean, refused: Set<string>): Promise<LocaleReport> {
  const { step, warnings, threads, options } = run
  const { cache, signal, devScript } = options
  const progress = (stage: string, done: number, total: number) => options.progress?.({ stage, done, total })
  const sub = localeSubdir(config, config.locale)
  const localeOut = sub ? path.join(run.outDir, sub) : run.outDir
  // Frozen versions kept whole: their records, and the own key of every frozen version (for the records this build writes).
  const units = run.units && run.store && run.hashes ? await keptUnits(config, run.store, run.hashes, localeOut, refused) : null
  const kept: Map<string, VersionUnit> = units?.kept ?? new Map()
  const [{ content, warnings: contentWarnings }, staticFiles] = await step('content', () => Promise.all([loadContent(config, run.sources, { kept: new Set(kept.keys()), memo: !units }), listStaticFiles(config)]))
  warnings.push(...contentWarnings, ...[...kept.values()].flatMap((u) => u.warnings.content))
  const plan = planUrls(config, content)
  // Other pages' links resolve against a kept version's URLs; its own links out of it must give what they gave.
  if (units) units.merge(plan)
  const untranslated = fallbackSources(config, content, plan)
  // One git process for every doc's last commit (only with showLastUpdateTime/Author), while the markdown stage runs.
  const lastUpdates = readLastUpdates(config, content.docs, {}, units?.gitDocs)
  const sources = [...content.docs, ...content.posts, ...content.pages].filter((f) => plan.byFile.has(f.sourcePath))
  const { planKey, cached, fresh } = reuseCompiled(cache, plan, sources)
  // The persistent cache: its keys are computed before the temp output folder exists (see cacheBases).
  const store: PageStore | undefined = run.store ? { dir: run.store, stage: run.stage, bases: await cacheBases(config, sources, run.store, run.stage, run.hashes) } : undefined
  // Taken now: later stages may add to a source's objects (see writeEntry).
  const keys = new Map(store ? sources.map((s) => [s.sourcePath, pageKey(store.bases, s)]) : [])
  for (const k of keys.values()) run.keys.add(k)
  // Everything is written into a temp folder as it is made; it replaces the output folder once every locale is built.
  const root = run.folder ??= await OutputFolder.open(config)
  const tmp = sub ? await root.under(sub, config.staticDir) : root
  let reused = cached.length
  const rawCompileWarnings: string[] = []
  for (const u of kept.values()) for (const k of u.compileKeys) run.keys.add(k)
  const pages = await step('markdown', async () => {
    const stored = store ? readEntries(store, fresh, (s) => keys.get(s.sourcePath)!, plan.byFile, run.hashes) : { cached: [], fresh, warnings: [] }
    reused += stored.cached.length
    const compiled = await threads.compile({ config, plan, sources: stored.fresh, tempDir: root.tmp, keepHtml: Boolean(cache), codeCache: cache?.code, store }, progress)
    rawCompileWarnings.push(...stored.warnings, ...compiled.warnings, ...[...kept.values()].flatMap((u) => u.warnings.compile))
    warnings.push(...groupUnknownLanguages(rawCompileWarnings))
    keepCompiled(cache, planKey, [...stored.cached, ...compiled.pages])
    // In source order, as a cold build has them: later stages pick "the first doc" (e.g. the navbar brand's link).
    const order = new Map(sources.map((s, i) => [s.sourcePath, i]))
    return [...cached, ...stored.cached, ...compiled.pages].sort((a, b) => order.get(a.source.sourcePath)! - order.get(b.source.sourcePath)!)
  })
  const planned = await step('routes', async () => {
    const git = await lastUpdates
    // A kept version whose docs' history changed (a commit, a shallow clone) is built in full.
    units?.checkGit(git.updates)
    warnings.push(...git.warnings)
    const result = planRoutes({ config, content, pages, plan, staticFiles, lastUpdates: git.updates, kept })
    markUntranslated(result.routes, untranslated)
    return result
  })
  const { routes, site, sidebars, warnings: routeWarnings } = planned
  warnings.push(...routeWarnings)
  const extras = await step('extras', () => writeExtras({ config, routes, pages, sidebars, sources }, tmp, { keep: Boolean(cache), signal, ...(units ? { listedOf: (r: Route) => Boolean(r.version && units.own.has(r.version)) } : {}) }))
  const [client, customCss] = await step('bundle', () => Promise.all([run.bundling, run.customCss ??= bundleCustomCss(config)]))
  const bundle = withCustomCss(client, customCss)
  // A kept version whose pages would show something else of the rest of the site is built in full.
  units?.checkCross(planned, bundle.assets)
  // A kept version whose output files were changed by hand is built in full (they are repaired).
  refuse((await units?.damaged) ?? [])
  const keptSidebars = new Set([...kept.values()].flatMap((u) => u.facts.sidebars.map((sb) => sb.id)))
  const unkeptSidebars = new Map([...sidebars].filter(([, sb]) => !keptSidebars.has(sb.id)))
  const islands = await step('islands', () => bundleIslands(config, pages))
  attachIslands(routes, islands)
  const { rendered, persistent } = await step('render', async () => ({
    // A kept version's routes and sidebars are not rendered (its files are kept).
    rendered: await threads.render({ routes: kept.size ? routes.filter((r) => !r.kept) : routes, site, sidebars: kept.size ? unkeptSidebars : sidebars, assets: bundle.assets, devScript, sink: { dir: tmp.tmp, search: config.search, previous: tmp.outDir }, cacheDir: store?.dir, cacheStage: store?.stage, ...(units ? { outputs: units.stale } : {}) }, progress),
    // A kept version's sidebar files are among its files.
    persistent: await renderSidebarFiles(kept.size ? unkeptSidebars : sidebars, site),
  }))
  for (const r of rendered) {
    for (const k of r.keys) run.renderKeys.add(k)
    root.keep(r.kept)
    run.outputs.push(...r.outputs)
  }
  // A kept version's files stay as they are, its keys are kept from the sweep; its render outputs stay in its record (not outputs.json).
  for (const u of kept.values()) {
    tmp.keepRelative(u.files.rel)
    const prefix = relativePrefix(run.outDir, localeOut)
    const keptFiles = run.units?.keptFiles
    if (keptFiles) for (const rel of u.files.rel) keptFiles.add(prefix + rel)
    for (const key of u.made.key) run.renderKeys.add(key)
  }
  const keptRoutes = [...kept.values()].reduce((n, u) => n + u.made.key.length, 0)
  const weights = weighPages([...rendered.flatMap((r) => r.weights), ...[...kept.values()].flatMap((u) => madeWeights(u.made))], bundle, config.budget, islands.bySource)
  warnings.push(...weights.warnings)
  // A frozen version's docs have an index of their own (kept with the version when it is kept whole).
  const frozen = new Set(frozenVersions(config).map((v) => v.name))
  const versionOfUrl = new Map(frozen.size ? routes.flatMap((r) => (r.version && frozen.has(r.version) ? [[r.url, r.version] as const] : [])) : [])
  const search = await step('search', () => config.search ? indexSearch(rendered.flatMap((r) => r.searchDocs), (url) => versionOfUrl.get(url) ?? null, [...new Set(versionOfUrl.values())].filter((v) => !kept.has(v)), { language: config.locale.htmlLang }) : null)
  const written = await step('write', async () => {
    await threads.releaseSpill()
    // The client bundle and _headers are the site's, written once at the root.
    const shared = first ? [...bundle.files, ...headersFiles(config, bundle.assets, staticFiles)] : []
    const rest = [...islands.files, ...persistent, ...contentAssets(pages), ...(search?.files ?? [])]
    const bytes = await root.write(shared, signal) + await tmp.write(rest, signal)
    return { files: extras.files + shared.length + rest.length + rendered.reduce((n, r) => n + r.written.files, 0), bytes: extras.bytes + bytes + rendered.reduce((n, r) => n + r.written.bytes, 0) }
  })
  // What a dev rebuild of one page needs (see server/incremental.ts); only watch mode passes a cache (and builds one locale).
  if (cache) cache.last = { config, plan, planKey, processor: threads.processor, pages, routes, sidebars, twins: extras.twins, assets: bundle.assets, devScript }
  // The frozen versions built in full this time leave a record for the next build (written after the commit).
  if (units && run.units) {
    const gitUpdates = (await lastUpdates).updates
    for (const name of kept.keys()) {
      run.units.used.add(units.fileOf(name))
      run.units.keptRecords.push([units.fileOf(name), relativePrefix(run.outDir, localeOut)])
    }
    for (const name of units.own.keys()) {
      if (kept.has(name)) continue
      const made = pendingUnit({ config, name, own: units.own.get(name)!, cross: units.crossOf(planned, bundle.assets, name), content, plan, pages, planned, keys, rendered, islands, extras: extras.listed, search: search?.versions.get(name) ?? [], contentWarnings, compileWarnings: rawCompileWarnings, localeOut, lastUpdates: gitUpdates })
      if (made) run.units.pending.push(made)
    }
  }
  const keptFiles = [...kept.values()].reduce((n, u) => n + u.files.rel.length, 0)
  const keptBytes = [...kept.values()].reduce((n, u) => n + u.files.size.reduce((b, size) => b + size, 0), 0)
  const keptSources = [...kept.values()].reduce((n, u) => n + u.compileKeys.length, 0)
  return {
    pages: routes.length, reused: reused + keptSources, compiled: sources.length - reused, renderReused: rendered.reduce((n, r) => n + r.reused, 0) + keptRoutes,
    files: written.files + keptFiles, bytes: written.bytes + keptBytes, scriptGzipBytes: bundle.scriptGzipBytes, inlineScriptHash: inlineScriptHash(bundle.assets.inlineHead), weights: weights.summary,
    ...(units ? { keptVersions: [...kept.keys()].map((name) => (config.locale.code === config.i18n.defaultLocale ? name : `${config.locale.code}/${name}`)) } : {}),
  }
}

/** The Docusaurus options this build does not honour, as one warning (printed once per build). */
export function compatibilityReport(config: SiteConfig): string {
  const lines = config.compatibility.map((n) => `  - ${n.option}: ${n.instead}`)
  return `${config.configFile ?? 'docusaurus.config.js'}: compatibility report: ${config.compatibility.length} Docusaurus option${config.compatibility.length === 1 ? ' is' : 's are'} not honoured (README, "Coming from Docusaurus"):\n${lines.join('\n')}`
}

/** Timed, labelled steps: each reports its start, its time and ✓/✗, and stops when the build is aborted. */
function stepper(options: BuildOptions) {
  const timings: Record<string, number> = {}
  const step = async <T>(label: string, fn: () => Promise<T> | T): Promise<T> => {
    const start = performance.now()
    options.progress?.({ stage: label, done: 0, total: 0 })
    try {
      options.signal?.throwIfAborted()
      // Nothing is on disk before `write`, so other steps are simply abandoned on abort; `write` cleans up itself.
      const result = await (label === 'write' ? fn() : untilAborted(fn(), options.signal))
      const ms = Math.round(performance.now() - start)
      // A build of several locales runs each stage once per locale: its time is their sum.
      timings[label] = (timings[label] ?? 0) + ms
      options.log?.(`✓ ${label.padEnd(9)} ${ms} ms`)
      return result
    } catch (err) {
      options.log?.(`✗ ${label}`)
      throw err
    }
  }
  return { step, timings }
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
