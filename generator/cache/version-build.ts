/**
 * How a build keeps frozen docs versions whole (cache/version-units.ts has the records and their
 * rules): before the content stage, which versions are kept (`keptUnits`); after the routes and
 * bundle stages, whether each still shows the same site (`checkCross`); after render, the record
 * of each version built in full (`pendingUnit`), written once the output folder is committed and
 * its files' stamps are known (`writeUnits`).
 */
import fs from 'node:fs'
import path from 'node:path'
import { isExternal } from '../core/paths.js'
import type {
  AssetManifest,
  CompiledPage,
  ContentSet,
  LinkRef,
  SiteConfig,
  SiteData,
  SourceFile,
  UrlPlan,
} from '../core/types.js'
import { gitDigest, gitDocs, type GitDoc, type GitLastUpdate } from '../stages/routes/last-update.js'
import { persistentPath } from '../stages/render.js'
import type { RoutesResult } from '../stages/routes/routes.js'
import type { IslandsResult } from '../stages/client/islands.js'
import type { LlmsDoc } from '../outputs/llms.js'
import { twinPath } from '../outputs/llms.js'
import type { FileStamp } from '../stages/write.js'
import { frozenVersions } from '../stages/versions.js'
import type { RenderBatchResult } from '../threads/worker.js'
import { entryLookups, narrowBase, READ } from './disk-cache.js'
import type { FileHashes } from './file-hashes.js'
import {
  crossKey,
  damagedUnits,
  joinIds,
  madeColumns,
  siteShown,
  inside,
  lookupsHold,
  mergePlan,
  ownKey,
  readUnit,
  staleOutputs,
  sweepUnits,
  UnitRefused,
  unitName,
  writeUnit,
  type VersionUnit,
} from './version-units.js'
import type { OutputRecord } from './render-cache.js'

/** A record to write after the commit: the version's record but its lookups (read from its committed entries)
 * and its files' stamps. */
export interface PendingUnit {
  locale: string
  dir: string
  localeOut: string
  unit: Omit<VersionUnit, 'files' | 'lookups'>
  files: string[]
}

/** The frozen versions of a locale's build: every one's own key, the ones kept whole, and the checks on them. */
export interface Units {
  own: Map<string, string>
  kept: Map<string, VersionUnit>
  /** The output records of the versions not kept now but kept last time (see staleOutputs). */
  stale: Record<string, OutputRecord>
  /** The kept versions whose output files are no longer as recorded (checked on another thread, see damagedUnits). */
  damaged: Promise<string[]>
  /** Add the kept versions to the plan; a kept version whose lookups out of it changed is refused. */
  merge(plan: UrlPlan): void
  /** Refuse a kept version whose pages would show something else of the site. */
  checkCross(planned: RoutesResult, assets: AssetManifest): void
  /** With last-update dates shown: refuse the kept versions whose docs' git history says otherwise than their
   * record. */
  checkGit(updates: Map<string, GitLastUpdate>): void
  /** The kept versions' docs git is asked about (their records'). */
  gitDocs: GitDoc[]
  crossOf(planned: RoutesResult, assets: AssetManifest, name: string): string
  fileOf(name: string): string
}

/** Start the locale's build again without these versions kept (none: go on). */
export function refuse(names: string[]): void {
  if (names.length) throw new UnitRefused(names)
}

