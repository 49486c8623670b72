/**
 * Frozen docs versions kept whole: a version built from `versioned_docs/version-X/`
 * whose inputs did not change since the last successful build is not loaded, compiled, planned
 * or rendered again. Its pages stay in the output folder as they are, and what the rest of the
 * build needs of it comes from its record, `<cache dir>/versions/<locale>~<name>.json`:
 *   - its URL plan (source path → URL, doc ids, drafts), which other pages' links resolve against;
 *   - its facts as the other versions see them (every doc id → URL, its main doc, its sidebars,
 *     the doc at its root, its draft ids): the version dropdown, banners and navbar items;
 *   - its routes as "kept" routes (URL, output paths, kind, meta; a public doc's llms.txt text):
 *     the sitemap, llms.txt, duplicate URLs and link checks see them, render does not;
 *   - its pages' links and ids, checked again on every build (a link out of the version may break);
 *   - its output files with their stamps, its render outputs (outputs.json), its cache keys
 *     (kept from the sweeps) and its warnings (said again).
 *
 * A record is used only when all of these hold, else the version is built as any other:
 *   (own)    its key: the narrow page-key base (code, resolved config without sidebars, config
 *            file, packages, src/), the locale, the digest of the version's folder (path and
 *            content hash of every file) and its sidebars (file and value);
 *   (files)  each output file it lists is in the output folder with its recorded size, mtime, inode;
 *   (out)    each lookup its compiles made outside its folder (another page's URL, a static file's
 *            bytes) gives the same answer in this build's plan;
 *   (cross)  after the routes stage, what its pages show of the rest of the site is unchanged: the
 *            site data (navbar, footer, versions…), the client assets, and each of its docs' URL
 *            in every other version. Found changed only then, the locale's build starts again with
 *            the version built in full (`UnitRefused`), which is rare: the nav or another version's
 *            ids changed.
 *   (git)    with last-update dates shown, git says the same of its docs as when it was recorded
 *            (checked when the build's one git log per folder ends, before routes; a commit or a
 *            shallow clone changes a doc's date without changing its file);
 * A version whose pages import site files (MDX, wide key) or have islands gets no record. A
 * record's checksum is checked with (files), on another thread: a record that does not match it
 * is a damaged one, and its version is built in full.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type {
  AssetManifest,
  DocsVersion,
  KeptFacts,
  KeptRoute,
  LinkRef,
  PageKind,
  PageWeight,
  SiteData,
  UrlPlan,
} from '../core/types.js'
import { outputId, type MadeRoute, type OutputRecord } from './render-cache.js'
import { CACHE_FORMAT, folderDigest, READ, seal, unseal } from './disk-cache.js'
import type { FileHashes } from './file-hashes.js'
import { holdsOnDisk, type CheckThread } from './check-thread.js'
import { writeAtomic } from './atomic-write.js'

/** The layout of a record's body (columns, joined ids): a record of another layout does not match its
 * version's own key. */
const UNIT_FORMAT = 3

/** The records' folder inside the cache folder. */
export const UNITS = 'versions'

/** A route of a kept version, as the record holds it (core/pipeline.ts KeptRoute). */
export type UnitRoute = KeptRoute

/** What other versions and the navbar need of a version (core/pipeline.ts KeptFacts). */
export type UnitFacts = KeptFacts

/** The record of one frozen version of one locale (see the module comment). */
export interface VersionUnit {
  version: string
  own: string
  cross: string
  plan: { byFile: [string, string][]; docIds: [string, string][]; drafts: string[] }
  lookups: [string, string | null][]
  compileKeys: string[]
  facts: UnitFacts
  routes: UnitRoute[]
  /** Its pages' links not settled inside it, and their element ids as one string (`joinIds`: fewer objects to load). */
  pages: { sourcePath: string; url: string; links: LinkRef[]; ids: string }[]
  /** Files its pages copied beside them ('/' + output path), which links may point to. */
  assets: string[]
  /** Its routes' render outputs (MadeRoute without what the record implies: its locale's output folder, its
   * version), in columns. */
  made: MadeColumns
  /** Every output file it owns, relative to the locale's output folder, with its stamp. */
  files: FileColumns
  warnings: { content: string[]; compile: string[] }
  /**
   * With last-update dates shown: the docs git is asked about (source path, path in the version's
   * folder) and what it said (`gitDigest`); a build where git says otherwise builds the version in
   * full (its files did not change, but their history did: a commit, a shallow clone).
   */
  git: { docs: [sourcePath: string, relativePath: string][]; digest: string } | null
}

export { joinIds, splitIds } from '../core/ids.js'

/** Output files and their stamps, a column each (fewer objects to load than a tuple per file). */
export interface FileColumns {
  rel: string[]
  size: number[]
  mtime: number[]
  ino: number[]
}

/** A kept version's render output of one route. */
export type UnitMade = Pick<MadeRoute, 'files' | 'weight' | 'search'> & { key: string }

