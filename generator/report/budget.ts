/**
 * Page weight: each rendered page's HTML size (raw and gzip, measured where it is rendered),
 * the JS every page loads, and the budgets of `site.config.ts` (`budget: { js, html, fail }`,
 * KB of gzip). Over budget is a warning, or an error with `fail: true`; either way the message
 * names the pages and says what to do.
 */
import { gzipSync } from 'node:zlib'
import { BuildError } from '../core/errors.js'
import type { Budget, BundleResult, OutputFile, PageWeight, Route, WeightSummary } from '../core/types.js'

/** The weight of a route's HTML file (null for routes without one). */
export function pageWeight(route: Route, files: OutputFile[]): PageWeight | null {
  const html = files.find((f) => f.path === route.outputPath)
  if (!html) return null
  const bytes = typeof html.contents === 'string' ? Buffer.from(html.contents) : html.contents
  return { path: route.outputPath, kind: route.kind, raw: bytes.length, gzip: gzipSync(bytes).length }
}

/** Summarise page weights: the typical (median) doc page, the heaviest page, pages over the HTML budget. */
export function summarizeWeights(
  weights: PageWeight[],
  jsGzip: number,
  cssGzip: number,
  budget: Budget,
): WeightSummary {
  const docs = weights.filter((w) => w.kind === 'doc').sort((a, b) => a.gzip - b.gzip || (a.path < b.path ? -1 : 1))
  const byWeight = [...weights].sort((a, b) => b.gzip - a.gzip || (a.path < b.path ? -1 : 1))
  return {
    jsGzip,
    cssGzip,
    typicalDoc: docs.length ? docs[Math.floor((docs.length - 1) / 2)]! : null,
    heaviest: byWeight[0] ?? null,
    overHtml: byWeight.filter((w) => w.gzip > budget.html * 1024),
  }
}

/**
 * The page weights of a build against its budgets: the summary, and warnings; throws when
 * `budget.fail` is set and a page is over (before anything is committed).
 */
export function weighPages(
  weights: PageWeight[],
  bundle: BundleResult,
  budget: Budget,
  islands?: Map<string, { gzipBytes: number }>,
): { summary: WeightSummary; warnings: string[] } {
  const summary = summarizeWeights(
    weights,
    bundle.scriptGzipBytes + gzipSync(bundle.assets.inlineHead).length,
    bundle.cssGzipBytes,
    budget,
  )
  if (islands?.size)
    summary.islands = [...islands]
      .map(([source, i]) => ({ source, jsGzip: i.gzipBytes }))
      .sort((a, b) => b.jsGzip - a.jsGzip)
  const { warnings, error } = checkBudget(summary, budget)
  if (error) throw error
  return { summary, warnings }
}

/** Budget messages: warnings, or one BuildError when `budget.fail` is set. */
export function checkBudget(summary: WeightSummary, budget: Budget): { warnings: string[]; error: BuildError | null } {
  const kb = (n: number) => (n / 1024).toFixed(1) + ' KB'
  const messages: string[] = []
  if (budget.quiet) return { warnings: [], error: null }
  if (summary.jsGzip > budget.js * 1024) {
    messages.push(
      `Every page loads ${kb(summary.jsGzip)} of JavaScript (gzip), over the ${budget.js} KB budget: move code that only some pages need behind import() in theme/runtime/, or raise budget.js in site.config.ts.`,
    )
  }
  const over = summary.overHtml
  if (over.length) {
    const list = over
      .slice(0, 5)
      .map((w) => `${w.path} (${kb(w.gzip)})`)
      .join(', ')
    messages.push(
      `${over.length} page${over.length === 1 ? '' : 's'} over the ${budget.html} KB HTML budget (gzip): ${list}${over.length > 5 ? `, and ${over.length - 5} more` : ''}. Split long pages, or raise budget.html in site.config.ts.`,
    )
  }
  if (!messages.length) return { warnings: [], error: null }
  if (!budget.fail) return { warnings: messages, error: null }
  return {
    warnings: [],
    error: new BuildError(`Page weight over budget:\n  ${messages.join('\n  ')}`, {
      hint: 'The build fails because budget.fail is true in site.config.ts; nothing was written.',
    }),
  }
}
