import { describe, expect, test } from 'vitest'
import { MobileSidebar } from './MobileSidebar'
import { makeProps, renderToDom } from '../../test-fixtures'

describe('theme/components/Navbar/MobileSidebar', () => {
  test('N3 the panel holds the navbar items, a back button and an empty sidebar view', () => {
    const { doc } = renderToDom(<MobileSidebar page={makeProps('doc')} />)
    const panel = doc.querySelector('div#mobile-panel.mobile-panel[data-mobile-panel]')!
    expect(panel.getAttribute('data-view')).toBe('sidebar')
    expect(
      [...panel.querySelectorAll('[data-panel-view="main"] a.menu__link')].map((a) =>
        a.textContent!.replace(' (opens in new tab)', ''),
      ),
    ).toEqual(['Documentation', 'GitHub', 'VS Code Marketplace', 'Donate'])
    expect(panel.querySelector('button[data-mobile-back]')?.textContent).toContain('Back to main menu')
    expect(panel.querySelector('[data-panel-view="sidebar"]')?.innerHTML).toBe('')
    expect(panel.querySelector('a.mobile-panel__close[data-mobile-close]')?.getAttribute('href')).toBe('#')
    expect(doc.querySelector('#mobile-panel + div.mobile-backdrop[data-mobile-backdrop]')).not.toBeNull()
  })

  test('N3 pages without a docs sidebar open the panel on the main menu', () => {
    const panel = renderToDom(<MobileSidebar page={makeProps('blogPost')} />).doc.querySelector('#mobile-panel')!
    expect(panel.getAttribute('data-view')).toBe('main')
  })
})
