/**
 * `npm run bench [-- --quick | --sizes 10,1000] [--runs N] [--rebuild-runs N] [--peers [--peer-sizes 10]
 * [--peer-names docusaurus-faster,vitepress]] [--dry-run]`
 * (or `-- --versions`, see bench-versions.ts; `-- --locales [--sizes 1000]`, see bench-locales.ts): generates the
 * deterministic corpora of issue #6 into `.bench/`, builds each with our generator in a child
 * process (and the bare unified baseline, and with `--peers` Docusaurus, Docusaurus Faster, VitePress, Starlight),
 * prints one table, and writes it with the machine and an SVG chart into BENCHMARKS.md.
 */
import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { gzipSync } from 'node:zlib'
import {
  assetPath,
  describeMachine,
  OUR_BUILD,
  RESULT_PREFIX,
  findPageAssets,
  fmtMs,
  htmlCandidates,
  parseBenchArgs,
  parseTimeV,
  postsFor,
  renderChart,
  renderTable,
  staticImports,
  replaceMarked,
  type BaselineResult,
  type BenchData,
  type BuildResult,
  type RebuildScenario,
  type Size,
  type TimeV,
  medianOf,
  mdxLine,
  mdxSelection,
  peerRatiosTable,
  relinkMdx,
  toMdx,
} from './bench-lib.js'

/** The project folder (parent of scripts/). */
export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
/** The git-ignored work folder of the bench. */
export const BENCH_DIR = path.join(PROJECT_ROOT, '.bench')
const SHARED_DIR = path.resolve(PROJECT_ROOT, '../shared')
const GEN_CORPUS = path.join(SHARED_DIR, 'bench/gen-corpus.mjs')
const CHART_FILE = 'docs-bench.svg'
const TIME_BIN = '/usr/bin/time'
const START_MARK = '<!-- bench:start (written by npm run bench; edit outside the markers) -->'
const END_MARK = '<!-- bench:end -->'
const SEED = 42
/** Load average when the bench started (other work on the machine skews the times). */
const LOAD_AT_START = os.loadavg()

/** A generated corpus laid out as a site folder. */
export interface Corpus {
  docs: number
  posts: number
  /** `.bench/site-N`, with content/docs, content/blog and manifest.json. */
  root: string
  /** The generator's manifest (`typical.route` names the typical doc). */
  manifest: { typical: { route: string; file: string }; docs: unknown[]; posts: unknown[] }
}

/** Generate (or reuse, when its stamp matches) the corpus of `docs` docs as `.bench/site-N/`. */
export async function prepareCorpus(docs: number): Promise<Corpus> {
  const posts = postsFor(docs)
  const root = path.join(BENCH_DIR, `site-${docs}`)
  const stamp = JSON.stringify({
    docs,
    posts,
    seed: SEED,
    gen: createHash('sha1').update(fs.readFileSync(GEN_CORPUS)).digest('hex'),
  })
  const stampFile = path.join(root, '.stamp')
  if (!fs.existsSync(stampFile) || fs.readFileSync(stampFile, 'utf8') !== stamp) {
    const raw = path.join(BENCH_DIR, `corpus-${docs}`)
    fs.rmSync(root, { recursive: true, force: true })
    await run(process.execPath, [
      GEN_CORPUS,
      raw,
      '--docs',
      String(docs),
      '--posts',
      String(posts),
      '--seed',
      String(SEED),
    ])
    fs.mkdirSync(path.join(root, 'content'), { recursive: true })
    fs.renameSync(path.join(raw, 'docs'), path.join(root, 'content/docs'))
    if (fs.existsSync(path.join(raw, 'blog'))) fs.renameSync(path.join(raw, 'blog'), path.join(root, 'content/blog'))
    fs.renameSync(path.join(raw, 'manifest.json'), path.join(root, 'manifest.json'))
    fs.rmSync(raw, { recursive: true, force: true })
    fs.writeFileSync(stampFile, stamp)
  }
  return { docs, posts, root, manifest: JSON.parse(fs.readFileSync(path.join(root, 'manifest.json'), 'utf8')) }
}

