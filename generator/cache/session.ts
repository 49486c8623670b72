/**
 * The cache session: what a build reuses from earlier ones, opened once per build. build.ts asks
 * it questions at the stage boundaries and never looks inside: is the last build still up to
 * date (up-to-date.ts); which parsed sources (source-memo.ts), compiled pages (disk-cache.ts and
 * watch mode's build-cache.ts) and rendered pages (render-cache.ts) hold; which frozen docs
 * versions are kept whole (version-build.ts); and, once the output folder is committed, the order
 * in which the staged entries, records and stamps are written. A build without a persistent cache
 * (`--no-cache`) opens the same session with no store: every question then answers "nothing
 * kept", and the build runs the same code path. Watch mode keeps its pages in memory
 * (`BuildOptions.cache`) besides the store, and keeps no version whole.
 */
import fs from 'node:fs'
import path from 'node:path'
import type {
  AssetManifest,
  BuildReport,
  BundleResult,
  CompiledPage,
  ContentSet,
  PageWeight,
  Route,
  Sidebar,
  SiteConfig,
  SourceFile,
  SourceReader,
  UrlPlan,
} from '../core/types.js'
import type { LlmsDoc } from '../outputs/llms.js'
import type { IndexRecords, MadeIndex } from '../outputs/search.js'
import type { IslandsResult } from '../stages/client/islands.js'
import { gitStates, type GitDoc, type GitLastUpdate, type GitReader } from '../stages/routes/last-update.js'
import type { RoutesResult } from '../stages/routes/routes.js'
import { frozenVersions, VERSIONS_FILE } from '../stages/versions.js'
import { outputStamps, relativePrefix, type OutputFolder } from '../stages/write.js'
import type { RenderBatchResult } from '../threads/worker.js'
import { keepCompiled, reuseCompiled, type BuildCache, type LastBuild } from './build-cache.js'
import { BundleMemo } from './bundle-memo.js'
import {
  buildKey,
  cacheBases,
  cacheFolder,
  codeVersion,
  commitStaged,
  discardStaged,
  hasEntries,
  narrowBase,
  needsWide,
  pageKey,
  readEntries,
  stageFolder,
  sweepEntries,
  type BuildKey,
  type PageStore,
} from './disk-cache.js'
import { FileHashes } from './file-hashes.js'
import { GitDates } from './git-dates.js'
import { RENDER, writeOutputs, type MadeRoute, type OutputRecord } from './render-cache.js'
import { readSearchRecords, writeSearchRecords, type LocaleIndex } from './search-records.js'
import { SourceMemo } from './source-memo.js'
import { askIntact, largeRecord, recordBuild, upToDate, type KeptReport } from './up-to-date.js'
import { keptUnits, pendingUnit, refuse, writeUnits, type PendingUnit, type Units } from './version-build.js'
import { madeWeights, UnitRefused, type VersionUnit } from './version-units.js'
import { CheckThread } from './check-thread.js'
import { mergeCodeMemo } from './code-memo.js'

export { BuildCache } from './build-cache.js'

/** A locale's report before timings, warnings and the changed files are added. */
export type LocaleReport = Omit<BuildReport, 'timings' | 'warnings' | 'changed'>

/** What the session needs of the build's options. */
export interface SessionOptions {
  /** Watch mode's in-memory cache of compiled pages (and the last build, for one-page rebuilds). */
  cache?: BuildCache
  /** The persistent cache's folder, or false for none. */
  cacheDir?: string | false
  /** A bundle reused by watch mode (the whole-build check is then skipped). */
  bundle?: BundleResult
  locale?: string
  devScript?: string
}

/**
 * A site with frozen docs versions (and a persistent cache): a thread checks them while this one
 * builds (check-thread.ts). Started before the config loads, as it takes as long to start.
 */
export function startCheckThread(root: string, options: SessionOptions): CheckThread | null {
  return options.cacheDir !== false && fs.existsSync(path.join(root, VERSIONS_FILE)) ? CheckThread.start() : null
}

