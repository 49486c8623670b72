import { describe, expect, test } from 'vitest'
import { Navbar } from './Navbar'
import { makeProps, makeSite, renderToDom } from '../../test-fixtures'

describe('theme/components/Navbar/SearchButton', () => {
  test('search on: the slot holds a button that carries the search chunk URL and names its shortcuts', () => {
    const { doc } = renderToDom(
      <Navbar page={makeProps('doc', makeSite({ search: true }))} searchSrc="/assets/search.ABC.js" />,
    )
    const button = doc.querySelector('.navbar__items--right > [data-search-slot] > button.search-button')!
    expect(button.getAttribute('type')).toBe('button')
    expect(button.getAttribute('data-search-src')).toBe('/assets/search.ABC.js')
    expect(button.getAttribute('aria-label')).toBe('Search')
    expect(button.getAttribute('aria-keyshortcuts')).toBe('Control+K Meta+K /')
  })

  test('search off leaves the slot empty, even with a chunk URL', () => {
    const { doc } = renderToDom(<Navbar page={makeProps('doc')} searchSrc="/assets/search.ABC.js" />)
    expect(doc.querySelector('[data-search-slot]')!.innerHTML).toBe('')
  })
})
