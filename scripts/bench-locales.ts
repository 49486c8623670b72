/**
 * `npm run bench -- --locales [--sizes 1000] [--runs N]`: the target of issue 17. A corpus of N
 * docs (issue #6's generator) built in one locale, then as a site of three locales — en (the
 * default), fr fully translated, es half translated — both cold (best of `runs`), and
 * the three-locale site warm: the build that fills the cache, then one after editing one page of
 * one locale. Prints a table (and writes `.bench/locales-N.json`); BENCHMARKS.md is not touched.
 * Self-contained: bench.ts only hands over its corpus and measuring helpers.
 */
import fs from 'node:fs'
import path from 'node:path'
import { fmtMs, OUR_BUILD } from './bench-lib.js'

/** What bench.ts lends (passed, not imported, so that the two files do not import each other). */
export interface LocalesBenchDeps {
  prepareCorpus(
    docs: number,
  ): Promise<{ docs: number; posts: number; root: string; manifest: { typical: { route: string; file: string } } }>
  measure(
    cmd: string,
    args: string[],
  ): Promise<{ wallMs: number; cpuMs: number; peakRssBytes: number; result: Record<string, unknown> | null }>
  benchDir: string
}

/**
 * The translated locales: code → the share of the docs translated. With en, the issue's three
 * locales, two with every page in their language (en, fr) and one half translated (es). Read as
 * "two translated in full besides en", add `de: 1` here.
 */
const LOCALES: Record<string, number> = { fr: 1, es: 0.5 }

interface Figures {
  wallMs: number
  cpuMs: number
  peakRssBytes: number
  pages: number
  compiled: number
  reused: number
}

export interface LocalesResult {
  docs: number
  posts: number
  locales: string[]
  translatedDocs: Record<string, number>
  single: Figures
  multi: Figures
  warmFill: Figures
  /** The median of the warm builds after one edit each (`edits` of them). */
  warmEdit: Figures & { editedFile: string; edits?: number }
}

/** `--sizes a,b` and `--runs n` (the others are bench.ts's and ignored here). */
export function parseLocalesArgs(argv: string[]): { sizes: number[]; runs: number } {
  const out = { sizes: [1000], runs: 1 }
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--sizes') out.sizes = (argv[++i] ?? '').split(',').map((s) => Number(s.trim().replace(/_/g, '')))
    else if (argv[i] === '--runs') out.runs = Number(argv[++i])
  }
  if (!out.sizes.length || out.sizes.some((n) => !Number.isInteger(n) || n < 1))
    throw new Error('--sizes needs a comma-separated list of doc counts, e.g. --sizes 50,1000')
  if (!Number.isInteger(out.runs) || out.runs < 1) throw new Error('--runs needs a whole number ≥ 1')
  return out
}

/**
 * The three-locale site of a corpus (`.bench/site-N-locales`): the corpus's content, a config
 * with the locales, and under `i18n/<code>/docusaurus-plugin-content-docs/current/` a translated
 * copy of the docs (each file marked, so that no two locales compile the same text). Remade
 * from the corpus on every run: a bench never reads a stale tree.
 */
export function prepareLocalesSite(corpusRoot: string, target: string): { translatedDocs: Record<string, number> } {
  fs.rmSync(target, { recursive: true, force: true })
  fs.mkdirSync(target, { recursive: true })
  fs.cpSync(path.join(corpusRoot, 'content'), path.join(target, 'content'), { recursive: true })
  const codes = Object.keys(LOCALES)
  fs.writeFileSync(
    path.join(target, 'site.config.ts'),
    `export default { i18n: { defaultLocale: 'en', locales: ${JSON.stringify(['en', ...codes])} } }\n`,
  )
  const docsDir = path.join(target, 'content/docs')
  const docs = listFiles(docsDir)
    .filter((f) => /\.mdx?$/.test(f))
    .sort()
  const translatedDocs: Record<string, number> = {}
  for (const [code, share] of Object.entries(LOCALES)) {
    const into = path.join(target, 'i18n', code, 'docusaurus-plugin-content-docs/current')
    // Every doc, or every other one (an even spread over the folders) for a half-translated locale.
    const chosen = share === 1 ? docs : docs.filter((_, i) => i % Math.round(1 / share) === 0)
    for (const rel of chosen) {
      const file = path.join(into, rel)
      fs.mkdirSync(path.dirname(file), { recursive: true })
      fs.writeFileSync(file, fs.readFileSync(path.join(docsDir, rel), 'utf8') + `\n\nTranslated (${code}).\n`)
    }
    // _category_ files travel with their folder, as write-translations leaves them.
    for (const rel of listFiles(docsDir).filter((f) => /_category_\.(json|ya?ml)$/.test(f))) {
      const file = path.join(into, rel)
      fs.mkdirSync(path.dirname(file), { recursive: true })
      fs.copyFileSync(path.join(docsDir, rel), file)
    }
    translatedDocs[code] = chosen.length
  }
  return { translatedDocs }
}