/**
 * The MDX corpus of a plain one (`.bench/site-N-mdx`): the same docs, ~30 % of them `.mdx`
 * with theme components (Tabs, Admonition) and an exported component (see bench-lib toMdx).
 */
export function prepareMdxCorpus(plain: Corpus): Corpus & { mdxDocs: number } {
  const root = plain.root + '-mdx'
  const docsDir = path.join(plain.root, 'content/docs')
  const files = fs
    .readdirSync(docsDir, { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.md'))
    .map((f) => path.join(docsDir, f))
  const chosen = mdxSelection(files)
  fs.rmSync(root, { recursive: true, force: true })
  fs.cpSync(plain.root, root, { recursive: true })
  for (const file of files) {
    const target = path.join(root, path.relative(plain.root, file))
    const text = relinkMdx(fs.readFileSync(file, 'utf8'), path.dirname(file), chosen, (dir, rel) =>
      path.resolve(dir, rel),
    )
    if (chosen.has(file)) {
      fs.rmSync(target)
      fs.writeFileSync(target.replace(/\.md$/, '.mdx'), toMdx(text))
    } else fs.writeFileSync(target, text)
  }
  return { ...plain, root, mdxDocs: chosen.size }
}

/** What a measured child process gives back. */
export interface ChildRun {
  wallMs: number
  /** user + sys of the whole process tree when `/usr/bin/time` exists, else of the child alone. */
  cpuMs: number
  /** Peak RSS: the child's own (threads included) or the tree's largest process, whichever is larger. */
  peakRssBytes: number
  /** The parsed `@@bench` line, when the child printed one. */
  // biome-ignore lint/suspicious/noExplicitAny: the child's JSON, whose fields each figure reads by name
  result: Record<string, any> | null
  stdout: string
  stderr: string
}

/** Run a command, measuring wall, CPU (via `/usr/bin/time -v` when present) and peak RSS. */
export async function measure(
  cmd: string,
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv } = {},
): Promise<ChildRun> {
  const timeFile = path.join(os.tmpdir(), `bench-time-${process.pid}-${Date.now()}.txt`)
  const useTime = fs.existsSync(TIME_BIN)
  const start = performance.now()
  const { stdout, stderr } = await run(
    useTime ? TIME_BIN : cmd,
    useTime ? ['-v', '-o', timeFile, cmd, ...args] : args,
    options,
  )
  const wallMs = performance.now() - start
  let tv: TimeV | null = null
  if (useTime) {
    tv = parseTimeV(fs.readFileSync(timeFile, 'utf8'))
    fs.rmSync(timeFile, { force: true })
  }
  const line = stdout.split('\n').find((l) => l.startsWith(RESULT_PREFIX))
  const result = line ? JSON.parse(line.slice(RESULT_PREFIX.length)) : null
  const cpuMs = tv ? tv.userMs + tv.sysMs : result ? result.userMs + result.sysMs : NaN
  const peakRssBytes = Math.max(tv?.maxRssBytes ?? 0, result?.maxRssBytes ?? 0) || NaN
  return { wallMs, cpuMs, peakRssBytes, result, stdout, stderr }
}

/** Spawn and collect output; rejects with the tail of stderr on a non-zero exit. */
export function run(
  cmd: string,
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv } = {},
): Promise<{ stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, {
      cwd: options.cwd ?? PROJECT_ROOT,
      env: { ...process.env, ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stdout = '',
      stderr = ''
    child.stdout.on('data', (d) => {
      stdout += d
    })
    child.stderr.on('data', (d) => {
      stderr += d
    })
    child.on('error', reject)
    child.on('close', (code) => {
      if (code === 0) return resolve({ stdout, stderr })
      const lines = (stderr || stdout).trim().split('\n')
      const headline =
        [...lines]
          .reverse()
          .find((l) => /\b(error|cause)\b/i.test(l))
          ?.trim() ??
        lines.at(-1) ??
        ''
      reject(
        Object.assign(new Error(`exited with ${code}: ${headline}\n${lines.slice(-15).join('\n')}`), {
          stdout,
          stderr,
        }),
      )
    })
  })
}

