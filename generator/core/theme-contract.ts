/**
 * The theme's contract: what the routes stage computes for each page and the theme only reads —
 * page kinds and their props, site data, sidebars, the route data the client router loads, the
 * built assets, and the props of the document shell. The theme imports these and nothing else of
 * the generator's types.
 */
import type { DocsVersion, SiteConfig } from './site-config.js'
import type {
  AnnouncementBarConfig,
  ColorModeConfig,
  FooterColumn,
  FooterLogo,
  NavbarItemType,
  VersionMeta,
} from './user-config.js'

/** A doc's version as its page shows it (see DocProps.doc.version). */
export interface DocVersionInfo {
  name: string
  label: string
  badge: boolean
  banner: DocsVersion['banner']
  /** Its main doc (the breadcrumbs' home). */
  home: string
  /** The last version: its label and this page there (or its main doc). */
  latest: { name: string; label: string; href: string }
  /** This page in each version built (or that version's main doc), in SiteData.versions' order. */
  alternates: { name: string; label: string; href: string }[]
}

/**
 * A blog author: an entry of the authors file (`authors.yml`, with its key) or an author written
 * in a post's front matter (inline or the legacy `author*` keys; key null, no page).
 */
export interface Author {
  /** Key in the authors file; null for an author written in a post's front matter. */
  key: string | null
  /** Absent only for an image-only author (Docusaurus needs a name or an image). */
  name?: string
  title?: string
  url?: string
  /** Linked as `mailto:` when the author has no page and no url. */
  email?: string
  imageUrl?: string
  /** Shown on the author's page. */
  description?: string
  /**
   * The author's page, at `<blog>/authors/<permalink>`: `page: true` in the authors file gives
   * the key in kebab case, `page: { permalink }` the permalink; null = no page (Docusaurus's default).
   */
  page: { permalink: string } | null
  /** Platform → URL (handles already made profile URLs), in the order written. */
  socials: Record<string, string>
}

/** An author as pages show it: with the URL (base included) of the author's page, or null. */
export interface AuthorLink extends Author {
  href: string | null
}

/** A heading collected for the TOC. */
export interface TocItem {
  id: string
  /** Plain text. */
  text: string
  /** The heading's content as HTML, when it has more than text (inline code, emphasis, a label badge): the
   * TOC shows it as Docusaurus's does. */
  html?: string
  depth: number
}

/** The page kinds the theme must provide a layout for (E4). */
export const PAGE_KINDS = [
  'doc',
  'docCategory',
  'blogList',
  'blogPost',
  'blogArchive',
  'blogAuthors',
  'blogAuthor',
  'blogTags',
  'blogTag',
  'docsTags',
  'docsTag',
  'page',
  'notFound',
] as const

export type PageKind = (typeof PAGE_KINDS)[number]

/** A resolved sidebar node. */
export interface SidebarItem {
  /** `html`: raw HTML shown as it is (Docusaurus's html item). */
  type: 'link' | 'category' | 'html'
  label: string
  /** URL (with base) — absent on a category without a page. */
  href?: string
  /** Doc id, for doc links and category index docs. */
  docId?: string
  /** Category children. */
  items?: SidebarItem[]
  /** Initial collapsed state of a category. */
  collapsed?: boolean
  /** External link. */
  external?: boolean
  /** A category page generated from its children (the folder has no index.md). */
  generatedIndex?: boolean
  /** Title and description of a generated category page (Docusaurus's generated-index `title`, `description`). */
  title?: string
  description?: string
  /** HTML of an `html` item. */
  html?: string
  /** Extra class of the item's `li` (`sidebar_class_name`, or `className` in a sidebars file). */
  className?: string
}

/** A sidebar, computed once and shared (by reference) by every page that shows it. */
export interface Sidebar {
  id: string
  items: SidebarItem[]
}

/** A breadcrumb. */
export interface Crumb {
  label: string
  href?: string
}

/** A prev/next link. */
export interface PageLink {
  title: string
  href: string
}

