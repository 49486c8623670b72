/**
 * Search index (after render): the rendered HTML of every public content page → Pagefind's
 * chunked index under `pagefind/`, returned as OutputFiles. Pagefind hands its files back in
 * memory (`getFiles`), so `write` stays the only stage that touches the output folder.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import { Worker } from 'node:worker_threads'
import type { OutputFile, PageKind, Route, SiteConfig, SiteData } from '../core/types.js'
import { frozenVersions } from '../stages/versions.js'
import { partIndexDir, SEARCH_DIR, versionIndexDir } from '../../theme/runtime/search-results.js'
import { BUILT_IN, EN } from '../../theme/i18n/messages.js'

export { SEARCH_DIR }

/** Page kinds whose content is searched; lists, tags and archives only repeat it. */
const SEARCHED_KINDS: ReadonlySet<PageKind> = new Set(['doc', 'blogPost', 'page'])

/** Only `main#__main article` is indexed: the page's own content, not its chrome. */
const ROOT_SELECTOR = 'main#__main article'

/** Parts of the article that are not content: heading `#` links, post byline, controls. */
const EXCLUDE_SELECTORS = [
  '.hash-link',
  '.blog-post__meta',
  '.blog-post__authors',
  'button',
  'nav',
  'footer',
  '.visually-hidden',
  // Labels the theme adds around content ("Tip", a code block's file name, a tab's name repeated for no-JS readers).
  '.admonition-heading',
  '.code-block__title',
  '.tabs__list',
  '.tabs__label',
  '.toc-mobile',
]

/**
 * Files the browser needs. Pagefind also emits its own UIs, highlighter and a playground;
 * we ship our own UI (theme/runtime/search-ui.ts), so those are left out.
 */
const RUNTIME_FILE_RE =
  /^(?:pagefind\.js|pagefind-worker\.js|pagefind-entry\.json|wasm\.[\w-]+\.pagefind|pagefind\.[\w-]+\.pf_meta|(?:fragment|index|filter)\/[^/]+)$/

/** A frozen version's index is merged into the main one, whose Pagefind script and WebAssembly it uses: its
 * data files only. */
const DATA_FILE_RE = /^(?:pagefind-entry\.json|pagefind\.[\w-]+\.pf_meta|(?:fragment|index|filter)\/[^/]+)$/

const MAIN_RE = /<main\b[^>]*\bid="__main"/
const ARTICLE_RE = /<article\b/

