/**
 * A Shiki transformer for line options, run by rehype-shiki with the fence meta: lines listed
 * in `{1,3-5}` and lines marked by magic comments get a class on their `span.line`, and the
 * comment lines are removed. The comments are Docusaurus's `prism.magicComments` (each a class,
 * a `line` comment marking the next line and a `block` of start and end comments); its default,
 * `// highlight-next-line` and `// highlight-start` … `// highlight-end`, gives our
 * `highlighted` class. A comment is written in the comment styles Docusaurus reads in the block's
 * language (`--` in SQL, `#` in Python, `//` and `/* *\/` in JavaScript; elsewhere `//`, `/* *\/`,
 * JSX's `{/* *\/}`, `#` and `<!-- -->`).
 * `showLineNumbers` sets `pre[data-line-numbers]` (the numbers are CSS counters, so copying the
 * code skips them).
 */
import type { ShikiTransformer } from 'shiki'
import type { MagicComment } from '../../core/user-config.js'

const RANGES_RE = /\{([\d\s,-]+)\}/
/** `showLineNumbers` in a fence meta. */
export const LINE_NUMBERS_RE = /(?:^|\s)showLineNumbers(?=\s|$)/

/** Docusaurus's default magic comment; its class is ours, `highlighted`. */
const HIGHLIGHTED_LINE = 'theme-code-block-highlighted-line'
export const DEFAULT_MAGIC_COMMENTS: MagicComment[] = [
  {
    className: HIGHLIGHTED_LINE,
    line: 'highlight-next-line',
    block: { start: 'highlight-start', end: 'highlight-end' },
  },
]

/** The class a line marked by a magic comment gets. */
const lineClass = (className: string) => (className === HIGHLIGHTED_LINE ? 'highlighted' : className)

/** `prism.magicComments` as a site's config writes it: the valid entries, and a problem for each other one. */
export function readMagicComments(raw: unknown): { comments: MagicComment[]; problems: string[] } {
  if (!Array.isArray(raw))
    return {
      comments: DEFAULT_MAGIC_COMMENTS,
      problems: raw === undefined ? [] : ['is not an array: the default applies'],
    }
  const comments: MagicComment[] = []
  const problems: string[] = []
  raw.forEach((c: unknown, i) => {
    const o = (c && typeof c === 'object' ? c : {}) as {
      className?: unknown
      line?: unknown
      block?: { start?: unknown; end?: unknown }
    }
    const block =
      o.block && typeof o.block.start === 'string' && typeof o.block.end === 'string'
        ? { start: o.block.start, end: o.block.end }
        : undefined
    if (typeof o.className !== 'string' || (typeof o.line !== 'string' && !block))
      problems.push(`[${i}] needs a className and a line or block ({ start, end }) comment: left out`)
    else
      comments.push({
        className: o.className,
        ...(typeof o.line === 'string' ? { line: o.line } : {}),
        ...(block ? { block } : {}),
      })
  })
  return { comments, problems }
}

/** Comment styles a magic comment may be written in (Docusaurus's, as regular-expression source): its start and end. */
const COMMENT_STYLES: Record<string, [start: string, end: string]> = {
  js: ['\\/\\/', ''],
  jsBlock: ['\\/\\*', '\\*\\/'],
  jsx: ['\\{\\s*\\/\\*', '\\*\\/\\s*\\}'],
  bash: ['#', ''],
  html: ['<!--', '-->'],
  lua: ['--', ''],
  wasm: ['\\;\\;', ''],
  tex: ['%', ''],
  vb: ["['‘’]", ''],
  vbnet: ["(?:_\\s*)?['‘’]", ''],
  rem: ['[Rr][Ee][Mm]\\b', ''],
  f90: ['!', ''],
  ml: ['\\(\\*', '\\*\\)'],
  cobol: ['\\*>', ''],
}
/** The styles a language's magic comments are read in, as Docusaurus reads them (its theme-common's code
 * block utilities); others: `POPULAR`. */
const LANGUAGE_STYLES: Record<string, string[]> = {
  js: ['js', 'jsBlock'],
  javascript: ['js', 'jsBlock'],
  ts: ['js', 'jsBlock'],
  typescript: ['js', 'jsBlock'],
  jsx: ['js', 'jsBlock', 'jsx'],
  tsx: ['js', 'jsBlock', 'jsx'],
  html: ['js', 'jsBlock', 'html'],
  python: ['bash'],
  py: ['bash'],
  bash: ['bash'],
  markdown: ['html', 'jsx', 'bash'],
  md: ['html', 'jsx', 'bash'],
  tex: ['tex'],
  latex: ['tex'],
  matlab: ['tex'],
  lua: ['lua'],
  haskell: ['lua'],
  sql: ['lua', 'jsBlock'],
  wasm: ['wasm'],
  vb: ['vb', 'rem'],
  vba: ['vb', 'rem'],
  'visual-basic': ['vb', 'rem'],
  vbnet: ['vbnet', 'rem'],
  batch: ['rem'],
  basic: ['rem', 'f90'],
  fsharp: ['js', 'ml'],
  ocaml: ['ml'],
  sml: ['ml'],
  fortran: ['f90'],
  cobol: ['cobol'],
}
const POPULAR = ['js', 'jsBlock', 'jsx', 'bash', 'html']

