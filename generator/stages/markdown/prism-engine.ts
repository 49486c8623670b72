/**
 * A Docusaurus project's own Prism: the highlighter its authors see their code in. Docusaurus
 * (theme-classic) highlights every block with prism-react-renderer's Prism and the
 * `prism.additionalLanguages` it loads from `prismjs`; when the project has those packages
 * installed, its blocks are tokenized by that same Prism here, so the tokens are Docusaurus's,
 * coloured by the site's own prism theme objects (code-theme.ts `prismThemeCss`). It is also
 * 10–15 times faster than Shiki's TextMate grammars on the same blocks (BENCHMARKS.md).
 *
 * A language that Prism does not have is Prism's plain text, with the fence's class, as
 * Docusaurus shows it (rehype-shiki.ts): Shiki's colours beside Prism's were a second palette
 * on one page. Without the project's Prism (not installed), Shiki highlights every block.
 *
 * A block comes out in the structure Shiki's blocks have — `pre > code > span.line` per line —
 * so line highlighting, line numbers and the copy button work the same; each token is a span of
 * Prism's classes (`token keyword`), nested as Prism nests them and with each alias a span inside
 * its type's, so CSS inheritance gives what prism-react-renderer's merged styles give (an inner
 * type's colour over its outer one's, an alias's over its type's).
 */
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import type { Element, ElementContent } from 'hast'
import { toHtml } from 'hast-util-to-html'
import { LINE_NUMBERS_RE, markedLines } from './shiki-lines.js'
import type { MagicComment } from '../../core/user-config.js'
import type { CodeHighlight } from '../../../theme/mdx/site.js'
import { PLAIN_TEXT } from './highlighter.js'

/** What of Prism's API is used here (prism-react-renderer 1 and 2 ship Prism 1.x). */
interface PrismToken {
  type: string
  content: PrismStream
  alias?: string | string[]
}
type PrismStream = string | PrismToken | PrismStream[]
interface PrismApi {
  languages: Record<string, unknown>
  tokenize(code: string, grammar: unknown): PrismStream[]
  hooks: { run(name: string, env: Record<string, unknown>): void }
}

/** A project's Prism, with the `additionalLanguages` it loaded. */
export interface SitePrism {
  /** Whether Prism has a grammar for this fence language (as prism-react-renderer looks it up: lower-cased). */
  has(lang: string): boolean
  /** The code's lines as hast: nested token spans per line (Prism's own tokenization and hooks). */
  lines(code: string, lang: string): ElementContent[][]
  /** `additionalLanguages` names `prismjs` has no component for, or whose component failed to load. */
  failed: string[]
  /** Of those, the ones with no component file where theme-classic loads `prismjs` (the others threw). */
  missing: string[]
}

const loaded = new Map<string, SitePrism | null>()

/**
 * The require Docusaurus's theme-classic loads prism-react-renderer and `prismjs` components with:
 * from its own place (with pnpm, a project need not list them, nor theme-classic itself when it
 * lists the classic preset), else the project's — or,
 * when the project's swizzled CodeBlock imports prism-react-renderer itself, from that file, as
 * its blocks are highlighted there (apache/incubator-answer-website's imports the site's own
 * version 1, whose Prism has bash and json; theme-classic's version 2 has neither).
 */
export function prismRequire(root: string): NodeJS.Require {
  const own = swizzledPrismImporter(root)
  if (own) return createRequire(own)
  const site = createRequire(path.join(root, 'package.json'))
  // theme-classic as the site has it, else through the classic preset: with pnpm, a site that lists
  // only the preset (pnpm.io) reaches theme-classic, and its prismjs, only from the preset's place.
  for (const from of [site, requireFrom(site, '@docusaurus/preset-classic')]) {
    const theme = from && requireFrom(from, '@docusaurus/theme-classic')
    if (theme) return theme
  }
  return site
}

/** The require of package `name`'s own place, as `from` finds it, or null when it does not. */
function requireFrom(from: NodeJS.Require, name: string): NodeJS.Require | null {
  try {
    return createRequire(from.resolve(`${name}/package.json`))
  } catch {
    return null
  }
}