/** Before the content stage: which frozen versions are kept (`refused` ones never are). */
export async function keptUnits(
  config: SiteConfig,
  store: string,
  hashes: FileHashes,
  localeOut: string,
  refused: Set<string>,
): Promise<Units> {
  const narrow = await narrowBase(config, store, hashes)
  // The check thread's digests of the frozen folders (asked for when the build started).
  await hashes.ready()
  const locale = config.locale.code
  const own = new Map<string, string>()
  const kept = new Map<string, VersionUnit>()
  const stale: Record<string, OutputRecord> = {}
  for (const v of frozenVersions(config)) {
    // A version this locale translates (i18n/<locale>/docusaurus-plugin-content-docs/version-<name>):
    // built each time, with no record: its key knows only the snapshot's folder.
    const translated = config.contentOverlay?.versions?.[v.name]
    if (translated && fs.existsSync(translated)) continue
    const key = ownKey(narrow, locale, v, hashes)
    own.set(v.name, key)
    const unit = refused.has(v.name) ? null : readUnit(store, locale, v.name, key)
    if (unit) kept.set(v.name, unit)
    else Object.assign(stale, staleOutputs(store, locale, v.name, localeOut))
  }
  // The site data and assets, serialized once for all the versions of a build.
  let shownOf: { site: SiteData; assets: AssetManifest; shown: string } | null = null
  const crossOf = (planned: RoutesResult, assets: AssetManifest, name: string) => {
    const ids = [...(planned.facts.find((f) => f.name === name)?.allDocs.keys() ?? [])]
    if (shownOf?.site !== planned.site || shownOf.assets !== assets)
      shownOf = { site: planned.site, assets, shown: siteShown(planned.site, assets) }
    return crossKey(planned.site, assets, planned.facts, ids, shownOf.shown)
  }
  // (files) is checked on another thread meanwhile; the build waits for it before render.
  const damaged = damagedUnits(store, locale, [...kept.keys()], localeOut, hashes.thread)
  return {
    own,
    kept,
    stale,
    damaged,
    merge(plan) {
      for (const u of kept.values()) mergePlan(plan, u)
      refuse([...kept].filter(([, u]) => !lookupsHold(u, plan, hashes)).map(([name]) => name))
    },
    checkCross(planned, assets) {
      refuse([...kept].filter(([name, u]) => crossOf(planned, assets, name) !== u.cross).map(([name]) => name))
    },
    checkGit(updates) {
      refuse(
        [...kept]
          .filter(
            ([, u]) =>
              u.git &&
              gitDigest(
                updates,
                u.git.docs.map(([sourcePath]) => sourcePath),
              ) !== u.git.digest,
          )
          .map(([name]) => name),
      )
    },
    gitDocs: [...kept.values()].flatMap((u) =>
      (u.git?.docs ?? []).map(([sourcePath, relativePath]) => ({ sourcePath, relativePath })),
    ),

    crossOf,
    fileOf: (name) => unitName(locale, name),
  }
}

/** What pendingUnit reads of a locale's build. */
export interface BuiltVersion {
  config: SiteConfig
  name: string
  own: string
  cross: string
  content: ContentSet
  plan: UrlPlan
  pages: CompiledPage[]
  planned: RoutesResult
  /** Each source's page key. */
  keys: Map<string, string>
  /** The sources whose page key is the wide one (disk-cache.ts needsWide): they may read any file, so their
   * version is not kept whole. */
  wide: ReadonlySet<string>
  rendered: RenderBatchResult[]
  islands: IslandsResult
  /** The listed docs whose llms.txt text is kept, by route URL. */
  extras: Map<string, LlmsDoc>
  /** Its own search index's files (outputs/search.ts `indexSearch`). */
  search: string[]
  contentWarnings: string[]
  compileWarnings: string[]
  localeOut: string
  /** Each doc's last commit (with last-update dates shown). */
  lastUpdates: Map<string, GitLastUpdate>
}

/** The record of a frozen version built in full, or null when it cannot be kept (pages that import site files
 * or have islands). */
