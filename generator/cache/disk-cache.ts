/**
 * The persistent cache of compiled pages: `<site root>/.cache/build/pages/`, one entry per page
 * (`<key>.json`, or in a pack of a build's entries: entry-packs.ts), so that a build of an
 * unchanged or slightly changed site skips the markdown stage (~75 % of a cold build) for the
 * pages whose inputs are unchanged.
 *
 * Correctness rests on the key, not on invalidation: an entry is named by the hash of every
 * input its compile may read, so an entry can only ever be used for exactly those inputs.
 * The key of a page (`pageKey`) hashes its `base`, which is (see `cacheBases`):
 *   (a) the generator + theme code version (`codeVersion`: the content hash of every file of
 *       launch.mjs's bundle, and the lock file) and NODE_ENV,
 *   (b) the resolved SiteConfig as JSON, without the docs' sidebars, which no compile reads
 *       (`withoutSidebars`), and the config file's own bytes (a function in the config, e.g. a
 *       plugin, is not in its JSON),
 *   (c) not the URL plan: an entry records the plan lookups its compile made (`LookupRecorder`:
 *       its own URL, the pages it links to) and holds only while each gives the same URL,
 *   (e) the path and content hash (file-hashes.ts: SHA-1, memoised by size, mtime and inode) of
 *       `src/` (the site's theme components) and the site's package/lock files (its workspace's
 *       lock when it has none of its own); the other files a
 *       page reads — images under static/ (their size), files beside the page (copied, sized), an
 *       MDX page's static imports and a React page's bundle (the files their modules were made
 *       of, markdown a component imports — its bundle is made again for each page that uses it,
 *       so its reads are that page's —, the site's MDXComponents) — are not in the key: the
 *       compile records each file it read with its content hash, or that it was missing
 *       (`LookupRecorder.recordRead`), and the entry holds only while each is unchanged, so
 *       adding a static file or an image recompiles only the pages that read it. MDX and React
 * pages that call `import(`, or `require(` with anything but a string, hash every file under the site root
 * (outside
 * node_modules, the output folder and root-level dot folders): see `needsWide`. Not covered: which file an
 * extensionless import resolves to
 *       when a file earlier in the resolution order is added, and files a component reads at run
 *       time (`fs`), as for any page.
 * and then (d) the page's SourceFile as JSON (path, kind, format, front matter, body).
 *
 * An entry is `header\nbody`: the header holds the format version, the key, the body's length
 * and its SHA-256; a truncated, corrupt or other-version entry, a checksum mismatch, or an entry
 * whose copied files (`assets[].from`, e.g. CSS kept in the OS temp folder) are gone, is a miss.
 * Entries are written by the thread that compiled the page, appended to its pack (entry-packs.ts),
 * into the build's staging folder (`stageFolder`; rendered pages and the file-hash memo too), and
 * every error writing is ignored (the cache is an optimisation). Only a successful build moves
 * them into the cache (`commitStaged`) and then deletes every entry it did not use
 * (`sweepEntries`); a failed build drops its staging folder, and a killed one's is removed by the
 * next successful build — so a build that fails leaves the cache as it was.
 */
import { createHash, hash as hashOnce, type Hash } from 'node:crypto'
import fs from 'node:fs'
import { builtinModules } from 'node:module'
import path from 'node:path'
import type { CompiledPage, SiteConfig, SourceFile } from '../core/types.js'
import { contentRoots } from '../stages/content.js'
import { frozenVersions } from '../stages/versions.js'
import { fencePlaces } from '../stages/markdown/fences.js'
import { FileHashes } from './file-hashes.js'
import { commitPacks, dropPacks, flushPacks, readEntryText, sweepFolder, writeEntryFile } from './entry-packs.js'
import { dropStage } from './atomic-write.js'
import { BUNDLES } from './bundle-memo.js'
import { GIT_DATES } from './git-dates.js'
import { OLD_SOURCES, SOURCES } from './source-memo.js'