const sizeOf = (buf: Buffer | string): Size => ({ raw: Buffer.byteLength(buf), gzip: gzipSync(buf).length })
const add = (a: Size, b: Size): Size => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip })
const ZERO: Size = { raw: 0, gzip: 0 }

/** HTML, JS (external + inline, static imports followed) and CSS of the page at `route` in `outDir`. */
export function measurePage(
  outDir: string,
  route: string,
  baseUrl = '/',
): { html: Size; js: Size; css: Size; page: string } {
  const page = htmlCandidates(route).find((p) => fs.existsSync(path.join(outDir, p)))
  if (!page)
    throw new Error(`No HTML for the typical doc ${route} in ${outDir} (tried ${htmlCandidates(route).join(', ')})`)
  const html = fs.readFileSync(path.join(outDir, page), 'utf8')
  const assets = findPageAssets(html)
  let js = assets.inlineScripts.reduce((s, t) => add(s, sizeOf(t)), ZERO)
  const seen = new Set<string>()
  const queue = assets.scripts.map((u) => assetPath(u, page, baseUrl)).filter((p): p is string => p !== null)
  while (queue.length) {
    const file = queue.shift()!
    if (seen.has(file) || !fs.existsSync(path.join(outDir, file))) continue
    seen.add(file)
    const text = fs.readFileSync(path.join(outDir, file))
    js = add(js, sizeOf(text))
    for (const spec of staticImports(text.toString('utf8')))
      if (/^[./]/.test(spec)) queue.push(assetPath(spec, file, baseUrl)!)
  }
  let css = assets.inlineStyles.reduce((s, t) => add(s, sizeOf(t)), ZERO)
  for (const href of assets.styles) {
    const file = assetPath(href, page, baseUrl)
    if (file && fs.existsSync(path.join(outDir, file))) css = add(css, sizeOf(fs.readFileSync(path.join(outDir, file))))
  }
  return { html: sizeOf(html), js, css, page }
}

/** Total bytes of the files under a folder. */
export function folderBytes(dir: string): number {
  let total = 0
  for (const e of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (e.isFile()) total += fs.statSync(path.join(e.parentPath ?? (e as { path?: string }).path ?? dir, e.name)).size
  }
  return total
}

/**
 * Rebuilds with the persistent build cache (after the cold runs, which use none): the build that
 * fills it (from an empty output folder, as the cold runs), then `runs` builds of each scenario — nothing
 * changed (the whole-build check finds it
 * up to date); a static file added (no page changed, but the build is not up to date: each page is
 * checked and kept); the typical doc's body edited;
 * its title edited (shown in its sidebar, breadcrumbs and neighbours' prev/next links); a blog
 * post added. Each measured build is exactly one change from the build before it; the sources
 * are restored and the cache removed afterwards. Figures are medians; ratios are against
 * `coldMs`, the cold build of the same run.
 */
