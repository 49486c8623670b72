/**
 * Stage 3, markdown: SourceFile → CompiledPage. One unified processor per build, with an
 * explicit plugin order; per-document facts ride on `file.data` (typed below).
 */
import rehypeStringify from 'rehype-stringify'
import remarkDirective from 'remark-directive'
import remarkGfm from 'remark-gfm'
import remarkParse from 'remark-parse'
import remarkRehype from 'remark-rehype'
import { unified, type Processor } from 'unified'
import { VFile } from 'vfile'
import { MarkdownError, throwAll } from '../../core/errors.js'
import { makeLinkResolver } from '../routes/plan.js'
import type { UrlPlan } from '../../core/types.js'
import { ADMONITION_TITLES, remarkAdmonitions } from './remark-admonitions.js'
import { EN, messagesFor } from '../../../theme/i18n/messages.js'
import { remarkCodeMeta } from './remark-code-meta.js'
import { remarkGithubAlerts } from './remark-github-alerts.js'
import { remarkTabs } from './remark-tabs.js'
import { remarkHeadingId } from './remark-heading-id.js'
import { findDeepNesting, MAX_NESTING, MAX_QUOTE_NESTING } from './nesting.js'
import { remarkUnclosedDirectives } from './remark-unclosed-directives.js'
import { rehypeUnsafeHtml } from './rehype-unsafe-html.js'
import { rehypeRawWhenNeeded } from './rehype-raw-when-needed.js'
import { rehypeHeadings } from './rehype-headings.js'
import { rehypeLinks, type LinksOptions } from './rehype-links.js'
import { rehypeProse } from './rehype-prose.js'
import { CodeCache, rehypeShiki, shikiOptions, type Highlighter } from './rehype-shiki.js'
import { createCodeHighlighter } from './highlighter.js'
import { rehypeCodeCopy } from './rehype-code-copy.js'
import { rehypeImageSize, type ReadRecorder } from './rehype-image-size.js'
import { rehypeLocalAssets } from './rehype-local-assets.js'
import type { CompiledPage, LinkRef, SiteConfig, SourceFile, TocItem } from '../../core/types.js'
import { compileMdx, createMdxCompiler, type MdxCompiler } from './mdx/compile.js'
import { compileReactPage } from './mdx/react-page.js'
import { countWords } from '../routes/blog.js'
import { firstParagraph } from './first-paragraph.js'

declare module 'vfile' {
  interface DataMap {
    headings: TocItem[]
    ids: string[]
    h1: string | null
    /** Whether the first heading of the body is an h1 (Docusaurus's content title). */
    opensWithH1: boolean
    links: LinkRef[]
    source: SourceFile
  }
}

/** The `<!-- truncate -->` marker of blog excerpts (kept as a comment by rehype-raw). */
export const TRUNCATE_RE = /<!--\s*truncate\s*-->/

/** One highlighter per thread (grammars load on first use). */
let highlighterPromise: Promise<Highlighter> | null = null
export function getHighlighter(): Promise<Highlighter> {
  highlighterPromise ??= createCodeHighlighter()
  return highlighterPromise
}

/** Options of createProcessor. */
export interface ProcessorOptions {
  /** Called with each file a compile reads besides its source (images' sizes, files beside the page; null: missing), so a cached page can name what it depends on. */
  recordRead?: ReadRecorder
  /** Admonition labels in the locale's words (absent: English). */
  admonitionTitles?: Record<string, string>
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
  /** The site's own address (`url` + `baseUrl`): links written with it are internal. */
  siteUrl?: string
  /** The site's root folder (MDX `@site/…` imports). */
  siteRoot?: string
  /** The base URL (MDX asset imports, `useBaseUrl`). */
  baseUrl?: string
  /** What `useDocusaurusContext().siteConfig` gives MDX components. */
  siteConfig?: Record<string, unknown>
  /** The locale being built (`useDocusaurusContext().i18n.currentLocale`). */
  currentLocale?: string
  /** `prism.additionalLanguages`: declared fence languages; those without a grammar are plain text, unwarned. */
  additionalLanguages?: string[]
  /** `trailingSlash`, for the page links MDX's `<Link>` makes while rendering. */
  trailingSlash?: boolean
}

/**
 * Highlighted blocks a thread's cache keeps (install commands and the like repeat across
 * pages; see CodeCache). Each entry holds its hast: unbounded, a whole build's cache held
 * every block of the site (10,000 docs: 2.3 GB peak instead of 1.4 GB), and a long dev
 * session's grew with every edit.
 */
export const CODE_CACHE_LIMIT = 500

/** A thread's cache of highlighted blocks. */
export function createCodeCache(): CodeCache {
  return new CodeCache(CODE_CACHE_LIMIT)
}

