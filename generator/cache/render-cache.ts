/**
 * The persistent cache of rendered pages: `<cache dir>/render/`, one entry per route (`<key>.json`,
 * or packed: entry-packs.ts), holding the files the render stage wrote for it (page HTML + route
 * data), its page weight and whether it has a search document, so a warm build writes those
 * instead of rendering the route again. The search document itself is not stored: it is made
 * again from the entry's page (outputs/search.ts `searchDocument`), as for a page kept in the
 * output folder — storing it would hold most of the page a second time.
 *
 * As in disk-cache.ts, correctness rests on the key. A route's output is a function of the
 * theme code, the route (its props), the shared `site` data and sidebar it shows, the asset
 * manifest, the dev script and whether search documents are kept (`RenderContext` + sink). The
 * key hashes exactly those:
 *   - the base (once per build, `renderStore`): entry format, code version and NODE_ENV, the asset
 *     manifest (hashed bundle names, inline head), the dev script, the search flag, `site`;
 *   - each sidebar's hash (once per build), which a route names by its id;
 *   - what the route shows of its sidebar: the theme's `sidebarView` (open branches, active
 *     items), else the whole sidebar's hash;
 *   - the route itself with `site` and its sidebar replaced by those references (`detachRoute`),
 *     its doc HTML read back if it was spilled — so a title shown in a sidebar changes the pages
 *     whose open branches show it, and one shown in breadcrumbs or prev/next links the pages
 *     that show it.
 * Keys are taken in the thread that renders the route; entries are sealed (length + SHA-256,
 * see `seal`) and staged with the build's other entries; any error reading or writing is a miss.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { AssetManifest, PageWeight, Route, Sidebar, SiteData } from '../core/types.js'
import { relativePrefix, type FileStamp } from '../stages/write.js'
import { CACHE_FORMAT, codeVersion, sealChunks, unseal } from './disk-cache.js'
import { writeAtomic } from './atomic-write.js'
import { hasEntry, readEntryText, writeEntryFile } from './entry-packs.js'

/** The entries' folder inside the cache folder. */
export const RENDER = 'render'

/** What a render thread needs to key and store its routes (plain data: sent to workers). */
export interface RenderStore {
  dir: string
  /** Where new entries are written until the build succeeds (see disk-cache.ts `stageFolder`). */
  stage?: string
  base: string
  /** Sidebar id → hash of the sidebar. */
  sidebars: Record<string, string>
  /** What the output folder holds, as the last successful build left it (see OutputRecord). */
  outputs?: Record<string, OutputRecord>
}

/**
 * One route's files in the output folder as the last successful build left them (`outputs.json`
 * in the cache folder, keyed by `outputId`): a route with the same key whose files still have
 * these sizes, mtimes and inodes is that build's output, so a warm build keeps them without
 * reading its entry or comparing bytes. Only a hint, checked against the disk at each use: a
 * file replaced or edited since, or a missing record, is the ordinary path (entry, compare).
 */
export interface OutputRecord {
  /** [path relative to the locale's output folder, size, mtimeMs, inode] of each file. */
  files: [string, number, number, number][]
  weight: PageWeight | null
  /** Whether the route had a search document (then a build with search reads its entry for it). */
  search: boolean
  /** That document's hash (outputs/search.ts `docHash`): a build keeps the route's search document by it,
   * reading the page only if its index is made. */
  searchHash?: string
}

/** The file of the output records, in the cache folder. */
export const OUTPUTS = 'outputs.json'

/** A route's id among the output records: its key and the output folder it was written to. */
export function outputId(key: string, outDir: string): string {
  return `${key}\0${outDir}`
}

/** The output records of the last successful build (none when missing or unreadable). */
export function readOutputs(dir: string): Record<string, OutputRecord> {
  try {
    const data = JSON.parse(fs.readFileSync(path.join(dir, OUTPUTS), 'utf8')) as {
      format?: number
      routes?: Record<string, OutputRecord>
    }
    return data.format === CACHE_FORMAT && data.routes && typeof data.routes === 'object' ? data.routes : {}
  } catch {
    return {}
  }
}

/** The record's files, if each is still in `outDir` exactly as recorded. */
export function recordHolds(record: Pick<OutputRecord, 'files'>, outDir: string): boolean {
  if (!Array.isArray(record?.files)) return false
  for (const [rel, size, mtime, ino] of record.files) {
    const st = fs.statSync(path.join(outDir, rel), { throwIfNoEntry: false })
    if (!st?.isFile() || st.size !== size || st.mtimeMs !== mtime || st.ino !== ino) return false
  }
  return true
}

/**
 * What a build made, for the next one: each route's files with the stamps they have in the output
 * folder after the commit (`stamps`: read once, relative to `rootOut`), written atomically. A route
 * missing a file is not recorded.
 */
export function writeOutputs(dir: string, made: MadeRoute[], stamps: Map<string, FileStamp>, rootOut: string): void {
  const routes: Record<string, OutputRecord> = {}
  const prefixes = new Map<string, string>()
  for (const m of made) {
    const files: OutputRecord['files'] = []
    const prefix = prefixes.get(m.outDir) ?? prefixes.set(m.outDir, relativePrefix(rootOut, m.outDir)).get(m.outDir)!
    for (const rel of m.files) {
      const stamp = stamps.get(prefix + rel)
      if (!stamp) break
      files.push([rel, ...stamp])
    }
    if (files.length === m.files.length)
      routes[m.id] = {
        files,
        weight: m.weight,
        search: m.search,
        ...(m.searchHash ? { searchHash: m.searchHash } : {}),
      }
  }
  writeAtomic(path.join(dir, OUTPUTS), () => JSON.stringify({ format: CACHE_FORMAT, routes }))
}