export async function benchRebuild(
  corpus: Corpus,
  outDir: string,
  coldMs: number,
  runs: number,
): Promise<NonNullable<BuildResult['rebuild']>> {
  const cacheDir = path.join(corpus.root, '.cache', 'build')
  fs.rmSync(cacheDir, { recursive: true, force: true })
  const cached = () => measure(process.execPath, [...OUR_BUILD, corpus.root, outDir, '--cached'])
  // From where the cold build started (no output folder): a fill into the cold build's output
  // would also read back and compare every page it makes, which the cold build did not.
  fs.rmSync(outDir, { recursive: true, force: true })
  const fill = await cached()
  const doc = path.join(corpus.root, 'content', corpus.manifest.typical.file)
  const original = fs.readFileSync(doc)
  const added: string[] = []
  const edits: Record<RebuildScenario['name'], (i: number) => void> = {
    noop: () => {},
    // Not up to date (a file of the site changed), yet no page changed: what a warm build pays per page.
    static: (i) => {
      const file = path.join(corpus.root, 'static', `bench-added-${i}.txt`)
      fs.mkdirSync(path.dirname(file), { recursive: true })
      fs.writeFileSync(file, `added by the rebuild bench (${i})\n`)
      added.push(file)
    },
    body: (i) => fs.appendFileSync(doc, `\nOne more paragraph (${i}), added by the rebuild bench.\n`),
    title: (i) =>
      fs.writeFileSync(
        doc,
        fs.readFileSync(doc, 'utf8').replace(/^title: .*$/m, `title: "Renamed by the rebuild bench (${i})"`),
      ),
    post: (i) => {
      const file = path.join(
        corpus.root,
        'content',
        'blog',
        `2031-01-${String(i + 1).padStart(2, '0')}-bench-added-${i}.md`,
      )
      fs.writeFileSync(
        file,
        `---\ntitle: "Added by the rebuild bench (${i})"\nauthors: [robert]\n---\n\nA post added by the rebuild bench.\n`,
      )
      added.push(file)
    },
  }
  const scenarios: RebuildScenario[] = []
  try {
    for (const name of Object.keys(edits) as RebuildScenario['name'][]) {
      const done: ChildRun[] = []
      for (let i = 0; i < runs; i++) {
        edits[name](i)
        done.push(await cached())
      }
      const mid = [...done].sort((a, b) => a.wallMs - b.wallMs)[Math.floor((done.length - 1) / 2)]!
      const r = mid.result as { pages: number; compiled: number; renderReused: number; changed: number }
      scenarios.push({
        name,
        runs,
        wallMs: medianOf(done.map((d) => d.wallMs)),
        peakRssBytes: medianOf(done.map((d) => d.peakRssBytes)),
        compiled: r.compiled,
        rendered: r.pages - r.renderReused,
        changed: r.changed,
      })
    }
  } finally {
    fs.writeFileSync(doc, original)
    for (const f of added) fs.rmSync(f, { force: true })
    fs.rmSync(cacheDir, { recursive: true, force: true })
  }
  const f = fill.result as { reused: number; compiled: number }
  return { fillMs: fill.wallMs, sources: f.reused + f.compiled, coldMs, scenarios }
}

/** Cold build of a corpus with our generator in a child process (best of `runs`). */
export async function benchOurs(corpus: Corpus, runs: number, rebuildRuns = 3): Promise<BuildResult> {
  const outDir = path.join(BENCH_DIR, `out-${path.basename(corpus.root)}`)
  let best: ChildRun | null = null
  const colds: ChildRun[] = []
  for (let i = 0; i < runs; i++) {
    fs.rmSync(outDir, { recursive: true, force: true })
    const r = await measure(process.execPath, [...OUR_BUILD, corpus.root, outDir])
    colds.push(r)
    if (!best || r.wallMs < best.wallMs) best = r
  }
  const r = best!.result!
  const page = measurePage(outDir, corpus.manifest.typical.route)
  const outputBytes = folderBytes(outDir)
  const rebuild =
    corpus.docs >= 1000 && !('mdxDocs' in corpus)
      ? await benchRebuild(corpus, outDir, medianOf(colds.map((c) => c.wallMs)), rebuildRuns)
      : undefined
  return {
    rebuild,
    tool: 'us',
    docs: corpus.docs,
    posts: corpus.posts,
    pages: r.pages,
    wallMs: best!.wallMs,
    cpuMs: best!.cpuMs,
    peakRssBytes: best!.peakRssBytes,
    outputBytes,
    html: page.html,
    js: page.js,
    css: page.css,
    stages: { 'load (import)': r.loadMs, ...r.timings },
  }
}

/** The bare unified pipeline over the same files, one thread, in a child process. */
export async function benchBaseline(corpus: Corpus): Promise<BaselineResult> {
  const r = await measure(process.execPath, ['scripts/bench-child.mjs', 'baseline', corpus.root])
  return { docs: corpus.docs, files: r.result!.files, wallMs: r.wallMs, processMs: r.result!.processMs, cpuMs: r.cpuMs }
}