/** Options of {@link SearchIndexer}. */
export interface IndexOptions {
  /** ISO 639-1 language of the whole site (one locale). */
  language: string
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

/** What a route's search document adds to its page (`searchDocument`): known without the page. */
export interface SearchPin {
  title: string
  /** The version filter's value on a site with several docs versions (a doc's version, else `all`); null on a
   * site with one. */
  version: string | null
  blogPost: boolean
}

export function searchPin(route: Route): SearchPin {
  const version =
    route.props.site.versions.length > 1
      ? route.props.kind === 'doc'
        ? (route.props.doc.version?.name ?? 'all')
        : 'all'
      : null
  return { title: route.props.meta.title, version, blogPost: route.kind === 'blogPost' }
}

/**
 * The HTML Pagefind reads for a route: the rendered page with the page title pinned as the
 * result title (`data-pagefind-meta` on the article), since a page may hide its h1.
 * Null when the page has no `main#__main article`.
 */
export function searchDocument(route: Route, page: string): string | null {
  return pinnedDocument(searchPin(route), page)
}

function pinnedDocument(pin: SearchPin, page: string): string | null {
  const html = plainCode(indexTables(indexAdmonitionTitles(mainOnly(page))))
  const main = MAIN_RE.exec(html)
  if (!main) return null
  const article = ARTICLE_RE.exec(html.slice(main.index))
  if (!article) return null
  const at = main.index + article.index + article[0].length
  // Several docs versions: each doc is filtered by its version, other pages match every version (`all`); the
  // runtime searches the version being read.
  const versions = pin.version !== null ? ` data-pagefind-filter="version:${escapeAttr(pin.version)}"` : ''
  // A page kind the search UI ranks by (blog posts after docs that match as well); Pagefind takes one meta
  // per attribute, so it sits on an empty child.
  const open = html.indexOf('>', at) + 1
  const kind = pin.blogPost ? '<span data-pagefind-meta="kind:blogPost"></span>' : ''
  return `${html.slice(0, at)} data-pagefind-meta="title:${escapeAttr(pin.title)}"${versions}${html.slice(at, open)}${kind}${html.slice(open)}`
}

/**
 * The search document of a page kept in the output folder, as a reference: its hash (recorded
 * when it was made) tells the indexer whether its index changed; its page is read, and the
 * document made again (`loadKeptDoc`), only when that index is made.
 */
export interface KeptSearchDoc {
  url: string
  hash: string
  /** The page in the output folder. */
  file: string
  pin: SearchPin
}

/** A search document, made or kept. */
export type IndexedDoc = SearchDoc | KeptSearchDoc

/** A kept page's search document, made from its page in the output folder. */
export function loadKeptDoc(doc: KeptSearchDoc): SearchDoc {
  let page: string
  try {
    page = fs.readFileSync(doc.file, 'utf8')
  } catch (err) {
    throw new Error(
      `Search: ${doc.file} (${doc.url}) could not be read for the search index: ${(err as Error).message}. It was in the output folder when this build started; build again, or with --no-cache.`,
    )
  }
  const content = pinnedDocument(doc.pin, page)
  if (content === null)
    throw new Error(
      `Search: ${doc.file} (${doc.url}) changed while the site was built: it no longer has the page's article. Build again.`,
    )
  return { url: doc.url, content, hash: doc.hash }
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

/** A highlighted block: rehype-shiki's `<pre class="shiki …">`, or a Docusaurus project's Prism's `<pre
 * class="prism-code …">` (prism-engine.ts). */
const HIGHLIGHTED_PRE_RE = /<pre class="(?:shiki|prism-code)\b[^>]*>[\s\S]*?<\/pre>/g
/** A span a highlighter writes: a Shiki token's (a style or none), a Prism token's (`token` and its type) or
 * a line's (`line`, with the line's marks). */
const TOKEN_SPAN_RE = /^<span(?: style="[^"]*"| class="token(?: [\w-]+)*"| class="line(?: [\w-]+)*")?>$/

/**
 * A highlighted block without its token and line spans: Pagefind reads past inline elements, so
 * the words and the index are the same (`search.test.ts` compares both indexes), and it parses a
 * code-heavy page faster: react-native-website's 291 main pages with Shiki, 9.0 MB → 7.3 MB,
 * their adding 1.15–1.29 s → 0.95–1.08 s; the whole site with its own Prism, 2,373 pages,
 * 65.7 MB → 50.4 MB, their adding 6.1–6.3 s → 4.9–5.0 s, all 2,541 index files byte-identical. A
 * block holding any other span keeps them all (one could carry a class the index excludes).
 */
export function plainCode(html: string): string {
  if (!html.includes('<pre class="shiki') && !html.includes('<pre class="prism-code')) return html
  return html.replace(HIGHLIGHTED_PRE_RE, (pre) => {
    const spans = pre.match(/<span\b[^>]*>/g) ?? []
    return spans.every((span) => TOKEN_SPAN_RE.test(span)) ? pre.replace(/<span\b[^>]*>|<\/span>/g, '') : pre
  })
}

/** The labels the theme gives an admonition without a title of its author's ("Tip", "Astuce", …): in every locale. */
const ADMONITION_LABELS: ReadonlySet<string> = new Set(
  [EN, ...Object.values(BUILT_IN)].flatMap((m) =>
    Object.entries(m)
      .filter(([id]) => id.startsWith('theme.admonition.'))
      .map(([, text]) => text),
  ),
)

/**
 * An admonition's title is indexed when its author wrote it (":::tip[Free API keys]" is content a
 * reader searches for); the theme's label ("Tip") is not (EXCLUDE_SELECTORS drops `.admonition-heading`).
 */
function indexAdmonitionTitles(html: string): string {
  return html.replace(/<p class="admonition-heading">([\s\S]*?)<\/p>/g, (whole, title: string) =>
    ADMONITION_LABELS.has(title.trim()) ? whole : `<p class="admonition-title">${title}</p>`,
  )
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
    const rows = [...body.matchAll(/<tr\b[^>]*>([\s\S]*?)<\/tr>/g)].map((r) =>
      [...r[1]!.matchAll(/<(t[hd])\b[^>]*>([\s\S]*?)<\/\1>/g)].map((c) => ({
        head: c[1] === 'th',
        html: c[2]!.trim(),
      })),
    )
    if (!rows.length) return whole
    const header = rows[0]!.every((c) => c.head) ? rows.shift()!.map((c) => c.html) : []
    const text = (cell: string) => cell.replace(/<[^>]*>/g, '').trim()
    return rows
      .map((cells) => {
        const parts = cells.flatMap((c, i) =>
          !text(c.html) ? [] : [i > 0 && header[i] && text(header[i]!) ? `${header[i]}: ${c.html}` : c.html],
        )
        const sentence = parts.join('; ')
        return parts.length ? `<p>${sentence}${/[.!?]$/.test(text(sentence)) ? '' : '.'}</p>` : ''
      })
      .join('')
  })
}

