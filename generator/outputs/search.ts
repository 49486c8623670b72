/**
 * Search index (after render): the rendered HTML of every public content page → Pagefind's
 * chunked index under `pagefind/`, returned as OutputFiles. Pagefind hands its files back in
 * memory (`getFiles`), so `write` stays the only stage that touches the output folder.
 */
import { Worker } from 'node:worker_threads'
import type { OutputFile, PageKind, Route, SiteConfig } from '../core/types.js'
import { frozenVersions } from '../stages/versions.js'
import { versionIndexDir } from '../../theme/runtime/search-results.js'
import { BUILT_IN, EN } from '../../theme/i18n/messages.js'

/** Output folder of the index; the runtime loads `{base}pagefind/pagefind.js`. */
export const SEARCH_DIR = 'pagefind'

/** Page kinds whose content is searched; lists, tags and archives only repeat it. */
const SEARCHED_KINDS: ReadonlySet<PageKind> = new Set(['doc', 'blogPost', 'page'])

/** Only `main#__main article` is indexed: the page's own content, not its chrome. */
const ROOT_SELECTOR = 'main#__main article'

/** Parts of the article that are not content: heading `#` links, post byline, controls. */
const EXCLUDE_SELECTORS = [
  '.hash-link', '.blog-post__meta', '.blog-post__authors', 'button', 'nav', 'footer', '.visually-hidden',
  // Labels the theme adds around content ("Tip", a code block's file name, a tab's name repeated for no-JS readers).
  '.admonition-heading', '.code-block__title', '.tabs__list', '.tabs__label', '.toc-mobile',
]

/**
 * Files the browser needs. Pagefind also emits its own UIs, highlighter and a playground;
 * we ship our own UI (theme/runtime/search-ui.ts), so those are left out.
 */
const RUNTIME_FILE_RE = /^(?:pagefind\.js|pagefind-worker\.js|pagefind-entry\.json|wasm\.[\w-]+\.pagefind|pagefind\.[\w-]+\.pf_meta|(?:fragment|index|filter)\/[^/]+)$/

/** A frozen version's index is merged into the main one, whose Pagefind script and WebAssembly it uses: its data files only. */
const DATA_FILE_RE = /^(?:pagefind-entry\.json|pagefind\.[\w-]+\.pf_meta|(?:fragment|index|filter)\/[^/]+)$/

const MAIN_RE = /<main\b[^>]*\bid="__main"/
const ARTICLE_RE = /<article\b/

/** Options of {@link indexSite}. */
export interface IndexOptions {
  /** ISO 639-1 language of the whole site (one locale). */
  language: string
  /** A frozen docs version whose own index this is (written under `pagefind/versions/…/`, data files only). */
  version?: string
}

/** What {@link indexSite} gives. */
export interface SearchIndex {
  /** Index files, paths under `pagefind/`. */
  files: OutputFile[]
  /** URLs of the pages indexed. */
  urls: string[]
}

/**
 * Whether a route is searched: content kinds only; never drafts, 404 or unlisted (noindex)
 * pages. An old docs version's pages are noindex for search engines but searched here, filtered
 * by version.
 */
export function isSearchable(route: Route): boolean {
  const { meta } = route.props
  const versionedDoc = route.props.kind === 'doc' && route.props.doc.version !== undefined && !meta.unlisted
  return SEARCHED_KINDS.has(route.kind) && (!meta.noindex || versionedDoc) && !meta.draft
}

/**
 * The HTML Pagefind reads for a route: the rendered page with the page title pinned as the
 * result title (`data-pagefind-meta` on the article), since a page may hide its h1.
 * Null when the page has no `main#__main article`.
 */
