import { describe, expect, test } from 'vitest'
import { renderToStaticMarkup } from 'react-dom/server'
import { DocSidebar } from './DocSidebar'
import { sidebarView } from './SidebarItem'
import type { Sidebar } from '../../../generator/core/types'
import { makeSidebar, renderToDom } from '../../test-fixtures'

describe('theme/components/DocSidebar', () => {
  test('L10 the current link is active and its category open and marked', () => {
    const { doc } = renderToDom(<DocSidebar sidebar={makeSidebar()} url="/api-tools/code-completions" />)
    const nav = doc.querySelector('nav.doc-sidebar[aria-label="Docs sidebar"]')!
    expect(nav.getAttribute('data-persist')).toBe('sidebar:documentationSidebar')
    const active = nav.querySelectorAll('a.menu__link--active')
    expect(active).toHaveLength(1)
    expect(active[0].getAttribute('aria-current')).toBe('page')
    expect(active[0].textContent).toBe('Code completions')
    const category = nav.querySelector('details.menu__category')!
    expect(category.hasAttribute('open')).toBe(true)
    expect(category.querySelector('summary')?.classList.contains('menu__category-label--active')).toBe(true)
    expect(category.previousElementSibling?.matches('a.menu__link[href="/api-tools/"]')).toBe(true)
  })

  test('a category page link sits before its details, never inside the summary (axe nested-interactive)', () => {
    const { doc } = renderToDom(<DocSidebar sidebar={makeSidebar()} url="/api-tools/" />)
    const summary = doc.querySelector('summary.menu__category-label')!
    expect(summary.querySelector('a')).toBeNull()
    expect(summary.textContent).toBe('Toggle the API tools category')
    expect(doc.querySelector('li.menu__item--category > a.menu__link--active')?.getAttribute('aria-current')).toBe(
      'page',
    )
    expect(doc.querySelector('details.menu__category')!.hasAttribute('open')).toBe(true)
  })

  test('a collapsed category without the current page starts closed', () => {
    const { doc } = renderToDom(<DocSidebar sidebar={makeSidebar()} url="/tips" />)
    expect(doc.querySelector('details.menu__category')!.hasAttribute('open')).toBe(false)
    expect(doc.querySelector('ul.menu > li > a[aria-current="page"]')?.textContent).toBe('Tips')
  })

  test('sidebarView: a change to a closed branch leaves it (and the rendered sidebar) as it was; a change to an open one changes both', () => {
    const relabel = (sb: Sidebar, from: string, to: string): Sidebar =>
      JSON.parse(JSON.stringify(sb).replaceAll(`"label":"${from}"`, `"label":"${to}"`)) as Sidebar
    const base = makeSidebar()
    const edited = relabel(base, 'Code completions', 'Completions of code')
    const html = (sb: Sidebar, url: string) => renderToStaticMarkup(<DocSidebar sidebar={sb} url={url} />)
    // /tips: the API tools category is closed, so its children are not shown.
    expect(JSON.stringify(sidebarView(edited, '/tips'))).toBe(JSON.stringify(sidebarView(base, '/tips')))
    expect(html(edited, '/tips')).toBe(html(base, '/tips'))
    // Inside the category, the branch is open.
    expect(JSON.stringify(sidebarView(edited, '/api-tools/code-completions'))).not.toBe(
      JSON.stringify(sidebarView(base, '/api-tools/code-completions')),
    )
    expect(html(edited, '/api-tools/code-completions')).not.toBe(html(base, '/api-tools/code-completions'))
  })

  test('the desktop collapse button is there', () => {
    const { doc } = renderToDom(<DocSidebar sidebar={makeSidebar()} url="/tips" />)
    expect(doc.querySelector('button[data-sidebar-collapse]')?.getAttribute('aria-label')).toBe('Collapse sidebar')
  })
})

describe('theme/components/DocSidebar lazy branches', () => {
  test('S6 a closed category renders an empty lazy list; the full sidebar renders every branch', async () => {
    const { renderToStaticMarkup } = await import('react-dom/server')
    const { DocSidebar, DocSidebarFull } = await import('./DocSidebar')
    const sidebar = {
      id: 'docs',
      items: [
        {
          type: 'category' as const,
          label: 'Closed',
          href: '/closed/',
          items: [{ type: 'link' as const, label: 'Inside', href: '/closed/inside' }],
        },
        {
          type: 'category' as const,
          label: 'Open',
          href: '/open/',
          items: [{ type: 'link' as const, label: 'Here', href: '/open/here' }],
        },
      ],
    }
    const page = renderToStaticMarkup(<DocSidebar sidebar={sidebar} url="/open/here" />)
    expect(page).not.toContain('/closed/inside')
    expect(page).toContain('data-lazy-children')
    expect(page).toContain('/open/here')
    const full = renderToStaticMarkup(<DocSidebarFull sidebar={sidebar} />)
    expect(full).toContain('/closed/inside')
    expect(full).not.toContain('data-lazy-children')
  })
})