/** A page as Pagefind reads it: its URL and its search document (and that document's `docHash`, when known). */
export interface SearchDoc {
  url: string
  content: string
  hash?: string
}

/** Pagefind's files of one index. */
type PagefindFile = { path: string; content: Uint8Array }

/**
 * A Pagefind service, this thread's or a second thread's: indexes made side by side, by id.
 * Documents are sent as they come (`add`); the service parses them while the build goes on.
 */
export interface PagefindService {
  create(id: number, language: string): void
  add(id: number, docs: SearchDoc[]): void
  files(id: number): Promise<PagefindFile[]>
  close(): Promise<void>
}

/** Pagefind's createIndex options (the same in either thread). */
const INDEX_CONFIG = { rootSelector: ROOT_SELECTOR, excludeSelectors: EXCLUDE_SELECTORS }

/**
 * Indexes made side by side by one Pagefind service, by id: what either thread runs. The second
 * thread runs this function's source text (`serviceThread`), so it names nothing from outside.
 * Documents are sent in the order given (reactions to one promise run in the order they were
 * added): an index is the same as from one call with every document.
 */
function pagefindIndexes(loading: Promise<typeof import('pagefind')>, config: typeof INDEX_CONFIG) {
  const indexes = new Map<number, { index: Promise<PagefindIndex>; added: Promise<void>[] }>()
  // Rejections are awaited by `files`; until then they are not unhandled.
  const quiet = <T>(p: Promise<T>): Promise<T> => {
    p.catch(() => {})
    return p
  }
  // Pagefind starts its service process on the first call: now, not when the first pages are rendered.
  loading.then(async (p) => (await p.createIndex({})).index?.deleteIndex()).catch(() => {})
  return {
    create(id: number, language: string): void {
      indexes.set(id, {
        index: quiet(
          loading
            .then((p) => p.createIndex({ ...config, forceLanguage: language }))
            .then(({ index, errors }) => {
              if (!index) throw new Error(`Pagefind could not create an index: ${errors.join('; ')}`)
              return index
            }),
        ),
        added: [],
      })
    },
    add(id: number, docs: SearchDoc[]): void {
      const made = indexes.get(id)!
      made.added.push(
        quiet(
          made.index.then(async (index) => {
            for (const added of await Promise.all(docs.map((d) => index.addHTMLFile(d)))) {
              if (added.errors.length)
                throw new Error(`Pagefind could not index ${added.file?.url}: ${added.errors.join('; ')}`)
            }
          }),
        ),
      )
    },
    async files(id: number): Promise<PagefindFile[]> {
      const made = indexes.get(id)!
      indexes.delete(id)
      const index = await made.index
      try {
        await Promise.all(made.added)
        const out = await index.getFiles()
        if (out.errors.length) throw new Error(`Pagefind could not write the index: ${out.errors.join('; ')}`)
        return out.files
      } finally {
        await index.deleteIndex()
      }
    },
    /** Delete the indexes not written (a build that stopped before `finish`). */
    async drop(): Promise<void> {
      const left = [...indexes.values()]
      indexes.clear()
      await Promise.all(left.map((made) => made.index.then((index) => index.deleteIndex()).catch(() => {})))
    },
  }
}

