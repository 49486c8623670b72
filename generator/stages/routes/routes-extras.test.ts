/**
 * The routes stage's part of the Docusaurus config fields: navbar `doc` and `html` items, the
 * logo's link and dark image, `metadata` on the site data, and `trailingSlash`.
 */
import { describe, expect, test } from 'vitest'
import { UnknownIdError } from '../../core/errors.js'
import type { PagePropsMap, UserConfig } from '../../core/types.js'
import { errorText, makeSite, planSite, rejection } from '../../test/helpers.js'
import { planRoutes } from './routes.js'

const docs = {
  'content/docs/index.md': '# Home',
  'content/docs/guides/setup.md': '# Setup',
  'content/docs/api/overview.md': '# API',
  'content/docs/lone.md': '---\nunlisted: true\n---\n# Lone',
  'content/docs/later.md': '---\ndraft: true\n---\n# Later',
}
const sidebars = { guides: ['index', 'guides/setup'], api: ['api/overview'] }
const plan = (config: UserConfig, files: Record<string, string> = docs) =>
  planSite(makeSite(files), { config: { docs: { sidebars }, ...config } })

describe('generator/routes: navbar doc and html items, logo', () => {
  test('a doc item links its doc, is labelled with the doc id by default, and names the sidebar holding the doc', async () => {
    const p = await plan({
      navbar: {
        items: [
          { type: 'doc', docId: 'guides/setup' },
          { type: 'doc', docId: 'api/overview', label: 'API' },
          { type: 'doc', docId: 'lone', label: 'Lone' },
        ],
      },
    })
    expect(p.site.navbar.items).toEqual([
      { type: 'doc', label: 'guides/setup', position: 'left', href: '/guides/setup', sidebarId: 'guides' },
      { type: 'doc', label: 'API', position: 'left', href: '/api/overview', sidebarId: 'api' },
      // An unlisted doc is in no sidebar: the item is active on the doc alone.
      { type: 'doc', label: 'Lone', position: 'left', href: '/lone' },
    ])
  })

  test('E7 a doc item with an unknown id lists the known doc ids and names the config file and item', async () => {
    const dir = makeSite({
      ...docs,
      'site.config.ts': "export default { navbar: { items: [{ type: 'doc', docId: 'guides/missing' }] } }\n",
    })
    const err = await rejection(planSite(dir))
    expect(err).toBeInstanceOf(UnknownIdError)
    expect(errorText(err)).toBe(
      `${dir}/site.config.ts: Unknown doc id "guides/missing" in navbar.items[0]. Available doc ids: api/overview, guides/setup, index, lone\n  → Use one of the ids listed (the path of the file under content/docs without .md, or its \`id\` front matter).`,
    )
  })

  test('a doc item on a draft is left out in production, with a warning; in development it links the draft', async () => {
    const items = [
      { type: 'doc' as const, docId: 'later', label: 'Later' },
      { type: 'dropdown' as const, label: 'More', items: [{ type: 'doc' as const, docId: 'later' }] },
    ]
    const prod = await plan({ navbar: { items } })
    expect(prod.site.navbar.items).toEqual([{ type: 'dropdown', label: 'More', position: 'left', items: [] }])
    expect(prod.warnings.filter((w) => w.includes('draft'))).toEqual([
      'site config: navbar.items[0] links the draft doc "later", which is not built in production; the item is left out',
      'site config: navbar.items[1].items[0] links the draft doc "later", which is not built in production; the item is left out',
    ])
    const dev = await planSite(makeSite(docs), { mode: 'development', config: { navbar: { items } } })
    expect(dev.site.navbar.items[0]).toMatchObject({ type: 'doc', href: '/later' })
  })

  test('an html item keeps its HTML, at the top level and in dropdowns', async () => {
    const p = await plan({
      navbar: {
        items: [
          { type: 'html', value: '<b>Beta</b>', position: 'right' },
          { type: 'dropdown', label: 'More', items: [{ type: 'html', value: '<hr/>' }] },
        ],
      },
    })
    expect(p.site.navbar.items).toEqual([
      { type: 'html', label: '', position: 'right', value: '<b>Beta</b>' },
      {
        type: 'dropdown',
        label: 'More',
        position: 'left',
        items: [{ type: 'html', label: '', position: 'left', value: '<hr/>' }],
      },
    ])
  })

  test('the logo links the site root by default (the docs root when no page is served there), or logo.href with the base URL', async () => {
    const withRoot = await plan(
      { baseUrl: '/b/', docs: { routeBasePath: '/docs', sidebars }, navbar: { logo: { src: '/img/l.svg', alt: 'L' } } },
      { ...docs, 'content/pages/index.md': '# Welcome' },
    )
    expect(withRoot.site.navbar.brandHref).toBe('/b/')
    const noRoot = await plan({ baseUrl: '/b/', docs: { routeBasePath: '/docs', sidebars }, blog: false })
    expect(noRoot.site.navbar.brandHref).toBe('/b/docs/')
    const own = await plan({ baseUrl: '/b/', navbar: { logo: { src: 'img/l.svg', alt: 'L', href: '/guides/setup' } } })
    expect(own.site.navbar.brandHref).toBe('/b/guides/setup')
    const external = await plan({ navbar: { logo: { src: 'img/l.svg', alt: 'L', href: 'https://example.org' } } })
    expect(external.site.navbar.brandHref).toBe('https://example.org')
  })

  test("31 an escaped navbar link (`pathname:///v5`, in a dropdown too, and the logo's) is its path under the base URL, external (a new tab), as in Docusaurus", async () => {
    const p = await plan({
      baseUrl: '/b/',
      navbar: {
        logo: { src: 'img/l.svg', alt: 'L', href: 'pathname:///legacy/' },
        items: [
          { href: 'pathname:///v5/index.html', label: 'v5' },
          { type: 'dropdown', label: 'Old', items: [{ href: 'pathname:///v4', label: 'v4' }] },
        ],
      },
    })
    expect(p.site.navbar.brandHref).toBe('/b/legacy/')
    expect(p.site.navbar.items).toMatchObject([
      { label: 'v5', href: '/b/v5/index.html', external: true },
      { type: 'dropdown', items: [{ label: 'v4', href: '/b/v4', external: true }] },
    ])
  })

  test('logo.srcDark gets the base URL like logo.src', async () => {
    const p = await plan({
      baseUrl: '/b/',
      navbar: { logo: { src: '/img/l.svg', srcDark: '/img/d.svg', alt: 'L', href: '/' } },
    })
    expect(p.site.navbar.logo).toEqual({ src: '/b/img/l.svg', srcDark: '/b/img/d.svg', alt: 'L' })
  })

  test('metadata reaches the site data every page shares', async () => {
    const metadata = [{ name: 'keywords', content: 'a, b' }]
    expect((await plan({ metadata })).site.metadata).toEqual(metadata)
  })
})