/** The session of one build: open it once the config is resolved. */
export class CacheSession {
  /** Every page key and render key this build used (the others are swept after the commit). */
  private readonly keys = new Set<string>()
  private readonly renderKeys = new Set<string>()
  /** Each rendered route's files, recorded after the commit (render-cache.ts `writeOutputs`). */
  private readonly outputs: MadeRoute[] = []
  /** The search indexes the locales made or kept (recorded after the commit). */
  private readonly searchIndexes: LocaleIndex[] = []
  /** When frozen versions may be kept whole: the records to write after the commit, the record files in use,
   * the kept files. */
  private readonly units: {
    pending: PendingUnit[]
    used: Set<string>
    keptFiles: Set<string>
    keptRecords: [fileName: string, prefix: string][]
  } | null
  /** Parsed sources of the last build (the content stage's memo), loaded when the first locale starts. */
  private memo: SourceMemo | undefined | null = null
  private stage: string | undefined
  private wholeKey: BuildKey | null = null
  /** The folders' git states known this build (the whole-build check asks), for the memo of git's answers. */
  private readonly gitStates = new Map<string, string>()
  private gitDates: GitDates | undefined
  /** The bundles of the last build (client, stylesheet, client modules, mermaid, islands) the stages may
   * reuse (bundle-memo.ts). */
  readonly bundles: BundleMemo

  private constructor(
    private readonly config: SiteConfig,
    private readonly options: SessionOptions,
    /** The persistent cache's folder (null: none). */
    private readonly store: string | null,
    private readonly hashes: FileHashes | undefined,
    /** The staging folder: what this build writes into the cache waits there until the build succeeds. */
    stage: string | undefined,
  ) {
    this.stage = stage
    let base: Promise<string> | undefined
    this.bundles = new BundleMemo(
      store && hashes ? { dir: store, stage, hashes } : null,
      () => (base ??= narrowBase(config, store!, hashes!)),
    )
    // Frozen versions whose inputs did not change are kept whole: with a persistent cache, not in watch mode.
    this.units =
      store && !options.cache ? { pending: [], used: new Set(), keptFiles: new Set(), keptRecords: [] } : null
  }

  /** Open the build's session: its staging folder, its memo of file hashes (shared by every locale's keys)
   * and of parsed sources. */
  static async open(
    root: string,
    config: SiteConfig,
    options: SessionOptions,
    checkThread: CheckThread | null,
  ): Promise<CacheSession> {
    const store = cacheFolder(root, options.cacheDir, config)
    const stage = store ? stageFolder(store) : undefined
    const hashes = store ? FileHashes.load(store, stage) : undefined
    if (hashes && checkThread) {
      hashes.thread = checkThread
      const frozen = frozenVersions(config)
      if (frozen.length)
        hashes.delegate(
          frozen.map((v) => v.dir),
          checkThread,
        )
    }
    return new CacheSession(config, options, store, hashes, stage)
  }

  /** Watch mode: one locale, pages kept in memory with their HTML. */
  get watchMode(): boolean {
    return Boolean(this.options.cache)
  }

  /** Watch mode's in-memory cache of compiled pages. */
  get memory(): BuildCache | undefined {
    return this.options.cache
  }

  /** The parsed sources of the last build, for the content stage (none without a store). */
  get sources(): SourceReader | undefined {
    return this.memo ?? undefined
  }

  /** Whether compiled pages may be reused (a build that reuses pages starts no worker pool up front). */
  get hasPages(): boolean {
    return Boolean(this.options.cache?.last) || hasEntries(this.store)
  }

  /**
   * The whole-build check (up-to-date.ts): when nothing changed since the last successful build
   * and its output is intact, that build's report (`upToDate`), with the session committed; else
   * null. Skipped in watch mode; with last-update dates shown, the commit git is at is part of the key.
   */
  async upToDate(
    step: <T>(label: string, fn: () => Promise<T>) => Promise<T>,
  ): Promise<Omit<BuildReport, 'timings'> | null> {
    const { config, options, store, hashes } = this
    if (!store || !hashes || options.cache || options.bundle) return null
    // Dates shown: what git would say of the docs is part of the key (the commit it is at).
    let git: string | undefined
    if (config.docs.showLastUpdateTime || config.docs.showLastUpdateAuthor) {
      for (const [folder, state] of gitStates([config.dirs.docs, ...config.docs.versions.map((v) => v.dir)]))
        this.gitStates.set(folder, state)
      git = [...this.gitStates.values()].join('\n')
    }
    // The output folder's stamps are checked on the check thread while this one computes the key:
    // the build's own thread (a site with versions), else one started for it when the output is large.
    const own = hashes.thread || !largeRecord(store) ? null : CheckThread.start()
    const checker = hashes.thread ?? own
    const intact = checker ? askIntact(checker, store, config.outDir) : undefined
    let kept: KeptReport | null
    try {
      const wholeKey = await step('check', () =>
        buildKey(config, store, hashes, { locale: options.locale, devScript: options.devScript, git }),
      )
      this.wholeKey = wholeKey
      kept = await upToDate(store, wholeKey, config.outDir, intact)
    } finally {
      void own?.close()
    }
    if (!kept) return null
    hashes.save()
    await commitStaged(store, this.stage!)
    this.stage = undefined
    return {
      ...kept,
      reused: kept.reused + kept.compiled,
      compiled: 0,
      renderReused: kept.pages,
      changed: [],
      upToDate: true,
    }
  }

