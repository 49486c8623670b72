import { describe, expect, test } from 'vitest'
import { changedFiles, formatBytes, formatMs, formatProgress, formatReport, ProgressReporter } from './progress.js'
import type { BuildReport } from '../core/types.js'

function reporter(tty: boolean) {
  let t = 0
  const out: string[] = []
  const r = new ProgressReporter({ write: (s) => out.push(s), tty, now: () => t })
  return {
    r,
    out,
    at: (ms: number) => {
      t = ms
    },
  }
}

describe('generator/progress', () => {
  test('on a terminal, nothing is drawn during the first second, then one live line (stage, pages done of total) redrawn in place', () => {
    const { r, out, at } = reporter(true)
    r.progress({ stage: 'content', done: 0, total: 0 })
    r.log('✓ content   40 ms')
    at(500)
    r.progress({ stage: 'markdown', done: 10, total: 1000 })
    expect(out).toEqual([])
    at(1200)
    r.progress({ stage: 'markdown', done: 300, total: 1000 })
    expect(out).toEqual(['\r\x1b[2K⏳ markdown   300/1,000 pages  1.20 s'])
    at(1250) // throttled: at most one redraw per 100 ms
    r.progress({ stage: 'markdown', done: 320, total: 1000 })
    expect(out).toHaveLength(1)
    at(1400)
    r.progress({ stage: 'render', done: 32, total: 1000 })
    expect(out[1]).toBe('\r\x1b[2K⏳ render     32/1,000 pages  1.40 s')
    r.log('✓ render    300 ms') // stage lines are not printed on a terminal
    expect(out).toHaveLength(2)
    r.clear()
    expect(out[2]).toBe('\r\x1b[2K')
  })

  test('without a terminal (CI), each finished stage prints one line and no live line is drawn', () => {
    const { r, out, at } = reporter(false)
    at(5000)
    r.progress({ stage: 'markdown', done: 300, total: 1000 })
    r.log('✓ markdown  4800 ms')
    r.clear()
    expect(out).toEqual(['✓ markdown  4800 ms\n'])
  })

  test('a failed stage is printed on a terminal too, after clearing the live line', () => {
    const { r, out, at } = reporter(true)
    at(2000)
    r.progress({ stage: 'routes', done: 0, total: 0 })
    r.log('✗ routes')
    expect(out).toEqual(['\r\x1b[2K⏳ routes     2.00 s', '\r\x1b[2K', '✗ routes\n'])
  })

  test('changed files: the count, and at most five names', () => {
    expect(changedFiles([])).toBe('0 files changed')
    expect(changedFiles(['sitemap.xml'])).toBe('1 file changed (sitemap.xml)')
  })

  test('formatting of times, sizes and the progress line', () => {
    expect([formatMs(870.4), formatMs(4210), formatMs(45_300)]).toEqual(['870 ms', '4.21 s', '45.3 s'])
    expect([formatBytes(7900), formatBytes(76_000_000)]).toEqual(['7.7 KB', '72.5 MB'])
    expect(formatProgress({ stage: 'write', done: 0, total: 0 }, 1500)).toBe('⏳ write      1.50 s')
  })

  test('the report names pages per second, peak memory, each stage, and page weight against the budgets', () => {
    const report: BuildReport & { budget: { js: number; html: number; fail: boolean } } = {
      pages: 1177,
      reused: 998,
      compiled: 2,
      renderReused: 1170,
      files: 3370,
      changed: ['a/b.html', 'a/b/index.html', 'c.html', 'd.html', 'e.html', 'sitemap.xml', 'x.json'],
      bytes: 76_000_000,
      timings: { content: 500, markdown: 19_000 },
      scriptGzipBytes: 7800,
      warnings: [],
      inlineScriptHash: '',
      weights: {
        jsGzip: 8300,
        cssGzip: 7800,
        typicalDoc: { path: 'a/b.html', kind: 'doc', raw: 28_000, gzip: 6000 },
        heaviest: { path: 'blog/index.html', kind: 'blogList', raw: 90_000, gzip: 16_000 },
        overHtml: [],
      },
      budget: { js: 8, html: 15, fail: false },
    }
    expect(formatReport(report, { dir: 'dist', wallMs: 23_500, peakRssBytes: 600 * 1024 * 1024 })).toEqual([
      'Built 1,177 pages (3,370 files, 72.5 MB) into dist in 23.5 s: 50 pages/s, peak memory 600.0 MB',
      'Stages: content 500 ms · markdown 19.0 s',
      'Markdown: 1,000 pages: 998 reused, 2 compiled',
      'Render: 1,177 pages: 1,170 reused, 7 rendered; 7 files changed (a/b.html, a/b/index.html, c.html, d.html, e.html, and 2 more)',
      'Page weight (gzip): JS 8.1 KB per page (✗ over 8 KB) · CSS 7.6 KB · typical doc HTML 5.9 KB (✓ ≤ 15 KB; a/b.html) · heaviest HTML 15.6 KB (blog/index.html)',
    ])
    // Versions kept whole are named, so an author sees why a rebuild was quick.
    expect(
      formatReport({ ...report, keptVersions: ['2.0', 'fr/1.0'] }, { dir: 'dist', wallMs: 23_500, peakRssBytes: 0 }).at(
        -1,
      ),
    ).toBe(
      'Versions kept whole: 2.0, fr/1.0 (unchanged since the last build: their pages were not read, compiled or rendered)',
    )
  })
})
