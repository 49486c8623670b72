import type { Element, Root } from 'hast'
import { h } from 'hastscript'
import { describe, expect, test } from 'vitest'
import { VFile } from 'vfile'
import { rehypeHeadings } from './rehype-headings.js'

function run(tree: Root) {
  const file = new VFile()
  rehypeHeadings()(tree, file)
  return file.data
}

describe('generator/markdown/rehype-headings', () => {
  test('L8 collects h2–h6 with id, plain text (and HTML when it has markup, for the TOC) and depth, in document order', () => {
    const data = run(
      h(null, [
        h('h1#title', 'Title'),
        h('h2#install', 'Install ', h('code', 'cwc')),
        h('h3#requirements', 'Requirements'),
        h('h4#deep', 'Deep'),
        h('h2#usage', 'Usage'),
      ]),
    )
    expect(data.headings).toEqual([
      { id: 'install', text: 'Install cwc', html: 'Install <code>cwc</code>', depth: 2 },
      { id: 'requirements', text: 'Requirements', depth: 3 },
      { id: 'deep', text: 'Deep', depth: 4 },
      { id: 'usage', text: 'Usage', depth: 2 },
    ])
  })

  test("31 a link in a heading is its content in the TOC entry (which is a link itself), as in Docusaurus's TOC", () => {
    const data = run(
      h(null, [
        h('h2#using-define', 'Using ', h('a', { href: '/api' }, h('code', 'sequelize.define')), ':'),
        h('h2#extending-model', 'Extending ', h('a', { href: '/api' }, 'Model')),
      ]),
    )
    expect(data.headings).toEqual([
      { id: 'using-define', text: 'Using sequelize.define:', html: 'Using <code>sequelize.define</code>:', depth: 2 },
      { id: 'extending-model', text: 'Extending Model', depth: 2 }, // text alone once the link is gone
    ])
  })

  test('the first h1 is the page title and is not in the TOC', () => {
    const data = run(h(null, [h('h1#a', 'First'), h('h1#b', 'Second')]))
    expect(data.h1).toBe('First')
    expect(data.headings).toEqual([])
    expect(run(h(null, [h('p', 'x')])).h1).toBeNull()
  })

  test('every element id is collected for anchor checks', () => {
    const data = run(h(null, [h('h2#a', 'A'), h('div#custom', h('span#inner')), h('p', 'x')]))
    expect(data.ids).toEqual(['a', 'custom', 'inner'])
  })

  test('h2–h6 get a # anchor link with an accessible name; h1 does not', () => {
    const tree = h(null, [h('h1#t', 'T'), h('h2#why', 'Why')])
    run(tree)
    expect((tree.children[0] as Element).children).toHaveLength(1)
    const anchor = (tree.children[1] as Element).children[1] as Element
    expect(anchor).toMatchObject({
      tagName: 'a',
      properties: { className: ['hash-link'], href: '#why', ariaLabel: 'Direct link to Why' },
    })
  })

  test("a heading without an id gets GitHub's slug of its text, unique in the document; explicit ids are kept", () => {
    const data = run(
      h(null, [
        h('h1', 'Page'),
        h('h2', 'Set up'),
        h('h2', 'Set up'),
        h('h3#mine', 'Other'),
        h('h2', 'Ünïcode & more!'),
      ]),
    )
    expect(data.headings).toEqual([
      { id: 'set-up', text: 'Set up', depth: 2 },
      { id: 'set-up-1', text: 'Set up', depth: 2 },
      { id: 'mine', text: 'Other', depth: 3 },
      { id: 'ünïcode--more', text: 'Ünïcode & more!', depth: 2 },
    ])
    expect(data.ids).toEqual(['page', 'set-up', 'set-up-1', 'mine', 'ünïcode--more'])
  })
})
