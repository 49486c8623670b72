/**
 * The contracts between the generator's stages (config → content → markdown → routes →
 * render → bundle → write). The theme imports its props from here too.
 */

/* ------------------------------------------------------------------ config */

/** Kind of a navbar item. */
export type NavbarItemType = 'docSidebar' | 'doc' | 'link' | 'dropdown' | 'search' | 'html' | 'docsVersionDropdown' | 'docsVersion' | 'localeDropdown'

/** A navbar item as written in `site.config.ts`. */
export interface NavbarItemConfig {
  /** What the item is. @default 'link' */
  type?: NavbarItemType
  /** Visible label. */
  label?: string
  /** External or absolute URL (`link` items). */
  href?: string
  /** Internal path, base URL added (`link` items). */
  to?: string
  /** Side of the bar. @default 'left' */
  position?: 'left' | 'right'
  /** Sidebar the item points to (`docSidebar` items). */
  sidebarId?: string
  /** Doc the item points to (`doc` items); it is active on the doc's sidebar. */
  docId?: string
  /** HTML shown as it is (`html` items). */
  value?: string
  /** Children (`dropdown` items). */
  items?: NavbarItemConfig[]
  /** Extra entries of a `docsVersionDropdown` before and after the versions (Docusaurus's options). */
  dropdownItemsBefore?: NavbarItemConfig[]
  dropdownItemsAfter?: NavbarItemConfig[]
}

/** Colour-mode settings (checklist C2). */
export interface ColorModeConfig {
  /** @default 'light' */
  defaultMode: 'light' | 'dark'
  /** @default false */
  disableSwitch: boolean
  /** @default false */
  respectPrefersColorScheme: boolean
}

/** An announcement bar (S4). */
export interface AnnouncementBarConfig {
  /** Changing the id shows the bar again to readers who dismissed it. */
  id: string
  /** HTML content. */
  content: string
  /** @default '#fbb100' */
  backgroundColor?: string
  /** @default '#1b1b1d' */
  textColor?: string
  /** @default true */
  isCloseable?: boolean
}

/** Locale settings (C5). */
export interface LocaleConfig {
  /** @default 'English' */
  label: string
  /** @default 'ltr' */
  direction: 'ltr' | 'rtl'
  /** @default 'en' */
  htmlLang: string
  /** @default 'gregory' */
  calendar: string
  /** @default 'en' */
  path: string
}

/** A locale of the site, resolved (Docusaurus's defaults filled in from Intl). */
export type ResolvedLocale = { code: string } & LocaleConfig

/**
 * The locales of a build (issue 17). `locales` lists every configured locale, the default first;
 * `SiteConfig.locale` is the one this SiteConfig builds (a multi-locale build makes one
 * SiteConfig per locale, generator/stages/i18n/locales.ts).
 */
export interface I18nConfig {
  defaultLocale: string
  locales: ResolvedLocale[]
  /** Base URL of the default locale (`baseUrl` of a locale adds its path to it). */
  rootBaseUrl: string
  /** The `i18n/` folder of the site (Docusaurus layout: at the root). */
  dir: string
  /**
   * This locale's UI strings from `i18n/<locale>/code.json` (id → message): the theme's
   * strings it overrides and the site's `<Translate>` ids. Empty for the default locale without one.
   */
  messages: Record<string, string>
  /** This locale's `docusaurus-plugin-content-docs/current.json` (sidebar labels; stages/i18n/translations.ts). */
  docsLabels?: { file: string; entries: Record<string, { message: string; line: number }> }
}

/** What to do when a check finds a problem. */
export type ProblemPolicy = 'throw' | 'warn' | 'ignore'

