import { describe, expect, test } from 'vitest'
import { BlogArchivePage } from './BlogArchivePage'
import { makeProps, makeSite, renderToDom } from '../test-fixtures'
import type { PostSummary } from '../../generator/core/theme-contract'

describe('theme/layouts: the blog archive', () => {
  const base = makeProps('blogArchive')
  const post = (title: string, date: string): PostSummary => ({
    ...base.archive[0]!.posts[0]!,
    title,
    date,
    href: `/blog/${title}`,
  })
  // Newest first, as the routes stage lists them.
  const archive = [
    { year: '2025', posts: [post('c', '2025-11-27'), post('b', '2025-02-09')] },
    { year: '2024', posts: [post('a', '2024-06-01')] },
  ]

  test('R12 every post grouped by year, newest first, each with its date', () => {
    const { doc } = renderToDom(<BlogArchivePage {...base} archive={archive} />)
    expect([...doc.querySelectorAll('h2')].map((h) => h.textContent)).toEqual(['2025', '2024'])
    expect([...doc.querySelectorAll('.archive-year__link')].map((a) => a.textContent)).toEqual(['c', 'b', 'a'])
  })

  test('31 a Docusaurus project\'s is theme-classic\'s: a hero band titled "Archive", a col--4 per year, "Month day - Title" oldest first within the year', () => {
    const { doc } = renderToDom(
      <BlogArchivePage {...base} site={makeSite({ flavour: 'docusaurus' })} archive={archive} />,
    )
    expect(doc.querySelector('main#__main header.hero.hero--primary h1.hero__title')?.textContent).toBe('Archive')
    expect(doc.querySelector('.hero__subtitle')?.textContent).toBe('Archive')
    const years = [...doc.querySelectorAll('.row > .col.col--4.margin-vert--lg')]
    expect(years.map((y) => y.querySelector('h3')?.textContent)).toEqual(['2025', '2024'])
    expect([...years[0]!.querySelectorAll('li a')].map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['February 9 - b', '/blog/b'],
      ['November 27 - c', '/blog/c'],
    ])
    expect(doc.querySelector('.blog-sidebar')).toBeNull()
  })

  test("31 a Docusaurus project's archive subtitle is its code.json's theme.blog.archive.description, as theme-classic translates it", () => {
    const site = makeSite({ flavour: 'docusaurus' })
    const own = {
      ...site,
      i18n: {
        ...site.i18n,
        messages: { ...site.i18n.messages, 'theme.blog.archive.description': 'Everything we wrote, by year' },
      },
    }
    const { doc } = renderToDom(<BlogArchivePage {...base} site={own} archive={archive} />)
    expect(doc.querySelector('.hero__title')?.textContent).toBe('Archive')
    expect(doc.querySelector('.hero__subtitle')?.textContent).toBe('Everything we wrote, by year')
  })
})