export function searchDocument(route: Route, page: string): string | null {
  const html = indexTables(indexAdmonitionTitles(mainOnly(page)))
  const main = MAIN_RE.exec(html)
  if (!main) return null
  const article = ARTICLE_RE.exec(html.slice(main.index))
  if (!article) return null
  const at = main.index + article.index + article[0].length
  // Several docs versions: each doc is filtered by its version, other pages match every version (`all`); the runtime searches the version being read.
  const versions = route.props.site.versions.length > 1 ? ` data-pagefind-filter="version:${escapeAttr(route.props.kind === 'doc' ? route.props.doc.version?.name ?? 'all' : 'all')}"` : ''
  // A page kind the search UI ranks by (blog posts after docs that match as well); Pagefind takes one meta per attribute, so it sits on an empty child.
  const open = html.indexOf('>', at) + 1
  const kind = route.kind === 'blogPost' ? '<span data-pagefind-meta="kind:blogPost"></span>' : ''
  return `${html.slice(0, at)} data-pagefind-meta="title:${escapeAttr(route.props.meta.title)}"${versions}${html.slice(at, open)}${kind}${html.slice(open)}`
}

/**
 * Pagefind reads only `main#__main article` (ROOT_SELECTOR): the page without what surrounds its
 * `<main>` (head, navbar, sidebar, footer: half of a docs page's bytes) gives it the same index
 * with less to parse and hold.
 */
function mainOnly(page: string): string {
  const main = MAIN_RE.exec(page)
  const end = page.lastIndexOf('</main>')
  if (!main || end < main.index) return page
  const html = /<html\b[^>]*>/.exec(page)?.[0] ?? '<html>'
  return `<!DOCTYPE html>${html}<body>${page.slice(main.index, end)}</main></body></html>`
}

/** The labels the theme gives an admonition without a title of its author's ("Tip", "Astuce", …): in every locale. */
const ADMONITION_LABELS: ReadonlySet<string> = new Set(
  [EN, ...Object.values(BUILT_IN)].flatMap((m) => Object.entries(m).filter(([id]) => id.startsWith('theme.admonition.')).map(([, text]) => text)),
)

/**
 * An admonition's title is indexed when its author wrote it (":::tip[Free API keys]" is content a
 * reader searches for); the theme's label ("Tip") is not (EXCLUDE_SELECTORS drops `.admonition-heading`).
 */
function indexAdmonitionTitles(html: string): string {
  return html.replace(/<p class="admonition-heading">([\s\S]*?)<\/p>/g, (whole, title: string) =>
    ADMONITION_LABELS.has(title.trim()) ? whole : `<p class="admonition-title">${title}</p>`)
}

/**
 * A table as a search excerpt can show it: a sentence per row, each cell after its column's
 * header ("storage; Chrome: Yes; Firefox: Yes; What it is for: …"), where Pagefind would run the
 * cells together ("Permission Chrome Firefox What it is for storage. Yes. Yes."). Index only; the
 * page keeps its table.
 */
export function indexTables(html: string): string {
  if (!html.includes('<table')) return html
  return html.replace(/<table\b[^>]*>([\s\S]*?)<\/table>/g, (whole, body: string) => {
    const rows = [...body.matchAll(/<tr\b[^>]*>([\s\S]*?)<\/tr>/g)].map((r) => [...r[1]!.matchAll(/<(t[hd])\b[^>]*>([\s\S]*?)<\/\1>/g)].map((c) => ({ head: c[1] === 'th', html: c[2]!.trim() })))
    if (!rows.length) return whole
    const header = rows[0]!.every((c) => c.head) ? rows.shift()!.map((c) => c.html) : []
    const text = (cell: string) => cell.replace(/<[^>]*>/g, '').trim()
    return rows.map((cells) => {
      const parts = cells.flatMap((c, i) => !text(c.html) ? [] : [i > 0 && header[i] && text(header[i]!) ? `${header[i]}: ${c.html}` : c.html])
      const sentence = parts.join('; ')
      return parts.length ? `<p>${sentence}${/[.!?]$/.test(text(sentence)) ? '' : '.'}</p>` : ''
    }).join('')
  })
}

/** A page as Pagefind reads it: its URL and its search document. */
export interface SearchDoc {
  url: string
  content: string
}

/** Pagefind's files for some documents: `(docs, language) → files` in this thread, or in a second one (`pagefindLane`). */
type PagefindRun = (docs: SearchDoc[], language: string) => Promise<{ path: string; content: Uint8Array }[]>