function failed(corpus: Corpus, tool: string, err: unknown): BuildResult {
  const nan: Size = { raw: NaN, gzip: NaN }
  return {
    tool,
    docs: corpus.docs,
    posts: corpus.posts,
    pages: NaN,
    wallMs: NaN,
    cpuMs: NaN,
    peakRssBytes: NaN,
    outputBytes: NaN,
    html: nan,
    js: nan,
    css: nan,
    stages: {},
    error: (err as Error).message.split('\n')[0],
  }
}

/** Replace the marked region of BENCHMARKS.md (or create the file) and write the chart. */
function writeReport(table: string, data: BenchData, command: string): void {
  const machine = describeMachine({
    cpus: os.cpus(),
    totalMem: os.totalmem(),
    node: process.version,
    platform: `${os.type()} ${os.release()} ${os.arch()}`,
  })
  const date = new Date().toISOString().replace('T', ' ').slice(0, 16) + ' UTC'
  const load = (l: number[]) => l.map((x) => x.toFixed(1)).join(' / ')
  const busy = Math.max(LOAD_AT_START[0]!, os.loadavg()[0]!) > os.cpus().length * 0.5
  const busyNote = busy
    ? [
        `Measured on a busy machine (load average up to ${Math.max(LOAD_AT_START[0]!, os.loadavg()[0]!).toFixed(1)} on ${os.cpus().length} cores): solid bars are upper bounds.`,
      ]
    : []
  fs.writeFileSync(
    path.join(PROJECT_ROOT, CHART_FILE),
    renderChart(data, `npm run bench, ${date}: us vs peers`, busyNote),
  )
  const peersMeasured = data.peers.length > 0
  const ratios = peerRatiosTable(data)
  const block = [
    START_MARK,
    `Measured ${date} on ${machine}, with \`${command}\`; load average (1/5/15 min) ${load(LOAD_AT_START)} at the start, ${load(os.loadavg())} at the end${busy ? ' (the machine was busy with other work: treat the times as upper bounds)' : ''}.`,
    '',
    table,
    '',
    ...(data.mdx ? [mdxLine(data.mdx), ''] : []),
    ...(ratios ? [ratios, ''] : []),
    `![Cold build time and JS per doc page, us vs Docusaurus (webpack and Faster), VitePress and Starlight](./${CHART_FILE})`,
    '',
    peersMeasured
      ? 'Peer rows were measured in this run; chart bars without a measurement are the figures reported in issue #6, not measured here (hatched).'
      : 'Peer bars in the chart are the figures reported in issue #6, not measured here (hatched); run `npm run bench -- --peers` to measure them.',
    END_MARK,
  ].join('\n')
  const file = path.join(PROJECT_ROOT, 'BENCHMARKS.md')
  const old = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : ''
  const next =
    replaceMarked(old, START_MARK, END_MARK, block) ??
    `# Benchmarks\n\nHow fast and how heavy our builds are (issue #6). Regenerate with \`npm run bench\` (\`-- --quick\` for 10 and 1,000 docs).\n\n${block}\n`
  fs.writeFileSync(file, next)
}