/** `site.config.ts` as written: every field optional. */
export interface UserConfig {
  /** Site title. @default the root folder's name */
  title?: string
  /** One-line tagline. @default '' */
  tagline?: string
  /** Between the page's title and the site's in `<title>` (Docusaurus's option). @default '|' */
  titleDelimiter?: string
  /** Production origin, e.g. https://codeweb.chat. @default 'http://localhost' */
  url?: string
  /** Path the site is served under; starts and ends with '/'. @default '/' */
  baseUrl?: string
  /** Favicon path under static/. @default undefined */
  favicon?: string
  /** Default social card (og:image) for pages without an `image` front matter: a path under static/ or an absolute URL. @default undefined */
  image?: string
  /** Navbar title, logo and items. */
  navbar?: { title?: string; logo?: { src: string; alt: string; srcDark?: string; href?: string }; items?: NavbarItemConfig[] }
  /**
   * Docusaurus's `trailingSlash`: `undefined` serves `/x` from `x/index.html` and links as
   * written; `true` makes every page URL end in `/`; `false` writes `x.html` and links `/x`.
   * @default undefined
   */
  trailingSlash?: boolean
  /** Extra `<meta>` tags on every page (Docusaurus's `themeConfig.metadata`). */
  metadata?: { name?: string; property?: string; content: string }[]
  /** Stylesheets (paths from the site root) added after the theme's CSS (Docusaurus's `theme.customCss`). */
  customCss?: string[]
  /** Code highlighting: extra Prism language names to accept (Docusaurus's `prism.additionalLanguages`). */
  prism?: { additionalLanguages?: string[] }
  /** Standalone pages. */
  pages?: {
    /** Folder of pages, from the site root. @default 'content/pages' */
    path?: string
  }
  /** Footer: copyright line, `style` (Docusaurus's: 'dark' is a dark band in both colour modes), optional link columns and logo. */
  footer?: { copyright?: string; style?: 'light' | 'dark'; links?: FooterColumn[]; logo?: FooterLogo }
  /** Colour mode (C2). */
  colorMode?: Partial<ColorModeConfig>
  /** Table of contents heading levels (C3). @default { minHeadingLevel: 2, maxHeadingLevel: 3 } */
  toc?: { minHeadingLevel?: number; maxHeadingLevel?: number }
  /** Docs plugin. */
  docs?: {
    /** Folder of the docs, from the site root. @default 'content/docs' */
    path?: string
    /** @default '/' */
    routeBasePath?: string
    /** Sidebars; absent = one `documentationSidebar` autogenerated from content/docs. */
    /**
     * Sidebars, in any form Docusaurus's sidebars.js takes: an array of items (doc ids, `doc`,
     * `ref`, `link`, `category`, `autogenerated`) or the short form `{ Label: [items] }`.
     */
    sidebars?: Record<string, SidebarItemConfig[] | Record<string, unknown>>
    /** The file the sidebars were read from (a Docusaurus project's sidebars.js), named in sidebar errors. */
    sidebarsFile?: string
    /** Version label of the current docs. @default 'Next' */
    versionLabel?: string
    /**
     * Versioned docs, as Docusaurus reads them: the names in `versions.json` at the site root, each
     * with its docs in `versioned_docs/version-<name>/` and its sidebars in
     * `versioned_sidebars/version-<name>-sidebars.json`. The last version is served at the docs root.
     */
    /** The version served at the docs root. @default the first name of versions.json, else 'current' */
    lastVersion?: string
    /** Per-version options (`current` is the docs folder). */
    versions?: Record<string, { label?: string; path?: string; banner?: 'none' | 'unreleased' | 'unmaintained'; badge?: boolean; noIndex?: boolean }>
    /** Build only these versions (names, `current` included). */
    onlyIncludeVersions?: string[]
    /** Build the current docs folder as a version. @default true */
    includeCurrentVersion?: boolean
    /** Ignore versions.json: only the current docs. @default false */
    disableVersioning?: boolean
    /** Remember the preferred docs version (S5). @default true */
    rememberPreferredVersion?: boolean
    /** Where "Edit this page" points (the doc's path under the docs folder is appended); absent = no link. */
    editUrl?: string
    /** Show the date of the last git commit that changed the doc. @default false */
    showLastUpdateTime?: boolean
    /** Show the author of that commit. @default false */
    showLastUpdateAuthor?: boolean
  }
  /** Blog plugin, or false to turn it off. */
  blog?: false | {
    /** Folder of the blog, from the site root. @default 'content/blog' */
    path?: string
    routeBasePath?: string
    title?: string
    description?: string
    postsPerPage?: number
    blogSidebarCount?: number
    /** Title of the blog sidebar. @default 'Recent posts' */
    blogSidebarTitle?: string
    /** Show "N min read" on posts. @default true */
    showReadingTime?: boolean
    /** Authors file, from the blog folder. @default 'authors.yml' */
    authorsMapPath?: string
    /** Where "Edit this page" points on posts (the post's path under the blog folder is appended); absent = no link. */
    editUrl?: string
    /** Post URLs: 'dated' is `/blog/YYYY/MM/DD/name` for a dated file name (Docusaurus's default), 'flat' is `/blog/name`. A `slug` always wins. @default 'dated' */
    postUrls?: 'dated' | 'flat'
  }
  /**
   * Locales (Docusaurus's `i18n`). Every locale is built in one build, the default at the root,
   * the others under their `path` (`/fr/`); translated content under `i18n/<locale>/` (README, "Locales").
   * @default { defaultLocale: 'en', locales: ['en'] }
   */
  i18n?: { defaultLocale?: string; locales?: string[]; localeConfigs?: Record<string, Partial<LocaleConfig>> }
  /** Broken internal links and anchors (E3). @default 'throw' */
  onBrokenLinks?: ProblemPolicy
  /** Broken anchors (`#id` that the linked page lacks). @default the value of `onBrokenLinks` */
  onBrokenAnchors?: ProblemPolicy
  /** Announcement bar (S4); none by default. */
  announcementBar?: AnnouncementBarConfig
  /** Local search in the navbar slot. @default false */
  search?: boolean
  /** Markdown options. */
  markdown?: {
    /** Allow `<script>`, `on*=` event handlers and `javascript:` URLs in raw HTML in content. @default false */
    allowScripts?: boolean
    /**
     * How content files are parsed (Docusaurus's meanings): 'mdx' (every file is MDX), 'md'
     * (CommonMark + GFM), 'detect' (`.mdx` files are MDX, `.md` files CommonMark). @default 'detect'
     */
    format?: MarkdownFormat
  }
  /**
   * Page weight budgets, in KB of gzip: a page over one makes the build warn, or fail with
   * `fail: true`. @default { js: 8, html: 15, fail: false }
   */
  budget?: Partial<Budget>
}

