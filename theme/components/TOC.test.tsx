import { describe, expect, test } from 'vitest'
import { TOC } from './TOC'
import { TOCMobile } from './TOCMobile'
import { nestToc } from './toc-tree'
import { renderToDom } from '../test-fixtures'

const items = [
  { id: 'a', text: 'A', depth: 2 },
  { id: 'a1', text: 'A1', depth: 3 },
  { id: 'a2', text: 'A2', depth: 3 },
  { id: 'b', text: 'B', depth: 2 },
]

describe('theme/components/TOC', () => {
  test('L8 nestToc puts each h3 under the h2 before it', () => {
    expect(nestToc(items).map((n) => [n.id, n.children.map((c) => c.id)])).toEqual([
      ['a', ['a1', 'a2']],
      ['b', []],
    ])
    expect(
      nestToc([
        { id: 'x', text: 'X', depth: 3 },
        { id: 'y', text: 'Y', depth: 2 },
      ]).map((n) => n.id),
    ).toEqual(['x', 'y'])
  })

  test('L8 desktop TOC lists levels 2 and 3 as nested links', () => {
    const { doc } = renderToDom(<TOC items={items} />)
    const nav = doc.querySelector('nav.toc[aria-label="On this page"]')!
    expect([...nav.querySelectorAll(':scope > ul > li > a.toc__link')].map((a) => a.getAttribute('href'))).toEqual([
      '#a',
      '#b',
    ])
    expect([...nav.querySelectorAll('ul ul a.toc__link')].map((a) => a.textContent)).toEqual(['A1', 'A2'])
  })

  test("31 an entry whose heading has markup (inline code, a label badge) shows it, as Docusaurus's TOC does", () => {
    const { doc } = renderToDom(
      <TOC
        items={[
          {
            id: 'requiredonpress',
            text: 'RequiredonPress',
            html: '<div class="label required basic">Required</div><strong><code>onPress</code></strong>',
            depth: 2,
          },
          { id: 'b', text: 'B <x>', depth: 2 },
        ]}
      />,
    )
    const links = [...doc.querySelectorAll('a.toc__link')]
    expect(links[0]!.querySelector('div.label.required')?.textContent).toBe('Required')
    expect(links[0]!.querySelector('strong > code')?.textContent).toBe('onPress')
    expect(links[1]!.textContent).toBe('B <x>') // text stays text
  })

  test('L8 mobile TOC is a collapsed "On this page" details', () => {
    const details = renderToDom(<TOCMobile items={items} />).doc.querySelector('details.toc-mobile')!
    expect(details.hasAttribute('open')).toBe(false)
    expect(details.querySelector('summary')?.textContent).toBe('On this page')
    expect(details.querySelectorAll('a.toc__link')).toHaveLength(4)
  })

  test("31 the lists and links carry Docusaurus's classes, so a Docusaurus site's CSS for its TOC reaches them", () => {
    const nav = renderToDom(<TOC items={items} />).doc.querySelector('nav.toc')!
    expect(nav.querySelector(':scope > ul')!.className).toBe(
      'toc__list table-of-contents table-of-contents__left-border',
    )
    expect(nav.querySelector('ul ul')!.className).toBe('toc__list') // nested lists: none, as Docusaurus's
    expect(nav.querySelectorAll('a.table-of-contents__link.toc-highlight')).toHaveLength(4)
    const mobile = renderToDom(<TOCMobile items={items} />).doc.querySelector('details.toc-mobile')!
    expect(mobile.querySelector('nav > ul')!.className).toBe('toc__list table-of-contents')
    expect(mobile.querySelectorAll('a.table-of-contents__link')).toHaveLength(4)
  })

  test('L8 no TOC without headings', () => {
    expect(renderToDom(<TOC items={[]} />).html).toBe('')
    expect(renderToDom(<TOCMobile items={[]} />).html).toBe('')
  })
})