describe('generator/routes: last update', () => {
  test('doc props carry the last update from git, front matter overriding each part; none when the options are off', async () => {
    const files = {
      'content/docs/index.md': '# Home',
      'content/docs/fm.md': '---\nlast_update:\n  date: 2023-12-24\n---\n# FM',
      'content/docs/new.md': '# New',
    }
    const dir = makeSite(files)
    const lastUpdates = new Map([
      [`${dir}/content/docs/index.md`, { timestamp: Date.parse('2024-02-01T12:00:00Z'), author: 'Bob' }],
      [`${dir}/content/docs/fm.md`, { timestamp: Date.parse('2024-02-01T12:00:00Z'), author: 'Bob' }],
    ])
    const p = await planSite(dir, { config: { docs: { showLastUpdateTime: true, showLastUpdateAuthor: true } } })
    const routes = planRoutes({
      config: p.config,
      content: p.content,
      pages: p.pages,
      plan: p.plan,
      staticFiles: new Set(),
      lastUpdates,
    }).routes
    const lastUpdate = (url: string) => (routes.find((r) => r.url === url)!.props as PagePropsMap['doc']).doc.lastUpdate
    expect(lastUpdate('/')).toEqual({ date: '2024-02-01T12:00:00.000Z', formattedDate: 'Feb 1, 2024', author: 'Bob' })
    expect(lastUpdate('/fm')).toEqual({
      date: '2023-12-24T00:00:00.000Z',
      formattedDate: 'Dec 24, 2023',
      author: 'Bob',
    })
    expect(lastUpdate('/new')).toBeUndefined()
    const off = await planSite(dir)
    expect((off.routes.find((r) => r.url === '/')!.props as PagePropsMap['doc']).doc).not.toHaveProperty('lastUpdate')
  })
})

