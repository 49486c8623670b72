/**
 * `npm run bench -- --versions [--docs 1000] [--frozen 4] [--dry-run]`: the cost of
 * frozen docs versions. Two sites from the same generated corpus: the docs alone, and the docs
 * plus `--frozen` snapshots of them (versions.json, versioned_docs/, the current docs at the
 * root). Each is built cold (no cache), then with the persistent cache filled, one current doc's
 * body is edited and the site rebuilt (warm). Targets: warm with the frozen versions ≤ 1.3× warm
 * without; the cold build grows no faster than the number of pages. Writes its section of
 * BENCHMARKS.md between its own markers.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { BENCH_DIR, measure, prepareCorpus, PROJECT_ROOT, run, type ChildRun } from './bench.js'
import { fmtMs, OUR_BUILD, replaceMarked } from './bench-lib.js'

const START = '<!-- bench-versions:start (written by npm run bench -- --versions) -->'
const END = '<!-- bench-versions:end -->'

interface Figures {
  pages: number
  coldMs: number
  coldRss: number
  warmMs: number
  warmRss: number
  warmCompiled: number
  warmReused: number
  warmRuns: number[]
  kept: string[]
}

/** Warm builds measured per site (each after its own edit); the median is reported, as the machine is shared
 * and noisy. */
const WARM_RUNS = 3

/** Build a site folder cold, then fill the cache, and WARM_RUNS times edit `doc` and rebuild warm. */
async function measureSite(root: string, doc: string): Promise<Figures> {
  const out = path.join(root, '..', path.basename(root) + '-out')
  const build = (cached: boolean): Promise<ChildRun> =>
    measure(process.execPath, [...OUR_BUILD, root, out, ...(cached ? ['--cached'] : [])])
  fs.rmSync(path.join(root, '.cache'), { recursive: true, force: true })
  const cold = await build(false)
  await build(true) // fills the cache
  const original = fs.readFileSync(doc)
  const warms: ChildRun[] = []
  try {
    for (let i = 0; i < WARM_RUNS; i++) {
      fs.appendFileSync(doc, `\nOne more paragraph (${i + 1}), added by the versions bench.\n`)
      warms.push(await build(true))
    }
  } finally {
    fs.writeFileSync(doc, original)
  }
  const sorted = [...warms].sort((x, y) => x.wallMs - y.wallMs)
  const warm = sorted[Math.floor(sorted.length / 2)]!
  const r = warm.result as { pages: number; reused: number; compiled: number; keptVersions?: string[] }
  return {
    pages: r.pages,
    coldMs: cold.wallMs,
    coldRss: cold.peakRssBytes,
    warmMs: warm.wallMs,
    warmRss: Math.max(...warms.map((w) => w.peakRssBytes)),
    warmCompiled: r.compiled,
    warmReused: r.reused,
    warmRuns: warms.map((w) => w.wallMs),
    kept: r.keptVersions ?? [],
  }
}

export async function benchVersions(argv: string[]): Promise<void> {
  const num = (flag: string, fallback: number) => {
    const i = argv.indexOf(flag)
    return i >= 0 ? Math.max(1, Number(argv[i + 1]) || fallback) : fallback
  }
  const docs = num('--docs', 1000)
  const frozen = num('--frozen', 4)
  const dryRun = argv.includes('--dry-run')
  fs.mkdirSync(BENCH_DIR, { recursive: true })
  await run(process.execPath, ['-e', "import('./generator/launch.mjs').then((m) => m.loadGenerator())"])
  const corpus = await prepareCorpus(docs)
  const config =
    "export default { title: 'Versions bench', url: 'https://bench.example', docs: { lastVersion: 'current' } }\n"
  const plain = path.join(BENCH_DIR, `versions-${docs}-0`)
  const versioned = path.join(BENCH_DIR, `versions-${docs}-${frozen}`)
  for (const dir of [plain, versioned]) {
    fs.rmSync(dir, { recursive: true, force: true })
    fs.mkdirSync(dir, { recursive: true })
    fs.cpSync(path.join(corpus.root, 'content', 'docs'), path.join(dir, 'content', 'docs'), { recursive: true })
    fs.writeFileSync(path.join(dir, 'site.config.ts'), config)
  }
  const names = Array.from({ length: frozen }, (_, i) => `${frozen - i}.0`)
  for (const name of names)
    fs.cpSync(path.join(corpus.root, 'content', 'docs'), path.join(versioned, 'versioned_docs', `version-${name}`), {
      recursive: true,
    })
  fs.writeFileSync(path.join(versioned, 'versions.json'), JSON.stringify(names))
  const docOf = (root: string) => path.join(root, 'content', corpus.manifest.typical.file)
  console.error(`• versions: ${docs} docs alone…`)
  const a = await measureSite(plain, docOf(plain))
  console.error(`  cold ${fmtMs(a.coldMs)}, warm ${fmtMs(a.warmMs)}; with ${frozen} frozen versions…`)
  const b = await measureSite(versioned, docOf(versioned))
  console.error(`  cold ${fmtMs(b.coldMs)}, warm ${fmtMs(b.warmMs)}`)
  const mb = (n: number) => `${Math.round(n / 1048576)} MB`
  const ratio = (x: number, y: number) => `${(x / y).toFixed(2)}×`
  const lines = [
    `Measured ${new Date().toISOString().slice(0, 10)} on ${os.cpus().length} cores (load ${os.loadavg()[0]!.toFixed(1)} at the end), \`npm run bench -- ${['--versions', ...argv].join(' ')}\`; warm = the median of ${WARM_RUNS} warm builds, each after its own edit of one current doc (all ${WARM_RUNS} listed):`,
    '',
    '| site | pages | cold | cold peak | warm (one current doc edited) | warm builds | warm peak | warm: compiled / reused | versions kept whole |',
    '|---|---|---|---|---|---|---|---|---|',
    `| ${docs} docs | ${a.pages} | ${fmtMs(a.coldMs)} | ${mb(a.coldRss)} | ${fmtMs(a.warmMs)} | ${a.warmRuns.map(fmtMs).join(', ')} | ${mb(a.warmRss)} | ${a.warmCompiled} / ${a.warmReused} | — |`,
    `| ${docs} docs + ${frozen} frozen versions | ${b.pages} | ${fmtMs(b.coldMs)} | ${mb(b.coldRss)} | ${fmtMs(b.warmMs)} | ${b.warmRuns.map(fmtMs).join(', ')} | ${mb(b.warmRss)} | ${b.warmCompiled} / ${b.warmReused} | ${b.kept.join(', ') || 'none'} |`,
    '',
    `Warm with the frozen versions: **${ratio(b.warmMs, a.warmMs)}** the warm build without them (target ≤ 1.3×). ` +
      `Cold: ${ratio(b.coldMs, a.coldMs)} the time for ${ratio(b.pages, a.pages)} the pages (target: no faster than linear).`,
  ]
  const section = lines.join('\n')
  console.log(section)
  if (dryRun) return
  const file = path.join(PROJECT_ROOT, 'BENCHMARKS.md')
  const text = fs.readFileSync(file, 'utf8')
  const block = `${START}\n## Versioned docs (issue 16)\n\n${section}\n${END}`
  fs.writeFileSync(file, replaceMarked(text, START, END, block) ?? `${text.trimEnd()}\n\n${block}\n`)
  console.error('Wrote the versions section of BENCHMARKS.md')
}