/** A tag as shown. */
export interface TagRef {
  label: string
  href: string
  count?: number
  /** From the tags file: shown on the tag's page and as the tag link's tooltip. */
  description?: string
}

/** Site-wide data every page needs; one object shared by reference. */
export interface SiteData {
  title: string
  tagline: string
  /** Between the page's title and the site's in `<title>` (absent: '|'). */
  titleDelimiter?: string
  url: string
  baseUrl: string
  favicon: string | null
  /** The navbar; `logo.src`/`srcDark` carry the base URL. */
  navbar: Omit<SiteConfig['navbar'], 'items'> & {
    items: ResolvedNavbarItem[]
    /** Where the logo and title link: `logo.href` (base URL added to a path), else the site root (the docs
     * root when no page is served there). */
    brandHref: string
  }
  /** The footer as configured: the theme adds the base URL to link and logo paths. */
  footer: { copyright: string; style: 'light' | 'dark'; links: FooterColumn[]; logo: FooterLogo | null }
  colorMode: ColorModeConfig
  locale: SiteConfig['locale']
  /**
   * The site's locales for the locale dropdown and `hreflang` links (each with its base URL), and
   * this locale's UI strings (theme/i18n: built-in table + the site's code.json), id → message.
   */
  i18n: {
    defaultLocale: string
    locales: { code: string; label: string; htmlLang: string; direction: 'ltr' | 'rtl'; baseUrl: string }[]
    messages: Record<string, string>
  }
  announcementBar: AnnouncementBarConfig | null
  search: boolean
  /** The main search index's number of parts when it has several (outputs/search.ts searchParts): the search
   * UI merges them. */
  searchParts?: number
  /** Blog base URL (with base) or null when the blog is off. */
  blogHref: string | null
  /** Docs root URL (with base). */
  docsHref: string
  /** The site's home: the base URL, or the docs' main doc when no page is served there (the breadcrumbs' home icon). */
  homeHref: string
  version: VersionMeta
  /**
   * Every docs version built, in the dropdown's order, each with its main doc's URL (its docs
   * root page, else its first doc). One entry (`current`) on a site without versions.json.
   */
  versions: { name: string; label: string; href: string; isLast: boolean }[]
  rememberPreferredVersion: boolean
  /** Blog feed URLs (with base) for `<link rel="alternate">`, or null when the blog is off. */
  feeds: { title: string; rss: string; atom: string; json: string } | null
  /** Extra `<meta>` tags of every page (`metadata` in the config); see theme/components/site-metadata.ts. */
  metadata: SiteConfig['metadata']
  /** Docusaurus's `trailingSlash` (core/trailing-slash.ts): page links the theme makes follow it. */
  trailingSlash: boolean | undefined
  /**
   * `docusaurus`: the site is a Docusaurus project, and a page theme-classic draws its own way
   * (the blog archive) is drawn as there. Absent for a site.config.ts site.
   */
  flavour?: 'docusaurus'
  /**
   * The site's own tags of every page as HTML (`headTags`, `stylesheets`, `scripts`, analytics;
   * stages/client/page-tags.ts): `head` at the end of `<head>`, `preBody` first in `<body>`. Absent when there are none.
   */
  htmlTags?: { head: string; preBody: string }
}

