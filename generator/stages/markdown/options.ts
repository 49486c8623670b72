/**
 * The markdown stage's options: what one processor (markdown and MDX alike) is made with, from
 * the site's config and URL plan; the thread's highlighter and its cache of highlighted blocks.
 */
import { makeLinkResolver } from '../routes/plan.js'
import type { MagicComment, SiteConfig, SitePluginsRef, UrlPlan } from '../../core/types.js'
import { withBase } from '../../core/paths.js'
import type { MdxDocs } from '../../../theme/mdx/site.js'
import type { Preprocessor, SitePlugins } from './site-plugins.js'
import { ADMONITION_TITLES } from './remark-admonitions.js'
import { EN, messagesFor } from '../../../theme/i18n/messages.js'
import type { LinksOptions } from './rehype-links.js'
import { CodeCache, type CodeBacking, type Highlighter } from './rehype-shiki.js'
import { createCodeHighlighter } from './highlighter.js'
import { DEFAULT_MAGIC_COMMENTS } from './shiki-lines.js'
import { loadSitePrism, type SitePrism } from './prism-engine.js'
import type { ReadRecorder } from './rehype-image-size.js'

/** One highlighter per thread (grammars load on first use). */
let highlighterPromise: Promise<Highlighter> | null = null
export function getHighlighter(): Promise<Highlighter> {
  highlighterPromise ??= createCodeHighlighter()
  return highlighterPromise
}

/** Options of createProcessor. */
export interface ProcessorOptions {
  /** Called with each file a compile reads besides its source (images' sizes, files beside the page; null:
   * missing), so a cached page can name what it depends on. */
  recordRead?: ReadRecorder
  /** Admonition labels in the locale's words (absent: English). */
  admonitionTitles?: Record<string, string>
  /**
   * Only markdown's own headings get a made-up id, a TOC entry and (without an author's id) a `#` link,
   * and only its own images a width and height, as in Docusaurus (rehype-headings.ts, rehype-image-size.ts):
   * a Docusaurus project's.
   */
  markdownHeadingsOnly?: boolean
  /** `:shortcode:` emoji (remark-emoji), which Docusaurus's markdown has: a Docusaurus project's. */
  emoji?: boolean
  /** The stylesheets of the site's modules (CSS modules) get the Infima variables they read, which Docusaurus
   * defines on every page, and their link colours reach the theme's links (infima-variables.ts): a Docusaurus
   * project's. */
  infimaVariables?: boolean
  /** The code blocks' copy button in the locale's words (absent: English). */
  codeCopy?: { label: string; title: string }
  /** The headings' `#` link label in the locale's words, `{heading}` for the text (absent: English). */
  headingLinkLabel?: string
  /** The locale MDX components render in (`useT()`: `<Details>`, `<CodeBlock>`; absent: English). */
  locale?: { locale: SiteConfig['locale']; messages: Record<string, string> }
  highlighter: Highlighter
  resolveLink: LinksOptions['resolve']
  /** Shared cache of highlighted blocks. */
  codeCache?: CodeCache
  /** The static folder (`config.staticDir`): local images get their width and height from it. */
  staticDir?: string
  /** Keep `<script>`, event handlers and script URLs in raw HTML (`markdown.allowScripts`). @default false */
  allowScripts?: boolean
  /** ```` ```mermaid ```` fences become diagrams' containers (`markdown.mermaid`). @default false */
  mermaid?: boolean
  /** `markdown.undefinedComponents`: 'warn' renders an undefined MDX component as MDX 1 did. @default 'error' */
  undefinedComponents?: 'error' | 'warn'
  /** The site's own admonition keywords (`markdown.admonitionKeywords`). @default [] */
  admonitionKeywords?: string[]
  /** The site's own address (`url` + `baseUrl`): links written with it are internal. */
  siteUrl?: string
  /** The site's root folder (MDX `@site/…` imports). */
  siteRoot?: string
  /** Module aliases and package folders of the site's bundles (SiteConfig.moduleAliases, moduleDirs). */
  moduleAliases?: Record<string, string>
  moduleDirs?: string[]
  /** Expressions the site's bundles replace (SiteConfig.defines). */
  defines?: Record<string, string>
  /** The base URL (MDX asset imports, `useBaseUrl`). */
  baseUrl?: string
  /** What `useDocusaurusContext().siteConfig` gives MDX components. */
  siteConfig?: Record<string, unknown>
  /** The locale being built (`useDocusaurusContext().i18n.currentLocale`). */
  currentLocale?: string
  /** The locale's code translations (`i18n/<locale>/code.json`), for `<Translate>` and `translate()` in MDX
   * and the site's components. */
  codeMessages?: Record<string, string>
  /** `prism.additionalLanguages`: declared fence languages; those without a grammar are plain text, unwarned. */
  additionalLanguages?: string[]
  /** `prism.magicComments` of a Docusaurus site (shiki-lines.ts); the default when unset. */
  magicComments?: MagicComment[]
  /** `prism.defaultLanguage`: the language of fences that name none. */
  defaultLanguage?: string
  /** A Docusaurus project's own Prism (`prism.prismReact`, prism-engine.ts): it highlights the languages it has. */
  prism?: SitePrism | null
  /** `trailingSlash`, for the page links MDX's `<Link>` makes while rendering. */
  trailingSlash?: boolean
  /** Where a Docusaurus project's own plugins are (dispatch.ts makes a processor per content kind that has some). */
  sitePlugins?: SitePluginsRef
  /** The site's own plugins this processor runs (one content kind's: site-plugins.ts). */
  site?: SitePlugins
  /** `markdown.remarkRehypeOptions` of a Docusaurus project. */
  remarkRehypeOptions?: Record<string, unknown>
  /** `markdown.preprocessor` of a Docusaurus project: each file's text before it is parsed. */
  preprocess?: Preprocessor
  /** The docs plugin's versions (`@docusaurus/plugin-content-docs/client`, `useGlobalData`). */
  /** What the site's plugins published (SiteConfig.globalData). */
  globalData?: Record<string, Record<string, unknown>>
  docs?: MdxDocs
  /** A source's URL (with the base URL) from the URL plan: `useLocation().pathname` while its page renders. */
  pageUrl?: (sourcePath: string) => string | undefined
}

