import { beforeAll, describe, expect, test } from 'vitest'
import { absolutizeHtml, feedFiles } from './feeds.js'
import { makeSite, planSite, type Planned } from '../test/helpers.js'
import { kid, kids, parseXml } from '../test/xml.js'
import type { OutputFile } from '../core/types.js'

const HOSTILE = `<script>alert(1)</script> & "quotes" 'n' ]]> done`

/** A blog with a hostile title and author, a truncated post, a draft and an unlisted post. */
function blogSite(extra: Record<string, string> = {}): string {
  return makeSite({
    'content/docs/index.md': '# Home\n\nDocs.',
    'content/blog/authors.yml': `ann:\n  name: 'Ann & <Bob> "the" Coder'\n  url: https://example.org/ann?x=1&y=2\n  image_url: /img/ann.png\n`,
    'content/blog/2025-01-10-hostile.md': `---\ntitle: ${JSON.stringify(HOSTILE)}\ndescription: "Desc with <b>tags</b> & ]]> too"\nauthors: [ann]\ntags: [a&b, "<x>"]\n---\n\nText with ]]> inside and a [link](/blog/older) and [anchor](#part).\n\n<!-- truncate -->\n\n## Part\n\nHidden from the excerpt.\n`,
    'content/blog/2025-02-01-newest.md': '---\ntitle: Newest\n---\n\nThe newest post, no author.\n',
    'content/blog/2024-12-01-older.md': '---\ntitle: Older\nslug: older\n---\n\nAn older post.\n',
    'content/blog/2025-03-01-draft.md': '---\ntitle: Draft post\ndraft: true\n---\n\nNot yet.\n',
    'content/blog/2025-03-02-unlisted.md': '---\ntitle: Unlisted post\nunlisted: true\n---\n\nHidden.\n',
    ...extra,
  })
}

const CONFIG = {
  title: 'Feedy',
  tagline: 'Feeds',
  url: 'https://example.com',
  blog: { title: 'Blog', description: 'News & <notes>' },
}
const text = (files: OutputFile[], path: string) => {
  const f = files.find((x) => x.path === path)
  if (!f) throw new Error(`No ${path} among ${files.map((x) => x.path).join(', ')}`)
  return String(f.contents)
}