/** A navbar item with its final URL. */
export interface ResolvedNavbarItem {
  type: NavbarItemType
  label: string
  position: 'left' | 'right'
  /** The item's own classes and accessible name (NavbarItemConfig). */
  className?: string
  ariaLabel?: string
  /** Where its link opens, as the site says (else an external link opens a new tab). */
  target?: string
  href?: string
  external?: boolean
  /**
   * docSidebar items: the sidebar whose pages make it active. doc items: the sidebar holding the
   * doc, if any (active on that sidebar's pages, else on the doc's own URL).
   */
  sidebarId?: string
  /** html items: the HTML, shown as it is; a link item's HTML in place of its label (Docusaurus's `html`). */
  value?: string
  items?: ResolvedNavbarItem[]
  /** A localeDropdown's own entries before and after the locales (`dropdownItemsBefore`/`After`). */
  before?: ResolvedNavbarItem[]
  after?: ResolvedNavbarItem[]
  /** A docsVersionDropdown's entry: the version it switches to (`href` is this page there, set per page;
   * `main` its main doc). */
  version?: string
  main?: string
  /** A docsVersionDropdown's entry of the version being read (set per page). */
  current?: boolean
  /**
   * With several docs versions, a doc, docSidebar or docsVersion item's target in each version:
   * the runtime follows the version being read, else the reader's preferred one.
   */
  versionHrefs?: Record<string, string>
}

/** Head/meta facts of a page. */
export interface PageMeta {
  /** Page title without the site suffix. */
  title: string
  description: string
  /** Absolute canonical URL. */
  canonical: string
  /** URL path (with base). */
  url: string
  noindex: boolean
  /** Marked as draft (dev mode only). */
  draft?: boolean
  /** A page of a translated locale shown in the default locale's words (no translation yet): a notice says so. */
  untranslated?: boolean
  /** `unlisted: true` front matter: built and reachable, but left out of sidebar, lists, feeds, sitemap and
   * search, and noindex. */
  unlisted?: boolean
  ogType: 'website' | 'article'
  /** Absolute URL of the social card (front matter `image`, else the site default), or null. */
  image: string | null
  /** The page's islands entry script (URL with base), when its MDX has interactive parts. */
  island?: string
  /** The site's Root as rendered at this page's URL, when what it renders depends on the URL
   * (stages/client/site-root.ts `attachRootFrames`): replaces `AssetManifest.siteRoot`'s HTML. */
  rootFrame?: Pick<SiteRootFrame, 'before' | 'after' | 'head'>
  /** Extra `<head>` HTML from the page's MDX (`<Head>`); a canonical link there replaces the page's own. */
  head?: string
  /**
   * Stylesheet URLs (with base) of the CSS the page's components import. Linked at the start
   * of the layout HTML (not in `<head>`), so the route data carries them on client navigation.
   */
  styles?: string[]
}

/** The element that wraps an island of an MDX page (`<cwc-island data-island="n">`, DOM.md). */
export const ISLAND_TAG = 'cwc-island'

/**
 * A mermaid diagram (DOM.md): `<div class="docusaurus-mermaid-container" data-mermaid="">` around
 * `<pre class="mermaid-source"><code>` + the diagram's source. Render adds `data-src`, the diagrams'
 * script URL (the runtime imports it from there, only on pages that have one, as an island's entry).
 */
export const MERMAID_CLASS = 'docusaurus-mermaid-container'
/** The attribute that marks a mermaid container (always empty: render adds `data-src`). */
export const MERMAID_ATTR = 'data-mermaid'

/** A blog post summary as lists show it. */
export interface PostSummary {
  title: string
  href: string
  /** ISO date (YYYY-MM-DD). */
  date: string
  /** e.g. "March 16, 2025". */
  formattedDate: string
  authors: AuthorLink[]
  tags: TagRef[]
  /** Excerpt HTML when truncated, else the whole post HTML. */
  excerptHtml: string
  truncated: boolean
  /** Minutes (Docusaurus's: words / 200, two decimals; shown rounded up); absent with `blog.showReadingTime: false`. */
  readingTime?: number
}

/** The blog sidebar: recent posts grouped by year (L9). */
export interface BlogSidebarData {
  title: string
  groups: { year: string; items: PageLink[] }[]
}

interface BaseProps<K extends PageKind> {
  kind: K
  site: SiteData
  meta: PageMeta
}