  /**
   * Build one locale: `attempt` runs with the locale's cache; a frozen version kept whole whose
   * record turns out not to match (version-units.ts) makes it run again with that version built
   * in full, `warnings` back to where they were.
   */
  async eachAttempt<T>(
    config: SiteConfig,
    localeOut: string,
    warnings: string[],
    attempt: (locale: LocaleCache) => Promise<T>,
  ): Promise<T> {
    if (this.memo === null)
      this.memo =
        this.store && this.hashes ? SourceMemo.load(this.store, await codeVersion(this.hashes), this.stage) : undefined
    const said = warnings.length
    const refused = new Set<string>()
    for (;;) {
      try {
        const units =
          this.units && this.store && this.hashes
            ? await keptUnits(config, this.store, this.hashes, localeOut, refused)
            : null
        return await attempt(new LocaleCache(this, config, localeOut, units))
      } catch (err) {
        if (!(err instanceof UnitRefused)) throw err
        for (const name of err.versions) refused.add(name)
        warnings.length = said
      }
    }
  }

  /** How the last-update dates ask git: through the memo of its answers (git-dates.ts) with a store, else git
   * itself. */
  get gitReader(): GitReader | undefined {
    if (!this.store) return undefined
    return (this.gitDates ??= GitDates.load(this.store, this.stage, this.gitStates)).reader()
  }

  /** The persistent store's folder and staging folder, for the page and render caches. */
  get storeInfo(): { dir: string; stage: string | undefined; hashes: FileHashes | undefined } | null {
    return this.store ? { dir: this.store, stage: this.stage, hashes: this.hashes } : null
  }

  /** Content hashes from the memo of file hashes (read only when a file's size, mtime or inode changed); none
   * without a persistent cache. */
  get contentHash(): ((file: string) => string | null) | undefined {
    const hashes = this.hashes
    return hashes && this.store ? (file) => hashes.hash(file) : undefined
  }

  /** The root output folder (a translated locale's is a subfolder of it). */
  get outDir(): string {
    return this.config.outDir
  }

  /** Keys, outputs and kept files a locale used (swept, recorded and stamped after the commit). */
  use(part: {
    keys?: Iterable<string>
    renderKeys?: Iterable<string>
    outputs?: MadeRoute[]
    searchIndexes?: LocaleIndex[]
    keptFiles?: Iterable<string>
    record?: PendingUnit
    keptRecord?: [fileName: string, prefix: string]
  }): void {
    for (const k of part.keys ?? []) this.keys.add(k)
    for (const k of part.renderKeys ?? []) this.renderKeys.add(k)
    if (part.outputs) this.outputs.push(...part.outputs)
    if (part.searchIndexes) this.searchIndexes.push(...part.searchIndexes)
    if (this.units) {
      for (const f of part.keptFiles ?? []) this.units.keptFiles.add(f)
      if (part.record) this.units.pending.push(part.record)
      if (part.keptRecord) {
        this.units.used.add(part.keptRecord[0])
        this.units.keptRecords.push(part.keptRecord)
      }
    }
  }

  /** What a dev rebuild of one page needs (server/incremental.ts); only watch mode keeps it. */
  remember(last: LastBuild): void {
    if (this.options.cache) this.options.cache.last = last
  }

