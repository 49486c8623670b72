import path from 'node:path'
import { VFile } from 'vfile'
import { beforeAll, describe, expect, test } from 'vitest'
import { normalizeConfig } from '../config.js'
import { parseSource } from '../content.js'
import { BrokenLinkError, DuplicateRouteError, UnknownIdError } from '../../core/errors.js'
import { docId, makeLinkResolver, planUrls, sourceUrl } from './plan.js'
import { aliasIndexData, checkDuplicateRoutes, tocOf } from './routes.js'
import { errorText, FIXTURES, makeSite, planSite, REPO_ROOT, rejection, type Planned } from '../../test/helpers.js'
import type { PagePropsMap, ResolvedNavbarItem, Route, SourceKind } from '../../core/types.js'

const fixture = (name: string) => path.join(FIXTURES, name)
const propsOf = <K extends keyof PagePropsMap>(r: Route | undefined, kind: K): PagePropsMap[K] => {
  expect(r?.kind).toBe(kind)
  return r!.props as PagePropsMap[K]
}

let site: Planned // the real Code Web Chat site
let base: Planned // generator/test/fixtures/base-docs, under baseUrl /docs/
beforeAll(async () => {
  ;[site, base] = await Promise.all([planSite(REPO_ROOT), planSite(fixture('base-docs'))])
}, 60_000)
const route = (p: Planned, url: string) => p.routes.find((r) => r.url === url)