/**
 * The characters of highlighted blocks' JSON a thread's cache keeps (CodeCache), about as many
 * bytes: all of react-native-website's distinct blocks take 3.6 M, the generated 1,000-doc
 * corpus's 4.8 M (spread over the threads). Kept as trees, unbounded, a whole build's cache held every block
 * of the site
 * (10,000 docs: 2.3 GB peak instead of 1.4 GB), and a long dev session's grew with every edit.
 */
export const CODE_CACHE_LIMIT = 8_000_000

/** A thread's cache of highlighted blocks; `backing`: blocks kept across builds (cache/code-memo.ts). */
export function createCodeCache(backing?: CodeBacking): CodeCache {
  return new CodeCache(CODE_CACHE_LIMIT, backing)
}

/** The processor options a site's config and URL plan give (the same in-process and in workers); `recordRead`
 * hears of each file a compile reads. */
export function processorOptions(
  config: SiteConfig,
  plan: UrlPlan,
  highlighter: Highlighter,
  codeCache?: CodeCache,
  recordRead?: ReadRecorder,
): ProcessorOptions {
  return {
    highlighter,
    resolveLink: makeLinkResolver(config, plan),
    codeCache,
    staticDir: config.staticDir,
    allowScripts: config.markdown.allowScripts,
    mermaid: config.markdown.mermaid,
    admonitionKeywords: config.markdown.admonitionKeywords,
    undefinedComponents: config.markdown.undefinedComponents,
    // Given by the thread that records what each compile reads, for the persistent cache's entries.
    recordRead,
    // Links to the site's own absolute URL are site links here; Docusaurus leaves them external and unchecked.
    siteRoot: config.root,
    ...(config.moduleAliases ? { moduleAliases: config.moduleAliases } : {}),
    ...(config.moduleDirs ? { moduleDirs: config.moduleDirs } : {}),
    ...(config.defines ? { defines: config.defines } : {}),
    baseUrl: config.baseUrl,
    siteUrl: config.layout === 'docusaurus' ? undefined : config.url + config.baseUrl,
    additionalLanguages: config.prism.additionalLanguages,
    magicComments: config.prism.magicComments,
    defaultLanguage: config.prism.defaultLanguage,
    markdownHeadingsOnly: config.layout === 'docusaurus',
    infimaVariables: config.layout === 'docusaurus',
    emoji: config.layout === 'docusaurus',
    prism: config.prism.prismReact
      ? loadSitePrism(config.prism.prismReact.root, config.prism.additionalLanguages)
      : null,
    trailingSlash: config.trailingSlash,
    siteConfig: mdxSiteConfig(config),
    currentLocale: config.locale.code,
    ...(Object.keys(config.i18n.messages).length ? { codeMessages: config.i18n.messages } : {}),
    docs: mdxDocs(config),
    ...(config.globalData ? { globalData: config.globalData } : {}),
    pageUrl: (sourcePath) => plan.byFile.get(sourcePath),
    ...(config.markdown.sitePlugins ? { sitePlugins: config.markdown.sitePlugins } : {}),
    ...localeWords(config),
  }
}

/**
 * The locale's words for compiled pages: none when they are all English (English pages compile as
 * they always did), else admonition titles, the copy button and the MDX components' locale. Read
 * from the locale's table, not its code: a site whose default locale is French gets French.
 */