/** This thread's Pagefind service (the `pagefind` package is loaded only when search is on); Pagefind's own
 * service process is shared by the thread's builds. */
function serviceHere(): PagefindService {
  const indexes = pagefindIndexes(import('pagefind'), INDEX_CONFIG)
  return { create: indexes.create, add: indexes.add, files: indexes.files, close: indexes.drop }
}

/** The part of Pagefind's index API used here. */
type PagefindIndex = NonNullable<Awaited<ReturnType<typeof import('pagefind')['createIndex']>>['index']>

/**
 * A second thread with its own Pagefind service. One service indexes on one core, whatever it is
 * given at once (react-native-website's eleven indexes: 13.9 s two at a time, 13.5 s as one), so a
 * site with several indexes gives part of them to a second service. The thread runs only
 * `pagefindIndexes` (the same calls as `serviceHere`); it is stopped when the indexes are made.
 */
function serviceThread(): PagefindService {
  const code = `
    const { parentPort, workerData } = require('node:worker_threads')
    // A loader that keeps function names (tsx, esbuild's keepNames) wraps them in __name calls.
    var __name = (fn) => fn
    const pagefindIndexes = ${pagefindIndexes.toString()}
    const loading = import(workerData.pagefind)
    const indexes = pagefindIndexes(loading, workerData.config)
    parentPort.on('message', async (m) => {
      if (m.op === 'close') {
        // Pagefind's service is a child process: stopped before the thread ends.
        await indexes.drop()
        await loading.then((p) => p.close()).catch(() => {})
        parentPort.close()
      } else if (m.op === 'create') indexes.create(m.id, m.language)
      else if (m.op === 'add') indexes.add(m.id, m.docs)
      else {
        try {
          parentPort.postMessage({ id: m.id, files: await indexes.files(m.id) })
        } catch (err) {
          parentPort.postMessage({ id: m.id, error: String(err && err.message || err) })
        }
      }
    })
  `
  const worker = new Worker(code, {
    eval: true,
    workerData: { pagefind: import.meta.resolve('pagefind'), config: INDEX_CONFIG },
  })
  const waiting = new Map<number, { resolve: (files: PagefindFile[]) => void; reject: (err: Error) => void }>()
  // A thread that died answers nothing more: what is asked of it after fails at once, and there is nothing to close.
  let dead: Error | null = null
  let exited = false
  const die = (err: Error) => {
    dead ??= err
    for (const w of waiting.values()) w.reject(dead)
    waiting.clear()
  }
  worker.on('message', (m: { id: number; files?: PagefindFile[]; error?: string }) => {
    const w = waiting.get(m.id)
    waiting.delete(m.id)
    if (m.error !== undefined) w?.reject(new Error(m.error))
    else w?.resolve(m.files ?? [])
  })
  worker.on('error', die)
  worker.on('exit', () => {
    exited = true
    die(new Error('The search thread stopped before the indexes were written'))
  })
  return {
    create: (id, language) => {
      if (!dead) worker.postMessage({ op: 'create', id, language })
    },
    add: (id, docs) => {
      if (!dead) worker.postMessage({ op: 'add', id, docs })
    },
    files: (id) =>
      new Promise((resolve, reject) => {
        if (dead) return reject(dead)
        waiting.set(id, { resolve, reject })
        worker.postMessage({ op: 'files', id })
      }),
    close: () =>
      new Promise<void>((resolve) => {
        if (exited) return resolve()
        const timer = setTimeout(() => {
          void worker.terminate()
        }, 5000)
        worker.once('exit', () => {
          clearTimeout(timer)
          resolve()
        })
        worker.postMessage({ op: 'close' })
      }),
  }
}