/**
 * Render outputs in columns, one entry per route: its render key, its files (joined by NUL), its
 * page weight (kind '' for none) and whether search indexes it (1) or not (0).
 */
export interface MadeColumns {
  key: string[]
  files: string[]
  path: string[]
  kind: string[]
  raw: number[]
  gzip: number[]
  search: number[]
}

/** Render outputs as columns (for a record). */
export function madeColumns(made: UnitMade[]): MadeColumns {
  return {
    key: made.map((m) => m.key),
    files: made.map((m) => m.files.join('\0')),
    path: made.map((m) => m.weight?.path ?? ''),
    kind: made.map((m) => m.weight?.kind ?? ''),
    raw: made.map((m) => m.weight?.raw ?? 0),
    gzip: made.map((m) => m.weight?.gzip ?? 0),
    search: made.map((m) => (m.search ? 1 : 0)),
  }
}

/** The page weights of a record's render outputs. */
export function madeWeights(made: MadeColumns): PageWeight[] {
  return made.kind.flatMap((kind, i) =>
    kind ? [{ path: made.path[i]!, kind: kind as PageKind, raw: made.raw[i]!, gzip: made.gzip[i]! }] : [],
  )
}

/** A record's render outputs as MadeRoutes of the locale output folder `outDir`. */
export function madeRoutes(unit: VersionUnit, outDir: string): MadeRoute[] {
  const m = unit.made
  return m.key.map((key, i) => ({
    id: outputId(key, outDir),
    outDir,
    files: m.files[i]!.split('\0'),
    weight: m.kind[i] ? { path: m.path[i]!, kind: m.kind[i] as PageKind, raw: m.raw[i]!, gzip: m.gzip[i]! } : null,
    search: m.search[i] === 1,
    version: unit.version,
  }))
}

/** A locale's build starts again with `version` built in full: its record no longer matches (see (cross)). */
export class UnitRefused extends Error {
  constructor(readonly versions: string[]) {
    super(`docs versions ${versions.join(', ')}: their records no longer match; they are built in full`)
  }
}

const unitFile = (dir: string, locale: string, name: string) =>
  path.join(dir, UNITS, `${encodeURIComponent(locale)}~${encodeURIComponent(name)}.json`)

/** The (own) key of a version: `narrow` (the page-key base), the locale, its folder's files and its sidebars file. */
export function ownKey(narrow: string, locale: string, version: DocsVersion, hashes: FileHashes): string {
  const h = createHash('sha256').update(
    `unit ${CACHE_FORMAT}.${UNIT_FORMAT}\n${narrow}\nlocale ${locale}\nversion ${version.name}\ndir ${version.dir}\n`,
  )
  h.update(`files ${folderDigest(version.dir, hashes)}\n`)
  // Its sidebars: the file, and the value read from it (the page keys leave sidebars out, disk-cache.ts
  // `withoutSidebars`).
  const sidebars = version.sidebarsFile
  h.update(
    `sidebars ${sidebars ?? ''}\0${sidebars ? (hashes.hash(sidebars) ?? '-') : ''}\n${JSON.stringify(version.sidebars)}\n`,
  )
  return h.digest('hex')
}

/** The record of `version` when its own key matches (else null); `damagedUnits` checks its files. */
export function readUnit(dir: string, locale: string, name: string, own: string): VersionUnit | null {
  let text: string
  try {
    text = fs.readFileSync(unitFile(dir, locale, name), 'utf8')
  } catch {
    return null
  }
  // Its checksum is checked with its files, on another thread (damagedUnits): a record found damaged there is not kept.
  const body = unseal(text, own, false)
  const unit = body === null ? null : parseUnitBody(body)
  return unit && unit.version === name && unit.own === own ? unit : null
}

/**
 * A record's body is two lines: its output files with their stamps, then the rest of it (JSON
 * has no raw newline), so that the check of its files (damagedUnits) parses only the first.
 */
function unitBody(unit: VersionUnit): string {
  const { files, ...rest } = unit
  return JSON.stringify(files) + '\n' + JSON.stringify(rest)
}

function parseUnitBody(body: string): VersionUnit | null {
  const nl = body.indexOf('\n')
  try {
    const files = JSON.parse(body.slice(0, nl)) as VersionUnit['files']
    const rest = JSON.parse(body.slice(nl + 1)) as Omit<VersionUnit, 'files'>
    return nl > 0 && isColumns(files) && rest && typeof rest === 'object' ? { ...rest, files } : null
  } catch {
    return null
  }
}

/**
 * (files) for several records at once, on another thread: warm builds leave the second core idle
 * while the main thread loads, plans and renders, and thousands of stats are most of what keeping
 * a version costs. Resolves to the names of the records whose files are not as recorded (or that
 * could not be read). Without threads it checks here.
 */