/** Props of each page kind. */
export interface DocProps extends BaseProps<'doc'> {
  sidebar: Sidebar | null
  doc: {
    id: string
    title: string
    hideTitle: boolean
    html: string
    /** The body's HTML on disk, `html` being empty (CompiledPage.htmlFile). */
    htmlFile?: string
    toc: TocItem[]
    hideToc: boolean
    breadcrumbs: Crumb[]
    prev: PageLink | null
    next: PageLink | null
    tags: TagRef[]
    /** Cards for a category index doc (children in sidebar order). */
    cards: { title: string; href: string; description: string }[]
    /**
     * Its docs version, when the site has more than one: the badge, the banner with the same
     * page in the last version (its main doc when the page is not there), and this page in each
     * version (the version dropdown's links).
     */
    version?: DocVersionInfo
    editUrl: string | null
    /**
     * "Last updated on <date> by <author>" (`docs.showLastUpdateTime`/`showLastUpdateAuthor`):
     * the parts shown, from `last_update` front matter or the doc's last git commit; absent when off or unknown.
     */
    lastUpdate?: {
      /** ISO date-time (`<time datetime>`). */
      date?: string
      /** The date in the site's locale, as Docusaurus shows it ("Mar 16, 2025"). */
      formattedDate?: string
      author?: string
    }
  }
}

export interface DocCategoryProps extends BaseProps<'docCategory'> {
  sidebar: Sidebar | null
  /** `description`: the generated index's own (empty when it has none; the page's meta falls back to the tagline). */
  /** `version`: its docs version, on a site with several (the badge and banner its docs have, as Docusaurus
   * shows them there too). */
  category: {
    title: string
    description: string
    breadcrumbs: Crumb[]
    cards: { title: string; href: string; description: string }[]
    prev: PageLink | null
    next: PageLink | null
    version?: DocVersionInfo
  }
}

export interface BlogListProps extends BaseProps<'blogList'> {
  blogSidebar: BlogSidebarData
  list: { title: string; posts: PostSummary[]; prev: PageLink | null; next: PageLink | null }
}

export interface BlogPostProps extends BaseProps<'blogPost'> {
  blogSidebar: BlogSidebarData
  /** `editUrl`: the "Edit this page" link (`blog.editUrl` + the post's path under the blog folder), or null. */
  post: PostSummary & {
    html: string
    toc: TocItem[]
    newer: PageLink | null
    older: PageLink | null
    editUrl: string | null
  }
}

export interface BlogArchiveProps extends BaseProps<'blogArchive'> {
  archive: { year: string; posts: PostSummary[] }[]
}

export interface BlogAuthorsProps extends BaseProps<'blogAuthors'> {
  blogSidebar: BlogSidebarData
  /** Every author of the authors file, in its order, each with the count of their listed posts. */
  authors: (AuthorLink & { count: number })[]
}

/** Newer/older pages of a paginated post list (postsPerPage posts each). */
export interface ListPager {
  prev: PageLink | null
  next: PageLink | null
}

export interface BlogAuthorProps extends BaseProps<'blogAuthor'> {
  blogSidebar: BlogSidebarData
  author: AuthorLink & { count: number }
  /** This page's posts: the author page is paginated like the blog list. */
  posts: PostSummary[]
  pager: ListPager
}

export interface BlogTagsProps extends BaseProps<'blogTags'> {
  blogSidebar: BlogSidebarData
  tags: TagRef[]
}

export interface BlogTagProps extends BaseProps<'blogTag'> {
  blogSidebar: BlogSidebarData
  /** The tag, with `count` its posts on every page. */
  tag: TagRef
  /** The blog's tags list page (with base). */
  allTagsHref: string
  /** This page's posts: a tag page is paginated like the blog list. */
  posts: PostSummary[]
  pager: ListPager
}

export interface DocsTagsProps extends BaseProps<'docsTags'> {
  sidebar: Sidebar | null
  tags: TagRef[]
}

export interface DocsTagProps extends BaseProps<'docsTag'> {
  sidebar: Sidebar | null
  tag: TagRef
  /** The docs tags list page (with base). */
  allTagsHref: string
  docs: { title: string; href: string; description: string }[]
}

