import { describe, expect, test } from 'vitest'
import { DocPage } from '../layouts/DocPage'
import { makeProps, renderToDom } from '../test-fixtures'
import type { DocProps } from '../../generator/core/types'
import { LastUpdated } from './LastUpdated'

const docWith = (lastUpdate: DocProps['doc']['lastUpdate']): DocProps => {
  const page = makeProps('doc')
  return { ...page, doc: { ...page.doc, ...(lastUpdate ? { lastUpdate } : {}) } }
}

describe('theme/components/LastUpdated', () => {
  test('"Last updated on <date> by <author>" as Docusaurus words it, the date in <time datetime>', () => {
    const { doc, html } = renderToDom(
      <LastUpdated lastUpdate={{ date: '2024-02-01T12:00:00.000Z', formattedDate: 'Feb 1, 2024', author: 'Bob' }} />,
    )
    expect(doc.body.textContent).toBe('Last updated on Feb 1, 2024 by Bob')
    expect(doc.querySelector('span.doc-footer__last-updated b > time')?.getAttribute('datetime')).toBe(
      '2024-02-01T12:00:00.000Z',
    )
    expect(html).toContain('<b>Bob</b>')
  })

  test('only the parts given: the date alone, the author alone, nothing at all', () => {
    expect(
      renderToDom(<LastUpdated lastUpdate={{ date: '2024-02-01T12:00:00.000Z', formattedDate: 'Feb 1, 2024' }} />).doc
        .body.textContent,
    ).toBe('Last updated on Feb 1, 2024')
    expect(renderToDom(<LastUpdated lastUpdate={{ author: 'Bob' }} />).doc.body.textContent).toBe('Last updated by Bob')
    expect(renderToDom(<LastUpdated lastUpdate={undefined} />).html).toBe('')
    expect(renderToDom(<LastUpdated lastUpdate={{}} />).html).toBe('')
  })

  test('the doc footer shows it (even with no tags or edit link), after the edit link', () => {
    const { doc } = renderToDom(
      <DocPage {...docWith({ date: '2024-02-01T12:00:00.000Z', formattedDate: 'Feb 1, 2024', author: 'Bob' })} />,
    )
    expect(doc.querySelector('footer.doc-footer > .doc-footer__last-updated')?.textContent).toBe(
      'Last updated on Feb 1, 2024 by Bob',
    )
    const edited = docWith({ author: 'Bob' })
    edited.doc.editUrl = 'https://github.com/x/edit/main/docs/a.md'
    const parts = [...renderToDom(<DocPage {...edited} />).doc.querySelector('footer.doc-footer')!.children].map(
      (c) => c.className,
    )
    expect(parts).toEqual(['doc-footer__edit', 'doc-footer__last-updated'])
  })

  test('without it the doc page is unchanged (no footer when nothing else needs one)', () => {
    const { doc, html } = renderToDom(<DocPage {...docWith(undefined)} />)
    expect(doc.querySelector('footer.doc-footer')).toBeNull()
    expect(html).toBe(renderToDom(<DocPage {...makeProps('doc')} />).html)
  })
})
