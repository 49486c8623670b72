/**
 * One compile for a page that another page repeats. The versions of a docs site repeat most of
 * their files word for word (react-native-website: 1,803 of its 2,341 docs repeat another's body),
 * and the markdown stage sends such pages one after another (threads/stage-runner.ts
 * `groupRepeats`). Besides its text, a compile depends on where the page is only through a few
 * doors: the links it resolves (a `.md` file or a URL-relative link means another page from
 * another version), the files beside it, relative imports and partials, the page's URL read by
 * its components, the site's preprocessor and plugins when they look at the file. While the first
 * page compiles, a probe (`startProbe`) hears of each: the links are recorded, and so are the
 * markdown partials imported by relative paths (each version's page imports its own version's
 * partial: `notePartial`); everything else marks the compile as tied to its place (`noteContext`).
 *
 * A page with the same text, front matter and processor then takes a copy of that page's result
 * (`copyRepeat`) instead of compiling: each partial is found again from this page (its own
 * version's file, which must hold the same bytes), each recorded link is resolved again for it
 * (a partial's link for its own partial's place), and its attribute in the HTML rewritten where
 * the answer differs. A copy is refused (the page compiles as any other) when the first compile
 * was tied to its place, when it warned about its own file or a partial's, when a partial is not
 * there or differs, when a link's new answer cannot be written unambiguously into the HTML (the old
 * value found more often than links gave it, or one value becoming two), or when a missing file
 * beside the first page (or its partial) exists beside this one (or its own).
 */
import fs from 'node:fs'
import path from 'node:path'
import { VFile } from 'vfile'
import type { CompiledPage, SourceFile } from '../../core/types.js'
import { readOrNull } from '../../core/open-files.js'

/** How a link is resolved for a page (rehype-links' `resolve`): its final URL path, or null. */
type Resolve = (url: string, file: VFile) => string | null

/** A link rehype-links resolved while the probed page compiled. */
interface LinkQuery {
  /** Its place in the page's `links`. */
  index: number
  /** The path part it resolved (no query or hash). */
  path: string
  /** The query and hash it keeps after the resolved path. */
  suffix: string
  /** The attribute as written (what stays when the link resolves to nothing). */
  written: string
  /** The attribute as the page has it. */
  value: string
  /** The partial whose link it is (absent: the page's own); `index` is then its place among that partial's links. */
  file?: string
}

/** A markdown partial the page (or a partial) imported by a relative path. */
interface PartialImport {
  importer: string
  specifier: string
  /** The file it named. */
  target: string
  /** Its bytes, read once by the first copy that compares its own partial with it. */
  bytes?: Buffer | null
}

/** What a probed compile did that depends on where the page is. */
export interface Probe {
  links: LinkQuery[]
  /** Relative paths of files beside the page (or beside a partial, `file`) that do not exist (left as written). */
  missing: { file: string; relative: string }[]
  /** The relative partials, in the order they were imported (an importer before what it imports). */
  partials: PartialImport[]
  /** Why the compile is tied to its page's place (null: it is not). */
  context: string | null
}

let probe: Probe | null = null

/** Listen to the next compile (its page's text comes again). */
export function startProbe(): void {
  probe = { links: [], missing: [], partials: [], context: null }
}

/** What the compile since `startProbe` did; listening stops. */
export function endProbe(): Probe | null {
  const p = probe
  probe = null
  return p
}

/** The compile depends on its page's place in a way a copy cannot follow. */
export function noteContext(reason: string): void {
  if (probe && probe.context === null) probe.context = reason
}

/** rehype-links resolved a link of the page's own file (`file`: the page's, or a partial's). */
export function noteLink(file: VFile, query: LinkQuery): void {
  if (!probe) return
  const source = file.data.source
  if (!source) return noteContext('a link outside a page')
  probe.links.push(file.path === source.sourcePath ? query : { ...query, file: file.path })
}

/** The compile imported a markdown partial by a relative path (mdx/compile.ts). */
export function notePartial(importer: string, specifier: string, target: string): void {
  probe?.partials.push({ importer, specifier, target })
}

/** rehype-local-assets found no file at this relative path beside `file` (the page or a partial). */
export function noteMissingLocal(file: string, relative: string): void {
  probe?.missing.push({ file, relative })
}

/** The site facts an MDX page renders with, its URL watched: a component that reads it ties the compile to the page. */
export function watchPathname<T extends { pathname?: string }>(site: T): T {
  if (!probe) return site
  const { pathname } = site
  const watched = { ...site }
  Object.defineProperty(watched, 'pathname', {
    enumerable: true,
    get: () => (noteContext("a component read the page's URL"), pathname),
  })
  return watched
}