async function main(): Promise<void> {
  // `--versions`: the frozen-versions bench of issue 16 (scripts/bench-versions.ts), on its own.
  if (process.argv.includes('--versions'))
    return (await import('./bench-versions.js')).benchVersions(process.argv.slice(2).filter((a) => a !== '--versions'))
  // Issue 31's scale case (scripts/bench-scale.ts): 10,000 and 50,000 docs, cold and no-op.
  if (process.argv.includes('--scale'))
    return (await import('./bench-scale.js')).benchScale(process.argv.slice(2).filter((a) => a !== '--scale'))
  // Issue 17's case (scripts/bench-locales.ts): its own run, flags and table.
  if (process.argv.includes('--locales')) {
    fs.mkdirSync(BENCH_DIR, { recursive: true })
    await run(process.execPath, ['-e', "import('./generator/launch.mjs').then((m) => m.loadGenerator())"])
    const { mainLocales } = await import('./bench-locales.js')
    return mainLocales(process.argv.slice(2), { prepareCorpus, measure, benchDir: BENCH_DIR })
  }
  const args = parseBenchArgs(process.argv.slice(2))
  if (LOAD_AT_START[0]! > os.cpus().length * 0.5)
    console.error(
      `⚠ load average ${LOAD_AT_START[0]!.toFixed(1)} on ${os.cpus().length} cores: other work will skew the times`,
    )
  fs.mkdirSync(BENCH_DIR, { recursive: true })
  // The generator's bundle is made once per source change (generator/launch.mjs), not per
  // build: make it now so that the first measured build does not pay for it.
  await run(process.execPath, ['-e', "import('./generator/launch.mjs').then((m) => m.loadGenerator())"])
  const data: BenchData = { ours: [], baselines: [], peers: [] }
  const corpora: Corpus[] = []
  for (const docs of args.sizes) {
    const corpus = await prepareCorpus(docs)
    corpora.push(corpus)
    console.error(`• ${docs} docs: baseline…`)
    data.baselines.push(await benchBaseline(corpus))
    console.error(`  baseline ${fmtMs(data.baselines.at(-1)!.wallMs)}; building…`)
    const ours = await benchOurs(corpus, args.runs, args.rebuildRuns).catch((err: Error) => {
      console.error(`  ✗ our build failed: ${err.message}`)
      return failed(corpus, 'us', err)
    })
    if (!ours.error) {
      console.error(`  built ${ours.pages} pages in ${fmtMs(ours.wallMs)}`)
      if (docs === 1000 && !args.noDev) {
        console.error('  dev server: 20 edits…')
        const { benchDev } = await import('./bench-dev.js')
        ours.dev = await benchDev(
          PROJECT_ROOT,
          corpus.root,
          corpus.manifest.typical.file,
          path.join(BENCH_DIR, `dev-${docs}`),
        ).catch((err: Error) => {
          console.error(`  ✗ dev bench failed: ${err.message}`)
          return undefined
        })
        if (ours.dev) console.error(`  edit → reload median ${fmtMs(ours.dev.reloadMedianMs)}`)
      }
    }
    data.ours.push(ours)
    // The MDX corpus (same docs, ~30 % MDX with components), at 1,000 docs: the cost of MDX per page.
    if (docs === 1000 && !ours.error) {
      const mdx = prepareMdxCorpus(corpus)
      console.error(`  MDX corpus (${mdx.mdxDocs} of ${docs} docs .mdx): building…`)
      const built = await benchOurs(mdx, args.runs).catch((err: Error) => failed(mdx, 'us (MDX)', err))
      data.mdx = { docs, mdxDocs: mdx.mdxDocs, plain: ours, mdx: built }
      if (!built.error) console.error(`  built in ${fmtMs(built.wallMs)} (plain ${fmtMs(ours.wallMs)})`)
    }
  }
  if (args.peers) {
    const { benchPeers } = await import('./bench-peers.js')
    const peerCorpora = corpora.filter((c) => args.peerSizes.includes(c.docs))
    data.peers = await benchPeers(peerCorpora, {
      measure,
      measurePage,
      folderBytes,
      failed,
      benchDir: BENCH_DIR,
      only: args.peerNames,
    })
  }
  const table = renderTable(data)
  console.log(table)
  if (data.mdx) console.log('\n' + mdxLine(data.mdx))
  const ratios = peerRatiosTable(data)
  if (ratios) console.log('\n' + ratios)
  const command = `npm run bench${process.argv.length > 2 ? ' -- ' + process.argv.slice(2).join(' ') : ''}`
  if (!args.dryRun) {
    writeReport(table, data, command)
    console.error(`Wrote BENCHMARKS.md and ${CHART_FILE}`)
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err)
    process.exit(1)
  })
}
