/**
 * Search index (after render): the rendered HTML of every public content page → Pagefind's
 * chunked index under `pagefind/`, returned as OutputFiles. Pagefind hands its files back in
 * memory (`getFiles`), so `write` stays the only stage that touches the output folder.
 */
import type { OutputFile, PageKind, Route, SiteConfig } from '../core/types.js'
import { frozenVersions } from '../stages/versions.js'
import { versionIndexDir } from '../../theme/runtime/search-results.js'

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
export function searchDocument(route: Route, html: string): string | null {
  const main = MAIN_RE.exec(html)
  if (!main) return null
  const article = ARTICLE_RE.exec(html.slice(main.index))
  if (!article) return null
  const at = main.index + article.index + article[0].length
  // Several docs versions: each doc is filtered by its version, other pages match every version (`all`); the runtime searches the version being read.
  const versions = route.props.site.versions.length > 1 ? ` data-pagefind-filter="version:${escapeAttr(route.props.kind === 'doc' ? route.props.doc.version?.name ?? 'all' : 'all')}"` : ''
  return `${html.slice(0, at)} data-pagefind-meta="title:${escapeAttr(route.props.meta.title)}"${versions}${html.slice(at)}`
}

/** A page as Pagefind reads it: its URL and its search document. */
export interface SearchDoc {
  url: string
  content: string
}

/** Build the index from the search documents of the rendered pages (kept by the render threads). */
export async function indexSite(docs: SearchDoc[], options: IndexOptions): Promise<SearchIndex> {
  const pagefind = await import('pagefind') // loaded only when search is on
  const { index, errors } = await pagefind.createIndex({
    rootSelector: ROOT_SELECTOR,
    excludeSelectors: EXCLUDE_SELECTORS,
    forceLanguage: options.language,
  })
  if (!index) throw new Error(`Pagefind could not create an index: ${errors.join('; ')}`)
  try {
    // Pagefind's service parses files as they arrive: keep it busy rather than wait per file.
    for (const added of await Promise.all(docs.map((d) => index.addHTMLFile(d)))) {
      if (added.errors.length) throw new Error(`Pagefind could not index ${added.file?.url}: ${added.errors.join('; ')}`)
    }
    const urls = docs.map((d) => d.url)
    const out = await index.getFiles()
    if (out.errors.length) throw new Error(`Pagefind could not write the index: ${out.errors.join('; ')}`)
    const dir = options.version === undefined ? `${SEARCH_DIR}/` : `${SEARCH_DIR}/${versionIndexDir(options.version)}`
    const wanted = options.version === undefined ? RUNTIME_FILE_RE : DATA_FILE_RE
    return {
      files: out.files.filter((f) => wanted.test(f.path)).map((f) => ({ path: dir + f.path, contents: f.content })),
      urls,
    }
  } finally {
    await index.deleteIndex()
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
 * the rest into the main one (`frozen`: the frozen versions built). Versions are indexed one
 * after another (one Pagefind service).
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
  const files: OutputFile[] = []
  const versions = new Map<string, string[]>()
  for (const [version, group] of groups) {
    // Pagefind writes no usable index without a word, and the search UI could not merge it: a version with no searched doc gets one page no search selects.
    if (version !== null && group.length === 0) group.push(placeholder(version, options.language))
    const index = await indexSite(group, version === null ? options : { ...options, version })
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