/** Pagefind's createIndex options (the same in either thread). */
const INDEX_CONFIG = { rootSelector: ROOT_SELECTOR, excludeSelectors: EXCLUDE_SELECTORS }

/** Index documents with this thread's Pagefind service. */
const runHere: PagefindRun = async (docs, language) => {
  const pagefind = await import('pagefind') // loaded only when search is on
  const { index, errors } = await pagefind.createIndex({ ...INDEX_CONFIG, forceLanguage: language })
  if (!index) throw new Error(`Pagefind could not create an index: ${errors.join('; ')}`)
  try {
    // Pagefind's service parses files as they arrive: keep it busy rather than wait per file.
    for (const added of await Promise.all(docs.map((d) => index.addHTMLFile(d)))) {
      if (added.errors.length) throw new Error(`Pagefind could not index ${added.file?.url}: ${added.errors.join('; ')}`)
    }
    const out = await index.getFiles()
    if (out.errors.length) throw new Error(`Pagefind could not write the index: ${out.errors.join('; ')}`)
    return out.files
  } finally {
    await index.deleteIndex()
  }
}

/** Build the index from the search documents of the rendered pages (kept by the render threads). */
export async function indexSite(docs: SearchDoc[], options: IndexOptions, run: PagefindRun = runHere): Promise<SearchIndex> {
  const files = await run(docs, options.language)
  const dir = options.version === undefined ? `${SEARCH_DIR}/` : `${SEARCH_DIR}/${versionIndexDir(options.version)}`
  const wanted = options.version === undefined ? RUNTIME_FILE_RE : DATA_FILE_RE
  return { files: files.filter((f) => wanted.test(f.path)).map((f) => ({ path: dir + f.path, contents: f.content })), urls: docs.map((d) => d.url) }
}

/**
 * A second thread with its own Pagefind service. One service indexes on one core, whatever it is
 * given at once (react-native-website's eleven indexes: 13.9 s two at a time, 13.5 s as one), so a
 * site with several indexes gives half of them to a second service. The thread runs only Pagefind's
 * API (the same calls as `runHere`); it is stopped when the indexes are made.
 */
function pagefindLane(): { run: PagefindRun; close: () => Promise<void> } {
  const code = `
    const { parentPort, workerData } = require('node:worker_threads')
    const loading = import(workerData.pagefind)
    parentPort.on('message', async ({ id, docs, language, close }) => {
      if (close) {
        // Pagefind's service is a child process: stopped before the thread ends.
        await loading.then((p) => p.close()).catch(() => {})
        parentPort.close()
        return
      }
      try {
        const pagefind = await loading
        const { index, errors } = await pagefind.createIndex({ ...workerData.config, forceLanguage: language })
        if (!index) throw new Error('Pagefind could not create an index: ' + errors.join('; '))
        try {
          for (const added of await Promise.all(docs.map((d) => index.addHTMLFile(d)))) {
            if (added.errors.length) throw new Error('Pagefind could not index ' + (added.file && added.file.url) + ': ' + added.errors.join('; '))
          }
          const out = await index.getFiles()
          if (out.errors.length) throw new Error('Pagefind could not write the index: ' + out.errors.join('; '))
          parentPort.postMessage({ id, files: out.files })
        } finally {
          await index.deleteIndex()
        }
      } catch (err) {
        parentPort.postMessage({ id, error: String(err && err.message || err) })
      }
    })
  `
  const worker = new Worker(code, { eval: true, workerData: { pagefind: import.meta.resolve('pagefind'), config: INDEX_CONFIG } })
  const waiting = new Map<number, { resolve: (files: { path: string; content: Uint8Array }[]) => void; reject: (err: Error) => void }>()
  let ids = 0
  worker.on('message', (m: { id: number; files?: { path: string; content: Uint8Array }[]; error?: string }) => {
    const w = waiting.get(m.id)
    waiting.delete(m.id)
    if (m.error !== undefined) w?.reject(new Error(m.error))
    else w?.resolve(m.files ?? [])
  })
  worker.on('error', (err) => { for (const w of waiting.values()) w.reject(err); waiting.clear() })
  return {
    run: (docs, language) => new Promise((resolve, reject) => {
      const id = ids++
      waiting.set(id, { resolve, reject })
      worker.postMessage({ id, docs, language })
    }),
    close: () => new Promise<void>((resolve) => {
      const timer = setTimeout(() => { void worker.terminate() }, 5000)
      worker.once('exit', () => { clearTimeout(timer); resolve() })
      worker.postMessage({ close: true })
    }),
  }
}