describe('generator/routes: trailingSlash', () => {
  const site = {
    'content/docs/index.md': '# Home\n\n[Setup](./guides/setup.md) · [Tips](/tips#x) · [Guides](/guides/index.html)',
    'content/docs/guides/index.md': '# Guides',
    'content/docs/guides/setup.md':
      '---\ntags: [start]\n---\n# Setup\n\n[up](../tips.md#x) ![a](/img/a.svg) [file](/img/a.svg) [rel](tips)',
    'content/docs/tips.md': '# Tips\n\n## X',
    'content/docs/auto/one.md': '# One',
    'content/blog/2025-03-16-welcome.md': '---\nslug: welcome\nauthors: [rp]\ntags: [news]\n---\n# Welcome',
    'content/blog/authors.yml': 'rp:\n  name: R P\n  page: true\n',
    'content/pages/about.md': '# About',
    'static/img/a.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>',
  }
  // `[rel](tips)` is relative to the page's URL: /guides/tips (broken) or, with true, /guides/setup/tips/
  // (broken too), as in a browser.
  const planWith = (trailingSlash: boolean | undefined) =>
    planSite(makeSite(site), {
      config: {
        url: 'https://x.org',
        trailingSlash,
        onBrokenLinks: 'warn',
        navbar: { items: [{ to: '/guides/setup', label: 'Setup' }] },
      },
    })
  const routeTable = (p: Awaited<ReturnType<typeof planWith>>) =>
    Object.fromEntries(p.routes.map((r) => [r.url, r.outputPath]))
  const doc = (p: Awaited<ReturnType<typeof planWith>>, url: string) =>
    p.routes.find((r) => r.url === url)!.props as PagePropsMap['doc']

  test('true: every page URL ends in / and is written as x/index.html; links, sidebar, tags, blog and canonical URLs follow', async () => {
    const p = await planWith(true)
    expect(routeTable(p)).toEqual({
      '/': 'index.html',
      '/guides/': 'guides/index.html',
      '/guides/setup/': 'guides/setup/index.html',
      '/tips/': 'tips/index.html',
      '/auto/': 'auto/index.html',
      '/auto/one/': 'auto/one/index.html',
      '/about/': 'about/index.html',
      '/tags/': 'tags/index.html',
      '/tags/start/': 'tags/start/index.html',
      '/blog/': 'blog/index.html',
      '/blog/welcome/': 'blog/welcome/index.html',
      '/blog/archive/': 'blog/archive/index.html',
      '/blog/authors/': 'blog/authors/index.html',
      '/blog/authors/rp/': 'blog/authors/rp/index.html',
      '/blog/tags/': 'blog/tags/index.html',
      '/blog/tags/news/': 'blog/tags/news/index.html',
      '/404': '404.html',
    })
    expect(doc(p, '/').doc.html).toContain(
      '<a href="/guides/setup/">Setup</a> · <a href="/tips/#x">Tips</a> · <a href="/guides/">Guides</a>',
    )
    // A link to a file keeps its name; a URL-relative link resolves from the page's URL, as a browser does.
    expect(doc(p, '/guides/setup/').doc.html).toMatch(
      /<a href="\/tips\/#x">up<\/a> <img src="\/img\/a.svg"[^>]*> <a href="\/img\/a.svg">file<\/a> <a href="\/guides\/setup\/tips\/">rel<\/a>/,
    )
    expect(doc(p, '/guides/setup/').doc.tags).toEqual([{ label: 'start', href: '/tags/start/' }])
    expect(doc(p, '/guides/setup/').meta.canonical).toBe('https://x.org/guides/setup/')
    expect(flatHrefs(p.sidebars.get('documentationSidebar')!.items)).toEqual([
      '/auto/',
      '/auto/one/',
      '/guides/',
      '/guides/setup/',
      '/',
      '/tips/',
    ])
    expect(p.site).toMatchObject({ blogHref: '/blog/', docsHref: '/', trailingSlash: true })
    expect(p.warnings.filter((w) => w.includes('Broken'))).toEqual([expect.stringContaining('Broken link: "tips"')])
    expect(p.site.navbar.items[0]!.href).toBe('/guides/setup/')
    const post = p.routes.find((r) => r.url === '/blog/welcome/')!.props as PagePropsMap['blogPost']
    expect(post.post.tags).toEqual([{ label: 'news', href: '/blog/tags/news/' }])
  })

  test('false: pages are written as x.html, folder pages too (/guides → guides.html), and links have no trailing slash', async () => {
    const p = await planWith(false)
    expect(routeTable(p)).toEqual({
      '/': 'index.html',
      '/guides': 'guides.html',
      '/guides/setup': 'guides/setup.html',
      '/tips': 'tips.html',
      '/auto': 'auto.html',
      '/auto/one': 'auto/one.html',
      '/about': 'about.html',
      '/tags': 'tags.html',
      '/tags/start': 'tags/start.html',
      '/blog': 'blog.html',
      '/blog/welcome': 'blog/welcome.html',
      '/blog/archive': 'blog/archive.html',
      '/blog/authors': 'blog/authors.html',
      '/blog/authors/rp': 'blog/authors/rp.html',
      '/blog/tags': 'blog/tags.html',
      '/blog/tags/news': 'blog/tags/news.html',
      '/404': '404.html',
    })
    expect(doc(p, '/').doc.html).toContain(
      '<a href="/guides/setup">Setup</a> · <a href="/tips#x">Tips</a> · <a href="/guides">Guides</a>',
    )
    expect(flatHrefs(p.sidebars.get('documentationSidebar')!.items)).toEqual([
      '/auto',
      '/auto/one',
      '/guides',
      '/guides/setup',
      '/',
      '/tips',
    ])
    expect(doc(p, '/guides').doc.breadcrumbs).toEqual([{ label: 'Guides' }])
  })

  test('undefined: URLs as written (/guides/ for a folder page, /tips for a file)', async () => {
    const p = await planWith(undefined)
    expect(routeTable(p)).toMatchObject({
      '/guides/': 'guides/index.html',
      '/tips': 'tips.html',
      '/auto/': 'auto/index.html',
      '/blog': 'blog.html',
    })
    expect(p.site.trailingSlash).toBeUndefined()
  })
})