/** The footer's logo (Docusaurus's `footer.logo`): an image above the copyright, a link when `href` is set. */
export interface FooterLogo {
  /** Path under static/ (`/img/logo.svg`) or absolute URL. */
  src: string
  alt: string
  /** The image in dark mode. */
  srcDark?: string
  /** Where the logo links: a site path or an external URL. */
  href?: string
  width?: number | string
  height?: number | string
}

/** A footer link column (Docusaurus's `footer.links` shape). */
export interface FooterColumn {
  title: string
  /** A link (an external URL or a path with the base URL), or raw HTML (Docusaurus's `{ html }` items). */
  items: ({ label: string; href: string } | { html: string })[]
}

/** Page weight budgets (KB gzip). */
export interface Budget {
  /** JavaScript a page loads before any interaction (entry script, its static imports, inline scripts). */
  js: number
  /** The page's HTML document. */
  html: number
  /** Fail the build instead of warning. */
  fail: boolean
}

/** A sidebar item written by hand in config. */
export type SidebarItemConfig =
  | string
  | { type: 'doc'; id: string; label?: string; className?: string }
  | { type: 'link'; href: string; label: string }
  | { type: 'category'; label: string; items: SidebarItemConfig[]; link?: CategoryLink; collapsed?: boolean }
  | { type: 'html'; value: string }
  | { type: 'autogenerated'; dirName: string }

/** Docs version metadata (C4). */
export interface VersionMeta {
  /** @default 'current' */
  name: string
  /** @default 'Next' */
  label: string
  /** Whether it is the version served at the docs root. */
  isLast: boolean
  /** URL path of the version. */
  path: string
  /** Id of the root doc. */
  mainDocId: string
}

/** A docs version as built (Docusaurus's versioning; one, `current`, without versions.json). */
export interface DocsVersion {
  /** `current` (the docs folder) or a name from versions.json. */
  name: string
  label: string
  /** Its URL path under the docs route base: '' for the last version, 'next' for an unreleased current, else the name. */
  path: string
  isLast: boolean
  /** The notice on its pages: unreleased (newer than the last version) or unmaintained (older). */
  banner: 'none' | 'unreleased' | 'unmaintained'
  /** Show "Version: X" on its docs. */
  badge: boolean
  /** `noindex` on its pages, and left out of the sitemap (by default, unmaintained versions). */
  noIndex: boolean
  /** Absolute folder of its docs. */
  dir: string
  /** Its sidebars (for `current`, `docs.sidebars`); null: one autogenerated sidebar. */
  sidebars: Record<string, SidebarItemConfig[] | Record<string, unknown>> | null
  /** Where they were read from, for errors. */
  sidebarsFile: string | null
}

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