/** The indexes of a site: the main one, and one per frozen docs version with searched docs (see {@link versionIndexDir}). */
export interface SiteSearch {
  files: OutputFile[]
  /** Each frozen version's index files (paths under the locale's output folder). */
  versions: Map<string, string[]>
}

/**
 * Which frozen docs version each URL's page belongs to (a frozen version's docs have an index of
 * their own, see indexSearch), and those versions.
 */
export function searchVersions(config: SiteConfig, routes: Route[]): { of: (url: string) => string | null; versions: string[] } {
  const frozen = new Set(frozenVersions(config).map((v) => v.name))
  const versionOfUrl = new Map(frozen.size ? routes.flatMap((r) => (r.version && frozen.has(r.version) ? [[r.url, r.version] as const] : [])) : [])
  return { of: (url) => versionOfUrl.get(url) ?? null, versions: [...new Set(versionOfUrl.values())] }
}

/**
 * Index the rendered pages: a frozen version's docs (`versionOf` their URL) go into that
 * version's own index, so that a build which keeps the version whole keeps its index as it is;
 * the rest into the main one (`frozen`: the frozen versions built). The indexes are made
 * side by side by one Pagefind service.
 */
export async function indexSearch(docs: SearchDoc[], versionOf: (url: string) => string | null, frozen: Iterable<string>, options: IndexOptions): Promise<SiteSearch> {
  // Every frozen version has an index, if empty (all its docs unlisted), so the search UI can always merge it.
  const groups = new Map<string | null, SearchDoc[]>([[null, []], ...[...frozen].map((v) => [v, []] as [string, SearchDoc[]])])
  for (const doc of docs) {
    const version = versionOf(doc.url)
    const group = groups.get(version)
    if (group) group.push(doc)
    else groups.set(version, [doc])
  }
  // Two lanes: this thread's Pagefind service and, with several indexes, a second thread's (one
  // service uses one core: see pagefindLane). Each takes the next index when it is done with one.
  const todo = [...groups]
  const indexes: SearchIndex[] = []
  let claimed = 0
  const next = async (run?: PagefindRun): Promise<void> => {
    for (let i = claimed++; i < todo.length; i = claimed++) {
      const [version, group] = todo[i]!
      // Pagefind writes no usable index without a word, and the search UI could not merge it: a version with no searched doc gets one page no search selects.
      if (version !== null && group.length === 0) group.push(placeholder(version, options.language))
      indexes[i] = await indexSite(group, version === null ? options : { ...options, version }, run)
    }
  }
  const lane = todo.length > 1 ? pagefindLane() : null
  try {
    await Promise.all([next(), ...(lane ? [next(lane.run)] : [])])
  } finally {
    await lane?.close()
  }
  const files: OutputFile[] = []
  const versions = new Map<string, string[]>()
  for (const [i, [version]] of todo.entries()) {
    const index = indexes[i]!
    files.push(...index.files)
    if (version !== null) versions.set(version, index.files.map((f) => f.path))
  }
  return { files, versions }
}

/** The filter value of {@link placeholder}: a search filters by a version name (or `all`), never this one. */
export const NO_DOCS_FILTER = '__no_docs__'

/** The one page of a version's index when it has no searched doc: filtered by a value no version has, so it is never a result. */
function placeholder(version: string, language: string): SearchDoc {
  return { url: `/${SEARCH_DIR}/${versionIndexDir(version)}`, content: `<html lang="${escapeAttr(language)}"><body><main id="__main"><article data-pagefind-filter="version:${NO_DOCS_FILTER}" data-pagefind-meta="title:-">empty</article></main></body></html>` }
}

function escapeAttr(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')
}