/** Whether prism-react-renderer resolves for the project at `root` (a file lookup: nothing is loaded). */
export function hasPrismReact(root: string): boolean {
  return resolves(prismRequire(root), 'prism-react-renderer')
}

/** Whether `prismjs` has a component for this `additionalLanguages` name where the project at `root` loads
 * them (a file lookup). */
export function hasPrismComponent(root: string, lang: string): boolean {
  return resolves(prismRequire(root), `prismjs/components/prism-${lang}`)
}

/** A file of the project's swizzled CodeBlock (`src/theme/CodeBlock/…`) that imports prism-react-renderer, or null. */
function swizzledPrismImporter(root: string): string | null {
  const dir = path.join(root, 'src', 'theme', 'CodeBlock')
  let names: string[]
  try {
    names = fs.readdirSync(dir, { recursive: true }).map(String)
  } catch {
    return null
  }
  for (const name of names.filter((n) => /\.[cm]?[jt]sx?$/.test(n)).sort()) {
    const file = path.join(dir, name)
    try {
      if (
        /from\s+['"]prism-react-renderer['"]|require\(\s*['"]prism-react-renderer['"]\s*\)/.test(
          fs.readFileSync(file, 'utf8'),
        )
      )
        return file
    } catch {
      // not readable: not this one
    }
  }
  return null
}

function resolves(req: NodeJS.Require, id: string): boolean {
  try {
    req.resolve(id)
    return true
  } catch {
    return false
  }
}

/** Require `id` afresh: Prism is made when its module runs, and components add to the Prism they find, so
 * each load gets its own. */
function requireFresh(req: NodeJS.Require, id: string): unknown {
  delete req.cache[req.resolve(id)]
  return req(id)
}

/**
 * The Prism a Docusaurus project at `root` highlights with, or null when prism-react-renderer is
 * not installed there. Loaded once per thread, project and language list, afresh (another list's
 * languages are not in it): prism-react-renderer's Prism, then each additional language from
 * `prismjs/components`, with `globalThis.Prism` set meanwhile, as theme-classic's
 * prism-include-languages does (`php` needs `markup-templating` first).
 */
export function loadSitePrism(root: string, additionalLanguages: readonly string[]): SitePrism | null {
  const key = root + '\0' + additionalLanguages.join('\0')
  if (loaded.has(key)) return loaded.get(key)!
  const req = prismRequire(root)
  let prism: PrismApi | null = null
  try {
    // prism-react-renderer 2 exports its Prism; version 1 has it at `prism-react-renderer/prism`.
    prism =
      (requireFresh(req, 'prism-react-renderer') as { Prism?: PrismApi }).Prism ??
      (requireFresh(req, 'prism-react-renderer/prism') as { default: PrismApi }).default
  } catch {
    prism = null
  }
  if (!prism?.languages || typeof prism.tokenize !== 'function') {
    loaded.set(key, null)
    return null
  }
  const failed: string[] = []
  const missing: string[] = []
  const global = globalThis as { Prism?: unknown }
  const before = global.Prism
  global.Prism = prism
  try {
    for (const lang of additionalLanguages) {
      try {
        if (lang === 'php') requireFresh(req, 'prismjs/components/prism-markup-templating.js')
        requireFresh(req, `prismjs/components/prism-${lang}`)
      } catch {
        failed.push(lang)
        if (!resolves(req, `prismjs/components/prism-${lang}`)) missing.push(lang)
      }
    }
  } finally {
    if (before === undefined) delete global.Prism
    else global.Prism = before
  }
  const api = prism
  const grammarOf = (lang: string) => {
    const name = lang.toLowerCase()
    const g = Object.hasOwn(api.languages, name) ? api.languages[name] : null
    return g && typeof g === 'object' ? g : null
  }
  const sitePrism: SitePrism = {
    failed,
    missing,
    has: (lang) => grammarOf(lang) !== null,
    lines(code, lang) {
      const env: Record<string, unknown> = { code, grammar: grammarOf(lang), language: lang.toLowerCase(), tokens: [] }
      api.hooks.run('before-tokenize', env)
      env.tokens = api.tokenize(env.code as string, env.grammar)
      api.hooks.run('after-tokenize', env)
      const lines: ElementContent[][] = [[]]
      appendStream(env.tokens as PrismStream, lines)
      return lines
    },
  }
  loaded.set(key, sitePrism)
  return sitePrism
}

