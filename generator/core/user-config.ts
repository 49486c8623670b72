/**
 * What a site's author writes: `UserConfig` (site.config.ts, or a Docusaurus config mapped onto
 * it) and its parts, every field optional with its `@default`. Read by the config stage and by
 * authors' editors; resolved into `SiteConfig` (site-config.ts).
 */

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
  /**
   * Navbar title, logo and items; `style` (Docusaurus's `navbar.style`): `'dark'` a dark bar in
   * both colour modes, `'primary'` the brand colour (@default the page's colours); `hideOnScroll`:
   * the bar slides away while the reader scrolls down and comes back on the way up (@default false).
   */
  navbar?: { title?: string; logo?: { src: string; alt: string; srcDark?: string; href?: string }; items?: NavbarItemConfig[]; style?: 'dark' | 'primary'; hideOnScroll?: boolean }
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
  /**
   * Code highlighting: extra Prism language names to accept (Docusaurus's `prism.additionalLanguages`);
   * `theme` and `darkTheme`: Shiki theme names (`github-light`, `dracula`, `one-dark-pro`, …) for
   * code in light and dark mode, `darkTheme` defaulting to `theme` (@default the built-in GitHub-like palettes).
   */
  prism?: { additionalLanguages?: string[]; theme?: string; darkTheme?: string }
  /** Tags added to the `<head>` of every page, as written (Docusaurus's `headTags`). @default [] */
  headTags?: HtmlTagConfig[]
  /** Scripts of every page, after `headTags`: a URL or `{ src, async, defer, … }` (Docusaurus's `scripts`). @default [] */
  scripts?: (string | ({ src: string } & Record<string, string | boolean>))[]
  /** Stylesheets of every page: a URL or `{ href, … }` (Docusaurus's `stylesheets`). @default [] */
  stylesheets?: (string | ({ href: string } & Record<string, string | boolean>))[]
  /**
   * Files of the site (JS, TS or CSS; paths from the site root or absolute) run on every page
   * (Docusaurus's `clientModules`): their `onRouteUpdate`/`onRouteDidUpdate` exports are called
   * at first load and after each client-side navigation; CSS becomes a stylesheet of every page. @default []
   */
  clientModules?: string[]
  /** Google Analytics (Docusaurus's `@docusaurus/plugin-google-gtag`), production builds only. */
  gtag?: { trackingID: string | string[]; anonymizeIP?: boolean }
  /** Google Tag Manager (Docusaurus's `@docusaurus/plugin-google-tag-manager`), production builds only. */
  googleTagManager?: { containerId: string }
  /** Redirect pages (Docusaurus's `@docusaurus/plugin-client-redirects`); paths are from the base URL. */
  redirects?: RedirectsConfig
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
    /**
     * Where "Edit this page" points (the doc's path under the docs folder is appended); absent = no link.
     * A function (Docusaurus's form) is called on the main thread for each doc; undefined = no link.
     */
    editUrl?: string | DocsEditUrlFunction
    /** Show the date of the last git commit that changed the doc. @default false */
    showLastUpdateTime?: boolean
    /** Show the author of that commit. @default false */
    showLastUpdateAuthor?: boolean
    /** Show breadcrumbs above docs. @default true */
    breadcrumbs?: boolean
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
    /** Where "Edit this page" points on posts (the post's path under the blog folder is appended); absent = no link. A function as for docs. */
    editUrl?: string | BlogEditUrlFunction
    /** Post URLs: 'dated' is `/blog/YYYY/MM/DD/name` for a dated file name (Docusaurus's default), 'flat' is `/blog/name`. A `slug` always wins. @default 'dated' */
    postUrls?: 'dated' | 'flat'
    /** Authors written in a post's front matter instead of the authors file. @default 'warn' */
    onInlineAuthors?: ProblemPolicy
    /** Tags of a post missing from the blog's tags.yml (when there is one). @default 'warn' */
    onInlineTags?: ProblemPolicy
    /** The feeds' channel: title and description (default: the site's and the blog's), copyright, the number of posts (null: all), language. */
    feed?: { title?: string; description?: string; copyright?: string; limit?: number | null; language?: string }
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
    /**
     * ```` ```mermaid ```` code fences become diagrams, drawn in the browser by the `mermaid`
     * package (installed in the site, or this generator's): Docusaurus's `markdown.mermaid`
     * with `@docusaurus/theme-mermaid`. @default false
     */
    mermaid?: boolean
    /**
     * More `:::keyword` admonitions beside note, tip, info, warning, danger, caution, important
     * (Docusaurus's `admonitions.keywords`): each renders as a note-styled box titled with its
     * keyword. @default []
     */
    admonitionKeywords?: string[]
    /**
     * A JSX tag in MDX whose component is neither imported nor provided (`<Form>`): 'error' stops
     * the build (Docusaurus 3, MDX 3); 'warn' names file and line and renders the tag as a `<div>`
     * of its children, as MDX 1 did (Docusaurus 2 projects get 'warn'). @default 'error'
     */
    undefinedComponents?: 'error' | 'warn'
  }
  /**
   * Mermaid diagrams' look (Docusaurus's `themeConfig.mermaid`): the mermaid theme in light and
   * dark mode, and mermaid's own config (`mermaid.initialize` options, plain JSON).
   * @default { theme: { light: 'default', dark: 'dark' }, options: {} }
   */
  mermaid?: MermaidConfig
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

