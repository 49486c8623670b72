/**
 * Pure helpers of `npm run bench`: argument parsing, corpus sizes, parsing `/usr/bin/time -v`,
 * finding a page's assets, the peers' reference figures (issue #6), the markdown table and the
 * SVG chart. No I/O here, so `bench-lib.test.ts` can test all of it.
 */
import { formatMs } from '../generator/report/progress.js'
// @ts-expect-error plain JavaScript module without types
import { V8_START_FLAGS } from '../generator/launch.mjs'

/** Node's arguments for a build of ours in a child process: V8's start flags, as the CLI gives them
 * (generator/launch.mjs), then the bench child. The bare pipeline's child runs without them. */
export const OUR_BUILD: string[] = [...(V8_START_FLAGS as string[]), 'scripts/bench-child.mjs', 'build']

/** Prefix of the JSON result line a bench child prints. */
export const RESULT_PREFIX = '@@bench '

/**
 * The peers, as named in the table and chart. "Docusaurus" is its default webpack build;
 * "Docusaurus Faster" the same version with `@docusaurus/faster` and `future.faster` on (Rspack,
 * SWC, Lightning CSS, SSG worker threads: issue 31).
 */
export const PEERS = ['Docusaurus', 'Docusaurus Faster', 'VitePress', 'Starlight'] as const
export type Peer = (typeof PEERS)[number]

/** A peer's name in `--peer-names`, its install folder and SVG ids: `Docusaurus Faster` → `docusaurus-faster`. */
export function peerSlug(peer: string): string {
  return peer.toLowerCase().trim().replace(/\s+/g, '-')
}

/** Options of one bench run. */
export interface BenchArgs {
  /** Doc counts of the corpora to build. @default [10, 1000, 10000] */
  sizes: number[]
  /** Install and build the peers too. @default false */
  peers: boolean
  /** Doc counts the peers are built for (subset of sizes). @default [10] */
  peerSizes: number[]
  /** Which peers `--peers` builds (slugs: docusaurus, docusaurus-faster, vitepress, starlight). @default all */
  peerNames: string[]
  /** Builds per corpus (the fastest is reported). @default 1 */
  runs: number
  /** Do not rewrite BENCHMARKS.md and the chart. @default false */
  dryRun: boolean
  /** Skip the dev-server edits on the 1,000-doc corpus. @default false */
  noDev: boolean
  /** Builds per rebuild scenario (their median is reported). @default 3 */
  rebuildRuns: number
}

/** Default corpus sizes (docs). */
export const DEFAULT_SIZES = [10, 1000, 10000]
/** Sizes of `--quick`. */
export const QUICK_SIZES = [10, 1000]

/** Parse the command line of `npm run bench -- …`. Throws on an unknown flag. */
export function parseBenchArgs(argv: string[]): BenchArgs {
  const args: BenchArgs = {
    sizes: DEFAULT_SIZES,
    peers: false,
    peerSizes: [10],
    peerNames: PEERS.map(peerSlug),
    runs: 1,
    dryRun: false,
    noDev: false,
    rebuildRuns: 3,
  }
  const list = (v: string | undefined, flag: string) => {
    const nums = (v ?? '').split(',').map((s) => Number(s.trim().replace(/_/g, '')))
    if (!v || nums.some((n) => !Number.isInteger(n) || n < 1))
      throw new Error(`${flag} needs a comma-separated list of doc counts, e.g. ${flag} 10,1000`)
    return nums
  }
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!
    if (a === '--quick') args.sizes = QUICK_SIZES
    else if (a === '--sizes') args.sizes = list(argv[++i], a)
    else if (a === '--peers') args.peers = true
    else if (a === '--peer-sizes') args.peerSizes = list(argv[++i], a)
    else if (a === '--peer-names') {
      args.peerNames = (argv[++i] ?? '').split(',').map(peerSlug).filter(Boolean)
      const unknown = args.peerNames.filter((n) => !PEERS.some((p) => peerSlug(p) === n))
      if (!args.peerNames.length || unknown.length)
        throw new Error(
          `--peer-names needs a comma-separated list of ${PEERS.map(peerSlug).join(', ')}${unknown.length ? ` (unknown: ${unknown.join(', ')})` : ''}`,
        )
    } else if (a === '--runs') args.runs = Math.max(1, Number(argv[++i]) || 1)
    else if (a === '--dry-run') args.dryRun = true
    else if (a === '--no-dev') args.noDev = true
    else if (a === '--rebuild-runs') args.rebuildRuns = Math.max(1, Number(argv[++i]) || 1)
    else
      throw new Error(
        `Unknown option "${a}". Options: --quick, --sizes 10,1000, --runs N, --rebuild-runs N, --peers, --peer-sizes 10, --peer-names docusaurus-faster,vitepress, --no-dev, --dry-run`,
      )
  }
  args.sizes = [...new Set(args.sizes)].sort((a, b) => a - b)
  return args
}

