import { describe, expect, test } from 'vitest'
import { findDestinations, parseDestinations } from './link-destinations.js'

describe('link destinations', () => {
  test("31 the versions of a doc, compiled one after another, share the list of their twin's destinations; another text gets its own", () => {
    const a = 'See [the guide](./guide.md) and [//]: # "note"\n\n[ref]: ../ref.md\n'
    const b = 'Only [one](https://example.com/x) link.\n'
    const first = findDestinations(a)
    expect(first).toEqual(parseDestinations(a))
    expect(findDestinations(a)).toBe(first) // the next version of the page: the same list
    const other = findDestinations(b)
    expect(other).toEqual(parseDestinations(b))
    expect(other.map((d) => d.url)).toEqual(['https://example.com/x'])
    expect(findDestinations(a)).toEqual(first) // found again after another text
  })
})