/** The indexes of a site: the main one (in parts, on a large site), and one per frozen docs version with
 * searched docs (see {@link versionIndexDir}). */
export interface SiteSearch {
  /** The index files made by this build. */
  files: OutputFile[]
  /** Index files kept as the last build wrote them (paths under the locale's output folder): no document of
   * their index changed. */
  kept: string[]
  /** Their bytes. */
  keptBytes: number
  /** Each frozen version's index files (paths under the locale's output folder), made or kept. */
  versions: Map<string, string[]>
  /** Every index of the locale as made or kept now, for the next build (`IndexRecords`). */
  made: MadeIndex[]
}

/** An index as a build left it: its name (`indexName`), the hashes of its documents in order (`docHash`), its
 * files under the locale's output folder. */
export interface MadeIndex {
  name: string
  docs: string[]
  files: string[]
}

/**
 * What the last build made of each index (the cache's records, cache/search-records.ts): an index
 * whose documents are the same, in the same order, is the same index (Pagefind writes the same
 * bytes for the same calls), so its files are kept instead of made again.
 */
export interface IndexRecords {
  /** The hashes of the documents the last build gave index `name`, in order; null without a record. */
  docs(name: string): readonly string[] | null
  /** The index's files (paths under the locale's output folder, sizes) if they are still there as the last
   * build wrote them; else null. */
  files(name: string): [path: string, size: number][] | null
}

/** A document's identity for {@link IndexRecords}: its URL and HTML. */
export function docHash(doc: { url: string; content: string }): string {
  return createHash('sha1').update(doc.url).update('\0').update(doc.content).digest('hex').slice(0, 20)
}

/** Searched pages per part of the main index: below twice this, one part. */
export const PART_DOCS = 100
/** At most this many parts: the search UI fetches each part's index files for every search. */
export const MAX_PARTS = 4

/**
 * How many parts the main index is made in, for its number of searched pages. Pagefind makes an
 * index whole, whatever changed: re-indexing react-native-website's 346 main pages took 1.5 s of a
 * 5 s one-sentence rebuild. In parts, a page edited re-makes its part only (the others are kept,
 * see {@link IndexRecords}); the search UI merges the parts as it merges a frozen version's index.
 * The price: Pagefind ranks each part's pages by that part's word statistics.
 */
export function searchParts(docs: number): number {
  return docs < 2 * PART_DOCS ? 1 : Math.min(MAX_PARTS, Math.floor(docs / PART_DOCS))
}

/** The part of the main index a page's URL goes to: a hash of the URL, so a page stays in its part as others
 * come and go. */
export function partOf(url: string, parts: number): number {
  if (parts <= 1) return 0
  let h = 0x811c9dc5
  for (let i = 0; i < url.length; i++) h = Math.imul(h ^ url.charCodeAt(i), 0x01000193)
  return (h >>> 0) % parts
}

/**
 * Which frozen docs version each URL's page belongs to (a frozen version's docs have an index of
 * their own, see indexSearch), and those versions.
 */
export function searchVersions(
  config: SiteConfig,
  routes: Route[],
): { of: (url: string) => string | null; versions: string[] } {
  const frozen = new Set(frozenVersions(config).map((v) => v.name))
  const versionOfUrl = new Map(
    frozen.size ? routes.flatMap((r) => (r.version && frozen.has(r.version) ? [[r.url, r.version] as const] : [])) : [],
  )
  return { of: (url) => versionOfUrl.get(url) ?? null, versions: [...new Set(versionOfUrl.values())] }
}

/** Stop Pagefind services (each once: the list is emptied). */
export async function stopServices(services: PagefindService[]): Promise<void> {
  await Promise.all(services.splice(0).map((s) => s.close()))
}

/** Where a search document goes: a frozen version's index, or a part of the main one. */
export interface IndexPlan {
  /** The frozen version of a URL's page (null: the main index). */
  versionOf(url: string): string | null
  /** The main index's number of parts (`searchParts` of its searched pages). */
  parts: number
}

