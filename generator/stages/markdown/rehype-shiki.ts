/**
 * Build-time syntax highlighting with one shared Shiki highlighter (markdown/highlighter.ts):
 * tokens are coloured with CSS variables that the theme sets per colour mode (no highlighter
 * JS in the browser).
 * `title="x"` in the fence meta adds a title bar; the whole meta reaches Shiki transformers as
 * `options.meta.__raw`. Grammars load on first use; a language Shiki does not know falls back
 * to plain text with a warning (unless the site declared it in `prism.additionalLanguages`).
 * A Docusaurus project's own Prism, when it has one (prism-engine.ts), takes the blocks of the
 * languages it has first, in the same structure.
 */
import type { Element, ElementContent, Root } from 'hast'
import { toString } from 'hast-util-to-string'
import type { ShikiTransformer } from 'shiki'
import { visit } from './walk.js'
import type { VFile } from 'vfile'
import {
  CODE_THEME,
  embeddedLanguageNames,
  hasGrammar,
  PLAIN_TEXT,
  PRISM_LANGUAGES,
  plainAdditionalLanguages,
  type CodeHighlighter,
} from './highlighter.js'
import { transformerLines } from './shiki-lines.js'
import type { MagicComment } from '../../core/user-config.js'
import { prismBlock, type SitePrism } from './prism-engine.js'

export type Highlighter = CodeHighlighter

/** Blocks kept beyond a build (packed JSON by key): asked on a miss, told of each block highlighted. */
export interface CodeBacking {
  get(key: string): string | undefined
  add(key: string, json: string): void
}

/**
 * Highlighted blocks shared across files (key: lang + meta + code), each kept as the JSON of its
 * hast: a string is a fraction of the tree's memory, and parsing it is both the copy each use
 * needs and far cheaper than highlighting again. Blocks repeat across a site's docs versions
 * (react-native-website: 12,565 blocks, 1,533 distinct), so every block is kept from its first
 * sighting, the oldest going first once the strings pass `limit` characters in all. `backing`:
 * blocks kept across builds (the persistent cache's memo, cache/code-memo.ts), asked on a miss
 * and told of each block highlighted.
 */
export class CodeCache {
  /** Highlighted blocks (JSON of the `pre` element), by key. */
  readonly blocks = new Map<string, string>()
  private chars = 0
  /** @param limit the characters of JSON kept at most (keys not counted). */
  constructor(
    readonly limit = Infinity,
    private readonly backing?: CodeBacking,
  ) {}

  /** A copy of the block's `pre` element, or undefined. */
  get(key: string): Element | undefined {
    let json = this.blocks.get(key)
    if (json === undefined) {
      json = this.backing?.get(key)
      if (json !== undefined) this.keep(key, json)
    }
    return json === undefined ? undefined : (unpack(JSON.parse(json) as Packed) as Element)
  }

  /** A block was just highlighted: keep its JSON (the element itself stays the caller's). */
  offer(key: string, pre: Element): void {
    if ((this.limit <= 0 && !this.backing) || this.blocks.has(key)) return
    const json = JSON.stringify(pack(pre))
    this.backing?.add(key, json)
    this.keep(key, json)
  }

  clear(): void {
    this.blocks.clear()
    this.chars = 0
  }

  private keep(key: string, json: string): void {
    if (json.length > this.limit) return
    this.blocks.set(key, json)
    this.chars += json.length
    for (const [oldest, kept] of this.blocks) {
      if (this.chars <= this.limit) break
      this.blocks.delete(oldest)
      this.chars -= kept.length
    }
  }
}

/**
 * A highlighted tree in a compact form for the cache's JSON, 37–43 % of hast's own: a text
 * node is its string, an element `[tagName, properties, ...children]`; any other node is kept whole.
 */
type Packed = string | [string, Element['properties'], ...Packed[]] | { type: string }

function pack(node: ElementContent): Packed {
  if (node.type === 'text') return node.value
  if (node.type === 'element') return [node.tagName, node.properties, ...node.children.map(pack)]
  return node
}

function unpack(packed: Packed): ElementContent {
  if (typeof packed === 'string') return { type: 'text', value: packed }
  if (Array.isArray(packed)) {
    const [tagName, properties, ...children] = packed
    return { type: 'element', tagName, properties, children: children.map(unpack) }
  }
  return packed as ElementContent
}