const FILE_ACCESSORS = ['path', 'dirname', 'basename', 'stem', 'extname'] as const

/**
 * Run a site plugin's transformer with the file watched: reading where the file is (its path,
 * history, folder) or the page it is (`data.source`) ties the compile to the page. Not watched
 * when no compile is listened to.
 */
export function watchFile<T>(file: unknown, run: () => T): T {
  if (!probe || !(file instanceof VFile)) return run()
  const proto = Object.getPrototypeOf(file) as object
  const own = { history: file.history, cwd: file.cwd, data: file.data }
  for (const key of FILE_ACCESSORS) {
    const desc = Object.getOwnPropertyDescriptor(proto, key)
    if (!desc?.get) continue
    Object.defineProperty(file, key, {
      configurable: true,
      get() {
        noteContext(`a site plugin read file.${key}`)
        return desc.get!.call(file)
      },
      set(v: unknown) {
        desc.set?.call(file, v)
      },
    })
  }
  for (const key of ['history', 'cwd'] as const) {
    Object.defineProperty(file, key, {
      configurable: true,
      enumerable: true,
      get() {
        noteContext(`a site plugin read file.${key}`)
        return own[key]
      },
      set(v: never) {
        own[key] = v
      },
    })
  }
  const data = new Proxy(own.data, {
    get: (target, key, receiver) => (
      key === 'source' && noteContext('a site plugin read the page'), Reflect.get(target, key, receiver)
    ),
  })
  Object.defineProperty(file, 'data', { configurable: true, enumerable: true, writable: true, value: data })
  const restore = () => {
    for (const key of FILE_ACCESSORS) delete (file as unknown as Record<string, unknown>)[key]
    Object.defineProperty(file, 'history', { configurable: true, enumerable: true, writable: true, value: own.history })
    Object.defineProperty(file, 'cwd', { configurable: true, enumerable: true, writable: true, value: own.cwd })
    // A plugin that replaced `file.data` keeps its object.
    if (file.data === data)
      Object.defineProperty(file, 'data', { configurable: true, enumerable: true, writable: true, value: own.data })
  }
  let out: T
  try {
    out = run()
  } catch (err) {
    restore()
    throw err
  }
  if (out && typeof (out as { then?: unknown }).then === 'function') {
    return (out as unknown as Promise<unknown>).finally(restore) as T
  }
  restore()
  return out
}

/** The page a repeat copies: its source, its result (a copy of its own) and what its compile did. */
export interface RepeatOrigin {
  source: SourceFile
  page: CompiledPage
  warnings: string[]
  probe: Probe
}

/** Whether `source` compiles as `origin.source` did but for where it is: the same text, front matter, format
 * and processor. */
export function sameCompile(origin: SourceFile, source: SourceFile, processorKey: (s: SourceFile) => string): boolean {
  return (
    source.body === origin.body &&
    source.kind === origin.kind &&
    source.format === origin.format &&
    source.bodyStartLine === origin.bodyStartLine &&
    path.extname(source.sourcePath) === path.extname(origin.sourcePath) &&
    processorKey(source) === processorKey(origin) &&
    JSON.stringify(source.frontmatter) === JSON.stringify(origin.frontmatter)
  )
}

/** A link's attribute as both serializers write it (rehype-links sets `href` of `a`, `src` of `img`). */
const LINK_ATTR_RE = / (href|src)="([^"]*)"/g