/** One index being made (or kept): see SearchIndexer. */
interface IndexGroup {
  /** Its folder under `pagefind/` (`indexName`). */
  name: string
  version: string | null
  id: number
  service: PagefindService
  /** Documents sent to Pagefind. */
  sent: number
  created: boolean
  /** The hashes of its documents so far, in order. */
  hashes: string[]
  /** The last build's hashes of this index (null: none recorded). */
  previous: readonly string[] | null
  /** Documents held back while they are the last build's, in order; null once the index is being made. */
  held: IndexedDoc[] | null
}

/**
 * The search indexes of one locale, made while the pages render: each batch of rendered pages'
 * search documents is sent to Pagefind as it comes (`add`), so that Pagefind parses them while
 * the other pages render, and `finish` writes the indexes. A frozen version's docs (`versionOf`
 * their URL) go into that version's own index, so that a build which keeps the version whole keeps
 * its index as it is; the rest into the main one (`frozen`: the frozen versions built), in
 * `parts` parts on a large site (`searchParts`). Batches are sent in their order whatever order
 * they come in, so the documents reach each index in the order of the routes, and the index is
 * the one a single call with every document makes.
 *
 * With the last build's records (`IndexRecords`), an index's documents are held back while each
 * is the one the last build gave it at that place; the first that differs sends them all, and the
 * index is made; an index whose documents are all the same keeps its files.
 *
 * Two Pagefind services, each on a thread of its own (one uses one core, see `serviceThread`), when there are
 * several indexes:
 * each index goes to the service with the fewer documents so far, largest first, by the number
 * of pages expected in it (`expected`).
 */
export class SearchIndexer {
  /** Each index by name, in the order of the output. */
  private readonly groups = new Map<string, IndexGroup>()
  private readonly load: number[]
  private readonly waiting = new Map<number, IndexedDoc[]>()
  private next = 0

  /**
   * Start the services of a locale's indexes (two when it has several: `indexes`; a main index made
   * in parts is several: the generated 1,000-doc corpus with search, four parts, took 2.40–2.72 s
   * in its search stage after the render with one service, and 0.75–0.81 s with two, its render
   * 0.6–0.9 s longer), before its pages
   * are compiled: a Pagefind service takes most of a second to start (react-native-website: 0.7 s),
   * which a build whose pages are mostly kept would otherwise wait for after its short render.
   * Two are both on threads of their own: one on this thread was fed and read only between the
   * render batches this thread renders, and fell behind (react-native-website: it finished its
   * indexes 1.3–1.5 s after the other; the search stage took 3.8 s, and 1.9 s with both on threads).
   */
  static start(indexes: number): PagefindService[] {
    return indexes > 1 ? [serviceThread(), serviceThread()] : [serviceHere()]
  }

  /** `services`: from `start`, with as many indexes as the main one's parts and `frozen`; `expected`:
   * searched pages by index name. */
  constructor(
    private readonly services: PagefindService[],
    private readonly plan: IndexPlan,
    frozen: Iterable<string>,
    private readonly options: IndexOptions,
    expected: Map<string, number>,
    private readonly records: IndexRecords | null = null,
  ) {
    // Every frozen version has an index, if empty (all its docs unlisted), so the search UI can always merge it.
    const names = [
      ...Array.from({ length: plan.parts }, (_, part) => [indexName(null, part), null] as const),
      ...[...frozen].map((v) => [indexName(v, 0), v] as const),
    ]
    this.load = this.services.map(() => 0)
    const order = [...names].sort((a, b) => (expected.get(b[0]) ?? 0) - (expected.get(a[0]) ?? 0))
    const assigned = new Map(order.map(([name]) => [name, this.leastLoaded(expected.get(name) ?? 0)]))
    for (const [name, version] of names) this.open(name, version, assigned.get(name)!)
  }

  /** A rendered batch's search documents, as the render stage gives them (`RenderInput.onBatch`). */
  readonly onBatch = (batch: number, result: { searchDocs: IndexedDoc[] }): void => this.add(batch, result.searchDocs)

