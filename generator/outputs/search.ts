/**
 * Search index (after render): the rendered HTML of every public content page → Pagefind's
 * chunked index under `pagefind/`, returned as OutputFiles. Pagefind hands its files back in
 * memory (`getFiles`), so `write` stays the only stage that touches the output folder.
 */
import type { OutputFile, PageKind, Route } from '../core/types.js'

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

const MAIN_RE = /<main\b[^>]*\bid="__main"/
const ARTICLE_RE = /<article\b/

/** Options of {@link indexSite}. */
export interface IndexOptions {
  /** ISO 639-1 language of the whole site (one locale). */
  language: string
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
    return {
      files: out.files.filter((f) => RUNTIME_FILE_RE.test(f.path)).map((f) => ({ path: `${SEARCH_DIR}/${f.path}`, contents: f.content })),
      urls,
    }
  } finally {
    await index.deleteIndex()
  }
}

function escapeAttr(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')
}