describe('generator/routes', () => {
  test.each<[SourceKind, string, Record<string, unknown>, string]>([
    ['doc', 'index.md', {}, '/'],
    ['doc', 'tips.md', {}, '/tips'],
    ['doc', 'api-tools/index.md', {}, '/api-tools/'],
    ['doc', 'api-tools/context-edit.md', {}, '/api-tools/context-edit'],
    ['doc', '01-intro.md', {}, '/intro'],
    ['doc', 'guide/README.md', {}, '/guide/'],
    ['doc', 'api-tools/x.md', { slug: 'renamed' }, '/api-tools/renamed'],
    ['doc', 'api-tools/x.md', { slug: '/top-level' }, '/top-level'],
    ['doc', 'api-tools/MixedCase.mdx', { id: 'mixed-case' }, '/api-tools/mixed-case'],
    ['doc', 'api-tools/index.md', { id: 'overview' }, '/api-tools/'],
    ['doc', 'api-tools/x.md', { id: 'custom', slug: 'wins' }, '/api-tools/wins'],
    ['doc', '01-guides/02-setup.md', {}, '/guides/setup'],
    // Posts: Docusaurus's dated URLs by default; `slug` always wins (relative or absolute, under the blog).
    ['post', '2025-03-16-welcome.md', {}, '/blog/2025/03/16/welcome'],
    ['post', '2025-03-16-welcome/index.md', {}, '/blog/2025/03/16/welcome'],
    ['post', '2025-03-16-welcome.mdx', { slug: 'hello' }, '/blog/hello'],
    ['post', '2025-03-16-welcome.md', { slug: '/at/root' }, '/blog/at/root'],
    ['post', 'undated.md', {}, '/blog/undated'],
    ['post', 'undated/index.md', {}, '/blog/undated'],
    ['page', 'about.md', {}, '/about'],
  ])('a %s at %s with %j is served at %s', (kind, rel, frontmatter, url) => {
    const config = normalizeConfig('/site', {}, null)
    const file = { ...parseSource('x', `/site/content/${kind}s/${rel}`, kind, rel), frontmatter }
    expect(sourceUrl(config, file)).toBe(url)
  })

  test.each<[string, Record<string, unknown>, string]>([
    ['2025-03-16-welcome.md', {}, '/news/welcome'],
    ['2025-03-16-welcome/index.md', {}, '/news/welcome'],
    ['2025-03-16-welcome.md', { slug: 'hello' }, '/news/hello'],
  ])('with blog.postUrls: flat, the post %s with %j is served at %s', (rel, frontmatter, url) => {
    const config = normalizeConfig('/site', { blog: { postUrls: 'flat', routeBasePath: 'news' } }, null)
    expect(sourceUrl(config, { ...parseSource('x', `/site/content/blog/${rel}`, 'post', rel), frontmatter })).toBe(url)
  })

  test.each([
    ['index.js', '/'],
    ['foo.js', '/foo'],
    ['foo.tsx', '/foo'],
    ['foo/index.tsx', '/foo/'],
    ['foo/bar.jsx', '/foo/bar'],
    ['foo/index.ts', '/foo/'],
  ])('a React page at pages/%s is served at %s (the markdown page rules, as in Docusaurus)', (rel, url) => {
    const config = normalizeConfig('/site', {}, null)
    const file = {
      kind: 'page' as const,
      sourcePath: `/site/src/pages/${rel}`,
      relativePath: rel,
      frontmatter: {},
      body: '',
      bodyStartLine: 1,
      format: 'react' as const,
    }
    expect(sourceUrl(config, file)).toBe(url)
    expect(
      planUrls(normalizeConfig('/site', { baseUrl: '/docs/' }, null), {
        docs: [],
        posts: [],
        pages: [file],
        categories: [],
        authors: {},
        tags: { docs: null, blog: null },
      }).byFile.get(file.sourcePath),
    ).toBe('/docs' + url)
  })

  test('doc ids are the path without .md, or the folder plus the front-matter id', () => {
    const src = (rel: string, fm = {}) => ({ ...parseSource('', '/s/' + rel, 'doc', rel), frontmatter: fm })
    expect(docId(src('api-tools/context-edit.md'))).toBe('api-tools/context-edit')
    expect(docId(src('index.md'))).toBe('index')
    expect(docId(src('api-tools/x.md', { id: 'custom' }))).toBe('api-tools/custom')
  })

  test('R1–R16 the real site has exactly the routes of the spec, each with its page kind and output file', () => {
    expect(site.routes.map((r) => [r.url, r.kind, r.outputPath]).sort()).toEqual([
      ['/', 'doc', 'index.html'],
      ['/404', 'notFound', '404.html'],
      ['/api-tools/', 'doc', 'api-tools/index.html'],
      ['/api-tools/code-completions', 'doc', 'api-tools/code-completions.html'],
      ['/api-tools/commit-messages', 'doc', 'api-tools/commit-messages.html'],
      ['/api-tools/context-edit', 'doc', 'api-tools/context-edit.html'],
      ['/api-tools/intelligent-update', 'doc', 'api-tools/intelligent-update.html'],
      ['/blog', 'blogList', 'blog.html'],
      ['/blog/archive', 'blogArchive', 'blog/archive.html'],
      ['/blog/authors', 'blogAuthors', 'blog/authors.html'],
      ['/blog/authors/robertpiosik', 'blogAuthor', 'blog/authors/robertpiosik.html'],
      ['/blog/welcome', 'blogPost', 'blog/welcome.html'],
      ['/chatbot-initialization', 'doc', 'chatbot-initialization.html'],
      ['/context-selection', 'doc', 'context-selection.html'],
      ['/privacy', 'doc', 'privacy.html'],
      ['/tips', 'doc', 'tips.html'],
    ])
    expect(site.warnings).toEqual([])
  })

  test('R18 every route has its own output file and route-data file', () => {
    for (const p of [site, base]) {
      expect(new Set(p.routes.map((r) => r.outputPath)).size).toBe(p.routes.length)
      expect(new Set(p.routes.map((r) => r.dataPath)).size).toBe(p.routes.length)
      for (const r of p.routes) expect(r.dataPath).toMatch(/^__data\/.+\.json$/)
    }
  })

  test("31 an index route's data is also under its URL without the slash (a link written `/docs` fetches it), unless a route has that URL", () => {
    const mk = (url: string) =>
      ({
        url,
        dataPath:
          url === '/' ? '__data/index.json' : url.endsWith('/') ? `__data${url}index.json` : `__data${url}.json`,
      }) as Route
    const routes = [mk('/'), mk('/docs/'), mk('/blog/'), mk('/blog'), mk('/docs/a')]
    aliasIndexData(routes, '/')
    expect(routes.map((r) => r.dataAlias)).toEqual([undefined, '__data/docs.json', undefined, undefined, undefined])
    const based = [{ url: '/site/docs/', dataPath: '__data/docs/index.json' } as Route]
    aliasIndexData(based, '/site/')
    expect(based[0]!.dataAlias).toBe('__data/docs.json')
  })

  test('R1 the root is the main doc in the docs layout, with the documentation sidebar', () => {
    const props = propsOf(route(site, '/'), 'doc')
    expect(props.doc.id).toBe('index')
    expect(props.sidebar?.id).toBe('documentationSidebar')
    expect(props.doc.toc.length).toBeGreaterThan(0)
  })

  test('R2 the API tools overview lists its four pages in sidebar order', () => {
    const props = propsOf(route(site, '/api-tools/'), 'doc')
    expect(props.doc.title).toBe('API tools')
    expect(props.doc.cards.map((c) => [c.title, c.href])).toEqual([
      ['Code completions', '/api-tools/code-completions'],
      ['Context edit', '/api-tools/context-edit'],
      ['Intelligent update', '/api-tools/intelligent-update'],
      ['Commit messages', '/api-tools/commit-messages'],
    ])
    for (const c of props.doc.cards) expect(c.description.length).toBeGreaterThan(20)
  })

  test('the documentation sidebar follows FACTS.md: Intro, Context selection, Chatbot initialization, API tools (4), Tips, Privacy', () => {
    const items = site.sidebars.get('documentationSidebar')!.items
    expect(items.map((i) => i.label)).toEqual([
      'Intro',
      'Context selection',
      'Chatbot initialization',
      'API tools',
      'Tips',
      'Privacy',
    ])
    expect(items[3]!.items!.map((i) => i.label)).toEqual([
      'Code completions',
      'Context edit',
      'Intelligent update',
      'Commit messages',
    ])
  })

  test('every doc page shares the one sidebar object (computed once)', () => {
    const docs = site.routes.filter((r) => r.kind === 'doc').map((r) => propsOf(r, 'doc'))
    for (const d of docs) expect(d.sidebar).toBe(docs[0]!.sidebar)
    for (const r of site.routes) expect(r.props.site).toBe(site.site)
  })

  test('L10 breadcrumbs follow the sidebar items that match the path', () => {
    expect(propsOf(route(site, '/api-tools/context-edit'), 'doc').doc.breadcrumbs).toEqual([
      { label: 'API tools', href: '/api-tools/' },
      { label: 'Context edit' },
    ])
    expect(propsOf(route(site, '/tips'), 'doc').doc.breadcrumbs).toEqual([{ label: 'Tips' }])
  })

  test('prev/next follow the sidebar order across categories', () => {
    const at = (u: string) => propsOf(route(site, u), 'doc').doc
    expect(at('/').prev).toBeNull()
    expect(at('/').next).toEqual({ title: 'Context selection', href: '/context-selection' })
    expect(at('/chatbot-initialization').next).toEqual({ title: 'API tools', href: '/api-tools/' })
    expect(at('/api-tools/commit-messages').next).toEqual({ title: 'Tips', href: '/tips' })
    expect(at('/privacy').next).toBeNull()
  })

  test('pagination_prev/next override the sidebar order, and null removes the link', async () => {
    const dir = makeSite({
      'content/docs/a.md': '---\nsidebar_position: 1\npagination_next: c\n---\n# A',
      'content/docs/b.md': '---\nsidebar_position: 2\npagination_prev: null\n---\n# B',
      'content/docs/c.md': '---\nsidebar_position: 3\n---\n# C',
    })
    const p = await planSite(dir)
    expect(propsOf(route(p, '/a'), 'doc').doc.next?.href).toBe('/c')
    expect(propsOf(route(p, '/b'), 'doc').doc.prev).toBeNull()
    expect(propsOf(route(p, '/b'), 'doc').doc.next?.href).toBe('/c')
  })

  test('C1 site data carries the title, tagline, url, base URL, navbar items and footer', () => {
    expect(site.site).toMatchObject({
      title: 'Code Web Chat',
      url: 'https://codeweb.chat',
      baseUrl: '/',
      blogHref: '/blog',
      docsHref: '/',
    })
    expect(site.site.tagline).toMatch(/Initialize any web chat with your code/i)
    expect(site.site.footer.copyright).toMatch(/2025.*GPL-3\.0/)
  })

  test('N1 N2 the navbar: docs sidebar link on the left, GitHub, VS Code Marketplace and Donate on the right (external)', () => {
    expect(
      (site.site.navbar.items as ResolvedNavbarItem[]).map((i) => [i.type, i.label, i.position, i.external ?? false]),
    ).toEqual([
      ['docSidebar', 'Documentation', 'left', false],
      ['link', 'GitHub', 'right', true],
      ['link', 'VS Code Marketplace', 'right', true],
      ['link', 'Donate', 'right', true],
    ])
    expect(site.site.navbar.items[0]).toMatchObject({ href: '/', sidebarId: 'documentationSidebar' })
  })

  test('C2 colour-mode defaults reach every page: light, switch enabled, prefers-color-scheme off', () => {
    expect(site.site.colorMode).toEqual({
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: false,
    })
  })

  test('C4 version metadata: label Next, isLast, mainDocId is the root doc', () => {
    expect(site.site.version).toEqual({ name: 'current', label: 'Next', isLast: true, path: '/', mainDocId: 'index' })
    expect(site.site.rememberPreferredVersion).toBe(true)
    expect(base.site.version).toMatchObject({ path: '/docs/', mainDocId: 'index' })
  })

  test('C5 the locale is en, ltr', () => {
    expect(site.site.locale).toMatchObject({
      code: 'en',
      direction: 'ltr',
      htmlLang: 'en',
      label: 'English',
      calendar: 'gregory',
      path: 'en',
    })
  })

  test('C6 sidebars are looked up by id: the navbar docSidebar item resolves to its sidebar', () => {
    expect([...site.sidebars.keys()]).toEqual(['documentationSidebar'])
    const item = site.site.navbar.items.find((i) => i.type === 'docSidebar')!
    expect(site.sidebars.get(item.sidebarId!)).toBeDefined()
  })

  test('C3 TOC keeps heading levels 2 to 3', async () => {
    const p = await planSite(fixture('toc-levels'))
    expect(propsOf(route(p, '/'), 'doc').doc.toc.map((h) => [h.text, h.depth])).toEqual([
      ['Two', 2],
      ['Three', 3],
    ])
    expect(
      tocOf(
        [
          { id: 'a', text: 'a', depth: 2 },
          { id: 'b', text: 'b', depth: 4 },
        ],
        2,
        3,
      ),
    ).toEqual([{ id: 'a', text: 'a', depth: 2 }])
  })

  test('C3 toc_min/max_heading_level in front matter override the levels for one page', async () => {
    const p = await planSite(fixture('toc-levels'))
    expect(propsOf(route(p, '/custom'), 'doc').doc.toc.map((h) => h.depth)).toEqual([3, 4])
  })

  test('meta: "Page" title, canonical URL on the site origin, description from front matter or first paragraph', () => {
    const tips = propsOf(route(site, '/api-tools/context-edit'), 'doc').meta
    expect(tips).toMatchObject({
      title: 'Context edit',
      canonical: 'https://codeweb.chat/api-tools/context-edit',
      url: '/api-tools/context-edit',
      noindex: false,
    })
    expect(tips.description).toMatch(/plain-language instructions/)
    const install = propsOf(route(base, '/docs/guides/install'), 'doc').meta
    expect(install.description).toBe('Install it.')
    expect(install.canonical).toBe('https://example.com/docs/guides/install')
  })

  test('L1 internal links get the base URL /docs/ (markdown links, navbar items, sidebar)', () => {
    const home = propsOf(route(base, '/docs/'), 'doc')
    expect(home.doc.html).toContain('href="/docs/guides/install"')
    expect(home.doc.html).toContain('href="/docs/blog"')
    expect(home.doc.html).toContain('href="/docs/guides/usage#options"')
    expect(base.site.navbar.items.map((i) => i.href)).toEqual(['/docs/', '/docs/blog', undefined])
    expect(base.site.navbar.items[2]!.items!.map((i) => i.href)).toEqual([
      '/docs/guides/install',
      'https://example.org/',
    ])
    const sidebarHrefs = flatHrefs(home.sidebar!.items)
    expect(sidebarHrefs).toEqual(expect.arrayContaining(['/docs/', '/docs/guides/install', '/docs/guides/usage']))
    for (const href of sidebarHrefs) expect(href.startsWith('/docs/')).toBe(true)
    for (const r of base.routes) expect(r.url.startsWith('/docs/')).toBe(true)
  })

  test('L2 external links in content open in a new tab with rel noopener noreferrer', () => {
    const dropdown = base.site.navbar.items[2]!.items![1]!
    expect(dropdown.external).toBe(true)
    const html = site.routes
      .filter((r) => r.kind === 'doc')
      .map((r) => propsOf(r, 'doc').doc.html)
      .join('\n')
    const external = [...html.matchAll(/<a href="https?:[^"]*"[^>]*>/g)].map((m) => m[0])
    expect(external.length).toBeGreaterThan(0)
    for (const a of external) expect(a).toMatch(/target="_blank" rel="noopener noreferrer"/)
  })

  test('R11 the blog list is newest first; a truncated post shows its excerpt', () => {
    const list = propsOf(route(base, '/docs/blog'), 'blogList').list
    expect(list.posts.map((p) => [p.title, p.date])).toEqual([
      ['New news', '2025-02-01'],
      ['Old news', '2024-12-01'],
    ])
    const old = list.posts[1]!
    expect(old.truncated).toBe(true)
    expect(old.excerptHtml).toContain('An older post.')
    expect(old.excerptHtml).not.toContain('The rest')
  })

  test('R12 the archive groups every post by year', () => {
    expect(
      propsOf(route(base, '/docs/blog/archive'), 'blogArchive').archive.map((g) => [
        g.year,
        g.posts.map((p) => p.title),
      ]),
    ).toEqual([
      ['2025', ['New news']],
      ['2024', ['Old news']],
    ])
  })

  test('R13 R14 authors list each author with their post count, and each author with a page gets one', () => {
    const authors = propsOf(route(site, '/blog/authors'), 'blogAuthors').authors
    expect(authors.map((a) => [a.key, a.name, a.title, a.href, a.count])).toEqual([
      ['robertpiosik', 'Robert Piosik', 'Creator', '/blog/authors/robertpiosik', 1],
    ])
    expect(authors[0]!.imageUrl).toBeTruthy()
    const author = propsOf(route(site, '/blog/authors/robertpiosik'), 'blogAuthor')
    expect(author.posts.map((p) => p.href)).toEqual(['/blog/welcome'])
  })

  test('R15 the welcome post has its title, date, author and reading time', () => {
    const post = propsOf(route(site, '/blog/welcome'), 'blogPost').post
    expect(post).toMatchObject({ href: '/blog/welcome', date: '2025-03-16', formattedDate: 'March 16, 2025' })
    expect(post.authors.map((a) => a.key)).toEqual(['robertpiosik'])
    expect(post.readingTime).toBeGreaterThanOrEqual(1)
    expect(propsOf(route(site, '/blog/welcome'), 'blogPost').meta.ogType).toBe('article')
  })

  test('blog posts link to the newer and older post', () => {
    const newer = propsOf(route(base, '/docs/blog/2025/02/01/new-news'), 'blogPost').post
    const older = propsOf(route(base, '/docs/blog/2024/12/01/old-news'), 'blogPost').post
    expect(newer.newer).toBeNull()
    expect(newer.older).toEqual({ title: 'Old news', href: '/docs/blog/2024/12/01/old-news' })
    expect(older.newer).toEqual({ title: 'New news', href: '/docs/blog/2025/02/01/new-news' })
  })

  test('L9 blog sidebar groups recent posts by year', () => {
    expect(propsOf(route(base, '/docs/blog'), 'blogList').blogSidebar).toEqual({
      title: 'Recent posts',
      groups: [
        { year: '2025', items: [{ title: 'New news', href: '/docs/blog/2025/02/01/new-news' }] },
        { year: '2024', items: [{ title: 'Old news', href: '/docs/blog/2024/12/01/old-news' }] },
      ],
    })
  })

  test('R17 tag routes exist only when content has tags', () => {
    expect(site.routes.filter((r) => /Tags?$/.test(r.kind))).toEqual([])
    const tagged = base.routes.filter((r) => /Tags?$/.test(r.kind)).map((r) => [r.kind, r.url])
    expect(tagged).toEqual([
      ['blogTags', '/docs/blog/tags'],
      ['blogTag', '/docs/blog/tags/community'],
      ['blogTag', '/docs/blog/tags/release'],
      ['docsTags', '/docs/tags'],
      ['docsTag', '/docs/tags/intro'],
      ['docsTag', '/docs/tags/setup'],
    ])
    expect(propsOf(route(base, '/docs/tags/intro'), 'docsTag').docs.map((d) => d.href)).toEqual([
      '/docs/guides/install',
      '/docs/',
    ])
    expect(propsOf(route(base, '/docs/blog/tags/release'), 'blogTag').posts.map((d) => d.title)).toEqual([
      'New news',
      'Old news',
    ])
  })

  test('R14 R17 author and tag pages are paginated like the blog list (postsPerPage), so they do not grow with the blog', async () => {
    const post = (n: number) => [
      `content/blog/2025-01-0${n}-p${n}.md`,
      `---\ntitle: Post ${n}\nauthors: ann\ntags: [news]\n---\n\nBody ${n}.\n`,
    ]
    const root = makeSite({
      'site.config.ts': 'export default { blog: { postsPerPage: 2 } }\n',
      'content/docs/index.md': '# Home\n',
      'content/blog/authors.yml': 'ann:\n  name: Ann\n  page: true\n',
      ...Object.fromEntries([1, 2, 3].map(post)),
    })
    const paged = await planSite(root)
    const author = paged.routes.filter((r) => r.kind === 'blogAuthor')
    expect(author.map((r) => [r.url, r.outputPath])).toEqual([
      ['/blog/authors/ann', 'blog/authors/ann.html'],
      ['/blog/authors/ann/page/2', 'blog/authors/ann/page/2.html'],
    ])
    const [first, second] = author.map((r) => propsOf(r, 'blogAuthor'))
    expect(first!.posts.map((p) => p.title)).toEqual(['Post 3', 'Post 2'])
    expect(first!.pager).toEqual({ prev: null, next: { title: 'Older entries', href: '/blog/authors/ann/page/2' } })
    expect(second!.posts.map((p) => p.title)).toEqual(['Post 1'])
    expect(second!.pager).toEqual({ prev: { title: 'Newer entries', href: '/blog/authors/ann' }, next: null })
    expect(second!.author.count).toBe(3) // the card counts every post, on every page
    const tag = paged.routes.filter((r) => r.kind === 'blogTag').map((r) => propsOf(r, 'blogTag'))
    expect(tag.map((t) => [t.meta.url, t.posts.length, t.tag.count, t.pager.next?.href ?? null])).toEqual([
      ['/blog/tags/news', 2, 3, '/blog/tags/news/page/2'],
      ['/blog/tags/news/page/2', 1, 3, null],
    ])
  })

  test('R17 a standalone markdown page gets the page kind', () => {
    const page = propsOf(route(base, '/docs/about'), 'page').page
    expect(page.title).toBe('About')
    expect(page.toc.map((h) => h.text)).toEqual(['Details'])
  })

  test('R16 a not-found route is written as 404.html, not indexed', () => {
    const nf = route(site, '/404')!
    expect(nf).toMatchObject({ outputPath: '404.html', kind: 'notFound' })
    expect(nf.props.meta.noindex).toBe(true)
    expect(route(base, '/docs/404')!.outputPath).toBe('404.html')
  })

  test('a site without content/blog and without config has no blog routes', async () => {
    const p = await planSite(fixture('good'))
    expect(p.routes.map((r) => r.url).sort()).toEqual(['/', '/404', '/guide'])
    expect(p.site.blogHref).toBeNull()
  })

  test('E8 a draft doc yields no route and no sidebar entry', async () => {
    const p = await planSite(fixture('draft'))
    expect(p.routes.map((r) => r.url)).not.toContain('/wip')
    expect(flatHrefs(p.sidebars.get('documentationSidebar')!.items)).toEqual(['/', '/published'])
    expect(propsOf(route(p, '/published'), 'doc').doc.next).toBeNull()
    expect(p.plan.drafts).toEqual(new Set([path.join(fixture('draft'), 'content/docs/wip.md')]))
    expect(p.warnings).toEqual([])
    expect(base.routes.map((r) => r.url)).not.toContain('/docs/guides/secret')
  })

  test('E8 in development the draft is built and marked as a draft', async () => {
    const p = await planSite(fixture('draft'), { mode: 'development' })
    const wip = propsOf(route(p, '/wip'), 'doc')
    expect(wip.meta.draft).toBe(true)
    expect(flatHrefs(wip.sidebar!.items)).toContain('/wip')
  })

  test('E3 a broken internal link fails, listing each page and each link it could not resolve', async () => {
    const err = await rejection(planSite(fixture('broken-link')))
    expect(err.errors?.every((e) => e instanceof BrokenLinkError)).toBe(true)
    const text = errorText(err)
    const index = path.join(fixture('broken-link'), 'content/docs/index.md')
    const guide = path.join(fixture('broken-link'), 'content/docs/guide.md')
    expect(text).toMatch(/3 problems/)
    expect(text).toContain(`${index}\n  line 5: Broken link to a file that is not a page: "./missing.md"`)
    expect(text).toContain('line 7: Broken link: "/nowhere"')
    expect(text).toContain(`${guide}\n  line 5: Broken link: "/gone/away"`)
    expect(text).toMatch(/Fix the link/)
  })

  test('E3 onBrokenLinks warn turns the problems into warnings; ignore skips the check', async () => {
    const dir = makeSite({
      'content/docs/index.md': '[x](/nowhere)',
      'site.config.ts': "export default { onBrokenLinks: 'warn' }\n",
    })
    const warned = await planSite(dir)
    expect(warned.warnings).toHaveLength(1)
    expect(warned.warnings[0]).toMatch(/index\.md:1: Broken link: "\/nowhere"/)
    const ignored = await planSite(
      makeSite({
        'content/docs/index.md': '[x](/nowhere)',
        'site.config.ts': "export default { onBrokenLinks: 'ignore' }\n",
      }),
    )
    expect(ignored.warnings).toEqual([])
  })

  test('31 an anchor written percent-encoded names the heading it decodes to, as the browser reads it: no broken anchor', async () => {
    const dir = makeSite({
      'content/docs/index.md':
        '# Home\n\n[weather](./weather.md#fournisseurs-m%C3%A9t%C3%A9o) and [here](#tr%C3%A8s-bien)\n\n## Très bien\n',
      'content/docs/weather.md': '# Weather\n\n## Fournisseurs météo\n',
    })
    expect((await planSite(dir)).warnings.filter((w) => /anchor/i.test(w))).toEqual([])
    // Still broken when decoded it names nothing (or is not valid percent-encoding).
    const bad = makeSite({ 'content/docs/index.md': '# Home\n\n[a](#nul%C3%A9) [b](#%E0%A4%A)\n' })
    expect((await rejection(planSite(bad))).errors).toHaveLength(2)
  })

  test('E3 a broken #anchor, on another page or the same page, fails naming the page and the link', async () => {
    const err = await rejection(planSite(fixture('broken-anchor')))
    const text = errorText(err)
    expect(err.errors).toHaveLength(2)
    expect(text).toContain(path.join(fixture('broken-anchor'), 'content/docs/index.md'))
    expect(text).toContain(
      'line 5: Broken anchor "#no-such-section" in link "./guide.md#no-such-section": /guide has no heading or element with that id',
    )
    expect(text).toContain('line 9: Broken anchor "#not-on-this-page" in link "#not-on-this-page"')
    expect(text).not.toContain('real-section')
    expect(text).toMatch(/add `\{#id\}` to the heading/)
  })

  test('E3 a link to a draft fails and says the target is a draft', async () => {
    const err = await rejection(planSite(fixture('link-to-draft')))
    expect(errorText(err)).toMatch(/index\.md:5: .*"\.\/wip\.md" \(it links to a draft, which is not built\)/)
  })

  test('a missing local image fails naming the file, line and image; an image under static/ passes', async () => {
    const err = await rejection(planSite(fixture('missing-image')))
    expect(err).toBeInstanceOf(BrokenLinkError)
    expect(errorText(err)).toMatch(/missing-image\/content\/docs\/index\.md:5: Missing image: "\/img\/logo\.svg"/)
    expect(errorText(err)).not.toContain('present.svg')
    expect(errorText(err)).toMatch(/static\//)
  })

  test.each(['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'VBScript:x'])(
    'a %s URL in a link is refused with an error',
    async (href) => {
      const err = await rejection(planSite(makeSite({ 'content/docs/index.md': `[click](${href})` })))
      expect(errorText(err)).toMatch(/Unsafe URL scheme/)
    },
  )

  test('E7 an unknown sidebar id in a navbar item lists the available ids and names the config file', async () => {
    const err = await rejection(planSite(fixture('unknown-sidebar')))
    expect(err).toBeInstanceOf(UnknownIdError)
    expect(errorText(err)).toBe(
      `${path.join(fixture('unknown-sidebar'), 'site.config.ts')}: Unknown sidebar id "docsSidebar" in navbar.items[0]. Available sidebar ids: documentationSidebar\n  → Use one of the sidebar ids listed.`,
    )
  })

  test('E7 an unknown doc id in a config sidebar lists the available doc ids and names the config file', async () => {
    const err = await rejection(planSite(fixture('unknown-doc-id')))
    expect(err).toBeInstanceOf(UnknownIdError)
    expect(err.file).toBe(path.join(fixture('unknown-doc-id'), 'site.config.ts'))
    expect(errorText(err)).toMatch(
      /Unknown doc id "guides\/missing" in sidebar "main"\. Available doc ids: guides\/setup, index/,
    )
  })

  test('a hand-written sidebar replaces the autogenerated one', async () => {
    const dir = makeSite({
      'content/docs/index.md': '# Home',
      'content/docs/guides/setup.md': '# Setup',
      'site.config.ts':
        "export default { navbar: { items: [{ type: 'docSidebar', sidebarId: 'main', label: 'Docs' }] }, docs: { sidebars: { main: ['guides/setup', 'index'] } } }\n",
    })
    const p = await planSite(dir)
    expect([...p.sidebars.keys()]).toEqual(['main'])
    expect(flatHrefs(p.sidebars.get('main')!.items)).toEqual(['/guides/setup', '/'])
    expect(p.site.navbar.items[0]!.href).toBe('/guides/setup')
  })

  test('a duplicate route lists both files', async () => {
    const err = await rejection(planSite(fixture('duplicate-route')))
    expect(err).toBeInstanceOf(DuplicateRouteError)
    const text = errorText(err)
    expect(text).toContain('Several pages want the URL /same (same.html)')
    expect(text).toContain(path.join(fixture('duplicate-route'), 'content/docs/first.md'))
    expect(text).toContain(path.join(fixture('duplicate-route'), 'content/docs/second.md'))
    expect(text).toMatch(/Change the `slug`/)
  })

  test("31 onDuplicateRoutes: warn (a Docusaurus project's default) keeps the first page of a URL and names both; ignore keeps it quietly", () => {
    const r = (sourcePath: string) =>
      ({
        url: '/blog/x',
        outputPath: 'blog/x.html',
        dataPath: '__data/blog/x.json',
        kind: 'blogPost',
        props: {} as Route['props'],
        sourcePath,
      }) as Route
    const [md, mdx, other] = [
      r('/s/blog/x/index.md'),
      r('/s/blog/x/index.mdx'),
      { ...r('/s/blog/y.md'), url: '/blog/y', outputPath: 'blog/y.html' },
    ]
    const routes = [md, mdx, other]
    const warnings: string[] = []
    checkDuplicateRoutes(routes, 'warn', warnings)
    expect(routes).toEqual([md, other])
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toContain(
      'Several pages want the URL /blog/x (blog/x.html): /s/blog/x/index.md, /s/blog/x/index.mdx; the first is built',
    )
    const quiet = [md, mdx]
    const none: string[] = []
    checkDuplicateRoutes(quiet, 'ignore', none)
    expect([quiet, none]).toEqual([[md], []])
  })

  test('a page that collides with a generated page is reported with both', () => {
    const r = (url: string, kind: Route['kind'], sourcePath?: string) => ({
      url,
      outputPath: 'blog.html',
      dataPath: '__data/blog.json',
      kind,
      props: {} as Route['props'],
      sourcePath,
    })
    expect(() => checkDuplicateRoutes([r('/blog', 'blogList'), r('/blog', 'doc', '/s/content/docs/blog.md')])).toThrow(
      /\/s\/content\/docs\/blog\.md.*|generated blogList page/,
    )
    try {
      checkDuplicateRoutes([r('/blog', 'blogList'), r('/blog', 'doc', '/s/content/docs/blog.md')])
    } catch (err) {
      expect((err as Error).message).toBe(
        'Several pages want the URL /blog (blog.html): generated blogList page, /s/content/docs/blog.md',
      )
    }
  })

  test('two docs with the same id are an error listing both files', async () => {
    const err = await rejection(planSite(fixture('duplicate-id')))
    const text = errorText(err)
    expect(text).toContain('Two or more docs have the id "shared"')
    expect(text).toContain(path.join(fixture('duplicate-id'), 'content/docs/one.md'))
    expect(text).toContain(path.join(fixture('duplicate-id'), 'content/docs/two.md'))
  })

  test.each([
    ['./usage.md', '/docs/guides/usage'],
    ['../index.md', '/docs/'],
    ['/guides/usage.md', '/docs/guides/usage'],
    ['./secret.md', null],
    ['./nope.md', null],
    ['/blog', '/docs/blog'],
    ['/guides/usage.html', '/docs/guides/usage'],
    ['usage', '/docs/guides/usage'],
    ['../tags/intro', '/docs/tags/intro'],
  ])('L1 from guides/install.md under base /docs/, the link %s resolves to %s', (written, expected) => {
    const resolve = makeLinkResolver(base.config, base.plan)
    const from = new VFile({ path: path.join(fixture('base-docs'), 'content/docs/guides/install.md') })
    expect(resolve(written, from)).toBe(expected)
  })

  test('planUrls maps each source to its URL with base and indexes docs by id', () => {
    expect(base.plan.byFile.get(path.join(fixture('base-docs'), 'content/docs/guides/usage.md'))).toBe(
      '/docs/guides/usage',
    )
    expect(base.plan.docIds.get('guides/install')).toBe(
      path.join(fixture('base-docs'), 'content/docs/guides/install.md'),
    )
    expect(planUrls(base.config, base.content).byFile.size).toBe(base.plan.byFile.size)
  })
})

describe('generator/routes: blog and docs metadata as Docusaurus 3 makes it', () => {
  let meta: Planned
  beforeAll(async () => {
    meta = await planSite(
      makeSite({
        'site.config.ts':
          "export default { blog: { blogSidebarTitle: 'All posts', editUrl: 'https://git.example/edit/main/blog' } }\n",
        'content/docs/index.md': '---\ntags: [guide, Getting Started]\n---\n# Home\n',
        'content/docs/setup.md': '---\ntags: [guide]\n---\n# Setup\n',
        'content/docs/tags.yml': 'guide:\n  label: Guides\n  permalink: /guides\n  description: Step by step.\n',
        'content/blog/authors.yml':
          [
            'ann:\n  name: Ann\n  page: true\n  socials:\n    x: ann\n    newsletter: https://ann.example/news',
            'bob:\n  name: Bob\n  description: Writes rarely.\n  page:\n    permalink: /all-bob-articles',
            'cy:\n  name: Cy\n  url: https://cy.example',
          ].join('\n') + '\n',
        'content/blog/tags.yml':
          'hola:\n  label: Hola\n  permalink: /hola\n  description: Hola tag description\nrelease:\n',
        'content/blog/2025-01-01-first.md':
          '---\ntitle: First\nauthors: [ann, bob]\ntags: [hola, v5, v5]\n---\n\nOne two three.\n',
        'content/blog/2025-02-01-second/index.md':
          '---\ntitle: Second\nauthors:\n  - ann\n  - name: Guest\n    title: Visitor\ntags: [release, emitDecoratorMetadata]\n---\n\nBody.\n',
        'content/blog/2025-03-01-third.md':
          '---\ntitle: Third\nslug: third-post\nauthor: Old Style\nauthor_title: Legacy\n---\n\nBody.\n',
      }),
    )
  }, 60_000)
  const at = (url: string) => route(meta, url)

  test('dated post URLs; `slug` wins', () => {
    expect(
      meta.routes
        .filter((r) => r.kind === 'blogPost')
        .map((r) => r.url)
        .sort(),
    ).toEqual(['/blog/2025/01/01/first', '/blog/2025/02/01/second', '/blog/third-post'])
  })

  test('the authors list shows every author of the file; only `page` authors get a page, at their permalink', () => {
    const list = propsOf(at('/blog/authors'), 'blogAuthors')
    expect(list.authors.map((a) => [a.key, a.href, a.count])).toEqual([
      ['ann', '/blog/authors/ann', 2],
      ['bob', '/blog/authors/all-bob-articles', 1],
      ['cy', null, 0],
    ])
    expect(list.blogSidebar.title).toBe('All posts')
    expect(meta.routes.filter((r) => r.kind === 'blogAuthor').map((r) => r.url)).toEqual([
      '/blog/authors/ann',
      '/blog/authors/all-bob-articles',
    ])
    const bob = propsOf(at('/blog/authors/all-bob-articles'), 'blogAuthor')
    expect(bob.meta.title).toBe('Bob - One post')
    expect(bob.author).toMatchObject({ description: 'Writes rarely.', href: '/blog/authors/all-bob-articles' })
    expect(propsOf(at('/blog/authors/ann'), 'blogAuthor').meta.title).toBe('Ann - 2 posts')
  })

  test("a post's authors: keys with their page links and socials, inline and legacy authors without a page", () => {
    const second = propsOf(at('/blog/2025/02/01/second'), 'blogPost').post
    expect(second.authors.map((a) => [a.key, a.name, a.title, a.href])).toEqual([
      ['ann', 'Ann', undefined, '/blog/authors/ann'],
      [null, 'Guest', 'Visitor', null],
    ])
    expect(second.authors[0]!.socials).toEqual({ x: 'https://x.com/ann', newsletter: 'https://ann.example/news' })
    expect(propsOf(at('/blog/third-post'), 'blogPost').post.authors).toMatchObject([
      { key: null, name: 'Old Style', title: 'Legacy', href: null },
    ])
  })

  test('without an authors file there is no authors list page', async () => {
    const bare = await planSite(
      makeSite({
        'content/docs/index.md': '# Home\n',
        'content/blog/2025-01-01-a.md': '---\nauthors: { name: Solo }\n---\nA.\n',
      }),
    )
    expect(bare.routes.filter((r) => /^blogAuthors?$/.test(r.kind))).toEqual([])
    expect(propsOf(route(bare, '/blog/2025/01/01/a'), 'blogPost').post.authors).toMatchObject([
      { key: null, name: 'Solo', href: null },
    ])
  })

  test('blog tags: tags.yml gives label, permalink and description; other tags get the kebab case of their label', () => {
    const tags = propsOf(at('/blog/tags'), 'blogTags').tags
    expect(tags.map((t) => [t.label, t.href, t.count, t.description])).toEqual([
      ['emitDecoratorMetadata', '/blog/tags/emit-decorator-metadata', 1, undefined],
      ['Hola', '/blog/tags/hola', 1, 'Hola tag description'],
      ['Release', '/blog/tags/release', 1, undefined],
      ['v5', '/blog/tags/v-5', 1, undefined],
    ])
    const hola = propsOf(at('/blog/tags/hola'), 'blogTag')
    expect(hola.meta).toMatchObject({ title: 'One post tagged with "Hola"', description: 'Hola tag description' })
    expect(hola.allTagsHref).toBe('/blog/tags')
    expect(propsOf(at('/blog/tags'), 'blogTags').blogSidebar.title).toBe('All posts')
    expect(propsOf(at('/blog/2025/01/01/first'), 'blogPost').post.tags.slice(0, 2)).toEqual([
      { label: 'Hola', href: '/blog/tags/hola', description: 'Hola tag description' },
      { label: 'v5', href: '/blog/tags/v-5' },
    ])
    expect(propsOf(at('/blog/tags/v-5'), 'blogTag').posts).toHaveLength(1) // a tag written twice counts once
  })

  test('docs tags: docs/tags.yml likewise, tag pages grouped by URL', () => {
    expect(propsOf(at('/tags'), 'docsTags').tags.map((t) => [t.label, t.href, t.count])).toEqual([
      ['Getting Started', '/tags/getting-started', 1],
      ['Guides', '/tags/guides', 2],
    ])
    const guides = propsOf(at('/tags/guides'), 'docsTag')
    expect(guides.meta).toMatchObject({ title: '2 docs tagged with "Guides"', description: 'Step by step.' })
    expect(guides.tag.description).toBe('Step by step.')
    expect(guides.allTagsHref).toBe('/tags')
  })

  test("blog options: blogSidebarTitle, editUrl (the post's path under the blog folder appended), reading time", () => {
    const post = propsOf(at('/blog/2025/02/01/second'), 'blogPost')
    expect(post.blogSidebar.title).toBe('All posts')
    expect(post.post.editUrl).toBe('https://git.example/edit/main/blog/2025-02-01-second/index.md')
    expect(post.post.readingTime).toBe(0.01) // one word: Docusaurus's minutes, shown rounded up
    expect(propsOf(at('/blog'), 'blogList').list.posts.every((p) => typeof p.readingTime === 'number')).toBe(true)
  })

  test('showReadingTime: false leaves the reading time out; without editUrl there is no edit link', async () => {
    const quiet = await planSite(
      makeSite({
        'site.config.ts': 'export default { blog: { showReadingTime: false } }\n',
        'content/docs/index.md': '# Home\n',
        'content/blog/2025-01-01-a.md': '---\ntitle: A\n---\nSome words here.\n',
      }),
    )
    const post = propsOf(route(quiet, '/blog/2025/01/01/a'), 'blogPost').post
    expect('readingTime' in post).toBe(false)
    expect(post.editUrl).toBeNull()
    expect(propsOf(route(quiet, '/blog'), 'blogList').list.posts.map((p) => 'readingTime' in p)).toEqual([false])
    expect(propsOf(route(quiet, '/blog'), 'blogList').blogSidebar.title).toBe('Recent posts')
  })
})

function flatHrefs(items: { href?: string; items?: unknown[] }[]): string[] {
  return items.flatMap((i) => [...(i.href ? [i.href] : []), ...flatHrefs((i.items ?? []) as { href?: string }[])])
}