/** The processor options a site's config and URL plan give (the same in-process and in workers). */
export function processorOptions(config: SiteConfig, plan: UrlPlan, highlighter: Highlighter, codeCache?: CodeCache): ProcessorOptions {
  return {
    highlighter, resolveLink: makeLinkResolver(config, plan), codeCache, staticDir: config.staticDir, allowScripts: config.markdown.allowScripts,
    // The plan's byFile is the persistent cache's recorder when a build keeps entries (cache/disk-cache.ts LookupRecorder).
    recordRead: (plan.byFile as Map<string, string> & { recordRead?: ReadRecorder }).recordRead?.bind(plan.byFile),
    // Links to the site's own absolute URL are site links here; Docusaurus leaves them external and unchecked.
    siteRoot: config.root, baseUrl: config.baseUrl, siteUrl: config.layout === 'docusaurus' ? undefined : config.url + config.baseUrl, additionalLanguages: config.prism.additionalLanguages, trailingSlash: config.trailingSlash,
    siteConfig: mdxSiteConfig(config), currentLocale: config.locale.code,
    ...localeWords(config),
  }
}

/**
 * The locale's words for compiled pages: none when they are all English (English pages compile as
 * they always did), else admonition titles, the copy button and the MDX components' locale. Read
 * from the locale's table, not its code: a site whose default locale is French gets French.
 */
function localeWords(config: SiteConfig): Pick<ProcessorOptions, 'admonitionTitles' | 'codeCopy' | 'headingLinkLabel' | 'locale'> {
  const messages = messagesFor(config.locale.code, config.i18n.messages)
  if (Object.entries(messages).every(([id, m]) => (EN as Record<string, string>)[id] === m)) return {}
  return { admonitionTitles: admonitionTitles(config), codeCopy: codeCopyWords(config), headingLinkLabel: messages['theme.common.headingLinkTitle']!, locale: { locale: config.locale, messages } }
}

/** The admonition labels in the locale's words (theme/i18n: built-in, then the site's code.json). */
function admonitionTitles(config: SiteConfig): Record<string, string> {
  const messages = messagesFor(config.locale.code, config.i18n.messages)
  return Object.fromEntries(Object.keys(ADMONITION_TITLES).map((k) => [k, messages[`theme.admonition.${k}`] ?? ADMONITION_TITLES[k]!]))
}

/** The copy button's label and title in the locale's words. */
function codeCopyWords(config: SiteConfig): { label: string; title: string } {
  const messages = messagesFor(config.locale.code, config.i18n.messages)
  return { label: messages['theme.CodeBlock.copy']!, title: messages['theme.CodeBlock.copyButtonAriaLabel']! }
}

/** What `useDocusaurusContext().siteConfig` gives components, at build time and in islands alike (so hydration matches). */
export function mdxSiteConfig(config: SiteConfig): Record<string, unknown> {
  return {
    title: config.title, tagline: config.tagline, url: config.url, baseUrl: config.baseUrl, favicon: config.favicon, customFields: {},
    i18n: { defaultLocale: config.i18n.defaultLocale, locales: config.i18n.locales.map((l) => l.code) },
  }
}

/** The options each processor was made with (its MDX compiler is made from them on first need). */
const optionsOf = new WeakMap<Processor, ProcessorOptions>()
const mdxOf = new WeakMap<Processor, MdxCompiler>()

/** The processor, plugins in order. */
export function createProcessor(options: ProcessorOptions): Processor {
  const processor = createMarkdownProcessor(options)
  optionsOf.set(processor, options)
  return processor
}

function createMarkdownProcessor(options: ProcessorOptions): Processor {
  return unified()
    .use(remarkParse)
    .use(remarkGfm) // tables, task lists, autolinks, footnotes, strikethrough
    .use(remarkDirective) // must precede remarkTabs and remarkAdmonitions, which read its nodes
    .use(remarkUnclosedDirectives) // warns on `:::x` without its closing line; reads positions only
    .use(remarkTabs) // before remarkAdmonitions, which would warn on `:::tabs` and turn `::tab` back into text
    .use(remarkAdmonitions, options.admonitionTitles)
    .use(remarkGithubAlerts, options.admonitionTitles) // `> [!NOTE]` → the same admonition shape; any order among the remark plugins
    .use(remarkHeadingId) // before remark-rehype so the id reaches hast; rehype-headings keeps it
    .use(remarkCodeMeta) // fence meta as a property: rehype-raw would drop it from `data`
    .use(remarkRehype, { allowDangerousHtml: true })
    .use(rehypeRawWhenNeeded) // parse raw HTML (and keep the truncate comment) into real hast nodes; skipped when a document has none
    .use(rehypeHeadings, { linkLabel: options.headingLinkLabel }) // after rehype-raw so raw headings get ids too: slugs for headings without an id, TOC data, # anchor links
    .use(rehypeLocalAssets, { siteRoot: options.siteRoot, recordRead: options.recordRead }) // files beside the page: copied under a hashed name, before the size and link plugins read the URL
    .use(rehypeImageSize, { staticDir: options.staticDir, recordRead: options.recordRead }) // after rehype-raw (raw <img> too), before rehype-links adds the base URL to src
    .use(rehypeLinks, { resolve: options.resolveLink, siteUrl: options.siteUrl })
    .use(rehypeProse) // tables focusable, dotted identifiers in inline code break after a dot
    .use(rehypeShiki, shikiOptions(options)) // near the end: nothing after it needs to see inside code
    .use(rehypeCodeCopy, options.codeCopy) // after rehype-shiki, which wraps blocks in the div.code-block it adds the button to
    .use(rehypeUnsafeHtml, { allowScripts: options.allowScripts }) // last before stringify: sees raw HTML and every plugin's output
    .use(rehypeStringify) as unknown as Processor
}