/** Options of rehypeShiki. */
export interface ShikiOptions {
  highlighter: Highlighter
  /** Cache of highlighted blocks shared across files. */
  cache?: CodeCache
  /** Shiki transformers (e.g. line highlighting from the meta). */
  transformers?: ShikiTransformer[]
  /**
   * Languages the site declared (`prism.additionalLanguages`) that have no grammar here: plain
   * text without a warning per block (the build names them once).
   */
  plainLanguages?: ReadonlySet<string>
  /** A Docusaurus project's own Prism (prism-engine.ts): the blocks of the languages it has are its. */
  prism?: SitePrism | null
  /** `prism.defaultLanguage`: the language of blocks that name none (as Docusaurus's CodeBlock takes it). */
  defaultLanguage?: string
  /** `prism.magicComments` (shiki-lines.ts), for Prism's blocks (Shiki's get them through `transformers`). */
  magicComments?: MagicComment[]
}

/** The options both processors (markdown and MDX) give rehype-shiki. */
export function shikiOptions(options: {
  highlighter: Highlighter
  codeCache?: CodeCache
  additionalLanguages?: string[]
  magicComments?: MagicComment[]
  prism?: SitePrism | null
  defaultLanguage?: string
}): ShikiOptions {
  const declared = plainAdditionalLanguages(options.additionalLanguages ?? [])
  // Languages the project's Prism loaded are highlighted by it, not plain; one whose component failed is named.
  if (options.prism)
    for (const lang of declared)
      if (options.prism.has(lang) || options.prism.failed.includes(lang)) declared.delete(lang)
  return {
    highlighter: options.highlighter,
    cache: options.codeCache,
    transformers: [transformerLines(options.magicComments)],
    plainLanguages: declared,
    prism: options.prism,
    magicComments: options.magicComments,
    defaultLanguage: options.defaultLanguage,
  }
}

// A quote opened and never closed (`title="Setting up`) is no title, as in Docusaurus.
const TITLE_RE = /title=(?:"([^"]*)"|'([^']*)'|([^\s"']\S*))/

/** A code element's language: `x` of its `language-x` class. */
function languageOf(code: Element): string | undefined {
  return ((code.properties?.className as string[] | undefined) ?? []).find((c) => c.startsWith('language-'))?.slice(9)
}