/** Bumped when the entry layout or what a CompiledPage holds changes incompatibly. */
export const CACHE_FORMAT = 2
/** The entries' folder inside the cache folder (rendered pages may get a sibling). */
const PAGES = 'pages'

/** The default cache folder of a site. */
export function defaultCacheDir(root: string, layout: SiteConfig['layout'] = 'cwc'): string {
  // A Docusaurus project's .gitignore knows node_modules, not .cache: keep its cache where tools keep theirs.
  if (layout === 'docusaurus' && fs.existsSync(path.join(root, 'node_modules')))
    return path.join(root, 'node_modules', '.cache', 'cwc-site')
  return path.join(root, '.cache', 'build')
}

/**
 * The cache folder of a build (null with `cacheDir: false`): `option` (relative to the root) or the
 * default; a development build (`npm run dev`: drafts shown) keeps its entries in a `development`
 * subfolder, so that neither mode's sweep deletes the other's entries.
 */
export function cacheFolder(
  root: string,
  option: string | false | undefined,
  config: Pick<SiteConfig, 'root' | 'layout' | 'mode'>,
): string | null {
  if (option === false) return null
  const dir = path.resolve(root, option ?? defaultCacheDir(config.root, config.layout))
  return config.mode === 'development' ? path.join(dir, 'development') : dir
}

/** Whether a cache folder holds compiled pages (a hint that a build will compile few pages: its threads are
 * then started only when needed). */
export function hasEntries(dir: string | null): boolean {
  if (!dir) return false
  // One entry is enough: the folder holds thousands.
  let d: fs.Dir | undefined
  try {
    d = fs.opendirSync(path.join(dir, PAGES))
    return d.readSync() !== null
  } catch {
    return false
  } finally {
    d?.closeSync()
  }
}

/** The part of every page key shared by the pages of one build: narrow for most pages, wide for those that
 * may read any file (`needsWide`). */
export interface CacheBases {
  narrow: string
  wide: string
  /** The memo of highlighted code blocks' (code-memo.ts): the code, the packages and the magic comments. */
  code: string
}

/** Where a build's compiled pages are stored and under which bases (sent to the compiling threads). */
export interface PageStore {
  dir: string
  bases: CacheBases
  /** Where this build writes its new entries until it succeeds (`stageFolder`, `commitStaged`); `dir` when absent. */
  stage?: string
}

/** Prefix of the folders where builds keep their new entries until they succeed. */
const STAGE_PREFIX = 'staged-'

/**
 * The folder where a build writes its new entries (pages, rendered pages, the file-hash memo):
 * moved into the cache by `commitStaged` only when the build succeeds, so a failed or killed
 * build leaves the cache as it was.
 */
export function stageFolder(dir: string): string {
  return path.join(dir, `${STAGE_PREFIX}${process.pid}-${Math.random().toString(36).slice(2)}`)
}

/** How many staged entries are moved into the cache at once (renames in flight). */
const COMMIT_BATCH = 64

/** After a successful build: move its staged entries into the cache and remove every staging folder (this
 * one, and killed builds'). */
