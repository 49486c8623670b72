/**
 * A Shiki transformer for line options, run by rehype-shiki with the fence meta: lines listed
 * in `{1,3-5}` and lines marked by magic comments get a class on their `span.line`, and the
 * comment lines are removed. The comments are Docusaurus's `prism.magicComments` (each a class,
 * a `line` comment marking the next line and a `block` of start and end comments); its default,
 * `// highlight-next-line` and `// highlight-start` … `// highlight-end`, gives our
 * `highlighted` class. A comment is written with `//`, `#`, `--`, `;`, `<!-- -->`, `/* *\/` or
 * JSX's `{/* *\/}`.
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
export const DEFAULT_MAGIC_COMMENTS: MagicComment[] = [{ className: HIGHLIGHTED_LINE, line: 'highlight-next-line', block: { start: 'highlight-start', end: 'highlight-end' } }]

/** The class a line marked by a magic comment gets. */
const lineClass = (className: string) => (className === HIGHLIGHTED_LINE ? 'highlighted' : className)

/** `prism.magicComments` as a site's config writes it: the valid entries, and a problem for each other one. */
export function readMagicComments(raw: unknown): { comments: MagicComment[]; problems: string[] } {
  if (!Array.isArray(raw)) return { comments: DEFAULT_MAGIC_COMMENTS, problems: raw === undefined ? [] : ['is not an array: the default applies'] }
  const comments: MagicComment[] = []
  const problems: string[] = []
  raw.forEach((c: unknown, i) => {
    const o = (c && typeof c === 'object' ? c : {}) as { className?: unknown; line?: unknown; block?: { start?: unknown; end?: unknown } }
    const block = o.block && typeof o.block.start === 'string' && typeof o.block.end === 'string' ? { start: o.block.start, end: o.block.end } : undefined
    if (typeof o.className !== 'string' || (typeof o.line !== 'string' && !block)) problems.push(`[${i}] needs a className and a line or block ({ start, end }) comment: left out`)
    else comments.push({ className: o.className, ...(typeof o.line === 'string' ? { line: o.line } : {}), ...(block ? { block } : {}) })
  })
  return { comments, problems }
}

/** A matcher of the comment lines of these magic comments: the comment's kind and class, or null. */
function commentMatcher(comments: MagicComment[]): (line: string) => { kind: 'line' | 'start' | 'end'; className: string } | null {
  const names = new Map<string, { kind: 'line' | 'start' | 'end'; className: string }>()
  for (const c of comments) {
    const className = lineClass(c.className)
    if (c.line) names.set(c.line, { kind: 'line', className })
    if (c.block) { names.set(c.block.start, { kind: 'start', className }); names.set(c.block.end, { kind: 'end', className }) }
  }
  if (!names.size) return () => null
  const alternatives = [...names.keys()].sort((a, b) => b.length - a.length).map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')
  const re = new RegExp(`^\\s*(?:\\/\\/|#|--|;|<!--|\\/\\*|\\{\\s*\\/\\*)\\s*(${alternatives})\\s*(?:-->|\\*\\/\\s*\\}|\\*\\/)?\\s*$`)
  return (line) => {
    const m = re.exec(line)
    return m ? names.get(m[1]!)! : null
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
 * mark.
 */
export function stripHighlightComments(code: string, comments: MagicComment[] = DEFAULT_MAGIC_COMMENTS): { code: string; marked: Map<number, Set<string>> } {
  const match = commentMatcher(comments)
  const kept: string[] = []
  const marked = new Map<number, Set<string>>()
  const next = new Set<string>()
  const open = new Map<string, number>()
  for (const line of code.split('\n')) {
    const m = match(line)
    if (m) {
      if (m.kind === 'line') next.add(m.className)
      else open.set(m.className, Math.max(0, (open.get(m.className) ?? 0) + (m.kind === 'start' ? 1 : -1)))
      continue
    }
    kept.push(line)
    const classes = new Set([...next, ...[...open].filter(([, depth]) => depth > 0).map(([c]) => c)])
    if (classes.size) marked.set(kept.length, classes)
    next.clear()
  }
  return { code: kept.join('\n'), marked }
}

/** The classes of each marked line, with the `{1,3-5}` ranges of the meta as `highlighted`. */
export function markedLines(code: string, meta: string, comments?: MagicComment[]): { code: string; marked: Map<number, Set<string>> } {
  const { code: stripped, marked } = stripHighlightComments(code, comments)
  const ranges = RANGES_RE.exec(meta)
  if (ranges) for (const n of parseLineRanges(ranges[1]!)) marked.set(n, new Set([...(marked.get(n) ?? []), 'highlighted']))
  return { code: stripped, marked }
}

/** Marked lines and line numbers from the fence meta (`options.meta.__raw`) and magic comments. */
export function transformerLines(comments?: MagicComment[]): ShikiTransformer {
  return {
    name: 'cwc:lines',
    preprocess(code, options) {
      const meta = String((options.meta as { __raw?: string } | undefined)?.__raw ?? '')
      const { code: stripped, marked } = markedLines(code, meta, comments)
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