/**
 * A matcher of the comment lines of these magic comments in a language (lower-cased; none: the
 * popular styles `//`, `/* *\/`, `{/* *\/}`, `#`, `<!-- -->`): the comment's kind and class, or null.
 * A line is one only when it holds nothing but the comment, opened and closed in one style.
 */
function commentMatcher(
  comments: MagicComment[],
  lang?: string,
): (line: string) => { kind: 'line' | 'start' | 'end'; className: string } | null {
  const names = new Map<string, { kind: 'line' | 'start' | 'end'; className: string }>()
  for (const c of comments) {
    const className = lineClass(c.className)
    // As Docusaurus, the first directive of a name wins (a later entry cannot take it over).
    if (c.line && !names.has(c.line)) names.set(c.line, { kind: 'line', className })
    if (c.block && !names.has(c.block.start)) names.set(c.block.start, { kind: 'start', className })
    if (c.block && !names.has(c.block.end)) names.set(c.block.end, { kind: 'end', className })
  }
  if (!names.size) return () => null
  const alternatives = [...names.keys()]
    .sort((a, b) => b.length - a.length)
    .map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('|')
  const styles = (lang !== undefined ? LANGUAGE_STYLES[lang.toLowerCase()] : undefined) ?? POPULAR
  const re = new RegExp(
    `^\\s*(?:${styles.map((style) => `(?:${COMMENT_STYLES[style]![0]}\\s*(${alternatives})\\s*${COMMENT_STYLES[style]![1]})`).join('|')})\\s*$`,
  )
  return (line) => {
    const m = re.exec(line)
    if (!m) return null
    return names.get(m.slice(1).find((g) => g !== undefined)!)!
  }
}

declare module 'shiki' {
  interface ShikiTransformerContextMeta {
    /** The classes of lines marked by ranges or magic comments, by 1-based line number. */
    marked?: Map<number, Set<string>>
    lineNumbers?: boolean
  }
}

/** `1,3-5` → {1, 3, 4, 5}. */
export function parseLineRanges(spec: string): Set<number> {
  const lines = new Set<number>()
  for (const part of spec.split(',')) {
    const [from, to = from] = part.split('-').map((s) => Number.parseInt(s, 10))
    if (from === undefined || Number.isNaN(from) || Number.isNaN(to)) continue
    for (let n = from; n <= to!; n++) lines.add(n)
  }
  return lines
}

/**
 * Remove magic comment lines; return the code and the classes of the lines (of the result) they
 * mark. As Docusaurus reads them: a line comment marks the next line; a block's end marks the
 * lines since its last start (an end with no start, the lines from the first); a start never
 * closed marks nothing.
 */
export function stripHighlightComments(
  code: string,
  comments: MagicComment[] = DEFAULT_MAGIC_COMMENTS,
  lang?: string,
): { code: string; marked: Map<number, Set<string>> } {
  const match = commentMatcher(comments, lang)
  const kept: string[] = []
  const marked = new Map<number, Set<string>>()
  const mark = (line: number, className: string) => marked.set(line, (marked.get(line) ?? new Set()).add(className))
  const starts = new Map<string, number>()
  for (const line of code.split('\n')) {
    const m = match(line)
    if (!m) {
      kept.push(line)
      continue
    }
    // Line numbers of the code without the comments, from 1: the next kept line is kept.length + 1.
    if (m.kind === 'line') mark(kept.length + 1, m.className)
    else if (m.kind === 'start') starts.set(m.className, kept.length + 1)
    else for (let n = starts.get(m.className) ?? 1; n <= kept.length; n++) mark(n, m.className)
  }
  // A line comment on the last line marks nothing.
  marked.delete(kept.length + 1)
  return { code: kept.join('\n'), marked }
}

/**
 * The classes of each marked line. With `{1,3-5}` in the meta those lines get the first magic
 * comment's class and the comments are left in the code, as in Docusaurus (which reads one or
 * the other); otherwise the magic comments (of the block's language) mark lines.
 */
export function markedLines(
  code: string,
  meta: string,
  comments: MagicComment[] = DEFAULT_MAGIC_COMMENTS,
  lang?: string,
): { code: string; marked: Map<number, Set<string>> } {
  const ranges = RANGES_RE.exec(meta)
  if (!ranges) return stripHighlightComments(code, comments, lang)
  const className = lineClass(comments[0]?.className ?? HIGHLIGHTED_LINE)
  return {
    code,
    marked: new Map([...parseLineRanges(ranges[1]!)].filter((n) => n > 0).map((n) => [n, new Set([className])])),
  }
}

/** Marked lines and line numbers from the fence meta (`options.meta.__raw`) and magic comments. */
export function transformerLines(comments?: MagicComment[]): ShikiTransformer {
  return {
    name: 'cwc:lines',
    preprocess(code, options) {
      const meta = String((options.meta as { __raw?: string } | undefined)?.__raw ?? '')
      const { code: stripped, marked } = markedLines(code, meta, comments, options.lang)
      this.meta.marked = marked
      this.meta.lineNumbers = LINE_NUMBERS_RE.test(meta)
      return stripped
    },
    line(node, line) {
      for (const c of this.meta.marked?.get(line) ?? []) this.addClassToHast(node, c)
    },
    pre(node) {
      if (this.meta.lineNumbers) node.properties.dataLineNumbers = true
    },
  }
}
