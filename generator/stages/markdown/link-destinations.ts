/**
 * Where the link destinations of a markdown text are written: offsets into the text, so that a
 * twin (outputs/llms.ts) can have its links made absolute by splicing, every other byte kept as
 * written. Two ways to find them, which give the same list:
 * - `parseDestinations` parses (remark with GFM and directives, the syntax the site compiles with);
 * - `scanDestinations` reads plainly written links without a parse, and declines (null) for
 *   anything a parser might read otherwise.
 * The MDX path finds its twin's destinations while compiling (in the compile's thread, kept with
 * the page in the build cache), so the extras stage only splices.
 */
import type { Definition, Image, Link, Root } from 'mdast'
import remarkParse from 'remark-parse'
import { unified } from 'unified'
import { visit } from 'unist-util-visit'
import type { LinkDestination } from '../../core/types.js'
import { SYNTAX_PLUGINS } from './plugins.js'

export type { LinkDestination }

/** Parse only (no transforms run), with the syntax extensions the markdown stage compiles with. */
export const parser = unified().use(remarkParse).use(SYNTAX_PLUGINS).freeze()

/** Every written destination of links, images and definitions, as the parser reads them. */
export function parseDestinations(markdown: string): LinkDestination[] {
  const tree = parser.parse(markdown) as Root
  const found: LinkDestination[] = []
  visit(tree, (node) => {
    if (node.type !== 'link' && node.type !== 'image' && node.type !== 'definition') return
    const n = node as Link | Image | Definition
    const start = n.position?.start.offset
    const end = n.position?.end.offset
    if (start === undefined || end === undefined) return
    const slice = markdown.slice(start, end)
    // The destination follows `](` (inline links: the last one, after any nested link text) or `]:` (definitions).
    const marker = n.type === 'definition' ? slice.indexOf(']:') : slice.lastIndexOf('](')
    if (marker < 0) return // autolink literal or reference: nothing written to rewrite here
    let at = marker + 2
    while (/\s/.test(slice[at] ?? '')) at++
    const angle = slice[at] === '<'
    const tokenEnd = angle ? slice.indexOf('>', at) + 1 : destinationEnd(slice, at)
    if (tokenEnd <= at) return
    const written = slice.slice(angle ? at + 1 : at, angle ? tokenEnd - 1 : tokenEnd)
    if (!/[\\&]/.test(written) && written !== n.url) return // not the destination (e.g. `](` inside a title): leave it
    found.push({ start: start + at, end: start + tokenEnd, url: n.url, angle })
  })
  // In text order (an image inside a link's text is visited after the link).
  return found.sort((a, b) => a.start - b.start)
}

/**
 * The destinations without a parse, for markdown whose links are all written plainly: every `](`
 * outside code opens a destination of `INLINE_DESTINATION_RE` with no escape or entity in it.
 * Null for anything a parser might read otherwise: an escaped bracket, a reference definition,
 * fences it cannot pair, `](` in a block that starts with HTML or in an indented line, raw text
 * elements and comments, a bare destination with parentheses.
 */
