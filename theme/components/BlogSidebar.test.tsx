import { describe, expect, test } from 'vitest'
import { BlogSidebar } from './BlogSidebar'
import { makeBlogSidebar, renderToDom } from '../test-fixtures'

describe('theme/components/BlogSidebar', () => {
  test('L9 blog sidebar lists recent posts grouped by year', () => {
    const { doc } = renderToDom(<BlogSidebar data={makeBlogSidebar()} url="/blog/welcome" />)
    const nav = doc.querySelector('nav.blog-sidebar[aria-label="Blog recent posts"]')!
    expect(nav.querySelector('h2')?.textContent).toBe('Recent posts')
    expect([...nav.querySelectorAll('h3')].map((h) => h.textContent)).toEqual(['2025', '2024'])
    const groups = [...nav.querySelectorAll('section')].map((s) =>
      [...s.querySelectorAll('a')].map((a) => a.textContent),
    )
    expect(groups).toEqual([['Welcome'], ['Hello']])
    expect(nav.querySelector('a[aria-current="page"]')?.getAttribute('href')).toBe('/blog/welcome')
  })
})