export async function commitStaged(dir: string, stage: string): Promise<void> {
  // This thread's entries not yet written (the pool's member on the main thread): the workers wrote theirs
  // before replying.
  flushPacks(stage)
  for (const sub of [PAGES, 'render', BUNDLES]) {
    const from = path.join(stage, sub)
    const to = path.join(dir, sub)
    // A cache without the folder (a cold build's): the staged folder becomes it, in one rename, packs and all.
    if (
      !fs.existsSync(to) &&
      (await fs.promises.rename(from, to).then(
        () => true,
        () => false,
      ))
    )
      continue
    // Into a folder that holds entries: each pack moved in, the files of their own it supersedes removed
    // (entry-packs.ts: which copy holds).
    await commitPacks(from, to)
    const names = (await fs.promises.readdir(from).catch(() => [] as string[])).filter((name) => name.endsWith('.json'))
    if (names.length) await fs.promises.mkdir(to, { recursive: true })
    for (let at = 0; at < names.length; at += COMMIT_BATCH) {
      await Promise.all(
        names
          .slice(at, at + COMMIT_BATCH)
          .map((name) => fs.promises.rename(path.join(from, name), path.join(to, name)).catch(() => {})),
      )
    }
  }
  for (const memo of ['files.json', SOURCES, GIT_DATES])
    await fs.promises.rename(path.join(stage, memo), path.join(dir, memo)).catch(() => {})
  // The memo of parsed sources of an earlier format (one JSON object) is of no use to any build now.
  const stale = (await fs.promises.readdir(dir).catch(() => [] as string[])).filter(
    (n) => n.startsWith(STAGE_PREFIX) || n === OLD_SOURCES,
  )
  await Promise.all(
    stale.map((n) => fs.promises.rm(path.join(dir, n), { recursive: true, force: true }).catch(() => {})),
  )
}

/** After a failed build: drop what it staged. */
export async function discardStaged(stage: string): Promise<void> {
  dropStage(stage)
  dropPacks(stage)
  await fs.promises.rm(stage, { recursive: true, force: true }).catch(() => {})
}

/** What an entry holds: the compiled page without its source (the key covers it) and its compile warnings. */
export interface CachedPage {
  page: Omit<CompiledPage, 'source' | 'htmlFile' | 'bodyFile'>
  warnings: string[]
  /** Every URL-plan lookup the compile made (source path → URL, null for none): the entry holds while each
   * gives the same answer. */
  lookups: [string, string | null][]
}

/**
 * The URL plan's `byFile` as a compile sees it, recording each lookup while `log` is set: a page
 * depends on the URLs of the pages it links to (and its own), not on the whole plan, so adding a
 * page recompiles only the pages whose links it changes (see `readEntries`).
 */
export class LookupRecorder extends Map<string, string> {
  log: Map<string, string | null> | null = null

  override get(key: string): string | undefined {
    const value = super.get(key)
    this.log?.set(key, value ?? null)
    return value
  }

  /** A file the compile read (an image's size, a file beside the page): its content hash, or null when missing. */
  recordRead(file: string, bytes: Uint8Array | null): void {
    this.log?.set(READ + file, bytes ? createHash('sha1').update(bytes).digest('hex') : null)
  }

  /** A read recorded that the compile does not depend on after all (a copied page's origin's partial,
   * repeat-copy.ts). */
  forgetRead(file: string): void {
    this.log?.delete(READ + file)
  }
}

/** Prefix of a lookup that is a file read (the rest are plan lookups: source path → URL). */
export const READ = 'read:'

let codeVersionMemo: string | null = null

/**
 * The generator + theme code version, once per process: the content hash of every file of the
 * generator's bundle (launch.mjs's `sourceFiles`; its own fingerprint uses mtimes, which a fresh
 * checkout changes). `CWC_CODE_VERSION` pins it (scripts/equivalence.ts: a refactor changes the
 * source hash by design, and must change nothing else a build leaves).
 */
export async function codeVersion(hashes: FileHashes = FileHashes.load(null)): Promise<string> {
  if (codeVersionMemo === null && process.env.CWC_CODE_VERSION) codeVersionMemo = process.env.CWC_CODE_VERSION
  if (codeVersionMemo === null) {
    // @ts-expect-error launch.mjs is plain JavaScript without declarations
    const { sourceFiles, PROJECT_ROOT } = (await import('../launch.mjs')) as {
      sourceFiles: () => string[]
      PROJECT_ROOT: string
    }
    const h = createHash('sha256')
    for (const file of sourceFiles()) h.update(`${path.relative(PROJECT_ROOT, file)}\0${hashes.hash(file) ?? '-'}\n`)
    codeVersionMemo = h.digest('hex')
  }
  return codeVersionMemo
}