export function scanDestinations(markdown: string): LinkDestination[] | null {
  // An escaped bracket: parse.
  if (/\\[[\]]/.test(markdown)) return null
  // The comment idiom `[//]: # 'text'` on a line of its own between blank lines is a definition
  // (destination `#`) and nothing else: its destination is noted and the line set aside. Any
  // other reference definition: parse.
  const comments: LinkDestination[] = []
  if (markdown.includes('[//]:')) {
    markdown = markdown.replace(COMMENT_LINE_RE, (line: string, lead: string, at: number) => {
      const start = at + lead.length + '[//]: '.length
      comments.push({ start, end: start + 1, url: '#', angle: false })
      return lead + blank(line.slice(lead.length))
    })
    // From here on `markdown` is the text with those lines blanked (the same offsets).
  }
  if (/^\s*\[[^\]]+\]:/m.test(markdown)) return null
  if (!markdown.includes('](')) return comments
  // Fences longer than three, an unclosed one, or one in a block quote: pairing them needs the parser.
  const fences = markdown.match(/^ {0,3}(?:`{3,}|~{3,})/gm) ?? []
  if (fences.some((f) => f.trim().length > 3) || fences.length % 2 === 1 || /^ {0,3}>.*(?:```|~~~)/m.test(markdown))
    return null
  // Fenced code, then code spans (paired within a block: a span never crosses a blank line), are
  // blanked; the links are read from what is left, at the same offsets.
  let prose = markdown.replace(/^ {0,3}(```|~~~)[\s\S]*?^ {0,3}\1/gm, blank)
  const inSpans = prose.includes('`')
  if (inSpans) {
    // A backslash before a backtick: the span pairing needs the parser.
    if (prose.includes('\\`')) return null
    // Filled with `)`, not blanks: a span that starts a line is no indentation, and `](` followed by a span
    // is no destination.
    let unsure = false
    prose = prose.replace(
      /(^|\n[ \t]*\n)([\s\S]*?)(?=\n[ \t]*\n|$)/g,
      (_, lead: string, block: string) =>
        lead +
        block.replace(/(?<!`)(`+)(?!`)[\s\S]*?(?<!`)\1(?!`)/g, (code) => {
          // A span hiding `](` across a line, a table cell or HTML may be paired otherwise by the parser
          // (a list item, a heading, a cell, or a tag or autolink opened before it ends first). A `>`
          // alone, as in `(x) => y`, closes nothing unless a `<` opened something in the block.
          if (code.includes('](') && (/[\n|<]/.test(code) || (code.includes('>') && block.includes('<')))) unsure = true
          return code.replace(/[^\n]/g, ')')
        }),
    )
    if (unsure) return null
  }
  for (const block of prose.split(/\n[ \t]*\n/))
    if (block.includes('](') && /^(?: {0,3}<|(?: {4}|\t).*\]\()/m.test(block)) return null
  // HTML blocks that run across blank lines (raw text elements, comments).
  if (/<(?:pre|script|style|textarea)\b|<[!?]/i.test(prose)) return null
  let opened = 0
  for (let at = prose.indexOf(']('); at !== -1; at = prose.indexOf('](', at + 2)) opened++
  const found: LinkDestination[] = []
  for (const m of prose.matchAll(INLINE_DESTINATION_RE)) {
    const angle = m[1] !== undefined
    const url = m[1] ?? m[2]!
    // An escape or a character reference: the parser's URL is not the text as written.
    if (/\\|&(?:#\d+|#x[\da-f]+|\w+);/i.test(url)) return null
    const start = m.index! + 2
    const written = angle ? `<${url}>` : url
    // A destination that runs into a span's place (`](./a`b`.md)`): the parser reads it whole.
    const end = start + written.length
    if (markdown.slice(start, end) !== written || markdown[end] !== prose[end]) return null
    found.push({ start, end, url, angle })
  }
  if (found.length !== opened) return null
  return comments.length ? [...comments, ...found].sort((a, b) => a.start - b.start) : found
}

/** The last text's destinations (see findDestinations). */
let last: { markdown: string; found: LinkDestination[] } | null = null

/**
 * The destinations of a text: scanned when the scan is sure, else parsed. The last text's are
 * kept: the versions of a doc are compiled one after another (threads/stage-runner.ts
 * `groupRepeats`), and their twins are mostly the same text. The list is shared, read only.
 */
export function findDestinations(markdown: string): LinkDestination[] {
  if (last?.markdown === markdown) return last.found
  const found = scanDestinations(markdown) ?? parseDestinations(markdown)
  last = { markdown, found }
  return found
}

/** The text with each destination the map changes written anew (`map` null: left as written). */
export function spliceDestinations(
  markdown: string,
  found: LinkDestination[],
  map: (url: string) => string | null,
): string {
  let out = ''
  let from = 0
  for (const d of found) {
    const next = map(d.url)
    if (next === null || next === d.url) continue
    out +=
      markdown.slice(from, d.start) +
      (d.angle
        ? `<${next}>`
        : next.replace(/[()\s]/g, (c) => '%' + c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')))
    from = d.end
  }
  return from === 0 ? markdown : out + markdown.slice(from)
}

/**
 * A plain inline destination after `](` — in angle brackets (`<https://x/f(a b)>`, the only way to
 * write spaces or unbalanced parentheses), or bare without any — followed by `)` or a quoted or
 * parenthesised title (else not a link).
 */
const INLINE_DESTINATION_RE = /\]\((?:<([^<>\n\\]+)>|([^\s()<>]+))(?=\s*\)|\s+["'(])/g

/** A line `[//]: # 'text'` (or `"text"`, `(text)`, or no text) after a blank line or the start, before one or
 * the end. */
const COMMENT_LINE_RE =
  /(^|\n[ \t]*\n)\[\/\/\]: #(?:[ \t]+(?:'[^'\n]*'|"[^"\n]*"|\([^()\n]*\)))?[ \t]*(?=\n[ \t]*\n|\n?$)/g

/** Code blanked to spaces, its line breaks kept (offsets and blank lines stay where they were). */
function blank(code: string): string {
  return code.replace(/[^\n]/g, ' ')
}

/** End of a bare link destination: whitespace or an unbalanced `)` (CommonMark). */
function destinationEnd(s: string, from: number): number {
  let depth = 0
  for (let i = from; i < s.length; i++) {
    const c = s[i]!
    if (c === '\\') {
      i++
      continue
    }
    if (/\s/.test(c)) return i
    if (c === '(') depth++
    else if (c === ')') {
      if (depth === 0) return i
      depth--
    }
  }
  return s.length
}