/** Mermaid diagrams' look (`mermaid` in the site config; Docusaurus's `themeConfig.mermaid`). */
export interface MermaidConfig {
  /** Mermaid theme names (`default`, `dark`, `forest`, `neutral`, `base`) per colour mode. */
  theme?: { light?: string; dark?: string }
  /** Options given to `mermaid.initialize` (its `theme` is the one of the colour mode). */
  options?: Record<string, unknown>
}

/** How content files are parsed (`markdown.format`). */
export type MarkdownFormat = 'mdx' | 'md' | 'detect'

/** What a sidebar category links to. */
export type CategoryLink = { type: 'doc'; id: string } | { type: 'generated-index'; slug?: string; title?: string; description?: string }

/** A tag of every page's `<head>` (Docusaurus's `HtmlTagObject`). */
export interface HtmlTagConfig {
  /** An HTML tag name (`link`, `meta`, `script`, …). */
  tagName: string
  /** Its attributes; `true` writes the attribute alone, `false` leaves it out. */
  attributes?: Record<string, string | boolean>
  /** What goes between the opening and closing tag (not for void tags such as `link`). */
  innerHTML?: string
}

/** One redirect: every `from` path leads to `to` (a path of the site, or an absolute URL). */
export interface RedirectRule {
  from: string | string[]
  to: string
}

/** Redirect pages written beside the site's pages (Docusaurus's client-redirects plugin options). */
export interface RedirectsConfig {
  redirects?: RedirectRule[]
  /** For each page `/p`, a redirect from `/p.EXT` (`['html']`: `/p.html` → `/p`). */
  fromExtensions?: string[]
  /** For each page `/p.EXT`, a redirect from `/p`. */
  toExtensions?: string[]
  /**
   * Called with every page's path (from the base URL): the paths that should redirect to it.
   * Run on the main thread when the routes are known; never sent to worker threads.
   */
  createRedirects?: (existingPath: string) => string | string[] | null | undefined
}

/** Docusaurus's `docs.editUrl` function: called for each doc; a string is its edit link, undefined none. */
export type DocsEditUrlFunction = (params: { version: string; versionDocsDirPath: string; docPath: string; permalink: string; locale: string }) => string | undefined

/** Docusaurus's `blog.editUrl` function: called for each post; a string is its edit link, undefined none. */
export type BlogEditUrlFunction = (params: { blogDirPath: string; blogPath: string; permalink: string; locale: string }) => string | undefined