/** Compile one source file (MDX or markdown, by its format). Throws MarkdownError naming the file and line. */
export async function compileMarkdown(source: SourceFile, processor: Processor): Promise<{ page: CompiledPage; warnings: string[] }> {
  if (source.format === 'mdx' || source.format === 'react') {
    let mdx = mdxOf.get(processor)
    if (!mdx) {
      mdx = createMdxCompiler(optionsOf.get(processor)!)
      mdxOf.set(processor, mdx)
    }
    // A React page shares the MDX compiler's module loader (one bundle per module and thread).
    return source.format === 'react' ? compileReactPage(source, mdx) : compileMdx(source, mdx)
  }
  const file = new VFile({ path: source.sourcePath, value: source.body })
  file.data.source = source
  // Pathological nesting would take minutes to parse, then overflow the stack: refuse it first.
  const deep = findDeepNesting(source.body)
  if (deep) throw tooDeep(source, deep.line + source.bodyStartLine - 1, `Lists or blockquotes are nested too deeply (about ${deep.depth} levels; at most ${MAX_NESTING} levels of lists and ${MAX_QUOTE_NESTING} of quotes are supported)`)
  let html: string
  try {
    html = String(await processor.process(file))
  } catch (err) {
    const e = err as Error & { line?: number; column?: number; place?: { line?: number; column?: number; start?: { line: number; column: number } } }
    const line = e.line ?? e.place?.line ?? e.place?.start?.line
    // The likeliest place of a stack overflow is the most deeply nested line.
    const deepest = line ?? findDeepNesting(source.body, 20, 20)?.line
    if (err instanceof RangeError) throw tooDeep(source, deepest ? deepest + source.bodyStartLine - 1 : undefined, `The document is nested too deeply to process (${e.message})`, err)
    throw new MarkdownError(`Could not compile markdown: ${e.message}`, {
      file: source.sourcePath, line: line ? line + source.bodyStartLine - 1 : undefined, cause: err,
      hint: 'Fix the markdown near that line.',
    })
  }
  // Fatal messages (e.g. a <script> without `allowScripts`) are errors, collected per file.
  const atLine = (m: { line?: number | null }) => (m.line ?? 1) + source.bodyStartLine - 1
  throwAll(file.messages.filter((m) => m.fatal === true).map((m) => new MarkdownError(m.reason, { file: source.sourcePath, line: atLine(m), column: m.column ?? undefined, hint: m.note })))
  const warnings = file.messages.map((m) => `${source.sourcePath}:${atLine(m)}: ${m.reason}`)
  const links = (file.data.links ?? []).map((l) => ({ ...l, line: l.line ? l.line + source.bodyStartLine - 1 : undefined }))
  const cut = TRUNCATE_RE.exec(html)
  return {
    page: {
      source,
      html,
      h1: file.data.h1 ?? null,
      ...(file.data.opensWithH1 ? { opensWithH1: true } : {}),
      headings: file.data.headings ?? [],
      ids: file.data.ids ?? [],
      links,
      excerptHtml: cut ? html.slice(0, cut.index) : null,
      firstParagraph: firstParagraph(source.body),
      words: source.kind === 'post' ? countWords(source.body) : 0, // reading time: posts only
      ...(file.data.assets?.length ? { assets: file.data.assets } : {}),
    },
    warnings,
  }
}

function tooDeep(source: SourceFile, line: number | undefined, message: string, cause?: unknown): MarkdownError {
  return new MarkdownError(message, {
    file: source.sourcePath, line, cause, hint: 'Flatten the nesting: split the lists, quotes or HTML elements into several shallower ones.',
  })
}

export { firstParagraph }