/** A file's line in a key: its path and content hash ('-' when it cannot be read). */
function hashLine(hashes: FileHashes, file: string): string {
  return `${file}\0${hashes.hash(file) ?? '-'}\n`
}

/** What every key of a build shares: cache format, code version, resolved config and config file, the site's
 * package files. */
async function commonBase(config: SiteConfig, hashes: FileHashes, sidebars = false): Promise<string> {
  return [
    await generatorLine(hashes),
    `config ${JSON.stringify(sidebars ? config : withoutSidebars(config))}`,
    `config file ${config.configFile ? hashFile(config.configFile) : ''}`,
    packagesLine(config, hashes),
    // What esbuild reads when it bundles a page's imports (JSX settings, paths).
    `compiler ${['tsconfig.json', 'jsconfig.json'].map((f) => hashLine(hashes, path.join(config.root, f))).join('')}`,
  ].join('\n')
}

/** The cache's format and the generator's code (and its mode: React's build follows NODE_ENV). */
async function generatorLine(hashes: FileHashes): Promise<string> {
  return `format ${CACHE_FORMAT}\ncode ${await codeVersion(hashes)} ${process.env.NODE_ENV ?? ''}`
}

/** The package files and lock files of a site (and of its workspace), by content hash. */
function packagesLine(config: SiteConfig, hashes: FileHashes): string {
  return `packages ${['package.json', ...LOCK_FILES].map((f) => hashLine(hashes, path.join(config.root, f))).join('')}${workspaceLocks(
    config.root,
  )
    .map((f) => hashLine(hashes, f))
    .join('')}`
}

/** What a highlighted code block depends on besides its language, meta and text (code-memo.ts). */
async function codeBlockBase(config: SiteConfig, hashes: FileHashes): Promise<string> {
  return sha256(
    [
      await generatorLine(hashes),
      packagesLine(config, hashes),
      `magic comments ${JSON.stringify(config.prism.magicComments ?? null)}`,
    ].join('\n'),
  )
}

/** The lock files of npm, yarn and pnpm. */
const LOCK_FILES = ['package-lock.json', 'yarn.lock', 'pnpm-lock.yaml']

/**
 * The lock files of the workspace a site is a package of (a monorepo's, in a folder above the
 * site root, as react-native-website's `yarn.lock`): the nearest folder above the root holding
 * one. None when the root has its own.
 */
function workspaceLocks(root: string): string[] {
  if (LOCK_FILES.some((f) => fs.existsSync(path.join(root, f)))) return []
  for (let dir = path.dirname(root); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const found = LOCK_FILES.map((f) => path.join(dir, f)).filter((f) => fs.existsSync(f))
    if (found.length) return found
  }
  return []
}

/**
 * The config as the page keys see it: without the docs' sidebars (of the current docs or of any
 * version), which no compile reads — a rendered page's key holds its resolved sidebar
 * (render-cache.ts), a frozen version's own key its own sidebars (version-units.ts `ownKey`) — so
 * that editing sidebars.js or a versioned sidebars file recompiles no page.
 */
function withoutSidebars(config: SiteConfig): unknown {
  return {
    ...config,
    docs: { ...config.docs, sidebars: null, versions: config.docs.versions.map((v) => ({ ...v, sidebars: null })) },
  }
}

/**
 * The content hash of every file of the site: all files under the root (not node_modules, the
 * root's dot folders such as .git and .cache, the output folder, its temp siblings or the cache),
 * and the content folders and static folder where they are outside the root. A frozen version's
 * folder counts as one line, its digest (`folderDigest`).
 */
async function siteFilesHash(
  config: SiteConfig,
  cacheDir: string,
  hashes: FileHashes,
  h = createHash('sha256'),
): Promise<string> {
  siteFilesPart(config, cacheDir, hashes, h)
  return h.update(await frozenFoldersPart(config, hashes)).digest('hex')
}

