/**
 * Proves a refactor left the build's behaviour as it was: builds six sites through
 * five scenarios and writes a manifest of everything a build leaves behind, then `compare` diffs
 * two manifests.
 *
 *   npx tsx scripts/equivalence.ts run /tmp/before.json
 *   npx tsx scripts/equivalence.ts compare /tmp/before.json /tmp/after.json
 *
 * Sites: the Code Web Chat site (this repository's content/, static/ and site.config.ts), and the
 * test fixtures docusaurus-site, docusaurus-versions, docusaurus-i18n, mdx-site and react-pages. Scenarios, in order on
 * one copy of each site: a cold build, a no-op build, one doc edited, a versioned sidebars file
 * edited (sites with versions), and a `--no-cache` build into a fresh output folder. For each
 * scenario the manifest holds the SHA-256 of every output file, the cache folder's files (names
 * and SHA-256, stat stamps and timings taken out) and the build report without timings.
 *
 * The sites are copied to fixed paths under /tmp/cwc-equivalence/ (absolute paths are part of
 * cache entries), and the code version that every cache key holds is pinned through
 * CWC_CODE_VERSION: a refactor changes the generator's source hash by design, and nothing else.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import fg from 'fast-glob'

const REPO = path.resolve(import.meta.dirname, '..')
const FIXTURES = path.join(REPO, 'generator/test/fixtures')
const WORK = '/tmp/cwc-equivalence'

/** One site: where its sources come from, the doc to edit, and the versioned sidebars file to edit (if any). */
interface SiteCase {
  name: string
  /** Copies the site into `dir`. */
  copy: (dir: string) => void
  /** A doc (relative to the site) given one more paragraph. */
  doc: string
  /** A versioned sidebars file (relative) whose first category label is changed. */
  versionedSidebars?: string
}

const SITES: SiteCase[] = [
  {
    name: 'cwc-site',
    copy: (dir) => {
      for (const d of ['content', 'static']) fs.cpSync(path.join(REPO, d), path.join(dir, d), { recursive: true })
      // site.config.ts imports defineConfig from ./generator/ (pointed at this repository's: a link would put the
      // generator's sources among the site's files) and its packages from node_modules (a link, which the
      // build's walks skip).
      const config = fs
        .readFileSync(path.join(REPO, 'site.config.ts'), 'utf8')
        .replaceAll("'./generator/", `'${REPO}/generator/`)
      fs.writeFileSync(path.join(dir, 'site.config.ts'), config)
      fs.symlinkSync(path.join(REPO, 'node_modules'), path.join(dir, 'node_modules'))
    },
    doc: firstDoc(path.join(REPO, 'content/docs'), 'content/docs'),
  },
  { name: 'docusaurus-site', copy: fixture('docusaurus-site'), doc: 'docs/intro.md' },
  {
    name: 'docusaurus-versions',
    copy: fixture('docusaurus-versions'),
    doc: 'docs/intro.md',
    versionedSidebars: 'versioned_sidebars/version-1.0-sidebars.json',
  },
  { name: 'docusaurus-i18n', copy: fixture('docusaurus-i18n'), doc: 'docs/intro.md' },
  // The MDX and React-page paths of the markdown stage.
  { name: 'mdx-site', copy: fixture('mdx-site'), doc: 'content/docs/guides/first.mdx' },
  { name: 'react-pages', copy: fixture('react-pages'), doc: 'src/pages/notes.md' },
]

function fixture(name: string): (dir: string) => void {
  return (dir) => fs.cpSync(path.join(FIXTURES, name), dir, { recursive: true })
}

function firstDoc(dir: string, prefix: string): string {
  const files = fg.sync('**/*.md', { cwd: dir }).sort()
  return `${prefix}/${files[0]}`
}

/** What one scenario left: output files, cache files, report. */
interface ScenarioRecord {
  outputs: Record<string, string>
  cache: Record<string, string>
  report: unknown
}

type Manifest = Record<string, Record<string, ScenarioRecord>>

function sha256(data: Buffer | string): string {
  return createHash('sha256').update(data).digest('hex')
}

function hashTree(dir: string): Record<string, string> {
  const out: Record<string, string> = {}
  if (!fs.existsSync(dir)) return out
  for (const rel of fg.sync('**/*', { cwd: dir, dot: true, onlyFiles: true }).sort())
    out[rel] = sha256(fs.readFileSync(path.join(dir, rel)))
  return out
}

