import path from 'node:path'
import { beforeAll, describe, expect, test } from 'vitest'
import { isPublicRoute, sitemapFiles, sitemapUrls } from './sitemap.js'
import { FIXTURES, makeSite, planSite, REPO_ROOT, type Planned } from '../test/helpers.js'
import { kid, kids, parseXml } from '../test/xml.js'
import type { OutputFile } from '../core/types.js'

const file = (files: OutputFile[], p: string) => String(files.find((f) => f.path === p)!.contents)

/** Docs, a page and posts, each kind with a draft and an unlisted one. */
const MIXED = {
  'content/docs/index.md': '# Home\n\nDocs.',
  'content/docs/guide.md': '---\ntitle: Guide & more\n---\n\nA guide.',
  'content/docs/wip.md': '---\ndraft: true\n---\n# WIP',
  'content/docs/hidden.md': '---\nunlisted: true\n---\n# Hidden',
  'content/pages/about.md': '# About',
  'content/pages/secret.md': '---\nunlisted: true\n---\n# Secret',
  'content/blog/2025-01-01-hello.md': '---\ntitle: Hello\n---\n\nHi.',
  'content/blog/2025-01-02-later.md': '---\ntitle: Later\ndraft: true\n---\n\nLater.',
  'content/blog/2025-01-03-quiet.md': '---\ntitle: Quiet\nunlisted: true\n---\n\nQuiet.',
}

describe('generator/sitemap', () => {
  let site: Planned
  beforeAll(async () => {
    site = await planSite(REPO_ROOT)
  })

  test('sitemap.xml lists exactly the public routes of this site, with absolute URLs, and no 404', () => {
    const urlset = parseXml(file(sitemapFiles(site.config, site.routes), 'sitemap.xml'))
    expect(urlset.name).toBe('urlset')
    expect(urlset.attrs.xmlns).toBe('http://www.sitemaps.org/schemas/sitemap/0.9')
    const locs = kids(urlset, 'url').map((u) => kid(u, 'loc').text)
    expect(locs.sort()).toEqual(
      [
        '/',
        '/api-tools/',
        '/api-tools/code-completions',
        '/api-tools/commit-messages',
        '/api-tools/context-edit',
        '/api-tools/intelligent-update',
        '/blog',
        '/blog/archive',
        '/blog/authors',
        '/blog/authors/robertpiosik',
        '/blog/welcome',
        '/chatbot-initialization',
        '/context-selection',
        '/privacy',
        '/tips',
      ]
        .map((u) => 'https://codeweb.chat' + u)
        .sort(),
    )
    expect(locs.some((l) => l.includes('404'))).toBe(false)
  })

  test('a post carries its date as lastmod', () => {
    expect(sitemapUrls(site.config, site.routes).find((u) => u.loc.endsWith('/blog/welcome'))?.lastmod).toBe(
      '2025-03-16',
    )
  })

  test('robots.txt allows crawling and points to the absolute sitemap URL', () => {
    const robots = file(sitemapFiles(site.config, site.routes), 'robots.txt')
    expect(robots).toMatch(/^User-agent: \*$/m)
    expect(robots).toMatch(/^Allow: \/$/m)
    expect(robots).toMatch(/^Sitemap: https:\/\/codeweb\.chat\/sitemap\.xml$/m)
  })

  test('no drafts, no unlisted pages (docs, pages or posts) and no 404, in production and development', async () => {
    for (const mode of ['production', 'development'] as const) {
      const p = await planSite(makeSite(MIXED), { config: { url: 'https://example.com' }, mode })
      const locs = sitemapUrls(p.config, p.routes).map((u) => u.loc.replace('https://example.com', ''))
      // No /blog/authors: without an authors file Docusaurus makes no authors page.
      expect(locs.sort()).toEqual(['/', '/about', '/blog', '/blog/2025/01/01/hello', '/blog/archive', '/guide'])
      // Exactly the routes isPublicRoute keeps, and every one that it drops is a draft, unlisted or the 404.
      for (const r of p.routes.filter((x) => !isPublicRoute(x)))
        expect(r.kind === 'notFound' || r.props.meta.noindex || r.props.meta.draft).toBeTruthy()
    }
  })

  test('with a base URL, every loc and the robots.txt Sitemap line carry it; drafts stay out', async () => {
    const p = await planSite(path.join(FIXTURES, 'base-docs'))
    const files = sitemapFiles(p.config, p.routes)
    const locs = kids(parseXml(file(files, 'sitemap.xml')), 'url').map((u) => kid(u, 'loc').text)
    expect(locs.length).toBeGreaterThan(3)
    for (const loc of locs) expect(loc.startsWith('https://example.com/docs/')).toBe(true)
    expect(locs).not.toContain('https://example.com/docs/guides/secret') // draft
    expect(file(files, 'robots.txt')).toContain('Sitemap: https://example.com/docs/sitemap.xml')
  })

  test('URLs with spaces or non-ASCII characters are percent-encoded, and & is escaped', async () => {
    const p = await planSite(
      makeSite({
        'content/docs/index.md': '# Home',
        'content/docs/crème brûlée.md': '# Crème',
        'content/docs/a&b.md': '# A and B',
      }),
      { config: { url: 'https://example.com' } },
    )
    const xml = file(sitemapFiles(p.config, p.routes), 'sitemap.xml')
    const locs = kids(parseXml(xml), 'url').map((u) => kid(u, 'loc').text)
    expect(locs).toContain('https://example.com/cr%C3%A8me%20br%C3%BBl%C3%A9e')
    expect(locs).toContain('https://example.com/a&b')
    expect(xml).toContain('https://example.com/a&amp;b')
  })
})

describe('outputs/sitemap: locales', () => {
  test("C5 only the default locale writes robots.txt (crawlers read it at the root), naming every locale's route data and sitemap", async () => {
    const { resolveConfig } = await import('../stages/config.js')
    const { configForLocale } = await import('../stages/i18n/locales.js')
    const { copyFixture } = await import('../test/helpers.js')
    const config = await resolveConfig(copyFixture('docusaurus-i18n'))
    expect(file(sitemapFiles(config, []), 'robots.txt')).toBe(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /__data/',
        'Disallow: /fr/__data/',
        'Disallow: /fa/__data/',
        '',
        'Sitemap: https://compass.example/sitemap.xml',
        'Sitemap: https://compass.example/fr/sitemap.xml',
        'Sitemap: https://compass.example/fa/sitemap.xml',
        '',
      ].join('\n'),
    )
    const fr = sitemapFiles(configForLocale(config, 'fr', {}), [])
    expect(fr.map((f) => f.path)).toEqual(['sitemap.xml'])
  })
})