  /** The search documents of batch `batch` (batches are numbered from 0, each added once). */
  add(batch: number, docs: IndexedDoc[]): void {
    this.waiting.set(batch, docs)
    for (let d = this.waiting.get(this.next); d; d = this.waiting.get(this.next)) {
      this.waiting.delete(this.next++)
      const byGroup = new Map<string, IndexedDoc[]>()
      for (const doc of d) {
        const name = indexFor(this.plan, doc.url)
        const list = byGroup.get(name)
        if (list) list.push(doc)
        else byGroup.set(name, [doc])
      }
      for (const [name, list] of byGroup)
        this.take(
          this.groups.get(name) ?? this.open(name, this.plan.versionOf(list[0]!.url), this.leastLoaded(list.length)),
          list,
        )
    }
  }

  /** Every batch added: the indexes' files, made or kept. */
  async finish(): Promise<SiteSearch> {
    if (this.waiting.size)
      throw new Error(`Search: batches ${[...this.waiting.keys()].join(', ')} came without batch ${this.next}`)
    try {
      const made = await Promise.all(
        [...this.groups.values()].map(async (group) => {
          const dir = `${SEARCH_DIR}/${group.name}`
          if (group.held && group.previous?.length === group.hashes.length) {
            const kept = this.records!.files(group.name)
            if (kept)
              return {
                group,
                files: [] as OutputFile[],
                kept: kept.map(([rel]) => rel),
                keptBytes: kept.reduce((n, [, size]) => n + size, 0),
              }
          }
          if (group.held) this.send(group, group.held)
          // Pagefind writes no usable index without a word, and the search UI could not merge it: an index
          // other than the first with no searched doc gets one page no search selects.
          if (group.name !== '' && group.sent === 0) this.send(group, [placeholder(dir, this.options.language)])
          if (!group.created) this.send(group, [])
          const wanted = group.name === '' ? RUNTIME_FILE_RE : DATA_FILE_RE
          const files = (await group.service.files(group.id))
            .filter((f) => wanted.test(f.path))
            .map((f): OutputFile => ({ path: dir + f.path, contents: f.content }))
          return { group, files, kept: [] as string[], keptBytes: 0 }
        }),
      )
      const versions = new Map<string, string[]>()
      for (const { group, files, kept } of made)
        if (group.version !== null) versions.set(group.version, [...files.map((f) => f.path), ...kept])
      return {
        files: made.flatMap((m) => m.files),
        kept: made.flatMap((m) => m.kept),
        keptBytes: made.reduce((n, m) => n + m.keptBytes, 0),
        versions,
        made: made.map(({ group, files, kept }) => ({
          name: group.name,
          docs: group.hashes,
          files: [...files.map((f) => f.path), ...kept],
        })),
      }
    } finally {
      await this.close()
    }
  }

  /** Stop the services (after `finish`, or when the build stops before it). */
  async close(): Promise<void> {
    await stopServices(this.services)
  }

  private open(name: string, version: string | null, service: number): IndexGroup {
    const previous = this.records?.docs(name) ?? null
    const group: IndexGroup = {
      name,
      version,
      id: this.groups.size,
      service: this.services[service]!,
      sent: 0,
      created: false,
      hashes: [],
      previous,
      held: previous ? [] : null,
    }
    this.groups.set(name, group)
    return group
  }

  /** An index's next documents: held back while they are the last build's, else sent. */
  private take(group: IndexGroup, docs: IndexedDoc[]): void {
    let from = 0
    for (const doc of docs) {
      const hash = doc.hash ?? docHash(doc as SearchDoc)
      group.hashes.push(hash)
      if (group.held && group.previous![group.hashes.length - 1] === hash) {
        group.held.push(doc)
        from++
      } else if (group.held) {
        // The first document that differs: the index is made, from its first document.
        const held = group.held
        group.held = null
        this.send(group, held)
      }
    }
    if (!group.held) this.send(group, docs.slice(from))
  }

