/**
 * `npm run bench -- --scale [--sizes 10000,50000] [--dry-run]`: how the cold
 * build grows past 10,000 docs. Each corpus is built cold once, filling the persistent cache as it
 * goes (a cold build pays no more for filling it, BENCHMARKS.md), then rebuilt with nothing changed.
 * Targets: the largest corpus cold in at most 5.5× the time of the 10,000-doc one, peak RSS at most
 * 1.5 GB, and its no-op rebuild under 3 s. Writes its section of BENCHMARKS.md between its markers.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { BENCH_DIR, measure, prepareCorpus, PROJECT_ROOT, run, type ChildRun } from './bench.js'
import { fmtMs, OUR_BUILD, replaceMarked } from './bench-lib.js'

const START = '<!-- bench-scale:start (written by npm run bench -- --scale) -->'
const END = '<!-- bench-scale:end -->'

/** The targets of issue 31: growth of the cold time, peak memory, no-op rebuild. */
export const SCALE_TARGETS = { coldGrowth: 5.5, peakRssBytes: 1.5 * 1024 ** 3, noopMs: 3000 }

export interface ScaleRow {
  docs: number
  pages: number
  coldMs: number
  coldCpuMs: number
  coldRss: number
  noopMs: number
  noopRss: number
  stages: Record<string, number>
}

/** The section's table: one column per corpus, the growth against the first, each target judged. */
export function scaleTable(rows: ScaleRow[]): string {
  const mb = (b: number) => `${(b / 1024 ** 2).toFixed(0)} MB`
  const first = rows[0]!
  const mark = (ok: boolean) => (ok ? '✓' : '✗')
  const lines = [
    `| | ${rows.map((r) => `${r.docs.toLocaleString('en-US')} docs (${r.pages.toLocaleString('en-US')} pages)`).join(' | ')} |`,
    `|---|${rows.map(() => '---').join('|')}|`,
    `| cold build (wall; CPU) | ${rows.map((r) => `${fmtMs(r.coldMs)}; ${fmtMs(r.coldCpuMs)}`).join(' | ')} |`,
    `| cold ÷ the ${first.docs.toLocaleString('en-US')}-doc cold (docs ratio) | ${rows.map((r) => (r === first ? '1.00×' : `**${(r.coldMs / first.coldMs).toFixed(2)}×** ${mark(r.coldMs / first.coldMs <= SCALE_TARGETS.coldGrowth)} (≤ ${SCALE_TARGETS.coldGrowth}×; ${(r.docs / first.docs).toFixed(0)}× the docs)`)).join(' | ')} |`,
    `| cold peak RSS | ${rows.map((r) => `**${mb(r.coldRss)}** ${mark(r.coldRss <= SCALE_TARGETS.peakRssBytes)} (≤ 1.5 GB)`).join(' | ')} |`,
    `| no-op rebuild (wall; peak RSS) | ${rows.map((r) => `**${fmtMs(r.noopMs)}** ${mark(r.noopMs < SCALE_TARGETS.noopMs)} (< 3 s); ${mb(r.noopRss)}`).join(' | ')} |`,
    `| stages of the cold build | ${rows
      .map((r) =>
        Object.entries(r.stages)
          .filter(([, ms]) => ms >= 100)
          .map(([s, ms]) => `${s} ${fmtMs(ms)}`)
          .join(', '),
      )
      .join(' | ')} |`,
  ]
  return lines.join('\n')
}

async function measureCorpus(docs: number): Promise<ScaleRow> {
  const corpus = await prepareCorpus(docs)
  const out = path.join(BENCH_DIR, `scale-out-${docs}`)
  fs.rmSync(out, { recursive: true, force: true })
  fs.rmSync(path.join(corpus.root, '.cache'), { recursive: true, force: true })
  const build = (): Promise<ChildRun> => measure(process.execPath, [...OUR_BUILD, corpus.root, out, '--cached'])
  try {
    const cold = await build()
    // The cold build's output (5.6 GB at 50,000 docs) is written back to disk first: a no-op
    // started while the host still flushes it measured 11.5 s against 1.8–2.2 s a few minutes later.
    execFileSync('sync')
    const noop = await build()
    const r = cold.result as { pages: number; timings: Record<string, number> }
    return {
      docs,
      pages: r.pages,
      coldMs: cold.wallMs,
      coldCpuMs: cold.cpuMs,
      coldRss: cold.peakRssBytes,
      noopMs: noop.wallMs,
      noopRss: noop.peakRssBytes,
      stages: r.timings,
    }
  } finally {
    fs.rmSync(path.join(corpus.root, '.cache'), { recursive: true, force: true })
    fs.rmSync(out, { recursive: true, force: true })
  }
}

export async function benchScale(argv: string[]): Promise<void> {
  const i = argv.indexOf('--sizes')
  const sizes =
    i >= 0
      ? (argv[i + 1] ?? '')
          .split(',')
          .map(Number)
          .filter((n) => n > 0)
      : [10_000, 50_000]
  if (sizes.length < 2) throw new Error('--scale needs two sizes or more, e.g. --sizes 10000,50000')
  const dryRun = argv.includes('--dry-run')
  fs.mkdirSync(BENCH_DIR, { recursive: true })
  await run(process.execPath, ['-e', "import('./generator/launch.mjs').then((m) => m.loadGenerator())"])
  const loadStart = os.loadavg()[0]!
  const rows: ScaleRow[] = []
  for (const docs of sizes) {
    console.error(`• ${docs} docs: cold build filling the cache, then a no-op rebuild…`)
    rows.push(await measureCorpus(docs))
    console.error(
      `  cold ${fmtMs(rows.at(-1)!.coldMs)}, peak ${(rows.at(-1)!.coldRss / 1024 ** 2).toFixed(0)} MB; no-op ${fmtMs(rows.at(-1)!.noopMs)}`,
    )
  }
  const date = new Date().toISOString().replace('T', ' ').slice(0, 16) + ' UTC'
  const block = [
    START,
    '## Scale (issue 31)',
    '',
    `Measured ${date} on ${os.cpus().length} cores (load average ${loadStart.toFixed(1)} at the start, ${os.loadavg()[0]!.toFixed(1)} at the end), \`npm run bench -- --scale --sizes ${sizes.join(',')}\`: each corpus built once cold while filling the build cache, then once with nothing changed.`,
    '',
    scaleTable(rows),
    END,
  ].join('\n')
  console.log(block)
  if (dryRun) return
  const file = path.join(PROJECT_ROOT, 'BENCHMARKS.md')
  const old = fs.readFileSync(file, 'utf8')
  fs.writeFileSync(file, replaceMarked(old, START, END, block) ?? `${old.trimEnd()}\n\n${block}\n`)
}
