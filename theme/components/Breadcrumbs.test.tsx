import { describe, expect, test } from 'vitest'
import { Breadcrumbs } from './Breadcrumbs'
import { DocPage } from '../layouts/DocPage'
import { makeProps, makeMeta, renderToDom } from '../test-fixtures'

describe('theme/components/Breadcrumbs', () => {
  test('L10 breadcrumbs: home icon, then the matching sidebar items, the last one current', () => {
    const crumbs = [
      { label: 'API tools', href: '/api-tools/' },
      { label: 'Code completions', href: '/api-tools/code-completions' },
    ]
    const { doc } = renderToDom(<Breadcrumbs crumbs={crumbs} homeHref="/" />)
    const items = doc.querySelectorAll('nav.breadcrumbs[aria-label="Breadcrumbs"] > ol > li')
    expect(items).toHaveLength(3)
    expect(items[0].querySelector('a')?.getAttribute('href')).toBe('/')
    expect(items[0].querySelector('a')?.getAttribute('aria-label')).toBe('Home page')
    expect(items[1].querySelector('a')?.getAttribute('href')).toBe('/api-tools/')
    expect(items[2].querySelector('[aria-current="page"]')?.textContent).toBe('Code completions')
    expect(items[2].querySelector('a')).toBeNull()
  })

  test('L10 no breadcrumbs on the docs root', () => {
    const props = makeProps('doc')
    const root = {
      ...props,
      meta: makeMeta({ url: '/' }),
      doc: { ...props.doc, breadcrumbs: [{ label: 'Intro', href: '/' }] },
    }
    expect(renderToDom(<DocPage {...root} />).doc.querySelector('nav.breadcrumbs')).toBeNull()
  })
})