/** The resolved config: absolute paths, every default applied. */
export interface SiteConfig {
  /** Absolute path of the site folder (holds content/, static/, site.config.ts). */
  root: string
  /** Absolute output folder. */
  outDir: string
  /** Absolute content folder (this generator's own layout; a Docusaurus project has none). */
  contentDir: string
  /** Absolute folders of docs, blog posts and standalone pages (content/docs… or a Docusaurus project's docs/, blog/, src/pages/). */
  dirs: { docs: string; blog: string; pages: string }
  /** Which layout the site uses: this generator's (`site.config.ts`, content/) or a Docusaurus project's. */
  layout: 'cwc' | 'docusaurus'
  /** Absolute static folder. */
  staticDir: string
  /** Absolute path of the config file, if any. */
  configFile: string | null
  title: string
  tagline: string
  titleDelimiter: string
  /** Origin without trailing slash. */
  url: string
  baseUrl: string
  favicon: string | null
  /** Default social card: path under static/ or absolute URL. */
  image: string | null
  navbar: { title: string; logo: { src: string; alt: string; srcDark?: string; href?: string } | null; items: NavbarItemConfig[] }
  footer: { copyright: string; style: 'light' | 'dark'; links: FooterColumn[]; logo: FooterLogo | null }
  trailingSlash: boolean | undefined
  metadata: { name?: string; property?: string; content: string }[]
  /** Absolute paths of extra stylesheets. */
  customCss: string[]
  prism: { additionalLanguages: string[] }
  colorMode: ColorModeConfig
  toc: { minHeadingLevel: number; maxHeadingLevel: number }
  docs: {
    routeBasePath: string
    sidebars: Record<string, SidebarItemConfig[] | Record<string, unknown>> | null
    /** Where the sidebars come from, for errors: the sidebars file, else the config file. */
    sidebarsFile: string | null
    versionLabel: string
    /** The versions built, in Docusaurus's order: current first (if included), then versions.json's (newest first). */
    versions: DocsVersion[]
    rememberPreferredVersion: boolean
    editUrl: string | null
    showLastUpdateTime: boolean
    showLastUpdateAuthor: boolean
  }
  blog: false | {
    routeBasePath: string; title: string; description: string; postsPerPage: number; blogSidebarCount: number
    blogSidebarTitle: string; showReadingTime: boolean; authorsMapPath: string; editUrl: string | null; postUrls: 'dated' | 'flat'
  }
  /**
   * Docusaurus options this build does not honour, each with what happens instead (the
   * compatibility report, printed once per build). Empty for `site.config.ts`.
   */
  compatibility: { option: string; instead: string }[]
  /**
   * A translated locale's content folders (`i18n/<locale>/docusaurus-plugin-content-docs/current`, …):
   * a file there replaces the default's at the same path, files only there are added. Absent for the default locale.
   */
  contentOverlay?: { docs: string; blog: string; pages: string }
  /** The locale this SiteConfig builds. */
  locale: ResolvedLocale
  /** Every locale of the site and this locale's UI strings. */
  i18n: I18nConfig
  onBrokenLinks: ProblemPolicy
  onBrokenAnchors: ProblemPolicy
  announcementBar: AnnouncementBarConfig | null
  search: boolean
  /** Markdown options (`allowScripts`: keep scripts in raw HTML; `format`: how files are parsed). */
  markdown: { allowScripts: boolean; format: MarkdownFormat }
  budget: Budget
  /** 'production' hides drafts; 'development' shows them, marked. */
  mode: 'production' | 'development'
}

/* ----------------------------------------------------------------- content */

/** How content files are parsed (`markdown.format`). */
export type MarkdownFormat = 'mdx' | 'md' | 'detect'

/** Kind of source file. */
export type SourceKind = 'doc' | 'post' | 'page'

