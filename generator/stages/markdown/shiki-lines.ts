/**
 * A Shiki transformer for line options, run by rehype-shiki with the fence meta: lines listed
 * in `{1,3-5}` and lines marked by highlight comments (`// highlight-next-line`,
 * `// highlight-start` … `// highlight-end`; also with `#`, `--`, `;`, `<!-- -->`, `/* *\/`)
 * get `span.line.highlighted`, and the comment lines are removed. `showLineNumbers` sets
 * `pre[data-line-numbers]` (the numbers are CSS counters, so copying the code skips them).
 */
import type { ShikiTransformer } from 'shiki'

const RANGES_RE = /\{([\d\s,-]+)\}/
const LINE_NUMBERS_RE = /(?:^|\s)showLineNumbers(?=\s|$)/
const COMMENT_RE = /^\s*(?:\/\/|#|--|;|<!--|\/\*)\s*highlight-(next-line|start|end)\s*(?:-->|\*\/)?\s*$/

declare module 'shiki' {
  interface ShikiTransformerContextMeta {
    /** 1-based numbers of the lines to highlight. */
    highlighted?: Set<number>
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

/** Remove highlight comments; return the code and the lines (of the result) they mark. */
export function stripHighlightComments(code: string): { code: string; highlighted: Set<number> } {
  const kept: string[] = []
  const highlighted = new Set<number>()
  let next = false
  let depth = 0
  for (const line of code.split('\n')) {
    const m = COMMENT_RE.exec(line)
    if (m) {
      if (m[1] === 'next-line') next = true
      else depth = Math.max(0, depth + (m[1] === 'start' ? 1 : -1))
      continue
    }
    kept.push(line)
    if (next || depth > 0) highlighted.add(kept.length)
    next = false
  }
  return { code: kept.join('\n'), highlighted }
}

/** Highlighted lines and line numbers from the fence meta (`options.meta.__raw`) and comments. */
export function transformerLines(): ShikiTransformer {
  return {
    name: 'cwc:lines',
    preprocess(code, options) {
      const meta = String((options.meta as { __raw?: string } | undefined)?.__raw ?? '')
      const { code: stripped, highlighted } = stripHighlightComments(code)
      const ranges = RANGES_RE.exec(meta)
      if (ranges) for (const n of parseLineRanges(ranges[1]!)) highlighted.add(n)
      this.meta.highlighted = highlighted
      this.meta.lineNumbers = LINE_NUMBERS_RE.test(meta)
      return stripped
    },
    line(node, line) {
      if (this.meta.highlighted?.has(line)) this.addClassToHast(node, 'highlighted')
    },
    pre(node) {
      if (this.meta.lineNumbers) node.properties.dataLineNumbers = true
    },
  }
}