/** Highlight `pre > code.language-x` blocks; grammars load on first use. */
export function rehypeShiki(options: ShikiOptions) {
  const { highlighter } = options
  return async (tree: Root, file: VFile) => {
    // Each block, in document order, with what its highlighting depends on.
    // `fence`: the language as written, which names the block's class (`txt` stays `language-txt`, as in Docusaurus).
    const blocks: {
      node: Element
      index: number
      parent: Element
      lang: string
      fence: string
      meta: string
      text: string
    }[] = []
    visit(tree, 'element', (node: Element, index, parent) => {
      if (node.tagName !== 'pre' || !parent || index === undefined) return
      // A mermaid diagram's source (rehype-mermaid) stays as it is: the diagrams' script reads it.
      if ((node.properties?.className as string[] | undefined)?.includes('mermaid-source')) return 'skip'
      const code = node.children[0]
      if (code?.type !== 'element' || code.tagName !== 'code') return
      const fence = languageOf(code) ?? options.defaultLanguage ?? 'text'
      const lang = PLAIN_TEXT.has(fence.toLowerCase()) ? 'text' : fence
      const text = toString(code).replace(/\n$/, '')
      const meta =
        (code.data as { meta?: string } | undefined)?.meta ?? (code.properties?.dataMeta as string | undefined) ?? ''
      blocks.push({ node, index, parent: parent as Element, lang, fence, meta, text })
      return 'skip'
    })
    // A block highlighted before (this thread, or the persistent cache's memo) needs no grammar:
    // a page compiled again after an edit loads none for its unchanged blocks.
    // The project's Prism takes every block (cheaper than a cached copy, so not cached): a language
    // it lacks is its plain text with the fence's class, as Docusaurus shows it (prettier.io's
    // `cs`, `vue`, `console` blocks were coloured by Shiki beside Prism's). One neither knows is named.
    const prism = options.prism?.has('text') ? options.prism : null
    const found = blocks.map((b) => {
      if (options.prism?.has(b.lang))
        return prismBlock(options.prism, b.text, b.lang, b.meta, options.magicComments, b.fence)
      if (prism) {
        if (prism.failed.includes(b.lang))
          file.message(failedComponent(b.lang, prism.missing.includes(b.lang)), { place: b.node.position })
        else if (b.lang !== 'text' && !hasGrammar(b.lang) && !options.plainLanguages?.has(b.lang))
          file.message(`Unknown code block language \`${b.lang}\`; shown as plain text`, { place: b.node.position })
        return prismBlock(prism, b.text, 'text', b.meta, options.magicComments, b.fence)
      }
      return options.cache?.get(b.lang + '\0' + b.meta + '\0' + b.text)
    })
    const missing = blocks.filter((_, i) => !found[i])
    let loaded = missing.length ? await highlighter.load(new Set(missing.map((b) => b.lang))) : new Set<string>()
    // What blocks of a lazily embedding language (markdown, MDX, Vue…) name, loaded before any block is highlighted.
    const named = new Set<string>()
    for (const b of missing) {
      if (loaded.has(b.lang) && highlighter.embedsLazily(b.lang))
        for (const name of embeddedLanguageNames(b.text)) if (!loaded.has(name)) named.add(name)
    }
    if (named.size) loaded = await highlighter.load(named)
    for (const [i, { node, index, parent, meta, text, fence, ...block }] of blocks.entries()) {
      let { lang } = block
      let pre = found[i]
      if (!pre) {
        if (lang !== 'text' && !loaded.has(lang)) {
          // A language the site declared (prism.additionalLanguages) is plain text quietly.
          if (options.prism?.failed.includes(lang))
            file.message(failedComponent(lang, options.prism.missing.includes(lang)), { place: node.position })
          else if (!options.plainLanguages?.has(lang))
            file.message(`Unknown code block language \`${lang}\`; shown as plain text`, { place: node.position })
          lang = 'text'
        }
        const key = lang + '\0' + meta + '\0' + text
        // With the project's Prism, an unknown language is its plain text, keeping its name's class.
        pre =
          lang === 'text' && options.prism?.has('text')
            ? prismBlock(options.prism, text, lang, meta, options.magicComments, fence)
            : options.cache?.get(key) // a copy of its own
        if (!pre) {
          // No time limit per line (Shiki's default stops a line after 500 ms and leaves its rest plain):
          // on a busy machine a first tokenization could pass it, and the same page would build differently.
          const root = highlighter.for(lang).codeToHast(text, {
            lang: PRISM_LANGUAGES[lang] ?? lang,
            theme: CODE_THEME,
            meta: { __raw: meta },
            transformers: options.transformers,
            tokenizeTimeLimit: 0,
          })
          pre = root.children[0] as Element
          delete pre.properties.tabindex // Shiki sets the lower-case key; keep one attribute
          pre.properties.tabIndex = 0
          options.cache?.offer(key, pre)
        }
      }
      const m = TITLE_RE.exec(meta)
      const title = m ? (m[1] ?? m[2] ?? m[3]) : null
      const blockChildren: ElementContent[] = []
      if (title)
        blockChildren.push({
          type: 'element',
          tagName: 'div',
          properties: { className: ['code-block__title'] },
          children: [{ type: 'text', value: title }],
        })
      blockChildren.push(pre)
      parent.children[index] = {
        type: 'element',
        tagName: 'div',
        properties: { className: ['code-block'], dataLanguage: lang },
        children: blockChildren,
      }
    }
  }
}

/** The warning of a block whose `additionalLanguages` component did not load: none of that name (`missing`),
 * or it threw. */
const failedComponent = (lang: string, missing: boolean) =>
  `\`prism.additionalLanguages\` lists \`${lang}\`, but ${
    missing
      ? `prismjs has no \`components/prism-${lang}.js\` where @docusaurus/theme-classic loads it (check the name against prismjs's components, and that theme-classic is installed)`
      : 'its prismjs component did not load (a language it extends must be listed before it)'
  }; shown as plain text`