  /**
   * After the output folder is committed (`committed`: its files): move the staged entries into
   * the cache, save the memos, sweep unused entries, and write the records the next build reads —
   * version records, output records, the whole-build record — in that order.
   */
  async commit(committed: string[], report: LocaleReport & { warnings: string[] }): Promise<void> {
    const { store, config } = this
    if (this.stage) {
      this.hashes?.save()
      this.memo?.save()
      this.gitDates?.save()
      if (store) mergeCodeMemo(store, this.stage)
    }
    if (store && this.stage) await commitStaged(store, this.stage)
    this.stage = undefined
    if (!store) return
    // Entries this build did not use are deleted, so the cache holds one entry per page of the last build.
    // Started now, awaited last: the two folder listings run on libuv's pool while the records below are written.
    const sweeps = Promise.all([sweepEntries(store, this.keys), sweepEntries(store, this.renderKeys, RENDER)])
    // What the output folder now holds (read once), so that the next build keeps those files without reading them.
    // A kept version's files are stamped in its record: they are left out here (and of last-build.json, which
    // names the record).
    const keptFiles = this.units?.keptFiles
    const stamps = outputStamps(config.outDir, keptFiles?.size ? committed.filter((f) => !keptFiles.has(f)) : committed)
    // A frozen version with a record keeps its render outputs there, not in outputs.json (see
    // version-units.ts staleOutputs).
    const recorded = this.units ? writeUnits(store, this.units, stamps, config.outDir) : new Set<string>()
    if (stamps)
      writeOutputs(
        store,
        recorded.size
          ? this.outputs.filter((m) => !m.version || !recorded.has(`${m.outDir}\0${m.version}`))
          : this.outputs,
        stamps,
        config.outDir,
      )
    if (stamps) await writeSearchRecords(store, this.searchIndexes, stamps, config.outDir)
    if (stamps && this.wholeKey)
      await recordBuild(store, this.wholeKey, config.outDir, report, stamps, this.units?.keptRecords, keptFiles)
    await sweeps
  }

  /** After a failed build: what it staged is dropped, so the cache stays as it was. */
  async close(): Promise<void> {
    this.memo?.discard()
    if (this.stage) await discardStaged(this.stage)
    this.stage = undefined
  }
}

/** What one locale's compiles reuse: the pages found in a cache and the rest, with the store their compiles
 * write to. */
export interface PageReuse {
  /** Pages from watch mode's memory. */
  cached: CompiledPage[]
  /** The persistent store (compiles write their entries into its staging folder). */
  store: PageStore | undefined
  /** Pages read from the store, the sources left to compile, and the store's warnings. */
  read(): { cached: CompiledPage[]; fresh: SourceFile[]; warnings: string[] }
  /** Remember the compiled pages (watch mode). */
  keep(pages: CompiledPage[]): void
  /** Watch mode's shared cache of highlighted blocks. */
  codeCache: BuildCache['code'] | undefined
  /**
   * Every page of the sources, in their order: those kept (watch mode's memory, then the store) and
   * the rest compiled by `compile`; how many were reused and copied; the store's, the compile's and
   * the kept versions' warnings.
   */
  compileRest(
    compile: (
      fresh: SourceFile[],
      reuse: { store: PageStore | undefined; codeCache: BuildCache['code'] | undefined },
    ) => Promise<{ pages: CompiledPage[]; warnings: string[]; copied: number }>,
  ): Promise<{ pages: CompiledPage[]; reused: number; copied: number; warnings: string[] }>
}

/** What the version records read of a locale's build (see version-build.ts BuiltVersion). */
export interface LocaleBuilt {
  content: ContentSet
  plan: UrlPlan
  pages: CompiledPage[]
  planned: RoutesResult
  assets: AssetManifest
  rendered: RenderBatchResult[]
  islands: IslandsResult
  extras: Map<string, LlmsDoc>
  search: Map<string, string[]> | undefined
  contentWarnings: string[]
  compileWarnings: string[]
  lastUpdates: Map<string, GitLastUpdate>
}

/** A locale's part of the session: the frozen versions kept whole, its page keys, and the checks on kept versions. */
export class LocaleCache {
  /** Frozen versions kept whole from the last build, by name (the routes stage reads them as KeptVersion). */
  readonly kept: Map<string, VersionUnit>
  private keysBySource = new Map<string, string>()
  /** The sources whose page key is the wide one (disk-cache.ts needsWide), as their bodies read when the keys
   * were taken. */
  private wide = new Set<string>()
  private planKey = ''

  constructor(
    private readonly session: CacheSession,
    private readonly config: SiteConfig,
    private readonly localeOut: string,
    private readonly units: Units | null,
  ) {
    this.kept = units?.kept ?? new Map()
  }

