import { describe, expect, test } from 'vitest'
import { BlogPostItem } from './BlogPostItem'
import type { AuthorLink } from '../../../generator/core/types'
import { author, makePost, makeSite, renderToDom } from '../../test-fixtures'

describe('theme/components/BlogPostItem', () => {
  test('R11 in a list: linked h2 title, excerpt and "Read more" when truncated', () => {
    const { doc } = renderToDom(<BlogPostItem post={makePost()} site={makeSite()} />)
    expect(doc.querySelector('h2 a')?.getAttribute('href')).toBe('/blog/welcome')
    expect(doc.querySelector('.blog-post__body')?.textContent).toBe('Welcome to the new website.')
    expect(doc.querySelector('a.blog-post__read-more')?.textContent).toBe('Read more')
    // reading time in lists too
    expect(doc.querySelector('.blog-post__meta')?.textContent).toBe('March 16, 2025 · 2 min read')
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
    expect(doc.querySelector('.author-card__avatar')?.getAttribute('alt')).toBe('') // the name beside it says who it is
    // authors.yml socials: an icon link per platform, named for assistive technology.
    const social = doc.querySelector('.author-card__socials a')!
    expect(social.getAttribute('href')).toBe('https://github.com/robertpiosik')
    expect(social.getAttribute('aria-label')).toBe('Robert Piosik on GitHub')
    expect(doc.querySelector('a.tag[rel="tag"]')?.getAttribute('href')).toBe('/blog/tags/news')
    expect(doc.querySelector('.read-more')).toBeNull()
  })
  test("reading time in Docusaurus's words, rounded up; absent with showReadingTime: false", () => {
    const meta = (readingTime?: number) =>
      renderToDom(<BlogPostItem post={makePost({ readingTime })} site={makeSite()} />).doc.querySelector(
        '.blog-post__meta',
      )?.textContent
    expect(meta(0.13)).toBe('March 16, 2025 · One min read')
    expect(meta(1)).toBe('March 16, 2025 · One min read')
    expect(meta(2.04)).toBe('March 16, 2025 · 3 min read')
    expect(meta(undefined)).toBe('March 16, 2025')
  })

  test('"Edit this page" on the post page only, after the tags', () => {
    const post = makePost({ tags: [{ label: 'news', href: '/blog/tags/news', description: 'Project news' }] })
    const page = renderToDom(
      <BlogPostItem
        post={post}
        site={makeSite()}
        html="<p>Full</p>"
        editUrl="https://git.example/edit/blog/welcome.md"
      />,
    ).doc
    const edit = page.querySelector('footer a.blog-post__edit')!
    expect(edit.textContent).toContain('Edit this page')
    expect(edit.getAttribute('href')).toBe('https://git.example/edit/blog/welcome.md')
    // a tag's description is its tooltip
    expect(page.querySelector('a.tag')?.getAttribute('title')).toBe('Project news')
    const list = renderToDom(
      <BlogPostItem post={post} site={makeSite()} editUrl="https://git.example/edit/blog/welcome.md" />,
    ).doc
    expect(list.querySelector('.blog-post__edit')).toBeNull()
    expect(
      renderToDom(
        <BlogPostItem post={makePost({ truncated: false })} site={makeSite()} html="<p>Full</p>" editUrl={null} />,
      ).doc.querySelector('footer'),
    ).toBeNull()
  })

  test("authors without a page link to their url or email; an image-only author's avatar carries the name", () => {
    const authors: AuthorLink[] = [
      { key: null, name: 'Guest', title: 'Visitor', url: 'https://guest.example', page: null, socials: {}, href: null },
      {
        key: 'mail',
        name: 'Mailer',
        email: 'm@example.com',
        page: null,
        socials: { email: 'mailto:m@example.com' },
        href: null,
      },
      { key: null, imageUrl: 'https://example.com/p.png', page: null, socials: {}, href: null },
    ]
    const { doc } = renderToDom(<BlogPostItem post={makePost({ authors })} site={makeSite()} />)
    const names = [...doc.querySelectorAll('.author-card__name a')].map((a) => [
      a.textContent,
      a.getAttribute('href'),
      a.getAttribute('target'),
    ])
    expect(names).toEqual([
      ['Guest', 'https://guest.example', '_blank'],
      ['Mailer', 'mailto:m@example.com', null],
    ])
    expect(doc.querySelector('.author-card__socials a')?.getAttribute('aria-label')).toBe('Email Mailer')
    expect(doc.querySelectorAll('.author-card')[2]!.querySelector('img')?.getAttribute('alt')).toBe('Author')
  })

  test('every social platform gets an icon link named for assistive technology', () => {
    const socials = {
      x: 'https://x.com/a',
      linkedin: 'https://www.linkedin.com/in/a/',
      bluesky: 'https://bsky.app/profile/a',
      newsletter: 'https://a.example',
    }
    const { doc } = renderToDom(
      <BlogPostItem post={makePost({ authors: [{ ...author, socials }] })} site={makeSite()} />,
    )
    const links = [...doc.querySelectorAll('.author-card__socials a')]
    expect(links.map((a) => [a.getAttribute('aria-label'), a.getAttribute('title'), a.getAttribute('href')])).toEqual([
      ['Robert Piosik on X', 'X', 'https://x.com/a'],
      ['Robert Piosik on LinkedIn', 'LinkedIn', 'https://www.linkedin.com/in/a/'],
      ['Robert Piosik on Bluesky', 'Bluesky', 'https://bsky.app/profile/a'],
      ['Robert Piosik on newsletter', 'newsletter', 'https://a.example'],
    ])
    expect(links.every((a) => a.querySelector('svg[aria-hidden="true"]'))).toBe(true)
  })
})
