import { describe, expect, test } from 'vitest'
import { DocPage } from '../layouts/DocPage'
import { Document } from '../Document'
import { makeMeta, makePost, makeProps, makeSite, renderToDom } from '../test-fixtures'
import type { PageProps } from '../../generator/core/types'
import { blogPosting, inlineJson } from './SeoMeta'

const assets = {
  script: '/assets/app-1.js',
  css: '/assets/app-1.css',
  searchScript: '/assets/search-1.js',
  inlineHead: '',
}
const head = (page: PageProps) => renderToDom(<Document page={page} assets={assets} layoutHtml="" />).doc
const meta = (doc: globalThis.Document, key: string) =>
  doc.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content')

describe('theme/components/SeoMeta', () => {
  test('OpenGraph and Twitter meta: title, description, url, type, site name, image, large card', () => {
    const doc = head(makeProps('doc'))
    expect(meta(doc, 'og:title')).toBe('Code completions | Code Web Chat')
    expect(meta(doc, 'og:description')).toBe('Fill in code at the cursor.')
    expect(meta(doc, 'og:url')).toBe('https://codeweb.chat/api-tools/code-completions')
    expect(meta(doc, 'og:type')).toBe('website')
    expect(meta(doc, 'og:site_name')).toBe('Code Web Chat')
    expect(meta(doc, 'og:image')).toBe('https://codeweb.chat/img/social-card.png')
    expect(meta(doc, 'twitter:card')).toBe('summary_large_image')
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://codeweb.chat/api-tools/code-completions',
    )
  })

  test('without an image the Twitter card is a plain summary and there is no og:image', () => {
    const page = { ...makeProps('doc'), meta: makeMeta({ image: null }) }
    const doc = head(page)
    expect(meta(doc, 'og:image')).toBeUndefined()
    expect(meta(doc, 'twitter:card')).toBe('summary')
  })

  test('feeds are linked from <head> with rel="alternate" on every page when the blog is on, and not when it is off', () => {
    for (const kind of ['doc', 'blogList', 'notFound'] as const) {
      const links = [...head(makeProps(kind)).querySelectorAll('link[rel="alternate"]')].map((l) => [
        l.getAttribute('type'),
        l.getAttribute('href'),
      ])
      expect(links).toEqual(
        expect.arrayContaining([
          ['application/rss+xml', '/blog/rss.xml'],
          ['application/atom+xml', '/blog/atom.xml'],
          ['application/feed+json', '/blog/feed.json'],
        ]),
      )
    }
    const off = head(makeProps('doc', makeSite({ feeds: null })))
    expect(off.querySelector('link[type="application/rss+xml"]')).toBeNull()
  })

  test('a doc page links its markdown twin', () => {
    expect(
      head(makeProps('doc')).querySelector('link[rel="alternate"][type="text/markdown"]')?.getAttribute('href'),
    ).toBe('/api-tools/code-completions.md')
  })

  test('posts: og:type article, published time and JSON-LD BlogPosting (headline, datePublished, author name, url)', () => {
    const doc = head(makeProps('blogPost'))
    expect(meta(doc, 'og:type')).toBe('article')
    expect(meta(doc, 'article:published_time')).toBe('2025-03-16')
    const scripts = doc.querySelectorAll('script[type="application/ld+json"]')
    expect(scripts).toHaveLength(1)
    const data = JSON.parse(scripts[0]!.textContent!)
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: 'Welcome',
      datePublished: '2025-03-16',
      url: 'https://codeweb.chat/blog/welcome',
      author: [{ '@type': 'Person', name: 'Robert Piosik' }],
    })
    expect(head(makeProps('doc')).querySelector('script[type="application/ld+json"]')).toBeNull()
  })

  test('JSON-LD escapes "<" as \\u003c so a hostile title cannot close the script', () => {
    const page = makeProps('blogPost')
    const hostile = {
      ...page,
      post: { ...page.post, ...makePost({ title: '</script><script>alert(1)</script> & <!--' }) },
    } as PageProps
    const json = inlineJson(blogPosting(hostile))
    expect(json).not.toMatch(/[<>]/)
    expect(json).toContain('\\u003c/script\\u003e')
    expect(JSON.parse(json).headline).toBe('</script><script>alert(1)</script> & <!--')
    const doc = head(hostile)
    expect(doc.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(1)
    expect(JSON.parse(doc.querySelector('script[type="application/ld+json"]')!.textContent!).headline).toBe(
      '</script><script>alert(1)</script> & <!--',
    )
  })

  test('Copy page: doc pages carry button[data-copy-page] with data-src of the .md twin and a polite live label', () => {
    const { doc } = renderToDom(<DocPage {...makeProps('doc')} />)
    const button = doc.querySelector('.doc-header button[data-copy-page]')!
    expect(button.getAttribute('type')).toBe('button')
    expect(button.getAttribute('data-src')).toBe('/api-tools/code-completions.md')
    expect(button.querySelector('[aria-live="polite"]')?.textContent).toBe('Copy page')
    const root = renderToDom(<DocPage {...{ ...makeProps('doc'), meta: makeMeta({ url: '/' }) }} />).doc
    expect(root.querySelector('[data-copy-page]')?.getAttribute('data-src')).toBe('/index.md')
  })
})