/**
 * How a source is compiled: MDX (ESM, JSX, expressions), CommonMark + GFM, or a React page
 * (a `.js/.jsx/.ts/.tsx` file under the pages folder: its default export rendered at build
 * time inside the page shell, as Docusaurus's pages plugin does).
 */
export type SourceFormat = 'mdx' | 'md' | 'react'

/** One page source found in the content folders: a markdown/MDX file, or a React page module. */
export interface SourceFile {
  kind: SourceKind
  /** Absolute path. */
  sourcePath: string
  /** Path relative to its kind's folder (content/docs, content/blog, content/pages), '/' separators. */
  relativePath: string
  /** Parsed front matter. */
  frontmatter: Record<string, unknown>
  /** Markdown body after the front matter (a React page: its module's source, which keys the dev cache). */
  body: string
  /** 1-based line in the file where `body` starts (to report markdown lines). */
  bodyStartLine: number
  /** How it is compiled (see SourceFormat); absent means CommonMark + GFM. A React page has no front matter. */
  format?: SourceFormat
  /** A doc of a versioned snapshot (`versioned_docs/version-<name>/`); absent: the current docs. */
  version?: string
}

/** `_category_.json|yml` of a docs folder. */
export interface CategoryMeta {
  /** Folder relative to content/docs ('' is the root). */
  dir: string
  /** The docs version it belongs to; absent: the current docs. */
  version?: string
  label?: string
  position?: number
  collapsed?: boolean
  /**
   * Docusaurus's category `link`: a doc, a generated index (a page of cards at
   * `/category/<slug>` unless `slug` says otherwise), or null (no page). Absent: the folder's
   * index doc (`index`, `README` or the folder's own name) is its page, if there is one.
   */
  link?: CategoryLink | null
}

/** What a sidebar category links to. */
export type CategoryLink = { type: 'doc'; id: string } | { type: 'generated-index'; slug?: string; title?: string; description?: string }

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

/** A tag of a tags file (`tags.yml`), or a tag as resolved for a page. */
export interface TagDefinition {
  label: string
  description?: string
  /** Path under `<docs or blog>/tags` (`/hola`, or `v-5` for an inline tag). */
  permalink: string
}

/** A tags file: tag key (as the front matter writes it) → label, description, permalink. */
export type TagsFile = Record<string, TagDefinition>

/** Everything the content stage found. */
export interface ContentSet {
  /**
   * Files under content/ that are not pages, partials, modules or data files (absolute paths):
   * part of the site when a page links or imports them, otherwise named in a warning.
   */
  otherFiles?: string[]
  docs: SourceFile[]
  posts: SourceFile[]
  pages: SourceFile[]
  categories: CategoryMeta[]
  /** The blog's authors file, by key (empty without one). */
  authors: Record<string, Author>
  /** The tags files (`tags.yml`) of the docs and blog folders, or null where there is none. */
  tags: { docs: TagsFile | null; blog: TagsFile | null; versions?: Record<string, TagsFile | null> }
}

/* ---------------------------------------------------------------- markdown */

/** A heading collected for the TOC. */
export interface TocItem {
  id: string
  /** Plain text. */
  text: string
  depth: number
}

/** A link or image reference found in a page (for checks). */
export interface LinkRef {
  /** As written. */
  url: string
  /** Internal URL path (with base, no hash) it resolved to; null for external links. */
  resolved: string | null
  /** `#fragment` without the '#', if any. */
  hash: string | null
  /** 1-based line in the source file, when known. */
  line?: number
  /** The file it is written in, when not the page's own (an MDX partial). */
  file?: string
  kind: 'link' | 'image'
}