  /** The content stage's options: kept versions are not read, and while versions may be kept whole the memo
   * does not hold theirs. */
  get contentOptions(): { kept: ReadonlySet<string>; memo: boolean } {
    return { kept: new Set(this.kept.keys()), memo: !this.units }
  }

  /** The kept versions' warnings of a stage, said again as the build that made them said them. */
  keptWarnings(stage: 'content' | 'compile'): string[] {
    return [...this.kept.values()].flatMap((u) => u.warnings[stage])
  }

  /** Other pages' links resolve against a kept version's URLs; a kept version whose own links out of it
   * changed is refused. */
  mergePlan(plan: UrlPlan): void {
    this.units?.merge(plan)
  }

  /** The kept versions' docs git is asked about too (their records'). */
  get gitDocs(): GitDoc[] | undefined {
    return this.units?.gitDocs
  }

  /** A kept version whose docs' history changed (a commit, a shallow clone) is built in full. */
  checkGit(updates: Map<string, GitLastUpdate>): void {
    this.units?.checkGit(updates)
  }

  /**
   * Before the temp output folder exists (see disk-cache.ts cacheBases): each source's page key,
   * taken now since later stages may add to a source's objects (see writeEntry).
   */
  async pages(sources: SourceFile[], plan: UrlPlan): Promise<PageReuse> {
    const watch = this.session.memory
    const { planKey, cached, fresh } = reuseCompiled(watch, plan, sources)
    this.planKey = planKey
    const info = this.session.storeInfo
    const store: PageStore | undefined = info
      ? {
          dir: info.dir,
          stage: info.stage,
          bases: await cacheBases(this.config, sources, info.dir, info.stage, info.hashes),
        }
      : undefined
    this.keysBySource = new Map(store ? sources.map((s) => [s.sourcePath, pageKey(store.bases, s)]) : [])
    // Taken now: a source's body is let go once compiled (threads/worker.ts releaseBodies) or once its twin is written.
    this.wide = new Set(sources.filter((s) => needsWide(s)).map((s) => s.sourcePath))
    this.session.use({ keys: this.keysBySource.values() })
    for (const u of this.kept.values()) this.session.use({ keys: u.compileKeys })
    const read = () =>
      store
        ? readEntries(store, fresh, (s) => this.keysBySource.get(s.sourcePath)!, plan.byFile, info?.hashes)
        : { cached: [], fresh, warnings: [] }
    const keep = (pages: CompiledPage[]) => keepCompiled(watch, planKey, pages)
    return {
      cached,
      store,
      codeCache: watch?.code,
      read,
      keep,
      compileRest: async (compile) => {
        const stored = read()
        const compiled = await compile(stored.fresh, { store, codeCache: watch?.code })
        keep(compiled.pages)
        // In source order, as a cold build has them: later stages pick "the first doc" (the navbar brand's link).
        const order = new Map(sources.map((s, i) => [s.sourcePath, i]))
        const at = (p: CompiledPage) => order.get(p.source.sourcePath)!
        return {
          pages: [...cached, ...stored.cached, ...compiled.pages].sort((a, b) => at(a) - at(b)),
          reused: cached.length + stored.cached.length,
          copied: compiled.copied,
          warnings: [...stored.warnings, ...compiled.warnings, ...this.keptWarnings('compile')],
        }
      },
    }
  }

  /** The key of the URL plan the pages were compiled against (watch mode's one-page rebuilds). */
  get urlPlanKey(): string {
    return this.planKey
  }

  /** Whether a route's llms.txt text is kept for a version record (the frozen versions' own routes). */
  get listedOf(): ((r: Route) => boolean) | undefined {
    const units = this.units
    return units ? (r: Route) => Boolean(r.version && units.own.has(r.version)) : undefined
  }

  /**
   * After routes and bundle: a kept version whose pages would show something else of the rest of
   * the site, or whose output files were changed by hand (they are repaired), is built in full.
   */
  async checkSite(planned: RoutesResult, assets: AssetManifest): Promise<void> {
    this.units?.checkCross(planned, assets)
    refuse((await this.units?.damaged) ?? [])
  }

  /** What render renders: a kept version's routes and sidebars are not (its files are kept). */
  toRender(routes: Route[], sidebars: Map<string, Sidebar>): { routes: Route[]; sidebars: Map<string, Sidebar> } {
    if (!this.kept.size) return { routes, sidebars }
    const keptSidebars = new Set([...this.kept.values()].flatMap((u) => u.facts.sidebars.map((sb) => sb.id)))
    return {
      routes: routes.filter((r) => !r.kept),
      sidebars: new Map([...sidebars].filter(([, sb]) => !keptSidebars.has(sb.id))),
    }
  }