/** Append a token stream to `lines` (the last is the current line), starting a line at each newline. */
function appendStream(stream: PrismStream, lines: ElementContent[][]): void {
  if (Array.isArray(stream)) {
    for (const item of stream) appendStream(item, lines)
    return
  }
  if (typeof stream === 'string') {
    stream.split('\n').forEach((part, i) => {
      if (i) lines.push([])
      if (part) lines[lines.length - 1]!.push({ type: 'text', value: part })
    })
    return
  }
  const inner: ElementContent[][] = [[]]
  appendStream(stream.content, inner)
  // A token's type, then its aliases, each a span inside the one before: prism-react-renderer
  // merges their styles in that order (an alias over the type), as CSS inheritance does here.
  const types = [stream.type, ...(stream.alias === undefined ? [] : [stream.alias].flat())].reverse()
  inner.forEach((nodes, i) => {
    if (i) lines.push([])
    if (!nodes.length) return
    let node: ElementContent[] = nodes
    for (const type of types)
      node = [{ type: 'element', tagName: 'span', properties: { className: ['token', type] }, children: node }]
    lines[lines.length - 1]!.push(node[0]!)
  })
}

/**
 * A block highlighted by the project's Prism: `pre.prism-code > code > span.line`s, lines marked
 * by `{1,3-5}` and magic comments (the comment lines removed), `data-line-numbers` for
 * `showLineNumbers` — the same structure and options as Shiki's blocks (shiki-lines.ts).
 * `fence`: the language as the block wrote it, for its `language-x` class (a `txt` block is
 * highlighted as plain `text` but keeps `language-txt`, as in Docusaurus).
 */
export function prismBlock(
  prism: SitePrism,
  text: string,
  lang: string,
  meta: string,
  magicComments?: MagicComment[],
  fence = lang,
): Element {
  // Lines end at \r\n and \r too, as prism-react-renderer splits them.
  const { code, marked } = markedLines(text.replace(/\r\n?/g, '\n'), meta, magicComments, fence)
  const children: ElementContent[] = []
  prism.lines(code, lang).forEach((nodes, i) => {
    if (i) children.push({ type: 'text', value: '\n' })
    children.push({
      type: 'element',
      tagName: 'span',
      properties: { className: ['line', ...(marked.get(i + 1) ?? [])] },
      children: nodes,
    })
  })
  return {
    type: 'element',
    tagName: 'pre',
    properties: {
      className: ['prism-code', `language-${fence.toLowerCase()}`],
      style: 'background-color:var(--sh-background);color:var(--sh-foreground)',
      tabIndex: 0,
      ...(LINE_NUMBERS_RE.test(meta) ? { dataLineNumbers: true } : {}),
    },
    children: [{ type: 'element', tagName: 'code', properties: {}, children }],
  }
}

/**
 * `<CodeBlock>`'s highlighting (theme/mdx/site.ts `highlight`): a block of code given to the
 * component (`<CodeBlock>{code}</CodeBlock>`, which the compiler cannot see) highlighted as a
 * fenced block of the same language is (rehype-shiki.ts), as Docusaurus's CodeBlock highlights
 * both with the same Prism. A language Prism lacks: its plain text when Prism has one, else null.
 */
export function prismCodeBlock(prism: SitePrism, magicComments?: MagicComment[]): CodeHighlight {
  return (code, fence, meta) => {
    const lang = PLAIN_TEXT.has(fence.toLowerCase()) ? 'text' : fence
    const as = prism.has(lang) ? lang : prism.has('text') ? 'text' : null
    if (as === null) return null
    const pre = prismBlock(prism, code.replace(/\n$/, ''), as, meta, magicComments, fence)
    return {
      className: pre.properties.className as string[],
      html: toHtml((pre.children[0] as Element).children),
      language: as,
    }
  }
}
