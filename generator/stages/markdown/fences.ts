/**
 * Where each line of markdown stands with respect to code fences, for the line-level
 * preprocessing that must leave code alone (MDX preprocessing, older admonition titles, the
 * "MDX in a .md file" check). A fence opens with three or more backticks or tildes and closes
 * with a line of the same character, at least as many, and nothing else. A fence in a block
 * quote (`> ```md`) is read after the quote's markers, and ends with its quote.
 */

/** A line in prose, or the opening line, a line inside, or the closing line of a fence (with its info string). */
export type LinePlace = { fence: null } | { fence: string; info: string; role: 'open' | 'inside' | 'close' }

/** The place of every line of `lines`, in order. */
export function fencePlaces(lines: string[]): LinePlace[] {
  let fence: { marker: string; info: string; depth: number } | null = null
  return lines.map((line): LinePlace => {
    if (fence !== null) {
      // Inside, only the fence's own quote markers are markup; a line with fewer ends the quote, and the fence.
      const text = unquoted(line, fence.depth)
      if (text === null) fence = null
      else {
        const t = text.trim()
        const current = fence
        if (t.startsWith(current.marker[0]!.repeat(current.marker.length)) && t.replace(/[`~]/g, '') === '') {
          fence = null
          return { fence: current.marker, info: current.info, role: 'close' }
        }
        return { fence: current.marker, info: current.info, role: 'inside' }
      }
    }
    const quote = QUOTE_RE.exec(line)![0]
    const open = /^\s*(`{3,}|~{3,})(.*)$/.exec(line.slice(quote.length))
    if (!open) return { fence: null }
    fence = { marker: open[1]!, info: open[2]!.trim(), depth: quote.split('>').length - 1 }
    return { fence: fence.marker, info: fence.info, role: 'open' }
  })
}

/** `line` without its first `depth` block quote markers, or null when it has fewer. */
function unquoted(line: string, depth: number): string | null {
  let rest = line
  for (let i = 0; i < depth; i++) {
    const m = /^ {0,3}> ?/.exec(rest)
    if (!m) return null
    rest = rest.slice(m[0].length)
  }
  return rest
}

/** A line's block quote markers (`> `, `>> `, ` > > `), possibly none. */
const QUOTE_RE = /^(?: {0,3}> ?)*/
