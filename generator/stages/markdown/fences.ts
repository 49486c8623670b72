/**
 * Where each line of markdown stands with respect to code fences, for the line-level
 * preprocessing that must leave code alone (MDX preprocessing, older admonition titles, the
 * "MDX in a .md file" check). A fence opens with three or more backticks or tildes and closes
 * with a line of the same character, at least as many, and nothing else.
 */

/** A line in prose, or the opening line, a line inside, or the closing line of a fence (with its info string). */
export type LinePlace = { fence: null } | { fence: string; info: string; role: 'open' | 'inside' | 'close' }

/** The place of every line of `lines`, in order. */
export function fencePlaces(lines: string[]): LinePlace[] {
  let fence: { marker: string; info: string } | null = null
  return lines.map((line): LinePlace => {
    if (fence === null) {
      const open = /^\s*(`{3,}|~{3,})(.*)$/.exec(line)
      if (!open) return { fence: null }
      fence = { marker: open[1]!, info: open[2]!.trim() }
      return { fence: fence.marker, info: fence.info, role: 'open' }
    }
    const t = line.trim()
    const current: { marker: string; info: string } = fence
    if (t.startsWith(current.marker[0]!.repeat(current.marker.length)) && t.replace(/[`~]/g, '') === '') {
      fence = null
      return { fence: current.marker, info: current.info, role: 'close' }
    }
    return { fence: current.marker, info: current.info, role: 'inside' }
  })
}