/** siteFilesHash without the frozen version folders (walked here while the check thread checks them). */
function siteFilesPart(config: SiteConfig, cacheDir: string, hashes: FileHashes, h: Hash): void {
  const skipAtRoot = (dir: string, name: string) =>
    dir === config.root && (name === 'node_modules' || name.startsWith('.'))
  const out = config.outDir
  // The output folder, its temp siblings (`.dist-tmp-…`, see write.ts) and the cache itself change with every build.
  const outTemp = `.${path.basename(out)}-tmp-`
  const skipped = [out, cacheDir].map((f) => [path.dirname(f), path.basename(f)] as const)
  const frozen = new Set(frozenVersions(config).map((v) => v.dir))
  const isFrozen = (dir: string, name: string) =>
    frozen.size > 0 && frozen.has((dir.endsWith(path.sep) ? dir : dir + path.sep) + name)
  const skip = (dir: string, name: string) =>
    skipAtRoot(dir, name) ||
    name.startsWith(outTemp) ||
    skipped.some(([d, n]) => n === name && d === dir) ||
    isFrozen(dir, name)
  for (const file of listFiles(config.root, skip, hashes.subtrees)) h.update(hashLine(hashes, file))
  const inside = (dir: string) => dir === config.root || dir.startsWith(config.root + path.sep)
  for (const root of new Set([
    ...contentRoots(config).map((r) => r.dir),
    ...config.docs.versions.map((v) => v.dir),
    config.staticDir,
  ])) {
    if (inside(root) || frozen.has(root)) continue
    h.update(`dir ${root}\n`)
    for (const file of listFiles(root, skip, hashes.subtrees)) h.update(hashLine(hashes, file))
  }
}

/** One line per frozen version folder: its digest (`folderDigest`), once the check thread answered. */
async function frozenFoldersPart(config: SiteConfig, hashes: FileHashes): Promise<string> {
  await hashes.ready()
  return frozenVersions(config)
    .map((v) => v.dir)
    .sort()
    .map((dir) => `folder ${dir} ${folderDigest(dir, hashes)}\n`)
    .join('')
}

/**
 * The content digest of a folder: the path and SHA-1 of each of its files, in walk order — the
 * check thread's answer (check-thread.ts) when it vouched for the folder, else hashed here.
 */
export function folderDigest(dir: string, hashes: FileHashes): string {
  const vouched = hashes.delegatedDigest(dir)
  if (vouched) return vouched
  const h = createHash('sha256')
  for (const file of subtreeOf(dir, hashes.subtrees)) h.update(`${file}\0${hashes.hash(file) ?? '-'}\n`)
  return h.digest('hex')
}

/** The narrow base (see the module comment): what every key shares, and `src/`. */
export async function narrowBase(config: SiteConfig, cacheDir: string, hashes: FileHashes): Promise<string> {
  const h = createHash('sha256').update(await commonBase(config, hashes))
  // Content folders and static/ are not here: a compile records the files of theirs it reads (see (e)).
  const src = path.join(config.root, 'src')
  h.update(`dir ${src}\n`)
  for (const file of listFiles(src, (dir, name) => path.join(dir, name) === cacheDir)) h.update(hashLine(hashes, file))
  return h.digest('hex')
}

/** The bases of a build's page keys (see the module comment); `sources` are the pages of the build. */
export async function cacheBases(
  config: SiteConfig,
  sources: SourceFile[],
  cacheDir: string,
  stage?: string,
  hashes: FileHashes = FileHashes.load(cacheDir, stage),
): Promise<CacheBases> {
  const narrow = await narrowBase(config, cacheDir, hashes)
  // The memo is saved below: the check thread's answers first (a folder it vouched for keeps its entries).
  await hashes.ready()
  const wide = sources.some((s) => needsWide(s))
    ? await siteFilesHash(config, cacheDir, hashes, createHash('sha256').update(await commonBase(config, hashes)))
    : narrow
  const code = await codeBlockBase(config, hashes)
  hashes.save()
  return { narrow, wide, code }
}