/** Blog posts generated alongside `docs` docs: one per twenty docs, at least one (10 → 1, 1,000 → 50). */
export function postsFor(docs: number): number {
  return Math.max(1, Math.round(docs / 20))
}

/** What `/usr/bin/time -v` reports about a finished command. */
export interface TimeV {
  userMs: number
  sysMs: number
  /** Peak RSS of the largest process of the tree, bytes. */
  maxRssBytes: number
  wallMs: number
}

/** Parse the report of GNU `time -v`; null when it is not one. */
export function parseTimeV(text: string): TimeV | null {
  const num = (label: string) => {
    const m = new RegExp(`${label}.*?:\\s+([\\d.:]+)\\s*$`, 'm').exec(text)
    return m ? m[1]! : null
  }
  const user = num('User time'),
    sys = num('System time'),
    rss = num('Maximum resident set size'),
    wall = num('Elapsed \\(wall clock\\) time')
  if (user === null || sys === null || rss === null) return null
  return {
    userMs: Number(user) * 1000,
    sysMs: Number(sys) * 1000,
    maxRssBytes: Number(rss) * 1024,
    wallMs: wall ? clockToMs(wall) : NaN,
  }
}

/** `1:02:03.5`, `2:03.50` or `3.5` → milliseconds. */
export function clockToMs(clock: string): number {
  return clock.split(':').reduce((acc, part) => acc * 60 + Number(part), 0) * 1000
}

/** Output files (relative to the output root) where the page of a route may be, in order of preference. */
export function htmlCandidates(route: string): string[] {
  const r = route.replace(/^\/+|\/+$/g, '')
  if (!r) return ['index.html', 'docs/index.html']
  return [r, `docs/${r}`].flatMap((b) => [`${b}.html`, `${b}/index.html`])
}

/** Assets a page loads up front, as found in its HTML. */
export interface PageAssets {
  /** External scripts (`<script src>`, `<link rel=modulepreload>`, `<link rel=preload as=script>`). */
  scripts: string[]
  /** Stylesheets (`<link rel=stylesheet>`). */
  styles: string[]
  /** Text of inline `<script>` elements (JSON data blocks excluded). */
  inlineScripts: string[]
  /** Text of inline `<style>` elements. */
  inlineStyles: string[]
}

