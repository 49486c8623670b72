import type { Heading, Root } from 'mdast'
import remarkParse from 'remark-parse'
import { unified } from 'unified'
import { describe, expect, test } from 'vitest'
import { remarkHeadingId } from './remark-heading-id.js'

function headings(markdown: string): Heading[] {
  const tree = unified().use(remarkParse).parse(markdown) as Root
  remarkHeadingId()(tree)
  return tree.children.filter((n): n is Heading => n.type === 'heading')
}

describe('generator/markdown/remark-heading-id', () => {
  test('an explicit {#custom-id} becomes the heading id and leaves the text', () => {
    const [heading] = headings('## Options {#options}')
    expect(heading!.data?.hProperties).toEqual({ id: 'options' })
    expect(heading!.children).toEqual([expect.objectContaining({ type: 'text', value: 'Options' })])
  })

  test.each([
    ['## Plain heading', undefined],
    ['## Braces {not an id}', undefined],
    ['## Mid {#id} text', undefined],
    ['## Emphasis *last*', undefined],
    ['### Dotted {#v1.2-notes}', 'v1.2-notes'],
  ])('%s → id %s', (md, id) => {
    const [heading] = headings(md)
    expect(heading!.data?.hProperties?.id).toBe(id)
  })
})
