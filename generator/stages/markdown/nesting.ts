/**
 * A cheap line scan that finds list and blockquote nesting too deep to compile, before the
 * parser sees it. Lists: micromark's time grows with the cube of list depth (a 1,000-deep list
 * takes minutes) and 1,000 list markers overflow the stack. Blockquotes are linear and compile
 * 1,000 deep; a few thousand overflow the tree utilities' recursion. Estimates, not parses:
 * blockquote and list markers at the start of a line, plus the indentation stack of list
 * items; fenced code is skipped.
 */

/** List nesting deeper than this is refused (real documents stay under 10). */
export const MAX_NESTING = 100
/** Blockquote nesting deeper than this is refused. */
export const MAX_QUOTE_NESTING = 1000

const PREFIX_RE = /^(?:[ \t]*(?:>|[-*+](?=[ \t]|$)|\d{1,9}[.)](?=[ \t]|$)))+/
const MARKER_RE = />|[-*+](?=[ \t]|$)|\d{1,9}[.)](?=[ \t]|$)/g
const LIST_ITEM_RE = /^[ \t]*(?:[-*+]|\d{1,9}[.)])(?:[ \t]|$)/
const FENCE_RE = /^[ \t]*(`{3,}|~{3,})/

/** The first line (1-based) with lists nested deeper than `max` or quotes deeper than `maxQuotes`, with its
 * estimated depth; null if none. */
export function findDeepNesting(
  markdown: string,
  max = MAX_NESTING,
  maxQuotes = MAX_QUOTE_NESTING,
): { line: number; depth: number } | null {
  const indents: number[] = [] // indentation of the open list items
  let fence: string | null = null
  const lines = markdown.split('\n')
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!
    const prefix = PREFIX_RE.exec(line)?.[0] ?? ''
    const rest = line.slice(prefix.length).replace(/^[ \t]*/, '')
    const fenceMark = FENCE_RE.exec(rest)?.[1]
    if (fence) {
      if (fenceMark && fenceMark[0] === fence[0] && fenceMark.length >= fence.length) fence = null
      continue
    }
    if (fenceMark) fence = fenceMark
    if (!line.trim()) continue
    const indent = width(/^[ \t]*/.exec(line)![0])
    while (indents.length && indents[indents.length - 1]! >= indent) indents.pop()
    if (LIST_ITEM_RE.test(line)) indents.push(indent)
    const markers = prefix.match(MARKER_RE) ?? []
    const quotes = markers.filter((m) => m === '>').length
    const lists = markers.length - quotes + Math.max(0, indents.length - (LIST_ITEM_RE.test(line) ? 1 : 0))
    if (lists > max || quotes > maxQuotes) return { line: i + 1, depth: lists + quotes }
  }
  return null
}

function width(ws: string): number {
  let w = 0
  for (const c of ws) w = c === '\t' ? w + 4 - (w % 4) : w + 1
  return w
}