/** Characters an attribute value is written with in another form (escaped) by either serializer. */
const UNSAFE_VALUE_RE = /[&"'<>`\s=]/

/** A copied page, and the files its origin's compile read that it does not depend on (the origin's partials). */
export interface RepeatCopy {
  page: CompiledPage
  warnings: string[]
  notRead: string[]
}

/**
 * `source`'s compiled page, copied from `origin` (a page with the same text compiled before it,
 * see `sameCompile`), or null when the copy cannot be made exactly (see the module's comment).
 * Each link is resolved for `source` by `resolve`, as rehype-links would; each relative partial
 * is found again by `findPartial` (null: not a markdown partial there).
 */
export function copyRepeat(
  origin: RepeatOrigin,
  source: SourceFile,
  resolve: Resolve,
  findPartial: (specifier: string, importer: string) => string | null,
  recordRead?: (file: string, bytes: Uint8Array | null) => void,
): RepeatCopy | null {
  const { probe: p, page } = origin
  if (p.context !== null) return null
  // An island page's browser code imports its partials again, from the page: not followed here.
  if (p.partials.length && page.islands) return null
  // Where each file of the first compile is for this page: the page, then its partials.
  const places = new Map([[origin.source.sourcePath, source.sourcePath]])
  const partials: [string, Uint8Array][] = []
  for (const imp of p.partials) {
    const importer = places.get(imp.importer)
    // A partial imported twice: its links could not be told apart.
    if (importer === undefined || places.has(imp.target)) return null
    const target = findPartial(imp.specifier, importer)
    const bytes = target === null ? null : readOrNull(target)
    const first = imp.bytes === undefined ? (imp.bytes = readOrNull(imp.target)) : imp.bytes
    if (!bytes || !first || !bytes.equals(first)) return null
    places.set(imp.target, target!)
    partials.push([target!, bytes])
  }
  // A warning that names the first page's file, or a partial's, is about that file: this one compiles for its own.
  if (origin.warnings.some((w) => [...places.keys()].some((f) => w.includes(f)))) return null
  for (const m of p.missing) {
    const target = path.resolve(path.dirname(places.get(m.file) ?? ''), m.relative)
    if (!places.has(m.file) || fs.statSync(target, { throwIfNoEntry: false })?.isFile()) return null
  }
  const files = new Map<string, VFile>()
  const fileAt = (place: string) => {
    let file = files.get(place)
    if (!file) {
      file = new VFile({ path: place })
      file.data.source = source
      files.set(place, file)
    }
    return file
  }
  const links = page.links.map((l) => ({ ...l }))
  // A partial's links, in the order its own compile found them (the page's own links are the first of
  // `links`); each names this page's partial.
  const byPartial = new Map<string, number[]>()
  for (const [i, l] of links.entries()) {
    if (l.file === undefined) continue
    byPartial.set(l.file, [...(byPartial.get(l.file) ?? []), i])
    const place = places.get(l.file)
    if (place === undefined) return null
    l.file = place
  }
  const changed = new Map<string, { to: string; count: number }>()
  const kept = new Set<string>()
  for (const q of p.links) {
    const at = q.file === undefined ? q.index : byPartial.get(q.file)?.[q.index]
    const link = at === undefined ? undefined : links[at]
    const place = places.get(q.file ?? origin.source.sourcePath)
    if (!link || place === undefined) return null
    const resolved = resolve(q.path, fileAt(place))
    const value = resolved !== null ? resolved + q.suffix : q.written
    link.resolved = resolved
    if (value === q.value) {
      kept.add(value)
      continue
    }
    if (UNSAFE_VALUE_RE.test(value) || UNSAFE_VALUE_RE.test(q.value)) return null
    const seen = changed.get(q.value)
    if (seen && seen.to !== value) return null
    changed.set(q.value, { to: value, count: (seen?.count ?? 0) + 1 })
  }
  // The same value kept by one link and changed by another: which attribute is which cannot be told.
  for (const from of changed.keys()) if (kept.has(from)) return null
  // One pass over the attributes, so that a value rewritten is never rewritten again (a → b, b → c).
  const rewrite = (text: string, tally?: Map<string, number>) =>
    text.replace(LINK_ATTR_RE, (attr, name: string, value: string) => {
      const change = changed.get(value)
      if (!change) return attr
      tally?.set(value, (tally.get(value) ?? 0) + 1)
      return ` ${name}="${change.to}"`
    })
  const tally = new Map<string, number>()
  const html = changed.size ? rewrite(page.html, tally) : page.html
  // Each value found exactly as often as links gave it: no other attribute (a component's, the code's text) holds it.
  for (const [from, { count }] of changed) if (tally.get(from) !== count) return null
  for (const m of p.missing) recordRead?.(path.resolve(path.dirname(places.get(m.file)!), m.relative), null)
  for (const [target, bytes] of partials) recordRead?.(target, bytes)
  const copy: CompiledPage = { ...structuredClone({ ...page, source: undefined, html: '' }), source, html, links }
  if (changed.size && copy.excerptHtml !== null) copy.excerptHtml = rewrite(copy.excerptHtml)
  if (changed.size && copy.head !== undefined) copy.head = rewrite(copy.head)
  const own = new Set(partials.map(([target]) => target))
  return {
    page: copy,
    warnings: [...origin.warnings],
    notRead: p.partials.map((imp) => imp.target).filter((f) => !own.has(f)),
  }
}