function listFiles(dir: string): string[] {
  return (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((d) => d.isFile())
    .map((d) => path.relative(dir, path.join(d.parentPath, d.name)))
}

function figures(run: {
  wallMs: number
  cpuMs: number
  peakRssBytes: number
  result: Record<string, unknown> | null
}): Figures {
  const r = run.result ?? {}
  const n = (k: string) => (typeof r[k] === 'number' ? (r[k] as number) : NaN)
  return {
    wallMs: run.wallMs,
    cpuMs: run.cpuMs,
    peakRssBytes: run.peakRssBytes,
    pages: n('pages'),
    compiled: n('compiled'),
    reused: n('reused'),
  }
}

/** Warm builds after an edit, at least (the median is reported). */
const WARM_EDITS = 3

/** One size: single-locale cold, three-locale cold, three-locale warm after one edit. */
export async function benchLocales(docs: number, runs: number, deps: LocalesBenchDeps): Promise<LocalesResult> {
  const corpus = await deps.prepareCorpus(docs)
  const site = path.join(deps.benchDir, `site-${docs}-locales`)
  const { translatedDocs } = prepareLocalesSite(corpus.root, site)
  const child = (root: string, out: string, cached = false) =>
    deps.measure(process.execPath, [...OUR_BUILD, root, out, ...(cached ? ['--cached'] : [])])
  const cold = async (root: string, out: string): Promise<Figures> => {
    let best: Figures | null = null
    for (let i = 0; i < runs; i++) {
      fs.rmSync(out, { recursive: true, force: true })
      const f = figures(await child(root, out))
      if (!best || f.wallMs < best.wallMs) best = f
    }
    return best!
  }
  console.error(`• ${docs} docs, one locale: cold build…`)
  const single = await cold(corpus.root, path.join(deps.benchDir, `out-site-${docs}`))
  console.error(`  ${fmtMs(single.wallMs)}; three locales (en, fr full, es half): cold build…`)
  const out = path.join(deps.benchDir, `out-site-${docs}-locales`)
  const multi = await cold(site, out)
  console.error(`  ${fmtMs(multi.wallMs)}; warm: filling the cache…`)
  const cacheDir = path.join(site, '.cache', 'build')
  fs.rmSync(cacheDir, { recursive: true, force: true })
  const warmFill = figures(await child(site, out, true))
  // One page of one locale: the typical doc in French.
  const editedFile = path.join(
    'i18n/fr/docusaurus-plugin-content-docs/current',
    corpus.manifest.typical.file.replace(/^docs\//, ''),
  )
  const edited = path.join(site, editedFile)
  if (!fs.existsSync(edited)) throw new Error(`The French copy of the typical doc is missing: ${editedFile}`)
  // Three edits (or `runs`), each one more paragraph, each built warm: the median is the figure (the machine
  // is shared).
  const edits: Figures[] = []
  for (let i = 0; i < Math.max(WARM_EDITS, runs); i++) {
    fs.appendFileSync(edited, `\nUn paragraphe de plus (${i}), ajouté par le banc d'essai.\n`)
    console.error(`  ${i ? '' : `filled in ${fmtMs(warmFill.wallMs)}; `}one French page edited: warm build ${i + 1}…`)
    edits.push(figures(await child(site, out, true)))
  }
  const mid = [...edits].sort((a, b) => a.wallMs - b.wallMs)[Math.floor((edits.length - 1) / 2)]!
  const warmEdit = { ...mid, editedFile, edits: edits.length }
  console.error(
    `  median ${fmtMs(warmEdit.wallMs)} of ${edits.map((e) => fmtMs(e.wallMs)).join(', ')} (${warmEdit.compiled} compiled, ${warmEdit.reused} reused)`,
  )
  fs.rmSync(cacheDir, { recursive: true, force: true })
  return {
    docs,
    posts: corpus.posts,
    locales: ['en', ...Object.keys(LOCALES)],
    translatedDocs,
    single,
    multi,
    warmFill,
    warmEdit,
  }
}

export function renderLocalesTable(results: LocalesResult[]): string {
  const mb = (b: number) => (Number.isFinite(b) ? `${(b / 2 ** 20).toFixed(0)} MB` : '–')
  const rows = results.flatMap((r) => [
    `| ${r.docs} | one locale (en), cold | ${r.single.pages} | ${fmtMs(r.single.wallMs)} | ${fmtMs(r.single.cpuMs)} | ${mb(r.single.peakRssBytes)} | 1.00× |`,
    `| ${r.docs} | ${r.locales.join(', ')} (${Object.entries(r.translatedDocs)
      .map(([c, n]) => `${c} ${n}`)
      .join(
        ', ',
      )} docs translated), cold | ${r.multi.pages} | ${fmtMs(r.multi.wallMs)} | ${fmtMs(r.multi.cpuMs)} | ${mb(r.multi.peakRssBytes)} | ${(r.multi.wallMs / r.single.wallMs).toFixed(2)}× |`,
    `| ${r.docs} | same, warm: the build that fills the cache | ${r.warmFill.pages} | ${fmtMs(r.warmFill.wallMs)} | ${fmtMs(r.warmFill.cpuMs)} | ${mb(r.warmFill.peakRssBytes)} | |`,
    `| ${r.docs} | same, warm after editing ${r.warmEdit.editedFile}${r.warmEdit.edits ? ` (median of ${r.warmEdit.edits} builds, one edit each;` : ' ('} ${r.warmEdit.compiled} compiled, ${r.warmEdit.reused} reused) | ${r.warmEdit.pages} | ${fmtMs(r.warmEdit.wallMs)} | ${fmtMs(r.warmEdit.cpuMs)} | ${mb(r.warmEdit.peakRssBytes)} | |`,
  ])
  return [
    '| docs | build | pages | wall | CPU | peak RSS | vs one locale |',
    '|---:|---|---:|---:|---:|---:|---:|',
    ...rows,
  ].join('\n')
}

/** The `--locales` run of bench.ts. */
export async function mainLocales(argv: string[], deps: LocalesBenchDeps): Promise<void> {
  const { sizes, runs } = parseLocalesArgs(argv)
  const results: LocalesResult[] = []
  for (const docs of sizes) {
    const r = await benchLocales(docs, runs, deps)
    fs.writeFileSync(path.join(deps.benchDir, `locales-${docs}.json`), JSON.stringify(r, null, 2) + '\n')
    results.push(r)
  }
  console.log(renderLocalesTable(results))
}