  /** The render cache's store, and the output records of the versions kept last time but not now. */
  get renderOptions(): { cacheDir?: string; cacheStage?: string; outputs?: Record<string, OutputRecord> } {
    const info = this.session.storeInfo
    return { cacheDir: info?.dir, cacheStage: info?.stage, ...(this.units ? { outputs: this.units.stale } : {}) }
  }

  /**
   * After render: the rendered routes' keys and outputs are the session's; files the render cache
   * kept and a kept version's files stay in the output folder as they are (`root` the whole temp
   * folder, `folder` the locale's); a kept version's render outputs stay in its record.
   */
  afterRender(rendered: RenderBatchResult[], root: OutputFolder, folder: OutputFolder, rootOut: string): void {
    for (const r of rendered) {
      this.session.use({ renderKeys: r.keys, outputs: r.outputs })
      root.keep(r.kept)
    }
    const prefix = relativePrefix(rootOut, this.localeOut)
    for (const u of this.kept.values()) {
      folder.keepRelative(u.files.rel)
      this.session.use({ keptFiles: u.files.rel.map((rel) => prefix + rel), renderKeys: u.made.key })
    }
  }

  /** The kept versions' page weights (from their records). */
  get keptWeights(): PageWeight[] {
    return [...this.kept.values()].flatMap((u) => madeWeights(u.made))
  }

  /** The search indexes as the last build left them in this locale's output folder (null without a persistent
   * cache). */
  async searchRecords(): Promise<IndexRecords | null> {
    const info = this.session.storeInfo
    return info ? readSearchRecords(info.dir, this.session.outDir, this.localeOut) : null
  }

  /** The search indexes made or kept in this locale (`SiteSearch.made`), recorded for the next build. */
  recordSearch(made: MadeIndex[]): void {
    this.session.use({ searchIndexes: made.map((m) => ({ ...m, outDir: this.localeOut })) })
  }

  /** The frozen versions kept now, which need no search index of their own. */
  isKept(version: string): boolean {
    return this.kept.has(version)
  }

  /** The frozen versions built in full this time leave a record for the next build (written after the commit). */
  record(built: LocaleBuilt, rootOut: string): void {
    const units = this.units
    if (!units) return
    const prefix = relativePrefix(rootOut, this.localeOut)
    for (const name of this.kept.keys()) this.session.use({ keptRecord: [units.fileOf(name), prefix] })
    for (const name of units.own.keys()) {
      if (this.kept.has(name)) continue
      const made = pendingUnit({
        config: this.config,
        name,
        own: units.own.get(name)!,
        cross: units.crossOf(built.planned, built.assets, name),
        content: built.content,
        plan: built.plan,
        pages: built.pages,
        planned: built.planned,
        keys: this.keysBySource,
        wide: this.wide,
        rendered: built.rendered,
        islands: built.islands,
        extras: built.extras,
        search: built.search?.get(name) ?? [],
        contentWarnings: built.contentWarnings,
        compileWarnings: built.compileWarnings,
        localeOut: this.localeOut,
        lastUpdates: built.lastUpdates,
      })
      if (made) this.session.use({ record: made })
    }
  }

  /** The locale's report with the kept versions' sources, routes, files and bytes added, and their names. */
  report(built: LocaleReport): LocaleReport {
    const kept = [...this.kept.values()]
    const keptSources = kept.reduce((n, u) => n + u.compileKeys.length, 0)
    const keptRoutes = kept.reduce((n, u) => n + u.made.key.length, 0)
    const keptFiles = kept.reduce((n, u) => n + u.files.rel.length, 0)
    const keptBytes = kept.reduce((n, u) => n + u.files.size.reduce((b, size) => b + size, 0), 0)
    const { config } = this
    return {
      ...built,
      reused: built.reused + keptSources,
      renderReused: built.renderReused + keptRoutes,
      files: built.files + keptFiles,
      bytes: built.bytes + keptBytes,
      ...(this.units
        ? {
            keptVersions: [...this.kept.keys()].map((name) =>
              config.locale.code === config.i18n.defaultLocale ? name : `${config.locale.code}/${name}`,
            ),
          }
        : {}),
    }
  }
}