export async function damagedUnits(
  dir: string,
  locale: string,
  names: string[],
  outDir: string,
  thread: CheckThread | null,
): Promise<string[]> {
  if (!names.length) return []
  const files = names.map((name) => unitFile(dir, locale, name))
  const bad = thread ? await thread.damaged(files, outDir + path.sep) : null
  // Checked here when no thread could do it (none started, or it failed: it says nothing of the files).
  return bad ? bad.map((i) => names[i]!) : names.filter((_, i) => !holdsOnDisk(files[i]!, outDir + path.sep))
}

/**
 * The output records of a version that is not kept this time but was last time (its routes are
 * then not in outputs.json): any record of it, whatever its key, as hints for the render stage
 * (each is checked against the disk where used, render-cache.ts OutputRecord).
 */
export function staleOutputs(dir: string, locale: string, name: string, outDir: string): Record<string, OutputRecord> {
  try {
    const body = anyRecordBody(unitFile(dir, locale, name))
    const unit = body === null ? null : parseUnitBody(body)
    if (!unit) return {}
    const { rel: rels, size, mtime, ino } = unit.files
    const stamps = new Map(rels.map((rel, i) => [rel, [size[i]!, mtime[i]!, ino[i]!] as const]))
    const out: Record<string, OutputRecord> = {}
    for (const m of madeRoutes(unit, outDir)) {
      const files = m.files.flatMap((rel) => {
        const s = stamps.get(rel)
        return s ? [[rel, ...s] as [string, number, number, number]] : []
      })
      if (files.length === m.files.length) out[m.id] = { files, weight: m.weight, search: m.search }
    }
    return out
  } catch {
    return {}
  }
}

/** Add a kept version's URLs, doc ids and drafts to the plan (other pages' links resolve against them). */
export function mergePlan(plan: UrlPlan, unit: VersionUnit): void {
  for (const [file, url] of unit.plan.byFile) plan.byFile.set(file, url)
  for (const [id, file] of unit.plan.docIds) plan.docIds.set(id, file)
  for (const file of unit.plan.drafts) plan.drafts.add(file)
}

/** (out): each lookup made outside the version's folder gives the same answer now. */
export function lookupsHold(unit: VersionUnit, plan: UrlPlan, hashes: FileHashes): boolean {
  return unit.lookups.every(
    ([subject, value]) =>
      (subject.startsWith(READ) ? hashes.hash(subject.slice(READ.length)) : (plan.byFile.get(subject) ?? null)) ===
      value,
  )
}

/** A version's facts as crossKey reads them. */
export interface FactsView {
  name: string
  allDocs: Map<string, { url: string }>
  mainHref: string
}

/** (cross): what a version's pages show of the rest of the site — site data, assets, each of its doc ids' URL
 * in every version. */
export function crossKey(
  site: SiteData,
  assets: AssetManifest,
  versions: FactsView[],
  ids: string[],
  shown = siteShown(site, assets),
): string {
  const h = createHash('sha256').update(shown)
  for (const v of versions) {
    h.update(`\nversion ${v.name} ${v.mainHref}\n`)
    h.update(ids.map((id) => `${v.allDocs.get(id)?.url ?? ''}\n`).join(''))
  }
  return h.digest('hex')
}

/** The site data and assets as crossKey reads them (the same for every version of a build: made once). */
export function siteShown(site: SiteData, assets: AssetManifest): string {
  return JSON.stringify(site) + '\0' + JSON.stringify(assets)
}

/** Write a record (sealed under its own key, atomically); an error only costs the next build its reuse. */
export function writeUnit(dir: string, locale: string, unit: VersionUnit): boolean {
  return writeAtomic(unitFile(dir, locale, unit.version), () => seal(unit.own, unitBody(unit)))
}

/** The body of a record file under whatever key it was sealed with (its checksum checked), or null; throws
 * when it cannot be read. */
function anyRecordBody(file: string): string | null {
  const text = fs.readFileSync(file, 'utf8')
  const header = JSON.parse(text.slice(0, text.indexOf('\n'))) as { key?: unknown }
  return typeof header.key === 'string' ? unseal(text, header.key) : null
}

function isColumns(v: unknown): v is FileColumns {
  const c = v as FileColumns
  return (
    typeof v === 'object' &&
    v !== null &&
    [c.rel, c.size, c.mtime, c.ino].every((a) => Array.isArray(a) && a.length === c.rel.length)
  )
}

/** The record file of a version (for the sweep). */
export function unitName(locale: string, name: string): string {
  return path.basename(unitFile('', locale, name))
}

/** After a successful build: delete the records (and temp files) it neither used nor wrote. */
export function sweepUnits(dir: string, used: Set<string>): void {
  const folder = path.join(dir, UNITS)
  let names: string[]
  try {
    names = fs.readdirSync(folder)
  } catch {
    return
  }
  for (const n of names) if (!used.has(n)) fs.rmSync(path.join(folder, n), { force: true })
}

/** Whether `file` is inside `dir`. */
export function inside(dir: string, file: string): boolean {
  return file.startsWith(dir.endsWith(path.sep) ? dir : dir + path.sep)
}
