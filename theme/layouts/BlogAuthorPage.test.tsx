import { describe, expect, test } from 'vitest'
import { BlogAuthorPage } from './BlogAuthorPage'
import { BlogAuthorsPage } from './BlogAuthorsPage'
import { author, makeProps, renderToDom } from '../test-fixtures'

describe('theme/layouts: author pages', () => {
  test('an author page: the card as h1 (not linking to itself), the description, socials, "View all authors"', () => {
    const props = makeProps('blogAuthor')
    const { doc } = renderToDom(
      <BlogAuthorPage {...props} author={{ ...author, count: 1, description: 'Builds the extension.' }} />,
    )
    expect(doc.querySelector('h1')?.textContent).toBe('Robert Piosik')
    // the url, not the page itself
    expect(doc.querySelector('h1 a')?.getAttribute('href')).toBe('https://github.com/robertpiosik')
    expect(doc.querySelector('.page-header__description')?.textContent).toBe('Builds the extension.')
    expect(doc.querySelector('.author-card__extra')?.textContent).toBe('One post')
    expect(doc.querySelector('.author-card__socials a')?.getAttribute('aria-label')).toBe('Robert Piosik on GitHub')
    expect(doc.querySelector('header a[href="/blog/authors"]')?.textContent).toBe('View all authors')
  })

  test('an author page without posts says so', () => {
    const { doc } = renderToDom(<BlogAuthorPage {...makeProps('blogAuthor')} posts={[]} />)
    expect(doc.querySelector('.blog-post-list')?.textContent).toBe('This author has not written any posts yet.')
  })

  test('the authors list: every author, linked to their page when they have one, else to their url; with the blog sidebar', () => {
    const props = makeProps('blogAuthors')
    const noPage = { ...author, key: 'cy', name: 'Cy', url: 'https://cy.example', page: null, href: null, count: 0 }
    const { doc } = renderToDom(<BlogAuthorsPage {...props} authors={[...props.authors, noPage]} />)
    expect(
      [...doc.querySelectorAll('h2.author-card__name a')].map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Robert Piosik', '/blog/authors/robertpiosik'],
      ['Cy', 'https://cy.example'],
    ])
    expect([...doc.querySelectorAll('.author-card__extra')].map((e) => e.textContent)).toEqual(['One post', '0 posts'])
    expect(doc.querySelector('nav.blog-sidebar')).not.toBeNull()
  })
})