describe('generator/routes: unlisted docs named by a sidebar', () => {
  test('a sidebar may name an unlisted doc (as in Docusaurus): it is not shown there nor in prev/next, a category left empty is not shown, and the doc still shows a sidebar', async () => {
    const p = await plan({
      docs: {
        sidebars: {
          guides: [
            'index',
            'lone',
            'guides/setup',
            { type: 'category', label: 'Hidden', items: ['lone'] },
            { type: 'category', label: 'Linked', link: { type: 'doc', id: 'lone' }, items: ['api/overview'] },
          ],
        },
      },
    })
    const sidebar = p.sidebars.get('guides')!
    expect(flatHrefs(sidebar.items)).toEqual(['/', '/guides/setup', '/api/overview'])
    expect(sidebar.items.map((i) => i.label)).toEqual(['Home', 'Setup', 'Linked'])
    const doc = (url: string) => p.routes.find((r) => r.url === url)!.props as PagePropsMap['doc']
    expect(doc('/').doc.next?.href).toBe('/guides/setup')
    expect(doc('/guides/setup').doc.prev?.href).toBe('/')
    expect(doc('/lone').sidebar?.id).toBe('guides')
    expect(doc('/lone').meta.noindex).toBe(true)
    // Autogenerated sidebars leave it out too.
    const auto = await plan({ docs: {} })
    expect(flatHrefs(auto.sidebars.get('documentationSidebar')!.items)).not.toContain('/lone')
  })
})

function flatHrefs(items: { href?: string; items?: unknown[] }[]): string[] {
  return items.flatMap((i) => [...(i.href ? [i.href] : []), ...flatHrefs((i.items ?? []) as { href?: string }[])])
}

describe("generator/routes: the docs' main doc (third reading, item 5)", () => {
  const files = {
    'content/docs/filters.md': '# Filters',
    'content/docs/intro.md': '# Intro',
    'content/docs/setup.md': '# Setup',
  }
  test('without a doc at the docs root, the main doc is the first doc of the first sidebar, not the alphabetically first file', async () => {
    const p = await planSite(makeSite(files), {
      config: { docs: { sidebars: { guide: ['intro', 'setup', 'filters'] } } },
    })
    expect(p.site.docsHref).toBe('/intro')
    expect(p.site.version.mainDocId).toBe('intro')
    // The main doc shows no breadcrumbs (it is the docs' home); another doc does, with the home icon at the base URL.
    const html = (url: string) => p.routes.find((r) => r.url === url)!.props as PagePropsMap['doc']
    expect(html('/filters').doc.breadcrumbs.length).toBeGreaterThan(0)
  })

  test('a doc at the docs root is the main doc, wherever it is in the sidebar', async () => {
    const p = await planSite(makeSite({ ...files, 'content/docs/index.md': '# Home' }), {
      config: { docs: { sidebars: { guide: ['intro', 'index'] } } },
    })
    expect(p.site.docsHref).toBe('/')
    expect(p.site.version.mainDocId).toBe('index')
  })
})

describe("generator/routes: the breadcrumbs' home", () => {
  test("is the base URL when a page is served there, else the docs' main doc (no link to a missing page)", async () => {
    const withRoot = await planSite(makeSite({ 'content/docs/index.md': '# Home', 'content/docs/a.md': '# A' }))
    expect(withRoot.site.homeHref).toBe('/')
    const docsUnder = await planSite(makeSite({ 'content/docs/intro.md': '# Intro', 'content/docs/a.md': '# A' }), {
      config: { docs: { routeBasePath: 'docs', sidebars: { s: ['intro', 'a'] } } },
    })
    expect(docsUnder.site.homeHref).toBe('/docs/intro')
  })
})