function localeWords(
  config: SiteConfig,
): Pick<ProcessorOptions, 'admonitionTitles' | 'codeCopy' | 'headingLinkLabel' | 'locale'> {
  const messages = messagesFor(config.locale.code, config.i18n.messages)
  if (Object.entries(messages).every(([id, m]) => (EN as Record<string, string>)[id] === m)) return {}
  return {
    admonitionTitles: admonitionTitles(config),
    codeCopy: codeCopyWords(config),
    headingLinkLabel: messages['theme.common.headingLinkTitle']!,
    locale: { locale: config.locale, messages },
  }
}

/** The admonition labels in the locale's words (theme/i18n: built-in, then the site's code.json). */
function admonitionTitles(config: SiteConfig): Record<string, string> {
  const messages = messagesFor(config.locale.code, config.i18n.messages)
  return Object.fromEntries(
    Object.keys(ADMONITION_TITLES).map((k) => [k, messages[`theme.admonition.${k}`] ?? ADMONITION_TITLES[k]!]),
  )
}

/** The copy button's label and title in the locale's words. */
function codeCopyWords(config: SiteConfig): { label: string; title: string } {
  const messages = messagesFor(config.locale.code, config.i18n.messages)
  return { label: messages['theme.CodeBlock.copy']!, title: messages['theme.CodeBlock.copyButtonAriaLabel']! }
}

/**
 * What `useDocusaurusContext().siteConfig` gives components, at build time and in islands alike
 * (so hydration matches): a Docusaurus project's own config (its serializable parts, with the
 * resolved identity, i18n and Docusaurus's themeConfig defaults), else the same shape made from
 * site.config.ts.
 */
export function mdxSiteConfig(config: SiteConfig): Record<string, unknown> {
  const own = config.docusaurusConfig ?? {}
  const ownTheme = (own.themeConfig && typeof own.themeConfig === 'object' ? own.themeConfig : {}) as Record<
    string,
    unknown
  >
  const ownI18n = (own.i18n && typeof own.i18n === 'object' ? own.i18n : {}) as Record<string, unknown>
  const section = (key: string) =>
    ownTheme[key] && typeof ownTheme[key] === 'object' ? (ownTheme[key] as Record<string, unknown>) : {}
  return {
    ...own,
    title: config.title,
    tagline: config.tagline,
    url: config.url,
    baseUrl: config.baseUrl,
    favicon: config.favicon,
    titleDelimiter: config.titleDelimiter,
    trailingSlash: config.trailingSlash,
    customFields: own.customFields && typeof own.customFields === 'object' ? own.customFields : {},
    i18n: { ...ownI18n, defaultLocale: config.i18n.defaultLocale, locales: config.i18n.locales.map((l) => l.code) },
    // Docusaurus validates themeConfig with these defaults, so components read them without checks.
    themeConfig: {
      ...ownTheme,
      colorMode: { ...section('colorMode'), ...config.colorMode },
      navbar: {
        hideOnScroll: false,
        items: [],
        ...section('navbar'),
        ...(config.docusaurusConfig ? {} : { title: config.navbar.title, items: config.navbar.items }),
      },
      footer: { style: config.footer.style, links: [], ...section('footer') },
      docs: {
        versionPersistence: 'localStorage',
        ...section('docs'),
        sidebar: { hideable: false, autoCollapseCategories: false, ...(section('docs').sidebar as object | undefined) },
      },
      prism: {
        additionalLanguages: config.prism.additionalLanguages,
        ...section('prism'),
        magicComments: config.prism.magicComments ?? DEFAULT_MAGIC_COMMENTS,
      },
      tableOfContents: { minHeadingLevel: config.toc.minHeadingLevel, maxHeadingLevel: config.toc.maxHeadingLevel },
      metadata: Array.isArray(ownTheme.metadata) ? ownTheme.metadata : config.metadata,
    },
  }
}

/** The docs plugin's versions as `@docusaurus/plugin-content-docs/client` gives them (paths with the base URL). */
export function mdxDocs(config: SiteConfig): MdxDocs {
  const base = withBase(
    config.baseUrl,
    config.docs.routeBasePath ? `/${config.docs.routeBasePath.replace(/^\/+|\/+$/g, '')}/` : '/',
  )
  const under = (p: string) => (p ? `${base}${p.replace(/^\/+|\/+$/g, '')}/` : base)
  return {
    path: base.replace(/(.)\/$/, '$1'),
    versions: config.docs.versions
      .filter((v) => !v.instance)
      .map((v) => ({
        name: v.name,
        label: v.label,
        isLast: v.isLast,
        path: under(v.path).replace(/(.)\/$/, '$1'),
        banner: v.banner,
        badge: v.badge,
        noIndex: v.noIndex,
      })),
  }
}
