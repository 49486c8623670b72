// @vitest-environment happy-dom
import { describe, expect, test } from 'vitest'
import { activeHeading } from './toc-spy'

/** Headings whose boxes sit at the given tops (40 px tall). */
const at = (...tops: number[]) =>
  tops.map(
    (top, i) => ({ id: `h${i}`, getBoundingClientRect: () => ({ top, bottom: top + 40 }) }) as unknown as Element,
  )

describe('L8 toc spy: the heading being read', () => {
  test('the first heading below the navbar when it is in the top half, else the one before it', () => {
    expect(activeHeading(at(-500, 120, 900), 70, 800)?.id).toBe('h1')
    expect(activeHeading(at(-500, 600, 900), 70, 800)?.id).toBe('h0')
  })
  test('above the first heading (top of the page) the first one is active, not none', () => {
    expect(activeHeading(at(500, 900), 70, 800)?.id).toBe('h0')
  })
  test('at the bottom of the page the last heading is active even when its section is short', () => {
    expect(activeHeading(at(-900, 300, 700), 70, 800, true)?.id).toBe('h2')
    expect(activeHeading(at(-900, 300, 700), 70, 800, false)?.id).toBe('h1')
  })
  test('at the bottom, a heading the URL names that is in view stays active: a jump to a section near the end lights it (third reading, item 13)', () => {
    const headings = at(-900, 80, 300, 700)
    expect(activeHeading(headings, 70, 800, true, headings[1]!)?.id).toBe('h1')
    // Out of view (scrolled past), or not a TOC heading: the last one, as before.
    expect(activeHeading(at(-900, -80, 300, 700), 70, 800, true, at(-900, -80)[1]!)?.id).toBe('h3')
    const other = at(-900, -80, 300, 700)
    expect(activeHeading(other, 70, 800, true, other[1]!)?.id).toBe('h3')
  })
})