export interface MarkdownPageProps extends BaseProps<'page'> {
  /** `react`: the HTML is a React page's own (it brings its header and `<main>`), shown without article,
   * title or TOC. */
  page: {
    title: string
    html: string
    toc: TocItem[]
    hideToc: boolean
    react?: boolean
    /** Classes for `<html>` (Docusaurus projects): a React page's `<HtmlClassNameProvider>`s' and Layout
     * `wrapperClassName`, a markdown page's front matter `wrapperClassName`. */
    htmlClassName?: string
  }
}

export interface NotFoundProps extends BaseProps<'notFound'> {}

/** Props by page kind. */
export interface PagePropsMap {
  doc: DocProps
  docCategory: DocCategoryProps
  blogList: BlogListProps
  blogPost: BlogPostProps
  blogArchive: BlogArchiveProps
  blogAuthors: BlogAuthorsProps
  blogAuthor: BlogAuthorProps
  blogTags: BlogTagsProps
  blogTag: BlogTagProps
  docsTags: DocsTagsProps
  docsTag: DocsTagProps
  page: MarkdownPageProps
  notFound: NotFoundProps
}

export type PageProps = PagePropsMap[PageKind]

/** Built client assets, as URLs (with base). */
export interface AssetManifest {
  /** Runtime script URL. */
  script: string
  /** Stylesheet URL. */
  css: string
  /** The site's `customCss` bundled into one stylesheet (URL), linked after the theme's; absent without customCss. */
  customCss?: string
  /** The site's `clientModules` bundled into one module script (URL), run before the runtime; absent without
   * client modules. */
  clientScript?: string
  /** Their CSS (CSS client modules, CSS their scripts import) as one stylesheet (URL), linked after customCss. */
  clientCss?: string
  /** Search UI chunk URL, `import()`ed by the runtime when search is first opened. */
  searchScript: string
  /** The mermaid diagrams' script (with `markdown.mermaid`): render names it on the containers of pages that
   * have a diagram. */
  mermaidScript?: string
  /** Inline colour-mode bootstrap (runs before first paint). */
  inlineHead: string
  /** The site's swizzled Root, drawn around every page's body (stages/client/site-root.ts); absent without one. */
  siteRoot?: SiteRootFrame
}

/**
 * A swizzled Root as the build rendered it around its children (theme/mdx/root-frame.ts): every
 * page's body goes between `before` and `after`.
 */
export interface SiteRootFrame {
  /** Root's HTML before its children (React's hydration markers kept). */
  before: string
  /** Root's HTML after its children. */
  after: string
  /** What Root's `<Head>` renders, added to every page's head (before the page's own). */
  head?: string
  /** Stylesheets Root's code imports (URLs with the base), linked on every page. */
  styles: string[]
  /** Root's code needs the browser: the islands bundle hydrates it (`script`). */
  interactive: boolean
  /** What Root renders depends on the URL (`useLocation`): each page gets its own render (`PageMeta.rootFrame`). */
  perRoute?: boolean
  /** The islands bundle's `root` entry (URL), when Root is interactive. */
  script?: string
}

/** The JSON the client router loads to swap a page (written per route). */
export interface RouteData {
  /** URL path. */
  url: string
  /** Full document title. */
  title: string
  description: string
  kind: PageKind
  /** Inner HTML of `#__layout`, with persistent regions replaced by placeholders. */
  html: string
  /** `<html>` data attributes of the page (data-has-sidebar, …). */
  attrs: Record<string, string>
}

/** Props of the document shell (theme/Document.tsx) around every page. */
export interface DocumentProps {
  /** The route's page props (the same object the layout received). */
  page: PageProps
  /** Built client assets. */
  assets: AssetManifest
  /** `renderToStaticMarkup` of the layout; becomes the inner HTML of `#__layout`. */
  layoutHtml: string
  /** Inline script for dev mode (live reload), appended to `<body>`. */
  devScript?: string
}