/**
 * The key of a whole build (see up-to-date.ts): what every page key shares, every file of the
 * site, and the options that change the output without being part of the config. In two parts:
 * `base` has everything but the frozen version folders, `full()` adds their digests — most builds
 * differ from the last in `base` already, and need not wait for the check thread to say so.
 */
export interface BuildKey {
  base: string
  full(): Promise<string>
}

export async function buildKey(
  config: SiteConfig,
  cacheDir: string,
  hashes: FileHashes,
  options: { locale?: string; devScript?: string; git?: string },
): Promise<BuildKey> {
  // The whole config here, sidebars included (a sidebars file may lie outside the site root);
  // `git`: the state of the docs' repository when pages show last-update dates (last-update.ts gitState).
  const h = createHash('sha256')
    .update(await commonBase(config, hashes, true))
    .update(`\nbuild ${JSON.stringify([options.locale ?? null, options.devScript ?? null, options.git ?? null])}\n`)
  siteFilesPart(config, cacheDir, hashes, h)
  const base = h.digest('hex')
  let full: Promise<string> | null = null
  return { base, full: () => (full ??= frozenFoldersPart(config, hashes).then((part) => sha256(`${base}\n${part}`))) }
}

/**
 * React pages and MDX pages that call `require(` or a dynamic `import(` can read any file of
 * the site: their key hashes every file of it. Static imports do not widen a key: an MDX page's
 * its compile records each site file they were made of (the imported file, a partial, every
 * file of a module's bundle outside node_modules, the site's MDXComponents and what it imports)
 * with its content hash, as images are (`LookupRecorder.recordRead`), and the entry holds while
 * each is unchanged. So a Docusaurus project — every file MDX, many pages importing
 * `@site/…` components or constants — keeps its unchanged pages when one page changes
 * (react-native-website: one sentence edited recompiled 94 pages before, one now). A React
 * page's bundle is recorded the same way (every file of it outside node_modules, and the
 * MDXComponents' files when it renders markdown), so its key is wide only when its own code
 * calls `require(` or `import(`.
 * Any text outside code blocks, code spans and quoted attribute values that looks like `require(`
 * or `import(` counts, prose included: a false alarm only widens the key.
 */