describe('generator/feeds', () => {
  let p: Planned
  let files: OutputFile[]
  beforeAll(async () => {
    p = await planSite(blogSite(), { config: CONFIG })
    files = feedFiles(p.config, p.routes)
  })

  test('writes RSS at blog/rss.xml, Atom at blog/atom.xml and JSON Feed at blog/feed.json', () => {
    expect(files.map((f) => f.path).sort()).toEqual(['blog/atom.xml', 'blog/feed.json', 'blog/rss.xml'])
    expect(p.site.feeds).toEqual({
      title: 'Feedy Blog',
      rss: '/blog/rss.xml',
      atom: '/blog/atom.xml',
      json: '/blog/feed.json',
    })
  })

  test('RSS 2.0 parses and has the required channel and item elements, newest first, listed posts only', () => {
    const rss = parseXml(text(files, 'blog/rss.xml'))
    expect(rss.name).toBe('rss')
    expect(rss.attrs.version).toBe('2.0')
    const channel = kid(rss, 'channel')
    expect(kid(channel, 'title').text).toBe('Feedy Blog')
    expect(kid(channel, 'link').text).toBe('https://example.com/blog')
    expect(kid(channel, 'description').text).toBe('News & <notes>')
    expect(kid(channel, 'atom:link').attrs).toMatchObject({ href: 'https://example.com/blog/rss.xml', rel: 'self' })
    const items = kids(channel, 'item')
    expect(items.map((i) => kid(i, 'title').text)).toEqual(['Newest', HOSTILE, 'Older'])
    for (const item of items) {
      expect(kid(item, 'link').text).toMatch(/^https:\/\/example\.com\/blog\//)
      expect(kid(item, 'guid').text).toBe(kid(item, 'link').text)
      expect(Number.isNaN(Date.parse(kid(item, 'pubDate').text))).toBe(false)
      expect(kid(item, 'pubDate').text).toMatch(/^\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT$/) // RFC 822
      expect(kid(item, 'content:encoded').text.length).toBeGreaterThan(0)
    }
  })

  test('no drafts and no unlisted posts in any feed', () => {
    for (const f of files) {
      expect(String(f.contents)).not.toContain('Draft post')
      expect(String(f.contents)).not.toContain('Unlisted post')
    }
  })

  test('hostile titles, descriptions, author names and tags are escaped, and "]]>" cannot end the CDATA early', () => {
    const raw = text(files, 'blog/rss.xml')
    expect(raw).not.toMatch(/<script>/) // only inside CDATA would be harmless, but titles are escaped text
    const item = kids(kid(parseXml(raw), 'channel'), 'item')[1]!
    expect(kid(item, 'title').text).toBe(HOSTILE)
    expect(kid(item, 'description').text).toBe('Desc with <b>tags</b> & ]]> too')
    expect(kid(item, 'dc:creator').text).toBe('Ann & <Bob> "the" Coder')
    expect(kids(item, 'category').map((c) => c.text)).toEqual(['a&b', '<x>'])
    const html = kid(item, 'content:encoded').text
    expect(html).toContain('Text with ]]')
    expect(html).not.toContain('Hidden from the excerpt') // the excerpt, not the whole post
    const atomEntry = kids(parseXml(text(files, 'blog/atom.xml')), 'entry')[1]!
    expect(kid(atomEntry, 'title').text).toBe(HOSTILE)
    expect(kid(kid(atomEntry, 'author'), 'name').text).toBe('Ann & <Bob> "the" Coder')
    expect(kid(kid(atomEntry, 'author'), 'uri').text).toBe('https://example.org/ann?x=1&y=2')
    expect(JSON.parse(text(files, 'blog/feed.json')).items[1].title).toBe(HOSTILE)
  })

  test('Atom 1.0 parses: feed id, title, updated, self link; every entry has id, title, updated, author and an alternate link', () => {
    const feed = parseXml(text(files, 'blog/atom.xml'))
    expect(feed.name).toBe('feed')
    expect(feed.attrs.xmlns).toBe('http://www.w3.org/2005/Atom')
    expect(kid(feed, 'id').text).toBe('https://example.com/blog')
    expect(kid(feed, 'title').text).toBe('Feedy Blog')
    expect(kid(feed, 'updated').text).toBe('2025-02-01T00:00:00.000Z') // the newest post, not the build time
    expect(kids(feed, 'link').find((l) => l.attrs.rel === 'self')?.attrs.href).toBe('https://example.com/blog/atom.xml')
    const entries = kids(feed, 'entry')
    expect(entries).toHaveLength(3)
    for (const e of entries) {
      expect(kid(e, 'id').text).toMatch(/^https:\/\/example\.com\/blog\//)
      expect(kid(e, 'title').text.length).toBeGreaterThan(0)
      expect(kid(e, 'updated').text).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/) // RFC 3339
      expect(kid(kid(e, 'author'), 'name').text.length).toBeGreaterThan(0) // the site title when a post has no author
      expect(kids(e, 'link').find((l) => l.attrs.rel === 'alternate')?.attrs.href).toBe(kid(e, 'id').text)
      expect(kid(e, 'content').attrs.type).toBe('html')
    }
    expect(kid(kid(entries[0]!, 'author'), 'name').text).toBe('Feedy')
  })

  test('JSON Feed 1.1 has version, title, feed_url and items with id, url, content_html and date_published', () => {
    const feed = JSON.parse(text(files, 'blog/feed.json'))
    expect(feed.version).toBe('https://jsonfeed.org/version/1.1')
    expect(feed.title).toBe('Feedy Blog')
    expect(feed.home_page_url).toBe('https://example.com/blog')
    expect(feed.feed_url).toBe('https://example.com/blog/feed.json')
    expect(feed.items.map((i: { url: string }) => i.url)).toEqual([
      'https://example.com/blog/2025/02/01/newest',
      'https://example.com/blog/2025/01/10/hostile',
      'https://example.com/blog/older',
    ])
    for (const item of feed.items) {
      expect(item.id).toBe(item.url)
      expect(typeof item.content_html).toBe('string')
      expect(Number.isNaN(Date.parse(item.date_published))).toBe(false)
    }
    expect(feed.items[1].authors).toEqual([
      {
        name: 'Ann & <Bob> "the" Coder',
        url: 'https://example.org/ann?x=1&y=2',
        avatar: 'https://example.com/img/ann.png',
      },
    ])
    expect(feed.items[1].tags).toEqual(['a&b', '<x>'])
  })

  test('links inside the content are absolute (site paths and #anchors), and a truncated post links to the rest', () => {
    const html = JSON.parse(text(files, 'blog/feed.json')).items[1].content_html as string
    expect(html).toContain('href="https://example.com/blog/older"')
    expect(html).toContain('href="https://example.com/blog/2025/01/10/hostile#part"')
    expect(html).toContain('<a href="https://example.com/blog/2025/01/10/hostile">Read more</a>')
  })

  test.each([
    ['<a><b>x</a>', /Mismatched/],
    ['<a>x & y</a>', /Bare "&"/],
    ['<a>1 < 2</a>', /Invalid tag/],
    ['<a><![CDATA[x]]>]]></a>', /"\]\]>" in text/],
    ['<a t="1" t="2"/>', /Duplicate/],
    ['<a/><b/>', /Second root/],
  ])('the well-formedness check used here rejects %s', (xml, error) => {
    expect(() => parseXml(xml)).toThrow(error)
  })

  test('absolutizeHtml leaves external and protocol-relative URLs alone', () => {
    expect(
      absolutizeHtml(
        '<a href="https://x.org/a">x</a><img src="//cdn/x.png"><a href="/a?b=1&amp;c=2">',
        'https://s.com',
        'https://s.com/p',
      ),
    ).toBe('<a href="https://x.org/a">x</a><img src="//cdn/x.png"><a href="https://s.com/a?b=1&amp;c=2">')
  })

  test('URLs carry the base URL when the site is served under one', async () => {
    const q = await planSite(blogSite(), { config: { ...CONFIG, baseUrl: '/docs/' } })
    const out = feedFiles(q.config, q.routes)
    // paths are relative to outDir
    expect(out.map((f) => f.path).sort()).toEqual(['blog/atom.xml', 'blog/feed.json', 'blog/rss.xml'])
    const channel = kid(parseXml(text(out, 'blog/rss.xml')), 'channel')
    expect(kid(channel, 'link').text).toBe('https://example.com/docs/blog')
    expect(kid(kids(channel, 'item')[0]!, 'link').text).toBe('https://example.com/docs/blog/2025/02/01/newest')
    expect(q.site.feeds?.rss).toBe('/docs/blog/rss.xml')
  })

  test('drafts stay out of the feeds in development builds too', async () => {
    const q = await planSite(blogSite(), { config: CONFIG, mode: 'development' })
    expect(q.routes.some((r) => r.props.meta.title === 'Draft post')).toBe(true)
    expect(text(feedFiles(q.config, q.routes), 'blog/rss.xml')).not.toContain('Draft post')
  })

  test('no feeds and no feed links when the blog is off', async () => {
    const q = await planSite(makeSite({ 'content/docs/index.md': '# Home' }), { config: { ...CONFIG, blog: false } })
    expect(feedFiles(q.config, q.routes)).toEqual([])
    expect(q.site.feeds).toBeNull()
  })
})