/**
 * A JSON value with stat stamps put aside: numbers that are clock times (epoch milliseconds) or the
 * inode of a file of the site, its output or its cache become a mark, so the shape still counts;
 * object keys are sorted.
 */
function withoutStamps(value: unknown, inodes: Set<number>): unknown {
  if (typeof value === 'number') return value > 1e12 ? '<time>' : inodes.has(value) ? '<inode>' : value
  if (Array.isArray(value)) return value.map((v) => withoutStamps(v, inodes))
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {}
    // Keys sorted: memos are filled as parallel reads finish.
    for (const [k, v] of Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      out[k] = withoutStamps(v, inodes)
    return out
  }
  return value
}

/** The inode of every file and folder under `dirs`. */
function inodesOf(dirs: string[]): Set<number> {
  const out = new Set<number>()
  for (const dir of dirs) {
    if (!fs.existsSync(dir)) continue
    for (const entry of fg.sync('**/*', {
      cwd: dir,
      dot: true,
      onlyFiles: false,
      followSymbolicLinks: false,
      stats: true,
    })) {
      if (entry.stats) out.add(entry.stats.ino)
    }
  }
  return out
}

/**
 * A cache file's fingerprint: its bytes' SHA-256, except for the files that hold stat stamps
 * (files.json, sources.jsonl, outputs.json, last-build.json, version records), whose JSON lines
 * (sources.jsonl: path and entry, tab-separated) are hashed with the stamps taken out (and a sealed record's
 * header without the length and checksum
 * of its stamped body).
 */
function cacheFingerprint(file: string, rel: string, inodes: Set<number>): string {
  const text = fs.readFileSync(file, 'utf8')
  const stamped =
    /(^|\/)(files|outputs|last-build)\.json$|(^|\/)sources\.jsonl$/.test(rel) || rel.startsWith('versions/')
  // A compiled page's lookups are recorded as its reads finish (images' sizes read in parallel), in no fixed order.
  if (rel.startsWith('pages/')) return 'lookups sorted:' + sha256(text.split('\n').map(sortedLookups).join('\n'))
  if (!stamped) return sha256(text)
  const lines = text.split('\n').map((line) => {
    try {
      // A raw tab is never inside JSON: a line with one holds two values (sources.jsonl).
      const value = withoutStamps(
        line.includes('\t') ? line.split('\t').map((part) => JSON.parse(part) as unknown) : JSON.parse(line),
        inodes,
      )
      if (value && typeof value === 'object' && 'sha256' in value && 'length' in value)
        return JSON.stringify({ ...value, sha256: '<sum>', length: '<length>' })
      return JSON.stringify(value)
    } catch {
      return line
    }
  })
  return 'normalised:' + sha256(lines.join('\n'))
}

/** A page entry's line with its lookups in sorted order (and the header without its body's checksum, which
 * follows that order). */
function sortedLookups(line: string): string {
  try {
    const value = JSON.parse(line) as { lookups?: [string, unknown][]; sha256?: string }
    if (typeof value.sha256 === 'string') return JSON.stringify({ ...value, sha256: '<sum>' })
    if (!Array.isArray(value.lookups)) return line
    return JSON.stringify({
      ...value,
      lookups: [...value.lookups].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0)),
    })
  } catch {
    return line
  }
}

function hashCache(dir: string, inodes: Set<number>): Record<string, string> {
  const out: Record<string, string> = {}
  if (!fs.existsSync(dir)) return out
  for (const rel of fg.sync('**/*', { cwd: dir, dot: true, onlyFiles: true }).sort())
    out[rel] = cacheFingerprint(path.join(dir, rel), rel, inodes)
  return out
}

/** The times given to the copied sources and to an edited file. */
const OLD = new Date('2020-01-01T00:00:00Z')
const EDITED = new Date('2021-01-01T00:00:00Z')

/** Sets the times of every file and folder under `dir` (links are left alone: one points into this repository). */
function setTimes(dir: string, time: Date): void {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.isSymbolicLink()) continue
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) setTimes(file, time)
    fs.utimesSync(file, time, time)
  }
}

type BuildFn = (
  root: string,
  options: { cacheDir?: string | false; outDir?: string },
) => Promise<Record<string, unknown>>