export function needsWide(source: SourceFile): boolean {
  // A React page is kept while the files its bundle was made of are unchanged (recorded as an MDX page's
  // imports are), unless its own code imports or requires at run time.
  if (source.format === 'react') return RUN_TIME_READ_RE.test(source.body)
  if (source.format !== 'mdx') return false
  // What is set aside below only takes matches away: a body without one needs no more (most pages).
  if (!RUN_TIME_READ_RE.test(source.body)) return false
  // Code blocks and code spans are text: `require('x')` in them reads nothing (spans of one line only: a lone
  // backtick must not hide code).
  const lines = source.body.split('\n')
  const places = fencePlaces(lines)
  // Quoted JSX attribute values are strings too (`<Row code="await import('x')" />`, react-native-website's
  // table of JavaScript features).
  const code = lines
    .filter((_, i) => places[i]!.fence === null)
    .join('\n')
    .replace(/(`+)[^`\n]+?\1(?!`)/g, '')
    .replace(/[\w:-]+=(?:"[^"\n]*"|'[^'\n]*')/g, '')
  return RUN_TIME_READ_RE.test(code)
}

/**
 * A dynamic `import(`, a `require(` of anything but one string literal, or Node's own modules
 * (`fs`, `child_process`…): what it reads is known only at run time. `require('./x.png')` is a
 * static import (the MDX path and esbuild resolve it as one, and its files are recorded).
 */
const RUN_TIME_READ_RE = new RegExp(
  String.raw`\bimport\s*\(|\brequire\s*\((?!\s*(['"])[^'"\n]*\1\s*\))|(?:\bfrom|\bimport|\brequire\s*\()\s*(['"])(?:node:)?(?:${builtinModules
    .filter((m) => !m.startsWith('_'))
    .map((m) => m.replace(/[/]/g, '\\/'))
    .join('|')})(?:\/[^'"]*)?\2`,
)

/** The key of one page's entry. */
export function pageKey(bases: CacheBases, source: SourceFile): string {
  return createHash('sha256')
    .update(needsWide(source) ? bases.wide : bases.narrow)
    .update('\0')
    .update(JSON.stringify(source))
    .digest('hex')
    .slice(0, 40)
}

/** An entry's text: a header line (version, key, body length and SHA-256), then the body. */
export function encodeEntry(
  key: string,
  page: CompiledPage,
  warnings: string[],
  lookups: [string, string | null][] = [],
): string {
  return seal(key, entryBody(page, warnings, lookups))
}

function entryBody(page: CompiledPage, warnings: string[], lookups: [string, string | null][]): string {
  const { source: _source, htmlFile: _htmlFile, bodyFile: _bodyFile, ...rest } = page
  return JSON.stringify({ page: rest, warnings, lookups } satisfies CachedPage)
}

/** A record's text: a header line (format version, key, body length and SHA-256), then the body. */
export function seal(key: string, body: string): string {
  return JSON.stringify({ v: CACHE_FORMAT, key, length: Buffer.byteLength(body), sha256: sha256(body) }) + '\n' + body
}

/** `seal` of a body given as bytes in parts (the same bytes as `seal` of their text): no text is encoded
 * again or joined. */
export function sealChunks(key: string, body: Uint8Array[]): Uint8Array[] {
  const hash = createHash('sha256')
  let length = 0
  for (const chunk of body) {
    hash.update(chunk)
    length += chunk.byteLength
  }
  return [Buffer.from(JSON.stringify({ v: CACHE_FORMAT, key, length, sha256: hash.digest('hex') }) + '\n'), ...body]
}

/**
 * The body of a sealed record, or null when it is not exactly a record of `key` in this format.
 * `checksum: false` leaves its SHA-256 to the caller (a kept version's record is summed on
 * another thread, see version-units.ts damagedUnits); the length is always checked.
 */
export function unseal(text: string, key: string, checksum = true): string | null {
  const nl = text.indexOf('\n')
  if (nl < 0) return null
  try {
    const header = JSON.parse(text.slice(0, nl)) as { v?: unknown; key?: unknown; length?: unknown; sha256?: unknown }
    const body = text.slice(nl + 1)
    if (
      header.v !== CACHE_FORMAT ||
      header.key !== key ||
      header.length !== Buffer.byteLength(body) ||
      (checksum && header.sha256 !== sha256(body))
    )
      return null
    return body
  } catch {
    return null
  }
}

/** An entry's content, or null when it is not exactly a valid entry of `key` in this format. */
export function decodeEntry(text: string, key: string): CachedPage | null {
  try {
    const body = unseal(text, key)
    if (body === null) return null
    const entry = JSON.parse(body) as CachedPage
    if (typeof entry?.page?.html !== 'string' || !Array.isArray(entry.warnings) || !Array.isArray(entry.lookups))
      return null
    // Files the write stage copies (images, component CSS kept in the OS temp folder) must still be there.
    if (entry.page.assets?.some((a) => !fs.existsSync(a.from))) return null
    return entry
  } catch {
    return null
  }
}

/**
 * Write a page's entry (packed in the staging folder, or atomically in the cache: entry-packs.ts); any error
 * is ignored (it is then compiled
 * again next time). `key` is the page's key taken before it was compiled: later stages may add to
 * a source's objects (e.g. its front matter), which must not move its entry.
 */
export function writeEntry(
  store: PageStore,
  key: string,
  page: CompiledPage,
  warnings: string[],
  lookups: [string, string | null][] = [],
): void {
  // `encodeEntry`'s bytes, the body encoded as UTF-8 once (for its length, its digest and the file).
  writeEntryFile(store, PAGES, key, () => sealChunks(key, [Buffer.from(entryBody(page, warnings, lookups))]))
}

/** Split sources into pages found in the store and the rest; `keyOf` gives each source's key (taken once per build). */
export function readEntries(
  store: PageStore,
  sources: SourceFile[],
  keyOf: (source: SourceFile) => string = (s) => pageKey(store.bases, s),
  byFile: Map<string, string> = new Map(),
  hashes?: FileHashes,
): { cached: CompiledPage[]; fresh: SourceFile[]; warnings: string[] } {
  const cached: CompiledPage[] = []
  const fresh: SourceFile[] = []
  const warnings: string[] = []
  for (const source of sources) {
    const key = keyOf(source)
    const text = readEntryText(path.join(store.dir, PAGES), key)
    const entry = text === null ? null : decodeEntry(text, key)
    // Each plan lookup gives the same URL, and each file read has the same bytes (FileHashes: a stat when unchanged).
    if (
      entry?.lookups.every(
        ([file, value]) =>
          (file.startsWith(READ)
            ? hashes
              ? hashes.hash(file.slice(READ.length))
              : undefined
            : (byFile.get(file) ?? null)) === value,
      )
    ) {
      cached.push({ ...entry.page, source })
      warnings.push(...entry.warnings)
    } else fresh.push(source)
  }
  return { cached, fresh, warnings }
}

/** The lookups of the committed entry `key` (null when it is missing or invalid). */
export function entryLookups(dir: string, key: string): [string, string | null][] | null {
  const text = readEntryText(path.join(dir, PAGES), key)
  return text === null ? null : (decodeEntry(text, key)?.lookups ?? null)
}

/** After a successful build: keep in an entries' folder (`pages`, `render`) the entries of `used` only
 * (entry-packs.ts `sweepFolder`: stale entries, sparse packs, temp files). */
export async function sweepEntries(dir: string, used: Set<string>, sub = PAGES): Promise<void> {
  await sweepFolder(path.join(dir, sub), used)
}

/**
 * Every file under `dir` (sorted, recursive; symbolic links to files included), skipping what
 * `skip(dir, name)` says. `subtrees`: where to note the listing of each folder walked in which
 * nothing was skipped, so that a later listing of it is not a second walk (`subtreeOf`).
 */
export function listFiles(
  dir: string,
  skip: (dir: string, name: string) => boolean,
  subtrees?: Map<string, string[]>,
): string[] {
  const out: string[] = []
  const ranges: [string, number, number][] = []
  const walk = (d: string): boolean => {
    let entries: fs.Dirent[]
    try {
      entries = fs.readdirSync(d, { withFileTypes: true })
    } catch {
      return true
    }
    const start = out.length
    let whole = true
    const prefix = d.endsWith(path.sep) ? d : d + path.sep
    for (const e of entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
      if (skip(d, e.name)) {
        whole = false
        continue
      }
      const full = prefix + e.name
      if (e.isDirectory()) whole = walk(full) && whole
      else out.push(full)
    }
    if (whole && subtrees) ranges.push([d, start, out.length])
    return whole
  }
  walk(dir)
  for (const [d, start, end] of ranges) subtrees!.set(d, out.slice(start, end))
  return out
}

/** `listFiles(dir, () => false)`, from `subtrees` when a walk of this build already listed it. */
export function subtreeOf(dir: string, subtrees?: Map<string, string[]>): string[] {
  return subtrees?.get(dir) ?? listFiles(dir, () => false)
}

function hashFile(file: string): string {
  try {
    return createHash('sha256').update(fs.readFileSync(file)).digest('hex')
  } catch {
    return '-'
  }
}

function sha256(text: string): string {
  return hashOnce('sha256', text, 'hex')
}