export function pendingUnit(b: BuiltVersion): PendingUnit | null {
  const { config, name, plan } = b
  const version = config.docs.versions.find((v) => v.name === name)
  if (!version) return null
  const sources = b.content.docs.filter((d) => d.version === name && plan.byFile.has(d.sourcePath))
  if (
    sources.some((s) => b.wide.has(s.sourcePath) || b.islands.bySource.has(s.sourcePath) || !b.keys.has(s.sourcePath))
  )
    return null
  const mine = new Set(sources.map((s) => s.sourcePath))
  const pages = b.pages.filter((p) => mine.has(p.source.sourcePath))
  const routes = b.planned.routes.filter((r) => r.version === name)
  const made = b.rendered.flatMap((r) => r.outputs).filter((m) => m.version === name)
  if (made.length !== routes.length) return null
  const facts = b.planned.facts.find((f) => f.name === name)
  if (!facts) return null
  const twins = routes
    .filter((r) => r.kind === 'doc' && r.sourcePath && mine.has(r.sourcePath))
    .map((r) => twinPath(config, r.url))
  const assets = pages.flatMap((p) => (p.assets ?? []).map((a) => a.to))
  const sidebarFiles = facts.sidebars.map((sb) => persistentPath(`sidebar:${sb.id}`))
  const files = [...new Set([...made.flatMap((m) => m.files), ...twins, ...assets, ...sidebarFiles, ...b.search])]
  // Links are checked again on every build, but a link inside the version that holds (its page, its anchor)
  // always will: only the others are kept.
  const urls = new Set(routes.map((r) => r.url))
  const idsOf = new Map(pages.map((p) => [plan.byFile.get(p.source.sourcePath)!, new Set(p.ids)]))
  const settled = (link: LinkRef, from: string) => {
    if (isExternal(link.url)) return !/^(javascript|data|vbscript):/i.test(link.url)
    const target = link.resolved === '' ? from : link.resolved
    if (target === null) return false
    const page = [target, target + '/', target.replace(/\/$/, '')].find((u) => urls.has(u))
    if (!page) return false
    return !(link.kind === 'link' && link.hash && idsOf.has(target) && !idsOf.get(target)!.has(link.hash))
  }
  // Its warnings are the ones that name its folder or its sidebars file (the link checks' are made again on
  // every build).
  const rel = path.relative(config.root, version.dir)
  const mentions = (w: string) =>
    w.includes(version.dir + path.sep) ||
    (rel !== '' && w.includes(rel + '/')) ||
    (version.sidebarsFile !== null && version.sidebarsFile !== undefined && w.includes(version.sidebarsFile))
  const docIdPrefix = `${name}:`
  return {
    locale: config.locale.code,
    dir: version.dir,
    localeOut: b.localeOut,
    files,
    unit: {
      version: name,
      own: b.own,
      cross: b.cross,
      plan: {
        byFile: sources.map((s) => [s.sourcePath, plan.byFile.get(s.sourcePath)!]),
        docIds: [...plan.docIds].filter(([id]) => id.startsWith(docIdPrefix)),
        drafts: [...plan.drafts].filter((f) => inside(version.dir, f)),
      },
      compileKeys: sources.map((s) => b.keys.get(s.sourcePath)!),
      facts: {
        allDocs: [...facts.allDocs.values()].map((d) => [d.id, d.url]),
        mainHref: facts.mainHref,
        rootEntry: facts.rootEntry,
        draftIds: facts.draftIds,
        sidebars: facts.sidebars,
      },
      routes: routes.map((r) => {
        const listed = b.extras.get(r.url)
        const llms = listed && r.kind === 'doc' ? { title: listed.title, body: listed.body } : null
        const { noindex, draft, description } = r.props.meta
        return {
          url: r.url,
          kind: r.kind,
          meta: { noindex, ...(draft ? { draft } : {}), ...(llms ? { description } : {}) },
          ...(r.sourcePath ? { sourcePath: r.sourcePath } : {}),
          ...(llms ? { llms } : {}),
        }
      }),
      pages: pages.map((p) => {
        const url = plan.byFile.get(p.source.sourcePath)!
        return {
          sourcePath: p.source.sourcePath,
          url,
          links: p.links.filter((l) => !settled(l, url)),
          ids: joinIds(p.ids),
        }
      }),
      assets: assets.map((a) => '/' + a),
      made: madeColumns(
        made.map((m) => ({ key: m.id.split('\0')[0]!, files: m.files, weight: m.weight, search: m.search })),
      ),
      warnings: {
        content: [...b.contentWarnings, ...b.planned.planWarnings].filter(mentions),
        compile: b.compileWarnings.filter(mentions),
      },
      git: gitRecord(config, sources, b.lastUpdates),
    },
  }
}

/** What a record holds of its docs' git history (null when no last update is shown). */
function gitRecord(config: SiteConfig, sources: SourceFile[], updates: Map<string, GitLastUpdate>): VersionUnit['git'] {
  if (!config.docs.showLastUpdateTime && !config.docs.showLastUpdateAuthor) return null
  const docs = gitDocs(config, sources)
  return {
    docs: docs.map((d) => [d.sourcePath, d.relativePath]),
    digest: gitDigest(
      updates,
      docs.map((d) => d.sourcePath),
    ),
  }
}

/**
 * After the commit: write the records of the versions built in full (their compiles' lookups out of
 * the version, from the committed entries; their files' stamps), then delete the records no longer
 * in use. A version missing an entry or a file gets no record.
 */
export function writeUnits(
  store: string,
  units: { pending: PendingUnit[]; used: Set<string> },
  stamps: Map<string, FileStamp> | null,
  rootOut: string,
): Set<string> {
  // Each version recorded, as `<locale output folder>\0<name>` (MadeRoute's outDir and version).
  const recorded = new Set<string>()
  for (const p of stamps ? units.pending : []) {
    const lookups = new Map<string, string | null>()
    let complete = true
    for (const key of p.unit.compileKeys) {
      const found = entryLookups(store, key)
      if (!found) {
        complete = false
        break
      }
      for (const [subject, value] of found) {
        const file = subject.startsWith(READ) ? subject.slice(READ.length) : subject
        if (!inside(p.dir, file)) lookups.set(subject, value)
      }
    }
    const files: VersionUnit['files'] = { rel: [], size: [], mtime: [], ino: [] }
    for (const rel of p.files) {
      const stamp = stamps!.get(path.relative(rootOut, path.join(p.localeOut, rel)))
      if (!stamp) {
        complete = false
        break
      }
      files.rel.push(rel)
      files.size.push(stamp[0])
      files.mtime.push(stamp[1])
      files.ino.push(stamp[2])
    }
    if (!complete) continue
    if (!writeUnit(store, p.locale, { ...p.unit, lookups: [...lookups], files })) continue
    units.used.add(unitName(p.locale, p.unit.version))
    recorded.add(`${p.localeOut}\0${p.unit.version}`)
  }
  sweepUnits(store, units.used)
  return recorded
}