/** A source file after the markdown stage. */
export interface CompiledPage {
  source: SourceFile
  /** HTML of the body. Internal links still hold their written URL until routes resolve them. */
  html: string
  /**
   * Where the body's HTML waits on disk instead, `html` being empty: a doc compiled by a worker
   * in a large one-shot build (see spillHtml in worker.ts), read back by the thread that renders it.
   */
  htmlFile?: string
  /** First h1 of the body, if any. */
  h1: string | null
  /** The body's first heading is an h1 (Docusaurus's content title: the layout shows no other). */
  opensWithH1?: boolean
  /** Headings of every level (the TOC filters by level). */
  headings: TocItem[]
  /** Every element id in the body (anchor checks). */
  ids: string[]
  links: LinkRef[]
  /** HTML before `<!-- truncate -->`, if the marker exists. */
  excerptHtml: string | null
  /** First paragraph as plain text (meta description fallback). */
  firstParagraph: string
  /** Words of prose (reading time). */
  words: number
  /** Readable markdown of an MDX page (imports dropped, components as markdown) for its twin; absent for `.md`. */
  markdown?: string
  /** Files its imports made part of the site (images, SVGs, the CSS of its components: `stylesheet`), copied by the write stage. */
  assets?: { from: string; to: string; stylesheet?: boolean }[]
  /**
   * Stylesheets the page links, as output paths (`assets/css/name.hash.css`, also in `assets`):
   * the CSS its site components and React page import (plain `.css` and CSS modules), one
   * file per distinct bundle CSS.
   */
  styles?: string[]
  /** What a React page's `@theme/Layout` props say about it (its title and description meta). */
  layout?: { title?: string; description?: string }
  /** HTML an MDX page puts in its `<head>` (`<Head>` / `<head>` content). */
  head?: string
  /** An MDX page's islands: its import/export blocks and each island's source (see remark-mdx-islands). */
  islands?: { esm: string; islands: string[] }
  /**
   * A React page whose code needs the browser (event handlers, state or effect hooks): the whole
   * page is one island, hydrated from its own module (see react-page.ts and islands.ts).
   */
  reactIsland?: true
}

/* ------------------------------------------------------------------ routes */

/** The page kinds the theme must provide a layout for (E4). */
export const PAGE_KINDS = [
  'doc', 'docCategory', 'blogList', 'blogPost', 'blogArchive', 'blogAuthors', 'blogAuthor',
  'blogTags', 'blogTag', 'docsTags', 'docsTag', 'page', 'notFound',
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
    /** Where the logo and title link: `logo.href` (base URL added to a path), else the site root (the docs root when no page is served there). */
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
  i18n: { defaultLocale: string; locales: { code: string; label: string; htmlLang: string; direction: 'ltr' | 'rtl'; baseUrl: string }[]; messages: Record<string, string> }
  announcementBar: AnnouncementBarConfig | null
  search: boolean
  /** Blog base URL (with base) or null when the blog is off. */
  blogHref: string | null
  /** Docs root URL (with base). */
  docsHref: string
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
}

