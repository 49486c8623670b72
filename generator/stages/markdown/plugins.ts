/**
 * The one list of the markdown stage's remark and rehype plugins, for `.md` and `.mdx` alike
 * (ARCHITECTURE: both formats run the same plugins). What only one format runs goes in at a
 * named insertion point (`FormatPlugins`); the site's own plugins will go in where Docusaurus puts
 * them (`SitePlugins`: before the defaults, or after them). The order, with every constraint:
 *
 * remark: format first → site before → gfm, lean-autolinks, parse-memo, directive,
 *           unclosed-directives, tabs, admonitions, github-alerts → format before heading ids →
 *           heading-id, code-meta (→ emoji, a Docusaurus project's) → site after → format last
 *           (MDX's scope and islands read the imports a site plugin adds, as npm2yarn adds Tabs')
 *   rehype: format first → site before → headings → format after headings → local-assets,
 *           image-size, links, prose → site after → shiki, code-copy → unsafe-html
 *           (Docusaurus highlights code when a page renders, after every rehype plugin)
 */
import remarkDirective from 'remark-directive'
import remarkGfm from 'remark-gfm'
import type { Root as MdastRoot } from 'mdast'
import type { PluggableList } from 'unified'
import type { VFile } from 'vfile'
import type { ProcessorOptions } from './options.js'
import { remarkAdmonitions } from './remark-admonitions.js'
import { remarkCodeMeta } from './remark-code-meta.js'
import { remarkGithubAlerts } from './remark-github-alerts.js'
import { remarkHeadingId } from './remark-heading-id.js'
import { remarkLeanAutolinks } from './remark-lean-autolinks.js'
import { remarkParseMemo } from './parse-memo.js'
import { remarkTabs } from './remark-tabs.js'
import { remarkUnclosedDirectives } from './remark-unclosed-directives.js'
import { rehypeCodeCopy } from './rehype-code-copy.js'
import { rehypeHeadings } from './rehype-headings.js'
import { remarkMarkdownOwn } from './markdown-own.js'
import { rehypeImageSize } from './rehype-image-size.js'
import { rehypeLinks } from './rehype-links.js'
import { rehypeLocalAssets } from './rehype-local-assets.js'
import { rehypeProse } from './rehype-prose.js'
import { rehypeMermaid } from './rehype-mermaid.js'
import { rehypeShiki, shikiOptions } from './rehype-shiki.js'
import { rehypeUnsafeHtml } from './rehype-unsafe-html.js'

/** What one format adds to the shared list, by insertion point. */
export interface FormatPlugins {
  /** Before every remark plugin (MDX: the twin's outline, taken from the tree as parsed). */
  remarkFirst?: PluggableList
  /** Just before remark-heading-id (MDX: Docusaurus's `{/* #id *\/}` and `\{#id}` forms, which it then reads). */
  beforeHeadingId?: PluggableList
  /** After every remark plugin (MDX: the imports' scope, then islands). */
  remarkLast?: PluggableList
  /** Before every rehype plugin (markdown: raw HTML parsed into hast; MDX: JSX that is plain HTML made hast
   * elements). */
  rehypeFirst?: PluggableList
  /** Just after rehype-headings (MDX: where each partial's headings join the TOC). */
  afterHeadings?: PluggableList
  /** After every rehype plugin (MDX: highlighted code made one string of HTML). */
  rehypeLast?: PluggableList
}

export type { SitePlugins } from './site-plugins.js'

/**
 * The syntax extensions of the list, in its order, for a parse that runs no transforms
 * (link-destinations.ts reads a page's links with them).
 */
export const SYNTAX_PLUGINS: PluggableList = [remarkGfm, remarkLeanAutolinks, remarkDirective]

/** The remark plugins and the rehype plugins of one format, in order (remark-rehype, or MDX's compiler,
 * between them). */
export interface PluginLists {
  remark: PluggableList
  rehype: PluggableList
}

/** The plugins of one format: the shared list with the format's (and the site's: `options.site`) plugins at
 * their insertion points. */
