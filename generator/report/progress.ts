/**
 * What `npm run build` prints while it runs and when it ends. On a terminal, a build that
 * takes longer than a second shows one live line (stage, pages done of total, elapsed time),
 * redrawn in place and cleared at the end; without a terminal (CI, pipes) each finished stage
 * prints one line instead. At the end, the report: pages, time, pages per second, peak memory,
 * stage times, how many compiled pages came from the cache, and page weight against the budgets.
 */
import path from 'node:path'
import type { Progress } from '../build.js'
import type { Budget, BuildReport } from '../core/types.js'

/** Options of ProgressReporter. */
export interface ReporterOptions {
  /** Writes text as is (no newline added). */
  write: (text: string) => void
  /** A terminal: draw the live line; otherwise print a line per stage. */
  tty: boolean
  /** Milliseconds clock. @default performance.now */
  now?: () => number
  /** Show the live line only after this long. @default 1000 */
  delayMs?: number
  /** At most one redraw per this many ms. @default 100 */
  intervalMs?: number
}

/** Receives a build's `progress` and `log` callbacks and prints them for a terminal or a log. */
export class ProgressReporter {
  private readonly now: () => number
  private readonly start: number
  private lastDraw = -Infinity
  private drawn = false
  // biome-ignore lint/correctness/noUnusedPrivateClassMembers: read by the report's redraw
  private current: Progress | null = null

  constructor(private readonly options: ReporterOptions) {
    this.now = options.now ?? (() => performance.now())
    this.start = this.now()
  }

  /** BuildOptions.progress. */
  progress = (p: Progress): void => {
    this.current = p
    if (!this.options.tty) return
    const t = this.now()
    if (t - this.start < (this.options.delayMs ?? 1000)) return
    if (t - this.lastDraw < (this.options.intervalMs ?? 100) && p.done !== p.total) return
    this.lastDraw = t
    this.drawn = true
    this.options.write(`\r\x1b[2K${formatProgress(p, t - this.start)}`)
  }

  /** BuildOptions.log: a finished stage's line, printed only without a terminal. */
  log = (line: string): void => {
    if (this.options.tty) {
      // A failed stage is worth a line on a terminal too (the error follows).
      if (line.startsWith('✗')) {
        this.clear()
        this.options.write(line + '\n')
      }
      return
    }
    this.options.write(line + '\n')
  }

  /** Remove the live line (before the report or an error is printed). */
  clear(): void {
    if (this.drawn) this.options.write('\r\x1b[2K')
    this.drawn = false
  }
}

/** The live line: `⏳ markdown  312/1,177 pages  4.2 s`. */
export function formatProgress(p: Progress, elapsedMs: number): string {
  const count = p.total > 0 ? `  ${p.done.toLocaleString('en-US')}/${p.total.toLocaleString('en-US')} pages` : ''
  return `⏳ ${p.stage.padEnd(9)}${count}  ${formatMs(elapsedMs)}`
}

/** `870 ms`, `4.2 s`. */
export function formatMs(ms: number): string {
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(ms < 10_000 ? 2 : 1)} s`
}

/** `7.7 KB`, `72.5 MB`. */
export function formatBytes(n: number): string {
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(1)} KB`
  return `${(n / 1024 / 1024).toFixed(1)} MB`
}

/** The lines printed after a build. */
export function formatReport(
  report: BuildReport & { budget: Budget },
  out: { dir: string; wallMs: number; peakRssBytes: number },
): string[] {
  const w = report.weights
  const perSecond = report.pages / Math.max(out.wallMs / 1000, 0.001)
  const mark = (bytes: number, kb: number) => (bytes > kb * 1024 ? `✗ over ${kb} KB` : `✓ ≤ ${kb} KB`)
  const stages = Object.entries(report.timings)
    .map(([k, ms]) => `${k} ${formatMs(ms)}`)
    .join(' · ')
  if (report.upToDate) {
    return [
      `Up to date: no file of the site, the config or the generator changed since the last build, and ${out.dir} is as it left it (${report.pages.toLocaleString('en-US')} pages, ${report.files.toLocaleString('en-US')} files); checked in ${formatMs(out.wallMs)}. Delete the cache folder or pass --no-cache to build anyway.`,
      `Page weight (gzip): JS ${formatBytes(w.jsGzip)} per page (${mark(w.jsGzip, report.budget.js)}) · CSS ${formatBytes(w.cssGzip)}`,
    ]
  }
  const lines = [
    `Built ${report.pages.toLocaleString('en-US')} pages (${report.files.toLocaleString('en-US')} files, ${formatBytes(report.bytes)}) into ${out.dir} in ${formatMs(out.wallMs)}: ${perSecond.toFixed(0)} pages/s, peak memory ${formatBytes(out.peakRssBytes)}`,
    `Stages: ${stages}`,
    `Markdown: ${(report.reused + report.compiled).toLocaleString('en-US')} pages: ${report.reused.toLocaleString('en-US')} reused, ${report.compiled.toLocaleString('en-US')} compiled${report.copied ? ` (${report.copied.toLocaleString('en-US')} of them copies of a page with the same text, their links resolved for their own place)` : ''}`,
    `Render: ${report.pages.toLocaleString('en-US')} pages: ${report.renderReused.toLocaleString('en-US')} reused, ${(report.pages - report.renderReused).toLocaleString('en-US')} rendered; ${changedFiles(report.changed)}`,
    `Page weight (gzip): JS ${formatBytes(w.jsGzip)} per page (${mark(w.jsGzip, report.budget.js)}) · CSS ${formatBytes(w.cssGzip)}` +
      (w.typicalDoc
        ? ` · typical doc HTML ${formatBytes(w.typicalDoc.gzip)} (${mark(w.typicalDoc.gzip, report.budget.html)}; ${w.typicalDoc.path})`
        : '') +
      (w.heaviest ? ` · heaviest HTML ${formatBytes(w.heaviest.gzip)} (${w.heaviest.path})` : ''),
  ]
  if (report.keptVersions?.length) {
    const n = report.keptVersions.length
    lines.push(
      `Versions kept whole: ${report.keptVersions.join(', ')} (unchanged since the last build: ${n === 1 ? 'its' : 'their'} pages were not read, compiled or rendered)`,
    )
  }
  if (w.islands?.length) {
    const list = w.islands
      .slice(0, 5)
      .map((i) => `${path.relative(process.cwd(), i.source)} +${formatBytes(i.jsGzip)}`)
      .join(', ')
    lines.push(
      `Islands: ${w.islands.length} page${w.islands.length === 1 ? '' : 's'} load React and their interactive parts on top of the runtime: ${list}${w.islands.length > 5 ? `, and ${w.islands.length - 5} more` : ''}`,
    )
  }
  return lines
}

/** `5 files changed (a.html, b.html, …)`, naming at most five. */
export function changedFiles(changed: string[]): string {
  const n = changed.length
  const names = changed.slice(0, 5).join(', ') + (n > 5 ? `, and ${(n - 5).toLocaleString('en-US')} more` : '')
  return `${n.toLocaleString('en-US')} file${n === 1 ? '' : 's'} changed${n ? ` (${names})` : ''}`
}
