import { describe, expect, test } from 'vitest'
import { BlogPostItem } from './BlogPostItem'
import { makePost, makeSite, renderToDom } from '../../test-fixtures'

describe('theme/components/BlogPostItem', () => {
  test('R11 in a list: linked h2 title, excerpt and "Read more" when truncated', () => {
    const { doc } = renderToDom(<BlogPostItem post={makePost()} site={makeSite()} />)
    expect(doc.querySelector('h2 a')?.getAttribute('href')).toBe('/blog/welcome')
    expect(doc.querySelector('.blog-post__body')?.textContent).toBe('Welcome to the new website.')
    expect(doc.querySelector('a.blog-post__read-more')?.textContent).toBe('Read more')
    expect(doc.querySelector('.blog-post__meta')?.textContent).toBe('March 16, 2025 · 2 min read') // reading time in lists too
    const whole = renderToDom(<BlogPostItem post={makePost({ truncated: false })} site={makeSite()} />).doc
    expect(whole.querySelector('.blog-post__read-more')).toBeNull()
  })

  test('R15 on the post page: h1, date, "N min read", author card linking to the author page', () => {
    const post = makePost({ tags: [{ label: 'news', href: '/blog/tags/news' }] })
    const { doc } = renderToDom(<BlogPostItem post={post} site={makeSite()} html="<p>Full</p>" />)
    expect(doc.querySelector('h1')?.textContent).toBe('Welcome')
    expect(doc.querySelector('time')?.getAttribute('datetime')).toBe('2025-03-16')
    expect(doc.querySelector('.blog-post__meta')?.textContent).toBe('March 16, 2025 · 2 min read')
    expect(doc.querySelector('.author-card__name a')?.getAttribute('href')).toBe('/blog/authors/robertpiosik')
    expect(doc.querySelector('.author-card__title')?.textContent).toBe('Creator')
    expect(doc.querySelector('.author-card__avatar')?.getAttribute('src')).toBe('/img/avatar-robertpiosik.svg')
    // authors.yml socials: an icon link per platform, named for assistive technology.
    const social = doc.querySelector('.author-card__socials a')!
    expect(social.getAttribute('href')).toBe('https://github.com/robertpiosik')
    expect(social.getAttribute('aria-label')).toBe('Robert Piosik on GitHub')
    expect(doc.querySelector('a.tag[rel="tag"]')?.getAttribute('href')).toBe('/blog/tags/news')
    expect(doc.querySelector('.read-more')).toBeNull()
  })
})
