import { describe, expect, test } from 'vitest'
import { BlogTagPage } from './BlogTagPage'
import { BlogTagsPage } from './BlogTagsPage'
import { DocsTagPage } from './DocsTagPage'
import { makeProps, renderToDom } from '../test-fixtures'

describe('theme/layouts: tag pages', () => {
  test("a blog tag page: Docusaurus's title, the description from tags.yml, a link to every tag", () => {
    const props = makeProps('blogTag')
    const { doc } = renderToDom(
      <BlogTagPage
        {...props}
        tag={{ label: 'Hola', href: '/blog/tags/hola', count: 1, description: 'Hola tag description' }}
        allTagsHref="/blog/tags"
      />,
    )
    expect(doc.querySelector('h1')?.textContent).toBe('One post tagged with "Hola"')
    expect(doc.querySelector('.page-header__description')?.textContent).toBe('Hola tag description')
    expect(doc.querySelector('header a')?.getAttribute('href')).toBe('/blog/tags')
    const many = renderToDom(
      <BlogTagPage {...props} tag={{ label: 'news', href: '/topics/news', count: 3 }} allTagsHref="/blog/tags" />,
    ).doc
    expect(many.querySelector('h1')?.textContent).toBe('3 posts tagged with "news"')
    expect(many.querySelector('.page-header__description')).toBeNull()
  })

  test('the blog tags list has the blog sidebar, as in Docusaurus', () => {
    const { doc } = renderToDom(<BlogTagsPage {...makeProps('blogTags')} />)
    expect(doc.querySelector('nav.blog-sidebar')).not.toBeNull()
  })

  test('a docs tag page: title, description, "View all tags"', () => {
    const props = makeProps('docsTag')
    const { doc } = renderToDom(<DocsTagPage {...props} tag={{ ...props.tag, description: 'About the API' }} />)
    expect(doc.querySelector('h1')?.textContent).toBe('One doc tagged with "api"')
    expect(doc.querySelector('article p')?.textContent).toBe('About the API')
    expect(doc.querySelector('article a')?.getAttribute('href')).toBe('/tags')
  })
})