const TAG_RE = /<(script|link|style)\b([^>]*)>/gi
const ATTR_RE = /([\w:-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g

/** Parse one tag's attributes (lower-cased names). */
export function parseAttrs(text: string): Record<string, string> {
  const attrs: Record<string, string> = {}
  for (const m of text.matchAll(ATTR_RE)) attrs[m[1]!.toLowerCase()] = m[2] ?? m[3] ?? m[4] ?? ''
  return attrs
}

/** Find the JS and CSS a page loads before any interaction (lazy `import()` chunks are not counted). */
export function findPageAssets(html: string): PageAssets {
  const out: PageAssets = { scripts: [], styles: [], inlineScripts: [], inlineStyles: [] }
  const add = (list: string[], v: string | undefined) => {
    if (v && !list.includes(v)) list.push(v)
  }
  for (const m of html.matchAll(TAG_RE)) {
    const tag = m[1]!.toLowerCase()
    const attrs = parseAttrs(m[2]!)
    if (tag === 'link') {
      const rel = (attrs.rel ?? '').toLowerCase().split(/\s+/)
      if (rel.includes('stylesheet')) add(out.styles, attrs.href)
      else if (rel.includes('modulepreload') || (rel.includes('preload') && attrs.as === 'script'))
        add(out.scripts, attrs.href)
      continue
    }
    const close = html.indexOf(`</${tag}`, m.index! + m[0].length)
    const body = close === -1 ? '' : html.slice(m.index! + m[0].length, close)
    if (tag === 'style') {
      if (body.trim()) out.inlineStyles.push(body)
      continue
    }
    const type = (attrs.type ?? '').toLowerCase()
    if (type && !/^(module|text\/javascript|application\/javascript)$/.test(type)) continue // JSON, templates
    if (attrs.src !== undefined) add(out.scripts, attrs.src)
    else if (body.trim()) out.inlineScripts.push(body)
  }
  return out
}

/** Static `import … from "x"` / `import "x"` specifiers of a JS module (not dynamic `import()`). */
export function staticImports(js: string): string[] {
  const found = new Set<string>()
  for (const m of js.matchAll(/(?:^|[;}\s])(?:import|export)\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+)["']/g))
    found.add(m[1]!)
  return [...found]
}

/** Resolve an asset URL of a page to a path relative to the output root; null for other origins. */
export function assetPath(url: string, pagePath: string, baseUrl = '/'): string | null {
  if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(url)) return null
  const clean = url.split(/[?#]/)[0]!
  if (clean.startsWith('/')) {
    const rel = baseUrl !== '/' && clean.startsWith(baseUrl) ? clean.slice(baseUrl.length) : clean.slice(1)
    return normalize(rel)
  }
  const dir = pagePath.includes('/') ? pagePath.slice(0, pagePath.lastIndexOf('/') + 1) : ''
  return normalize(dir + clean)
}

function normalize(p: string): string {
  const out: string[] = []
  for (const seg of p.split('/')) {
    if (seg === '..') out.pop()
    else if (seg && seg !== '.') out.push(seg)
  }
  return out.join('/')
}

/** Bytes raw and gzipped. */
export interface Size {
  raw: number
  gzip: number
}

/** One tool's measurements on one corpus. */
export interface BuildResult {
  tool: string
  docs: number
  posts: number
  pages: number
  wallMs: number
  cpuMs: number
  peakRssBytes: number
  outputBytes: number
  html: Size
  js: Size
  css: Size
  /** ms per stage, in order. */
  stages: Record<string, number>
  /** Set when the tool failed; the other figures are then NaN. */
  error?: string
  /** `npm run dev`: edits of one page, timed to the reload (scripts/bench-dev.ts). */
  dev?: { edits: number; reloadMedianMs: number; rebuildMedianMs: number; onePage: number }
  /** With the persistent build cache: the build that fills it, then one change per scenario (see RebuildScenario). */
  rebuild?: { fillMs: number; sources: number; coldMs: number; scenarios: RebuildScenario[] }
  /**
   * A peer's second build of the same site right after its cold one, nothing changed and nothing
   * deleted (its caches and output as the cold build left them): what its users get today on a
   * rebuild (`--peers`, scripts/bench-peers.ts). Null when that build failed (`secondError` says
   * why; the cold figures stand); absent when not run.
   */
  second?: { wallMs: number; cpuMs: number; peakRssBytes: number } | null
  /** Why the second build failed (first line of its error). */
  secondError?: string
}

/** The bare unified baseline of one corpus. */
export interface BaselineResult {
  docs: number
  files: number
  /** Child process wall time, startup included. */
  wallMs: number
  /** Time from the first read to the last stringify. */
  processMs: number
  cpuMs: number
}

/** A figure reported in issue #6 (2 cores, 24 GiB, Node 20), by doc count. */
export interface PeerReference {
  wallS: number
  rssGb: number | string
  jsGzipKb: number
  htmlRawKb?: string
}

/** Figures reported in issue #6, not measured here (none for Docusaurus Faster, which the issue did not build). */
export const PEER_REFERENCE: Record<Peer, Record<number, PeerReference>> = {
  Docusaurus: {
    10: { wallS: 18, rssGb: 0.8, jsGzipKb: 179 },
    1000: { wallS: 97, rssGb: 2.2, jsGzipKb: 342, htmlRawKb: '33 (+ 1.4 MB sidebar data)' },
    3000: { wallS: 450, rssGb: 4.8, jsGzipKb: 648 },
  },
  'Docusaurus Faster': {},
  VitePress: {
    10: { wallS: 3.5, rssGb: 0.35, jsGzipKb: 57 },
    1000: { wallS: 32, rssGb: 1.8, jsGzipKb: 57, htmlRawKb: '235–589' },
    3000: { wallS: 157, rssGb: 4.0, jsGzipKb: 57 },
  },
  Starlight: {
    10: { wallS: 5.1, rssGb: 0.43, jsGzipKb: 32 },
    1000: { wallS: 50, rssGb: '1.3–1.6', jsGzipKb: 32, htmlRawKb: '293' },
    3000: { wallS: 256, rssGb: 3.7, jsGzipKb: 32 },
  },
}

/** Targets of issue #6, by doc count. */
/** One kind of rebuild with the persistent cache: the median of its runs, each one change from the build before it. */
export interface RebuildScenario {
  name: 'noop' | 'static' | 'body' | 'title' | 'post'
  runs: number
  wallMs: number
  peakRssBytes: number
  /** Of the median run: page sources compiled, routes rendered, output files changed. */
  compiled: number
  rendered: number
  changed: number
}

/** What each rebuild scenario is, for the table. */
export const REBUILD_LABELS: Record<RebuildScenario['name'], string> = {
  noop: 'no-op rebuild',
  static: 'one static file added (every page kept, checked one by one)',
  body: "one doc's body edited",
  title: "one doc's title edited",
  post: 'one blog post added',
}

export const TARGETS = {
  wallMs: { 10: 500, 1000: 5000, 10000: 45000 } as Record<number, number>,
  rssBytes: { 1000: 400 * 2 ** 20, 10000: 2 ** 30 } as Record<number, number>,
  jsGzipBytes: 8 * 1024,
  htmlGzipBytes: 15 * 1024,
  baselineRatio: 1.0,
  devReloadMs: { 1000: 100 } as Record<number, number>,
  /** Our cold build ÷ a peer's cold build (wall), by peer and doc count: issue 31 asks for 5× faster than
   * Docusaurus Faster at 1,000 docs. */
  peerColdRatio: { 'Docusaurus Faster': { 1000: 0.2 } } as Partial<Record<Peer, Record<number, number>>>,
  /** Warm build ÷ cold build (wall) of issue 15, by scenario and doc count. */
  rebuildRatio: {
    noop: { 1000: 0.1, 10000: 0.05 },
    static: {},
    body: { 10000: 0.1 },
    title: { 10000: 0.25 },
    post: { 1000: 0.15 },
  } as Record<RebuildScenario['name'], Record<number, number>>,
}

/** The median of numbers (NaN for none). */
export function medianOf(xs: number[]): number {
  if (!xs.length) return NaN
  const s = [...xs].sort((a, b) => a - b)
  const m = Math.floor(s.length / 2)
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2
}

/** `1234` → `1.23 s`, `87` → `87 ms` (as `npm run build` prints), `–` when not measured. */
export function fmtMs(ms: number): string {
  return Number.isFinite(ms) ? formatMs(ms) : '–'
}

/** `1536` → `1.5 KB`, binary units. */
export function fmtBytes(n: number): string {
  if (!Number.isFinite(n)) return '–'
  if (n < 1024) return `${n} B`
  if (n < 2 ** 20) return `${(n / 1024).toFixed(1)} KB`
  if (n < 2 ** 30) return `${(n / 2 ** 20).toFixed(1)} MB`
  return `${(n / 2 ** 30).toFixed(2)} GB`
}

/** `10000` → `10,000`. */
export function fmtCount(n: number): string {
  return Number.isFinite(n) ? Math.round(n).toLocaleString('en-US') : '–'
}

/** Append ✓/✗ and the target to a figure when there is one. */
function judged(text: string, value: number, limit: number | undefined, limitText: string): string {
  if (limit === undefined || !Number.isFinite(value)) return text
  return `${text} ${value <= limit ? '✓' : '✗'} (≤ ${limitText})`
}

/** Everything the table and the chart show. */
export interface BenchData {
  ours: BuildResult[]
  /** The 1,000-doc corpus with ~30 % of its docs as MDX with components, against the plain build of the same run. */
  mdx?: { docs: number; mdxDocs: number; plain: BuildResult; mdx: BuildResult }
  baselines: BaselineResult[]
  /** Peers built in this run (`--peers`). */
  peers: BuildResult[]
}

/** The MDX corpus line of the report: wall and CPU per page against plain markdown in the same run. */
export function mdxLine(m: NonNullable<BenchData['mdx']>): string {
  if (m.mdx.error)
    return `**MDX corpus** (${m.mdxDocs} of ${m.docs} docs as MDX with components): build failed: ${m.mdx.error}`
  const per = (r: BuildResult, what: 'wallMs' | 'cpuMs') => r[what] / r.pages
  const extraCpuPerMdx = (m.mdx.cpuMs - m.plain.cpuMs) / m.mdxDocs
  return `**MDX corpus** (${fmtCount(m.docs)} docs, ${fmtCount(m.mdxDocs)} of them MDX with Tabs, an Admonition and an exported component): ${fmtMs(m.mdx.wallMs)} wall / ${fmtMs(m.mdx.cpuMs)} CPU against ${fmtMs(m.plain.wallMs)} / ${fmtMs(m.plain.cpuMs)} for the same docs as plain markdown in this run — ${(m.mdx.wallMs / m.plain.wallMs).toFixed(2)}× the wall time; ${per(m.mdx, 'cpuMs').toFixed(1)} ms CPU per page against ${per(m.plain, 'cpuMs').toFixed(1)} ms (about ${extraCpuPerMdx.toFixed(1)} ms more CPU per MDX page).`
}

/** The one markdown table: a row per metric, a column per corpus. */
export function renderTable(data: BenchData): string {
  const cols = data.ours.map((r) => r.docs)
  const ours = (d: number) => data.ours.find((r) => r.docs === d)!
  const base = (d: number) => data.baselines.find((b) => b.docs === d)
  const head = `| | ${cols.map((d) => `${fmtCount(d)} docs + ${fmtCount(ours(d).posts)} posts`).join(' | ')} |`
  const rows: string[] = [head, `|---|${cols.map(() => '---').join('|')}|`]
  const row = (label: string, cell: (r: BuildResult) => string) =>
    rows.push(`| ${label} | ${cols.map((d) => (ours(d).error ? '✗ failed' : cell(ours(d)))).join(' | ')} |`)
  row('pages built', (r) => fmtCount(r.pages))
  row('**wall time** (cold, child process)', (r) =>
    judged(`**${fmtMs(r.wallMs)}**`, r.wallMs, TARGETS.wallMs[r.docs], fmtMs(TARGETS.wallMs[r.docs] ?? 0)),
  )
  row('CPU time (user + sys)', (r) => `${fmtMs(r.cpuMs)} (${(r.cpuMs / r.wallMs).toFixed(2)} cores)`)
  row('peak RSS', (r) =>
    judged(fmtBytes(r.peakRssBytes), r.peakRssBytes, TARGETS.rssBytes[r.docs], fmtBytes(TARGETS.rssBytes[r.docs] ?? 0)),
  )
  row('pages / s', (r) => fmtCount(r.pages / (r.wallMs / 1000)))
  row('output size', (r) => fmtBytes(r.outputBytes))
  row('typical doc: HTML raw / gzip', (r) =>
    judged(`${fmtBytes(r.html.raw)} / ${fmtBytes(r.html.gzip)}`, r.html.gzip, TARGETS.htmlGzipBytes, '15 KB gz'),
  )
  row('typical doc: JS raw / gzip', (r) =>
    judged(`${fmtBytes(r.js.raw)} / ${fmtBytes(r.js.gzip)}`, r.js.gzip, TARGETS.jsGzipBytes, '8 KB gz'),
  )
  row('typical doc: CSS raw / gzip', (r) => `${fmtBytes(r.css.raw)} / ${fmtBytes(r.css.gzip)}`)
  const stageNames = [...new Set(data.ours.flatMap((r) => Object.keys(r.stages)))]
  for (const s of stageNames) row(`stage: ${s}`, (r) => fmtMs(r.stages[s] ?? NaN))
  rows.push(
    `| bare unified baseline, 1 thread (wall / processing / CPU) | ${cols
      .map((d) => {
        const b = base(d)
        return b ? `${fmtMs(b.wallMs)} / ${fmtMs(b.processMs)} / ${fmtMs(b.cpuMs)}` : '–'
      })
      .join(' | ')} |`,
  )
  if (data.ours.some((r) => r.dev)) {
    row('`npm run dev`: edit → reload, median (server rebuild)', (r) =>
      r.dev
        ? `${judged(fmtMs(r.dev.reloadMedianMs), r.dev.reloadMedianMs, TARGETS.devReloadMs[r.docs], fmtMs(TARGETS.devReloadMs[r.docs] ?? 0))} (${fmtMs(r.dev.rebuildMedianMs)}); ${r.dev.onePage} of ${r.dev.edits} edits rebuilt one page`
        : 'not run',
    )
  }
  if (data.ours.some((r) => r.rebuild)) {
    for (const name of Object.keys(REBUILD_LABELS) as RebuildScenario['name'][]) {
      row(
        `rebuild with the build cache: ${REBUILD_LABELS[name]} (median wall, ÷ cold; compiled / rendered / files changed)`,
        (r) => {
          const sc = r.rebuild?.scenarios.find((x) => x.name === name)
          if (!r.rebuild || !sc) return 'not run'
          const ratio = sc.wallMs / r.rebuild.coldMs
          const target = TARGETS.rebuildRatio[name][r.docs]
          return `${judged(`**${fmtMs(sc.wallMs)}** (${ratio.toFixed(2)}×)`, ratio, target, `${target?.toFixed(2)}×`)}; ${fmtCount(sc.compiled)} / ${fmtCount(sc.rendered)} / ${fmtCount(sc.changed)}`
        },
      )
    }
    // The highest of the warm builds (the no-op one, up to date, hardly builds anything).
    row(
      'rebuild with the build cache: peak RSS of the heaviest warm rebuild ÷ cold; the build filling the cache',
      (r) => {
        const sc = [...(r.rebuild?.scenarios ?? [])].sort((a, b) => b.peakRssBytes - a.peakRssBytes)[0]
        if (!r.rebuild || !sc) return 'not run'
        const ratio = sc.peakRssBytes / r.peakRssBytes
        return `${judged(`${fmtBytes(sc.peakRssBytes)} (${ratio.toFixed(2)}×, ${REBUILD_LABELS[sc.name]})`, ratio, 1, '1.00×')}; filling ${fmtMs(r.rebuild.fillMs)}`
      },
    )
  }
  row('**build ÷ baseline** (wall; CPU)', (r) => {
    const b = base(r.docs)
    return b
      ? `${judged(`**${(r.wallMs / b.wallMs).toFixed(2)}×**`, r.wallMs / b.wallMs, TARGETS.baselineRatio, '1.0×')}; ${(r.cpuMs / b.cpuMs).toFixed(2)}×`
      : '–'
  })
  for (const peer of PEERS) {
    const measured = data.peers.filter((p) => p.tool === peer)
    if (!measured.length) continue
    const cell = (d: number) => {
      const p = measured.find((m) => m.docs === d)
      if (!p) return 'not run'
      if (p.error) return `✗ ${p.error.slice(0, 60)}`
      return `${fmtMs(p.wallMs)} (${(p.wallMs / ours(d).wallMs).toFixed(0)}× ours), ${fmtBytes(p.peakRssBytes)}, JS ${fmtBytes(p.js.gzip)} gz, HTML ${fmtBytes(p.html.raw)}`
    }
    rows.push(`| ${peer} (measured): wall, RSS, JS, HTML | ${cols.map(cell).join(' | ')} |`)
  }
  if (data.peers.some((p) => p.second !== undefined)) rows.push(secondBuildRow(data, cols))
  return rows.join('\n')
}

/**
 * The row of the peers' second build of an unchanged site (wall, ÷ their cold build), with ours
 * in the same cell: our no-op rebuild with the build cache (median, ÷ the cold build of the run).
 */
function secondBuildRow(data: BenchData, cols: number[]): string {
  const cell = (d: number) => {
    const parts: string[] = []
    const ours = data.ours.find((r) => r.docs === d)
    const noop = ours?.rebuild?.scenarios.find((x) => x.name === 'noop')
    parts.push(
      ours && !ours.error && noop
        ? `us (no-op rebuild) **${fmtMs(noop.wallMs)}** (${(noop.wallMs / ours.rebuild!.coldMs).toFixed(2)}×)`
        : 'us: not run',
    )
    for (const peer of PEERS) {
      const p = data.peers.find((m) => m.tool === peer && m.docs === d)
      if (!p || p.error) continue
      if (p.second === undefined) parts.push(`${peer}: not run`)
      else if (p.second === null) parts.push(`${peer}: ✗ ${(p.secondError ?? 'failed').slice(0, 60)}`)
      else parts.push(`${peer} ${fmtMs(p.second.wallMs)} (${(p.second.wallMs / p.wallMs).toFixed(2)}×)`)
    }
    return parts.join('; ')
  }
  return `| second build, nothing changed (wall, ÷ its cold build; ours: the no-op rebuild with the build cache) | ${cols.map(cell).join(' | ')} |`
}

/** Ours ÷ one peer on one corpus (wall times and peak RSS; below 1: ours is faster or lighter). */
export interface PeerRatio {
  peer: Peer
  docs: number
  posts: number
  /** Our cold build ÷ the peer's cold build. */
  cold: number
  /** Our no-op rebuild with the build cache (median) ÷ the peer's second build of the unchanged site; NaN
   * when either was not run. */
  second: number
  /** Our cold build's peak RSS ÷ the peer's. */
  rss: number
}

/** Ours ÷ each measured peer, per corpus both were built on (failed builds left out), in the order of PEERS. */
export function peerRatios(data: BenchData): PeerRatio[] {
  const out: PeerRatio[] = []
  for (const peer of PEERS) {
    for (const p of data.peers.filter((x) => x.tool === peer && !x.error).sort((a, b) => a.docs - b.docs)) {
      const ours = data.ours.find((r) => r.docs === p.docs && !r.error)
      if (!ours) continue
      const noop = ours.rebuild?.scenarios.find((x) => x.name === 'noop')
      out.push({
        peer,
        docs: p.docs,
        posts: p.posts,
        cold: ours.wallMs / p.wallMs,
        second: noop && p.second ? noop.wallMs / p.second.wallMs : NaN,
        rss: ours.peakRssBytes / p.peakRssBytes,
      })
    }
  }
  return out
}

/** `0.25` → `0.25× (4.0× faster)`; `1.5` → `1.50× (1.5× slower)`; below 0.1 two significant digits
 * (`0.0037×`, not `0.00×`). */
export function ratioText(r: number, faster = 'faster', slower = 'slower'): string {
  if (!Number.isFinite(r)) return 'not run'
  return `${r >= 0.1 ? r.toFixed(2) : r.toPrecision(2)}× (${(r <= 1 ? 1 / r : r).toFixed(1)}× ${r <= 1 ? faster : slower})`
}

/**
 * The written ratios of the report: ours ÷ each measured peer, cold and second build (ours: the
 * no-op rebuild with the build cache), judged where an issue sets a target (TARGETS.peerColdRatio);
 * null when no peer was measured.
 */
export function peerRatiosTable(data: BenchData): string | null {
  const ratios = peerRatios(data)
  if (!ratios.length) return null
  const rows = ratios.map((r) => {
    const target = TARGETS.peerColdRatio[r.peer]?.[r.docs]
    const cold = judged(
      `**${ratioText(r.cold)}**`,
      r.cold,
      target,
      `${target?.toFixed(2)}×, ${target ? (1 / target).toFixed(0) : ''}× faster`,
    )
    return `| ${r.peer} | ${fmtCount(r.docs)} docs + ${fmtCount(r.posts)} posts | ${cold} | ${ratioText(r.second)} | ${ratioText(r.rss, 'lighter', 'heavier')} |`
  })
  return [
    "**Ours ÷ each peer**, same corpus and run (below 1×: ours is faster or lighter; our second build is the no-op rebuild with the build cache, each peer's the same build command run again with nothing changed):",
    '',
    '| ours ÷ | corpus | cold build (wall) | second build, nothing changed (wall) | peak RSS, cold |',
    '|---|---|---|---|---|',
    ...rows,
  ].join('\n')
}

/** One bar of the chart. */
export interface Bar {
  group: string
  series: string
  value: number
  reference: boolean
}

const SERIES_COLORS: Record<string, string> = {
  us: '#2e7d32',
  Docusaurus: '#3578e5',
  'Docusaurus Faster': '#00a5b5',
  VitePress: '#8e44ad',
  Starlight: '#e67e22',
}

/** Bars of the chart: ours measured, peers measured or else the issue's reference figures. */
export function chartBars(data: BenchData, metric: 'wall' | 'js'): Bar[] {
  const bars: Bar[] = []
  const value = (r: BuildResult) => (metric === 'wall' ? r.wallMs / 1000 : r.js.gzip / 1024)
  const sizes = new Set<number>([
    ...data.ours.map((r) => r.docs),
    ...Object.keys(PEER_REFERENCE.Docusaurus).map(Number),
  ])
  for (const docs of [...sizes].sort((a, b) => a - b)) {
    const group = `${fmtCount(docs)} docs`
    const ours = data.ours.find((r) => r.docs === docs && !r.error)
    if (ours) bars.push({ group, series: 'us', value: value(ours), reference: false })
    for (const peer of PEERS) {
      const measured = data.peers.find((p) => p.tool === peer && p.docs === docs && !p.error)
      const ref = PEER_REFERENCE[peer][docs]
      if (measured) bars.push({ group, series: peer, value: value(measured), reference: false })
      else if (ref)
        bars.push({ group, series: peer, value: metric === 'wall' ? ref.wallS : ref.jsGzipKb, reference: true })
    }
  }
  return bars
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** Draw one horizontal-bar panel on a log scale; returns SVG elements and the panel's height. */
function panel(
  bars: Bar[],
  opts: { x: number; y: number; width: number; title: string; unit: string },
): { svg: string; height: number } {
  const labelW = 90,
    barH = 14,
    gap = 3,
    groupGap = 14
  const plotW = opts.width - labelW - 70
  const positive = bars.map((b) => b.value).filter((v) => v > 0)
  const lo = 10 ** Math.floor(Math.log10(Math.min(...positive, 1)))
  const hi = 10 ** Math.ceil(Math.log10(Math.max(...positive, 1)))
  const xOf = (v: number) =>
    opts.x + labelW + ((Math.log10(Math.max(v, lo)) - Math.log10(lo)) / (Math.log10(hi) - Math.log10(lo))) * plotW
  const parts: string[] = [`<text x="${opts.x}" y="${opts.y + 14}" font-weight="bold">${esc(opts.title)}</text>`]
  let y = opts.y + 28
  const groups = [...new Set(bars.map((b) => b.group))]
  const top = y
  for (const g of groups) {
    const gb = bars.filter((b) => b.group === g)
    parts.push(`<text x="${opts.x}" y="${y + (gb.length * (barH + gap)) / 2 + 4}">${esc(g)}</text>`)
    for (const b of gb) {
      const w = Math.max(1, xOf(b.value) - (opts.x + labelW))
      const fill = SERIES_COLORS[b.series] ?? '#777'
      const style = b.reference ? `fill="url(#hatch-${peerSlug(b.series)})" stroke="${fill}"` : `fill="${fill}"`
      parts.push(
        `<rect x="${opts.x + labelW}" y="${y}" width="${w.toFixed(1)}" height="${barH}" ${style}><title>${esc(`${b.series}, ${g}: ${fmtNum(b.value)} ${opts.unit}${b.reference ? ' (reported in issue #6, not measured here)' : ''}`)}</title></rect>`,
      )
      parts.push(
        `<text x="${(opts.x + labelW + w + 4).toFixed(1)}" y="${y + barH - 3}" font-size="11">${esc(fmtNum(b.value))}${b.reference ? '*' : ''}</text>`,
      )
      y += barH + gap
    }
    y += groupGap
  }
  for (let t = lo; t <= hi; t *= 10) {
    const x = xOf(t).toFixed(1)
    parts.push(`<line x1="${x}" x2="${x}" y1="${top - 4}" y2="${y - groupGap}" stroke="#ccc" stroke-dasharray="2,2"/>`)
    parts.push(`<text x="${x}" y="${y - groupGap + 12}" font-size="10" text-anchor="middle">${fmtNum(t)}</text>`)
  }
  parts.push(
    `<text x="${opts.x + labelW + plotW / 2}" y="${y - groupGap + 26}" font-size="11" text-anchor="middle">${esc(opts.unit)} (log scale)</text>`,
  )
  return { svg: parts.join('\n'), height: y - opts.y + 20 }
}

function fmtNum(v: number): string {
  return v >= 100
    ? String(Math.round(v))
    : v >= 10
      ? v.toFixed(1).replace(/\.0$/, '')
      : String(Number(v.toPrecision(2)))
}

/** The SVG bar chart: cold build time and JS per doc page, us against each peer, per corpus size; `notes` go
 * under it. */
export function renderChart(data: BenchData, caption: string, notes: string[] = []): string {
  const width = 900,
    half = width / 2
  const left = panel(chartBars(data, 'wall'), {
    x: 10,
    y: 40,
    width: half - 10,
    title: 'Cold build time',
    unit: 'seconds',
  })
  const right = panel(chartBars(data, 'js'), {
    x: half + 10,
    y: 40,
    width: half - 10,
    title: 'JS a doc page loads (gzip)',
    unit: 'KB',
  })
  const legendY = 40 + Math.max(left.height, right.height) + 10
  const series = ['us', ...PEERS]
  const legend = series
    .map((s, i) => {
      const x = 10 + i * 150
      return `<rect x="${x}" y="${legendY}" width="12" height="12" fill="${SERIES_COLORS[s]}"/><text x="${x + 16}" y="${legendY + 11}">${esc(s)}</text>`
    })
    .join('\n')
  const anyRef = [...chartBars(data, 'wall'), ...chartBars(data, 'js')].some((b) => b.reference)
  const lines = [
    ...(anyRef
      ? ['* hatched bars: reported in issue #6, not measured here (same corpus generator, 2 cores, 24 GiB, Node 20).']
      : []),
    ...notes,
  ]
  const note = lines
    .map((l, i) => `<text x="10" y="${legendY + 32 + i * 16}" font-size="11">${esc(l)}</text>`)
    .join('\n')
  const height = legendY + 28 + lines.length * 16
  const patterns = PEERS.map(
    (p) =>
      `<pattern id="hatch-${peerSlug(p)}" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="6" height="6" fill="#fff"/><rect width="3" height="6" fill="${SERIES_COLORS[p]}" opacity="0.55"/></pattern>`,
  ).join('')
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="system-ui, sans-serif" font-size="12" role="img" aria-label="${esc(caption)}">`,
    `<defs>${patterns}</defs>`,
    `<rect width="${width}" height="${height}" fill="#fff"/>`,
    `<text x="10" y="22" font-size="14" font-weight="bold">${esc(caption)}</text>`,
    left.svg,
    right.svg,
    legend,
    note,
    '</svg>',
    '',
  ].join('\n')
}

/** The machine line of BENCHMARKS.md. */
export function describeMachine(info: {
  cpus: { model: string }[]
  totalMem: number
  node: string
  platform: string
}): string {
  const models = [...new Set(info.cpus.map((c) => c.model.trim()))].join(', ')
  return `${info.cpus.length} × ${models}, ${fmtBytes(info.totalMem)} RAM, Node ${info.node}, ${info.platform}`
}

/** The MDX additions of a converted doc: imports and an exported component first, tabs and an admonition last. */
export const MDX_HEAD =
  "import Tabs from '@theme/Tabs'\nimport TabItem from '@theme/TabItem'\nimport Admonition from '@theme/Admonition'\n\nexport const Note = ({children}) => <span className=\"bench-note\">{children}</span>\n\n"
export const MDX_TAIL =
  '\n\n<Tabs groupId="bench">\n  <TabItem value="a" label="Option A">\n\nThe first option, with <Note>a note</Note>.\n\n  </TabItem>\n  <TabItem value="b" label="Option B">\n\nThe second option.\n\n  </TabItem>\n</Tabs>\n\n<Admonition type="tip" title="Bench">\n  A component admonition.\n</Admonition>\n'

/**
 * Which docs of a corpus become MDX: every `step`-th file in path order (step 3 ≈ 30 %). Pure,
 * so the MDX corpus is the same on every run.
 */
export function mdxSelection(files: string[], step = 3): Set<string> {
  return new Set([...files].sort().filter((_, i) => i % step === 1))
}

/** A doc's text as MDX: the additions around its body (after the front matter). */
export function toMdx(text: string): string {
  const m = /^---\n[\s\S]*?\n---\n/.exec(text)
  const fm = m ? m[0] : ''
  return fm + '\n' + MDX_HEAD + text.slice(fm.length).trimEnd() + MDX_TAIL
}

/** Links written `x.md` to a doc that became `x.mdx` point at the new name (`renamed`: absolute paths of the
 * old files). */
export function relinkMdx(
  text: string,
  fileDir: string,
  renamed: Set<string>,
  resolve: (dir: string, rel: string) => string,
): string {
  return text.replace(/\]\(([^)\s#]+)\.md(#[^)\s]*)?\)/g, (m, p: string, hash = '') =>
    renamed.has(resolve(fileDir, p + '.md')) ? `](${p}.mdx${hash})` : m,
  )
}

/**
 * `text` with the block between its `start` and `end` markers replaced by `block` (markers
 * included in `block`); null when the markers are not both there, in that order.
 */
export function replaceMarked(text: string, start: string, end: string, block: string): string | null {
  const at = text.indexOf(start),
    stop = text.indexOf(end)
  return at !== -1 && stop > at ? text.slice(0, at) + block + text.slice(stop + end.length) : null
}