export function markdownPlugins(options: ProcessorOptions, format: FormatPlugins = {}): PluginLists {
  const site = options.site ?? {}
  const remark: PluggableList = [
    ...(format.remarkFirst ?? []),
    ...(site.beforeDefaultRemarkPlugins ?? []),
    remarkGfm, // tables, task lists, autolinks, footnotes, strikethrough
    // each document parsed without the autolink constructs that cannot match in it: any place after
    // remark-parse
    remarkLeanAutolinks,
    remarkParseMemo, // a text the next page repeats is parsed once: right after the parser's own wrappers
    remarkDirective, // must precede remarkTabs and remarkAdmonitions, which read its nodes
    remarkUnclosedDirectives, // warns on `:::x` without its closing line; reads positions only
    remarkTabs, // before remarkAdmonitions, which would warn on `:::tabs` and turn `::tab` back into text
    [remarkAdmonitions, options.admonitionTitles, options.admonitionKeywords],
    // `> [!NOTE]` → the same admonition shape; any order among the remark plugins
    [remarkGithubAlerts, options.admonitionTitles],
    ...(format.beforeHeadingId ?? []),
    remarkHeadingId, // before remark-rehype so the id reaches hast; rehype-headings keeps it
    remarkCodeMeta, // fence meta as a property: rehype-raw would drop it from `data`
    // where Docusaurus's heading-id and image plugins run: headings and images the site's plugins add after
    // it are not markdown's own there either
    ...(options.markdownHeadingsOnly ? [remarkMarkdownOwn] : []),
    // `:tada:` → 🎉, after the headings as in Docusaurus's list, before the site's plugins
    ...(options.emoji ? [remarkEmojiWhenUsed] : []),
    ...(site.remarkPlugins ?? []),
    ...(format.remarkLast ?? []),
  ]
  const rehype: PluggableList = [
    ...(format.rehypeFirst ?? []),
    ...(site.beforeDefaultRehypePlugins ?? []),
    // after rehype-raw so raw headings get ids too: slugs for headings without an id, TOC data, # anchor
    // links
    [rehypeHeadings, { linkLabel: options.headingLinkLabel, markdownOnly: options.markdownHeadingsOnly }],
    ...(format.afterHeadings ?? []),
    // files beside the page: copied under a hashed name, before the size and link plugins read the URL
    [rehypeLocalAssets, { siteRoot: options.siteRoot, recordRead: options.recordRead }],
    [
      rehypeImageSize,
      { staticDir: options.staticDir, recordRead: options.recordRead, markdownOnly: options.markdownHeadingsOnly },
    ], // after rehype-raw (raw <img> too), before rehype-links adds the base URL to src
    [rehypeLinks, { resolve: options.resolveLink, siteUrl: options.siteUrl, baseUrl: options.baseUrl }],
    // tables focusable, dotted identifiers in inline code break after a dot, long lists of short names in
    // columns
    rehypeProse,
    // before rehype-shiki, which would highlight the diagram's source as code
    ...(options.mermaid ? [rehypeMermaid] : []),
    // before highlighting, which Docusaurus does when the page renders: rehype-katex must see
    // `code.language-math` first
    ...(site.rehypePlugins ?? []),
    [rehypeShiki, shikiOptions(options)], // near the end: nothing after it needs to see inside code
    // after rehype-shiki, which wraps blocks in the div.code-block it adds the button to
    [rehypeCodeCopy, options.codeCopy],
    // last before stringify: sees raw HTML and every plugin's output
    [rehypeUnsafeHtml, { allowScripts: options.allowScripts }],
    ...(format.rehypeLast ?? []),
  ]
  return { remark, rehype }
}

/**
 * remark-emoji, loaded by the first page that may hold a `:shortcode:` (its emoji list costs a
 * thread about 30 ms to load; a site that is not a Docusaurus project never loads it).
 */
function remarkEmojiWhenUsed() {
  let transform: Promise<(tree: MdastRoot) => void> | undefined
  return async (tree: MdastRoot, file: VFile) => {
    if (!/:[\w+-]+:/.test(String(file.value))) return
    // Its plugin reads no `this` (typed as a unified plugin, which would need a processor).
    transform ??= import('remark-emoji').then((m) => (m.default as unknown as () => (tree: MdastRoot) => void)())
    ;(await transform)(tree)
  }
}