/** A route's files as this build made them (paths relative to its locale's output folder), for writeOutputs. */
export interface MadeRoute {
  id: string
  outDir: string
  files: string[]
  weight: PageWeight | null
  search: boolean
  /** Its search document's hash (see OutputRecord). */
  searchHash?: string
  /** The docs version of the route, if a docs route (a kept version's records come back with it). */
  version?: string
}

/** What a rendered route leaves: its files (always text) and what the build keeps of it. */
export interface RenderedEntry {
  files: { path: string; contents: string }[]
  weight: PageWeight | null
  /** Whether the route's page has a search document (made again from the page when read). */
  search: boolean
}

/** What the key of every route of a build shares. */
export interface RenderInputs {
  site: SiteData
  sidebars: Iterable<Sidebar>
  assets: AssetManifest
  devScript?: string
  search: boolean
}

/** The store of a build's rendered pages in `dir`: the shared part of the keys, hashed once. */
export async function renderStore(
  dir: string,
  input: RenderInputs,
  stage?: string,
  more?: Record<string, OutputRecord>,
): Promise<RenderStore> {
  const base = hash(
    [
      `render format ${CACHE_FORMAT}`,
      `code ${await codeVersion()} ${process.env.NODE_ENV ?? ''}`,
      `assets ${stableJson(input.assets)}`,
      `dev ${input.devScript ?? ''}`,
      `search ${input.search}`,
      `site ${stableJson(input.site)}`,
    ].join('\n'),
  )
  const sidebars: Record<string, string> = {}
  for (const sb of input.sidebars) sidebars[sb.id] = hash(stableJson(sb))
  return { dir, stage, base, sidebars, outputs: more ? { ...readOutputs(dir), ...more } : readOutputs(dir) }
}

/**
 * The key of a route whose `site` and sidebar are the build's (or already detached references):
 * `detached` is the route as `detachRoute` leaves it, with its doc HTML in place.
 */
export function routeKey(store: RenderStore, detached: Route, sidebarView?: unknown): string {
  const ref = (detached.props as { sidebar?: { ref?: string } | null }).sidebar?.ref
  // A doc's HTML is hashed as it is, apart from the rest of the route: JSON would escape and copy the page's
  // largest string.
  const doc = detached.props.kind === 'doc' ? detached.props.doc : null
  const rest = doc ? { ...detached, props: { ...detached.props, doc: { ...doc, html: '' } } } : detached
  return (
    createHash('sha256')
      .update(store.base)
      .update('\0')
      // What the page shows of its sidebar (the theme's `sidebarView`, a JSON text or data), else the whole sidebar.
      .update(
        ref === undefined
          ? ''
          : sidebarView !== undefined
            ? `view\0${typeof sidebarView === 'string' ? sidebarView : stableJson(sidebarView)}`
            : `${ref}\0${store.sidebars[ref] ?? '?'}`,
      )
      .update('\0')
      .update(stableJson(rest))
      .update(doc ? `\0html\0${doc.html}` : '')
      .digest('hex')
      .slice(0, 40)
  )
}

/** Whether the cache holds an entry for `key` (not whether it is valid: a hint of how much a render will cost). */
export function hasRendered(dir: string, key: string): boolean {
  return hasEntry(path.join(dir, RENDER), key)
}

/** A route's entry, or null when there is none that is exactly valid for `key`. */
export function readRendered(store: RenderStore, key: string): RenderedEntry | null {
  const text = readEntryText(path.join(store.dir, RENDER), key)
  if (text === null) return null
  const body = unseal(text, key)
  if (body === null) return null
  // The body: a JSON line (each file's path and length, weight, search flag), then the files' text one after another.
  try {
    const nl = body.indexOf('\n')
    const meta = JSON.parse(body.slice(0, nl)) as {
      files: { path: string; length: number }[]
      weight: PageWeight | null
      search: boolean
    }
    if (
      !Array.isArray(meta?.files) ||
      meta.files.some((f) => typeof f?.path !== 'string' || typeof f.length !== 'number') ||
      typeof meta.search !== 'boolean'
    )
      return null
    let at = nl + 1
    const files = meta.files.map((f) => ({ path: f.path, contents: body.slice(at, (at += f.length)) }))
    if (at !== body.length) return null
    return { files, weight: meta.weight, search: meta.search }
  } catch {
    return null
  }
}

/** An entry's first line (see readRendered): each file's path and length in characters, the weight, the search flag. */
function renderedMeta(entry: RenderedEntry): string {
  return (
    JSON.stringify({
      files: entry.files.map((f) => ({ path: f.path, length: f.contents.length })),
      weight: entry.weight,
      search: entry.search,
    }) + '\n'
  )
}

/**
 * Store a route's entry (packed in the staging folder, or atomically in the cache: entry-packs.ts); errors
 * are ignored (it is rendered again next time).
 * `bytes`: the files' text already encoded (the render writes them too), in order; encoded here when not given.
 */
export function writeRendered(
  store: RenderStore,
  key: string,
  entry: RenderedEntry,
  bytes: Uint8Array[] = entry.files.map((f) => Buffer.from(f.contents)),
): void {
  writeEntryFile(store, RENDER, key, () => sealChunks(key, [Buffer.from(renderedMeta(entry)), ...bytes]))
}

/** JSON where a Map or Set is its entries (JSON.stringify makes both `{}`, which would hide a change). */
export function stableJson(value: unknown): string {
  return (
    JSON.stringify(value, (_key, v: unknown) =>
      v instanceof Map ? { $map: [...v] } : v instanceof Set ? { $set: [...v] } : v,
    ) ?? 'undefined'
  )
}

function hash(text: string): string {
  return createHash('sha256').update(text).digest('hex')
}