/** A navbar item with its final URL. */
export interface ResolvedNavbarItem {
  type: NavbarItemType
  label: string
  position: 'left' | 'right'
  href?: string
  external?: boolean
  /**
   * docSidebar items: the sidebar whose pages make it active. doc items: the sidebar holding the
   * doc, if any (active on that sidebar's pages, else on the doc's own URL).
   */
  sidebarId?: string
  /** html items: the HTML, shown as it is. */
  value?: string
  items?: ResolvedNavbarItem[]
  /** A docsVersionDropdown's entry: the version it switches to (`href` is this page there, set per page; `main` its main doc). */
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
  /** `unlisted: true` front matter: built and reachable, but left out of sidebar, lists, feeds, sitemap and search, and noindex. */
  unlisted?: boolean
  ogType: 'website' | 'article'
  /** Absolute URL of the social card (front matter `image`, else the site default), or null. */
  image: string | null
  /** The page's islands entry script (URL with base), when its MDX has interactive parts. */
  island?: string
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
  category: { title: string; description: string; breadcrumbs: Crumb[]; cards: { title: string; href: string; description: string }[]; prev: PageLink | null; next: PageLink | null }
}
export interface BlogListProps extends BaseProps<'blogList'> {
  blogSidebar: BlogSidebarData
  list: { title: string; posts: PostSummary[]; prev: PageLink | null; next: PageLink | null }
}
export interface BlogPostProps extends BaseProps<'blogPost'> {
  blogSidebar: BlogSidebarData
  /** `editUrl`: the "Edit this page" link (`blog.editUrl` + the post's path under the blog folder), or null. */
  post: PostSummary & { html: string; toc: TocItem[]; newer: PageLink | null; older: PageLink | null; editUrl: string | null }
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
  /** `react`: the HTML is a React page's own (it brings its header and `<main>`), shown without article, title or TOC. */
  page: { title: string; html: string; toc: TocItem[]; hideToc: boolean; react?: boolean }
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

/** One URL the site serves. */
export interface Route {
  /** URL path with base, e.g. '/api-tools/'. */
  url: string
  /** Output file relative to outDir, e.g. 'api-tools/index.html'. */
  outputPath: string
  /** Route-data JSON file relative to outDir. */
  dataPath: string
  kind: PageKind
  props: PageProps
  /** Source file, when the route comes from one. */
  sourcePath?: string
  /** The docs version of a docs route (doc, category, docs tags); absent elsewhere. */
  version?: string
  /**
   * A route of a frozen docs version kept whole from the last build (cache/version-units.ts): its
   * files are in the output folder already, and its props hold only `kind`, `site` and `meta`.
   * Render and search leave it out; the sitemap, llms.txt and the link checks count it.
   */
  kept?: { llms?: { title: string; body: string } }
}

/* ------------------------------------------------------ bundle/render/write */

/** Built client assets, as URLs (with base). */
export interface AssetManifest {
  /** Runtime script URL. */
  script: string
  /** Stylesheet URL. */
  css: string
  /** The site's `customCss` bundled into one stylesheet (URL), linked after the theme's; absent without customCss. */
  customCss?: string
  /** Search UI chunk URL, `import()`ed by the runtime when search is first opened. */
  searchScript: string
  /** Inline colour-mode bootstrap (runs before first paint). */
  inlineHead: string
}

/** Output of the bundle stage. */
export interface BundleResult {
  files: OutputFile[]
  assets: AssetManifest
  /** Gzipped size of the runtime script, bytes. */
  scriptGzipBytes: number
  /** Gzipped size of the stylesheet, bytes. */
  cssGzipBytes: number
}

/** A file to write, relative to outDir. */
export interface OutputFile {
  path: string
  contents: string | Uint8Array
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

/** What the build reports. */
export interface BuildReport {
  pages: number
  /** Page sources whose compiled page came from a cache (the persistent one, or watch mode's). */
  reused: number
  /** Page sources compiled by this build. */
  compiled: number
  /** Routes (of `pages`) whose rendered files came from the persistent cache instead of being rendered. */
  renderReused: number
  files: number
  /** Output paths (relative) that differ from the output folder the build updated: added, modified or removed; the others were not touched (same inode and mtime). */
  changed: string[]
  bytes: number
  /** Milliseconds per stage. */
  timings: Record<string, number>
  /** Gzipped JS a doc page loads. */
  scriptGzipBytes: number
  warnings: string[]
  /** CSP source (`'sha256-…'`) of the one inline script, the colour-mode bootstrap. */
  inlineScriptHash: string
  /** Weights of the pages (see budget.ts). */
  weights: WeightSummary
  /** Nothing changed since the last successful build and its output was intact: nothing was built (cache/up-to-date.ts). */
  upToDate?: boolean
  /** Frozen docs versions kept whole from the last build (cache/version-units.ts): `name`, or `locale/name` in another locale than the default. */
  keptVersions?: string[]
}

/** The weight of one rendered page. */
export interface PageWeight {
  /** Output path (relative to outDir). */
  path: string
  kind: PageKind
  /** HTML bytes, raw and gzip. */
  raw: number
  gzip: number
}

/** What `npm run build` prints about page weight. */
export interface WeightSummary {
  /** JS a page loads before interaction, gzip bytes (the same on every page). */
  jsGzip: number
  /** The site's stylesheet, gzip bytes. */
  cssGzip: number
  /** The doc page of median HTML size (null without docs). */
  typicalDoc: PageWeight | null
  /** The heaviest page. */
  heaviest: PageWeight | null
  /** Pages over the HTML budget, heaviest first. */
  overHtml: PageWeight[]
  /** Pages with islands and the JS each loads on top of the runtime (gzip bytes; the JS budget does not cover them). */
  islands?: { source: string; jsGzip: number }[]
}

/** Where each source file will live. */
export interface UrlPlan {
  /** Source path → URL (with base). Drafts are absent in production. */
  byFile: Map<string, string>
  /** Doc id → source path. */
  docIds: Map<string, string>
  /** Source paths left out as drafts. */
  drafts: Set<string>
}