async function runSite(site: SiteCase, build: BuildFn): Promise<Record<string, ScenarioRecord>> {
  const root = path.join(WORK, site.name)
  const cacheDir = path.join(WORK, `${site.name}.cache`)
  const outDir = path.join(WORK, `${site.name}.out`)
  const noCacheOut = path.join(WORK, `${site.name}.nocache-out`)
  for (const d of [root, cacheDir, outDir, noCacheOut]) fs.rmSync(d, { recursive: true, force: true })
  fs.mkdirSync(root, { recursive: true })
  site.copy(root)
  // Sources older than the memos' 2 s window, so files.json and sources.jsonl hold every file whatever the
  // machine's speed.
  setTimes(root, OLD)
  const records: Record<string, ScenarioRecord> = {}
  const scenario = async (name: string, options: { cacheDir: string | false; outDir: string }) => {
    const report = await build(root, options)
    const { timings: _timings, config: _config, ...rest } = report
    records[name] = {
      outputs: hashTree(options.outDir),
      cache: hashCache(cacheDir, inodesOf([root, cacheDir, outDir, noCacheOut])),
      report: rest,
    }
    console.log(
      `  ${site.name} ${name}: ${Object.keys(records[name].outputs).length} files, ${Object.keys(records[name].cache).length} cache files`,
    )
  }
  await scenario('cold', { cacheDir, outDir })
  await scenario('no-op', { cacheDir, outDir })
  const doc = path.join(root, site.doc)
  fs.appendFileSync(doc, '\n\nA paragraph added by the equivalence script.\n')
  fs.utimesSync(doc, EDITED, EDITED)
  await scenario('doc-edited', { cacheDir, outDir })
  if (site.versionedSidebars) {
    const file = path.join(root, site.versionedSidebars)
    const text = fs.readFileSync(file, 'utf8')
    const edited = text.replace(/"label":\s*"([^"]*)"/, '"label": "$1 (edited)"')
    if (edited === text) throw new Error(`${file}: no "label" to edit`)
    fs.writeFileSync(file, edited)
    fs.utimesSync(file, EDITED, EDITED)
    await scenario('versioned-sidebars-edited', { cacheDir, outDir })
  }
  await scenario('no-cache', { cacheDir: false, outDir: noCacheOut })
  return records
}

async function run(outFile: string): Promise<void> {
  // As cli.ts does: React's production build, read once when it loads.
  process.env.NODE_ENV = 'production'
  process.env.CWC_CODE_VERSION = 'equivalence'
  const { build } = (await import('../generator/build.js')) as unknown as { build: BuildFn }
  const manifest: Manifest = {}
  for (const site of SITES) manifest[site.name] = await runSite(site, build)
  fs.writeFileSync(outFile, JSON.stringify(manifest, null, 1) + '\n')
  console.log(`wrote ${outFile}`)
}

/** Every difference between two manifests, one line each. */
function diff(a: unknown, b: unknown, at: string, out: string[]): void {
  if (JSON.stringify(a) === JSON.stringify(b)) return
  if (a && b && typeof a === 'object' && typeof b === 'object' && !Array.isArray(a) && !Array.isArray(b)) {
    const ao = a as Record<string, unknown>
    const bo = b as Record<string, unknown>
    for (const k of [...new Set([...Object.keys(ao), ...Object.keys(bo)])].sort()) {
      if (!(k in ao)) out.push(`${at}/${k}: only in the second`)
      else if (!(k in bo)) out.push(`${at}/${k}: only in the first`)
      else diff(ao[k], bo[k], `${at}/${k}`, out)
    }
    return
  }
  out.push(`${at}: ${JSON.stringify(a)?.slice(0, 300)} ≠ ${JSON.stringify(b)?.slice(0, 300)}`)
}

function compare(fileA: string, fileB: string): void {
  const a = JSON.parse(fs.readFileSync(fileA, 'utf8')) as Manifest
  const b = JSON.parse(fs.readFileSync(fileB, 'utf8')) as Manifest
  const out: string[] = []
  diff(a, b, '', out)
  if (out.length === 0) {
    const scenarios = Object.entries(a).map(([site, s]) => `${site} (${Object.keys(s).join(', ')})`)
    console.log(`identical: ${scenarios.join('; ')}`)
    return
  }
  console.log(out.join('\n'))
  console.log(`${out.length} difference(s)`)
  process.exitCode = 1
}

const [command, ...args] = process.argv.slice(2)
if (command === 'run' && args[0]) await run(path.resolve(args[0]))
else if (command === 'compare' && args[0] && args[1]) compare(args[0], args[1])
else {
  console.error('usage: tsx scripts/equivalence.ts run OUT.json | compare A.json B.json')
  process.exitCode = 2
}