  private send(group: IndexGroup, docs: IndexedDoc[]): void {
    if (!group.created) {
      group.service.create(group.id, this.options.language)
      group.created = true
    }
    if (!docs.length) return
    group.sent += docs.length
    // Pagefind is given the URL and HTML only: a kept page's document is made from its page now.
    group.service.add(
      group.id,
      docs.map((d) => {
        const { url, content } = 'file' in d ? loadKeptDoc(d) : d
        return { url, content }
      }),
    )
  }

  /** The service with the fewest documents so far, now `docs` more. */
  private leastLoaded(docs: number): number {
    const i = this.load.indexOf(Math.min(...this.load))
    this.load[i]! += docs
    return i
  }
}

/** The folder of an index under `pagefind/`: a frozen version's (`versionIndexDir`), else the main index's part. */
export function indexName(version: string | null, part: number): string {
  return version === null ? partIndexDir(part) : versionIndexDir(version)
}

/** The index a page's search document goes to, by its URL. */
export function indexFor(plan: IndexPlan, url: string): string {
  const version = plan.versionOf(url)
  return indexName(version, version === null ? partOf(url, plan.parts) : 0)
}

/**
 * A locale's Pagefind services (`indexes`: one, or two for several indexes), started before its pages
 * compile as they take a while; `stop` stops them, and is added to `stops` (what the build stops
 * with its threads, if it ends before the indexer's `finish`).
 */
export function startSearchServices(indexes: number, stops: (() => Promise<void>)[]) {
  const services = SearchIndexer.start(indexes)
  const stop = () => stopServices(services)
  stops.push(stop)
  return { services, stop }
}

/** A locale's search plan: the frozen version of each page (its own index) and the main index's parts. */
export interface SearchPlan {
  versionOf: ReturnType<typeof searchVersions>
  parts: number
}

/**
 * The search plan of a locale's routes. A large main index is made in parts (`searchParts`): every
 * page tells the search UI how many (`site.searchParts`).
 */
export function planSearch(config: SiteConfig, routes: Route[], site: SiteData): SearchPlan {
  const versionOf = searchVersions(config, routes)
  const main = routes.filter((r) => versionOf.of(r.url) === null && isSearchable(r)).length
  const parts = config.search ? searchParts(main) : 1
  if (parts > 1) site.searchParts = parts
  return { versionOf, parts }
}

/**
 * The indexer of the pages a locale renders, fed batch by batch as they render, or null without
 * search. `built`: the frozen versions whose docs are built (a kept version keeps its index).
 */
export async function localeIndexer(
  started: { services: PagefindService[] } | null,
  config: SiteConfig,
  plan: SearchPlan,
  routes: Route[],
  kept: { isKept(version: string): boolean; searchRecords(): Promise<IndexRecords | null> },
): Promise<SearchIndexer | null> {
  if (!started) return null
  const indexPlan: IndexPlan = { versionOf: plan.versionOf.of, parts: plan.parts }
  const frozen = plan.versionOf.versions.filter((v) => !kept.isKept(v))
  const language = { language: config.locale.htmlLang }
  const expected = expectedDocs(routes, indexPlan)
  return new SearchIndexer(started.services, indexPlan, frozen, language, expected, await kept.searchRecords())
}

/** How many search documents each index (by name: `indexName`) should get: the searched routes rendered. */
function expectedDocs(routes: Route[], plan: IndexPlan): Map<string, number> {
  const counts = new Map<string, number>()
  for (const r of routes) {
    if (!isSearchable(r)) continue
    const name = indexFor(plan, r.url)
    counts.set(name, (counts.get(name) ?? 0) + 1)
  }
  return counts
}

/** The filter value of {@link placeholder}: a search filters by a version name (or `all`), never this one. */
export const NO_DOCS_FILTER = '__no_docs__'

/** The one page of an index with no searched doc (a frozen version's, a part of the main one): filtered by a
 * value no version has, and left out by the search UI, so it is never a result. */
function placeholder(dir: string, language: string): SearchDoc {
  return {
    url: `/${dir}`,
    content: `<html lang="${escapeAttr(language)}"><body><main id="__main"><article data-pagefind-filter="version:${NO_DOCS_FILTER}" data-pagefind-meta="title:-">empty</article></main></body></html>`,
  }
}

function escapeAttr(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')
}
