/**
 * Versioned docs built as Docusaurus lays them out: the docusaurus-versions fixture
 * has the current docs ("Next"), 2.0 (the last version, at /docs) and 1.0 (unmaintained).
 */
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { describe, expect, test } from 'vitest'
import fg from 'fast-glob'
import { build } from './build.js'
import { cutVersion } from './stages/versions.js'
import { copyFixture, errorText, makeSite, rejection, snapshotDir } from './test/helpers.js'

const pagesOf = (out: string) => fg.sync('**/*.html', { cwd: out, ignore: ['__data/**'] }).sort()
const read = (out: string, rel: string) => fs.readFileSync(path.join(out, rel), 'utf8')
const attr = (html: string, re: RegExp) => [...html.matchAll(re)].map((m) => m[1])

describe('versioned docs (Docusaurus layout)', async () => {
  const root = copyFixture('docusaurus-versions')
  const report = await build(root, { cacheDir: false })
  const out = path.join(root, 'build')

  test('V1 every versioned route Docusaurus makes: the last version at /docs, current at /docs/next, 1.0 at /docs/1.0', () => {
    expect(pagesOf(out)).toEqual([
      '404.html',
      'docs/1.0/category/guides.html',
      'docs/1.0/guides/almanac.html',
      'docs/1.0/guides/tables.html',
      'docs/1.0/intro.html',
      'docs/guides/harbours.html',
      'docs/guides/tables.html',
      'docs/intro.html',
      'docs/next/guides/forecasts.html',
      'docs/next/guides/harbours.html',
      'docs/next/guides/tables.html',
      'docs/next/intro.html',
      'index.html',
    ])
    // versions.json is honoured, not reported.
    expect(report.warnings.join('\n')).not.toMatch(/versions\.json|versions are not built/)
  })

  test('31 llms.txt lists the last version\'s docs first under "Docs", then each other version\'s under its label; llms-full.txt in that order', () => {
    const llms = read(out, 'llms.txt')
    const headings = llms.split('\n').filter((l) => l.startsWith('## '))
    expect(headings[0]).toBe('## Docs')
    expect(headings.length).toBe(3)
    const section = (h: string) => llms.split(h + '\n')[1]!.split('\n## ')[0]!
    const links = (h: string) => [...section(h).matchAll(/\]\(([^)]+)\)/g)].map((m) => new URL(m[1]!).pathname)
    expect(links('## Docs').every((p) => !/^\/docs\/(next|1\.0)\//.test(p))).toBe(true)
    expect(links('## Docs').length).toBeGreaterThan(0)
    const next = headings.find((h) => h !== '## Docs' && links(h).every((p) => p.startsWith('/docs/next/')))
    expect(next, headings.join(' | ')).toBeDefined()
    const full = read(out, 'llms-full.txt')
    const urls = [...full.matchAll(/^URL: (\S+)$/gm)].map((m) => new URL(m[1]!).pathname)
    expect(urls.findIndex((p) => p.startsWith('/docs/next/'))).toBeGreaterThan(
      urls.findIndex((p) => /^\/docs\/(?!next|1\.0)/.test(p)),
    )
  })

  test('V3 each version shows its own text, sidebar, breadcrumbs and prev/next', () => {
    const old = read(out, 'docs/1.0/guides/tables.html')
    expect(old).toContain('tidepool print')
    expect(old).toContain('href="/docs/1.0/guides/almanac"') // 1.0's sidebar
    expect(old).not.toContain('href="/docs/next/guides/forecasts"')
    const next = read(out, 'docs/next/guides/tables.html')
    expect(next).toContain('Moonlight column')
    expect(next).toContain('href="/docs/next/guides/forecasts"')
    // prev/next stay in the version.
    expect(attr(read(out, 'docs/1.0/intro.html'), /class="pagination-nav__link[^"]*" href="([^"]+)"/g)).toEqual([
      '/docs/1.0/category/guides',
    ]) // 1.0's generated index
    // Each version's sidebar is its own persisted file.
    expect(fg.sync('__data/persist/sidebar-*', { cwd: out }).sort()).toEqual([
      '__data/persist/sidebar-mainSidebar.html',
      '__data/persist/sidebar-mainSidebar@1.0.html',
      '__data/persist/sidebar-mainSidebar@current.html',
    ])
  })

  test('V3 banners: unreleased on Next, unmaintained on 1.0 (linking the same page in 2.0), none on 2.0; the badge everywhere', () => {
    const next = read(out, 'docs/next/guides/tables.html')
    expect(next).toContain('This is unreleased documentation for Tidepool <b>Next</b> version.')
    expect(next).toContain('<a href="/docs/guides/tables" data-version="2.0">latest version</a>')
    const old = read(out, 'docs/1.0/guides/tables.html')
    expect(old).toContain('which is no longer actively maintained')
    expect(old).toContain('<a href="/docs/guides/tables" data-version="2.0">latest version</a>')
    // A page the last version lacks links its main doc.
    expect(read(out, 'docs/1.0/guides/almanac.html')).toContain(
      '<a href="/docs/intro" data-version="2.0">latest version</a>',
    )
    const last = read(out, 'docs/guides/tables.html')
    expect(last).not.toContain('version-banner')
    // "Edit this page" of a frozen version points into its snapshot, as in Docusaurus.
    expect(old).toContain('href="https://git.example/tidepool/tree/main/versioned_docs/version-1.0/guides/tables.md"')
    expect(next).toContain('href="https://git.example/tidepool/tree/main/docs/guides/tables.md"')
    // The breadcrumbs' home is the site's base URL, as in Docusaurus (useBaseUrl('/')), in every version.
    expect(old).toContain(`<a class="breadcrumbs__link breadcrumbs__link--home" href="/" aria-label="Home page">`)
    for (const [file, label] of [
      ['docs/guides/tables.html', '2.0'],
      ['docs/next/intro.html', 'Next'],
      ['docs/1.0/intro.html', '1.0'],
      ['docs/1.0/category/guides.html', '1.0'],
    ])
      expect(read(out, file!)).toContain(`<span class="version-badge">Version: ${label}</span>`)
    // 31 A generated category index has its version's banner too, leading to the last version's main doc.
    expect(read(out, 'docs/1.0/category/guides.html')).toContain(
      '<a href="/docs/intro" data-version="2.0">latest version</a>',
    )
  })

  test("V3 the version dropdown leads to the same page in each version, else that version's main doc, and is labelled with the page's version", () => {
    const dropdown = (file: string) => {
      const html = read(out, file).split('<header')[1]!.split('</header>')[0]!
      return {
        label: /<button type="button" class="navbar__link"[^>]*>([^<]+)</.exec(html)?.[1],
        links: attr(html, /<a href="([^"]+)" class="navbar-dropdown__link[^"]*"/g),
      }
    }
    expect(dropdown('docs/1.0/guides/tables.html')).toEqual({
      label: '1.0',
      links: ['/docs/next/guides/tables', '/docs/guides/tables', '/docs/1.0/guides/tables'],
    })
    // The page's version is marked; the navbar's doc links lead into that version without JS.
    expect(read(out, 'docs/1.0/guides/tables.html')).toContain(
      '<a href="/docs/1.0/guides/tables" class="navbar-dropdown__link navbar-dropdown__link--active" aria-current="page"',
    )
    expect(read(out, 'docs/1.0/guides/tables.html')).toMatch(
      /<a href="\/docs\/1\.0\/intro" class="navbar__link[^"]*" data-sidebar-id="mainSidebar"/,
    )
    expect(dropdown('docs/next/guides/forecasts.html')).toEqual({
      label: 'Next',
      links: ['/docs/next/guides/forecasts', '/docs/intro', '/docs/1.0/intro'],
    })
    // Outside the docs: each version's main doc, labelled with the last version.
    expect(dropdown('index.html')).toEqual({
      label: '2.0',
      links: ['/docs/next/intro', '/docs/intro', '/docs/1.0/intro'],
    })
    // The navbar's doc link knows its target in each version (the runtime follows the preferred version).
    expect(read(out, 'index.html')).toContain(
      'data-version-hrefs="{&quot;current&quot;:&quot;/docs/next/guides/tables&quot;,&quot;2.0&quot;:&quot;/docs/guides/tables&quot;,&quot;1.0&quot;:&quot;/docs/1.0/guides/tables&quot;}"',
    )
    expect(read(out, 'index.html')).toContain(
      '<meta name="cwc:versions" content="current,2.0,1.0"/><meta name="cwc:last-version" content="2.0"/>',
    )
  })

  test('28.7 V3 an old version is indexed as Docusaurus indexes it: its own canonical, in the sitemap', () => {
    const old = read(out, 'docs/1.0/guides/tables.html')
    expect(old).not.toContain('<meta name="robots" content="noindex"/>')
    expect(old).toContain('<link rel="canonical" href="https://tidepool.example/docs/1.0/guides/tables"/>')
    expect(read(out, 'docs/next/guides/tables.html')).toContain(
      '<link rel="canonical" href="https://tidepool.example/docs/next/guides/tables"/>',
    )
    const sitemap = read(out, 'sitemap.xml')
    expect(sitemap).toContain('<loc>https://tidepool.example/docs/guides/tables</loc>')
    expect(sitemap).toContain('<loc>https://tidepool.example/docs/next/guides/tables</loc>')
    expect(sitemap).toContain('<loc>https://tidepool.example/docs/1.0/guides/tables</loc>')
  })

  test("V3 the search indexes hold every version, each doc filtered by its version (other pages: all); a frozen version's docs are in its own index", () => {
    const filtersIn = (index: string) => {
      const dir = path.join(out, index, 'fragment')
      return Object.fromEntries(
        fs.readdirSync(dir).map((f) => {
          const text = zlib.gunzipSync(fs.readFileSync(path.join(dir, f))).toString('utf8')
          const fragment = JSON.parse(text.slice(text.indexOf('{'))) as { url: string; filters: { version: string[] } }
          return [fragment.url, fragment.filters.version.join()]
        }),
      )
    }
    // 10 docs — 1.0's too, searched here as everywhere — and the home page.
    expect(filtersIn('pagefind')).toEqual({
      '/': 'all',
      '/docs/next/intro': 'current',
      '/docs/next/guides/tables': 'current',
      '/docs/next/guides/harbours': 'current',
      '/docs/next/guides/forecasts': 'current',
    })
    expect(filtersIn('pagefind/versions/2.0')).toEqual({
      '/docs/intro': '2.0',
      '/docs/guides/tables': '2.0',
      '/docs/guides/harbours': '2.0',
    })
    expect(filtersIn('pagefind/versions/1.0')).toEqual({
      '/docs/1.0/intro': '1.0',
      '/docs/1.0/guides/tables': '1.0',
      '/docs/1.0/guides/almanac': '1.0',
    })
  })

  test('V4 links resolve within their version; a link to a page only another version has is an error naming the file and line', async () => {
    const broken = copyFixture('docusaurus-versions', {
      'versioned_docs/version-1.0/guides/tables.md': '# Tide tables\n\nSee [forecasts](./forecasts.md).\n',
    })
    const err = await rejection(build(broken, { cacheDir: false }))
    expect(errorText(err)).toContain(path.join('versioned_docs', 'version-1.0', 'guides', 'tables.md'))
    expect(errorText(err)).toMatch(/tables\.md:3: Broken link.*forecasts\.md/)
    // Nothing already built is lost: the failed build wrote no output.
    expect(fs.existsSync(path.join(broken, 'build'))).toBe(false)
  })

  test('V4 an unknown doc id in a versioned sidebar names the version and its file and lists its ids', async () => {
    const bad = copyFixture('docusaurus-versions', {
      'versioned_sidebars/version-1.0-sidebars.json': '{ "mainSidebar": ["intro", "guides/forecasts"] }',
    })
    const text = errorText(await rejection(build(bad, { cacheDir: false })))
    expect(text).toContain('version-1.0-sidebars.json')
    expect(text).toContain('docs version "1.0"')
    expect(text).toContain('guides/almanac')
  })

  test('V4 the same doc id in two versions is not a duplicate; twice in one version is, naming the version', async () => {
    const dup = copyFixture('docusaurus-versions', {
      'versioned_docs/version-1.0/guides/tables-again.md': '---\nid: tables\n---\n# Again\n',
    })
    const text = errorText(await rejection(build(dup, { cacheDir: false })))
    expect(text).toContain('Two or more docs have the id "guides/tables" (docs version "1.0")')
  })

  test('V2 `docs version 3.0` snapshots the current docs; the next build serves 3.0 at /docs and moves 2.0 under /docs/2.0', async () => {
    const site = copyFixture('docusaurus-versions')
    const { default: sidebars } = (await import(path.join(site, 'sidebars.js'))) as {
      default: Parameters<typeof cutVersion>[3]
    }
    cutVersion(site, '3.0', path.join(site, 'docs'), sidebars)
    await build(site, { cacheDir: false })
    const built = path.join(site, 'build')
    expect(pagesOf(built)).toContain('docs/guides/forecasts.html')
    expect(pagesOf(built)).toContain('docs/2.0/guides/harbours.html')
    expect(read(built, 'docs/2.0/guides/harbours.html')).toContain('which is no longer actively maintained')
    expect(read(built, 'docs/next/guides/forecasts.html')).toContain(
      '<a href="/docs/guides/forecasts" data-version="3.0">latest version</a>',
    )
  })

  test("V3 a docsVersion navbar item links the last version's main doc, labelled with it, and knows each version's", async () => {
    const site = copyFixture('docusaurus-versions')
    const file = path.join(site, 'docusaurus.config.js')
    fs.writeFileSync(
      file,
      fs
        .readFileSync(file, 'utf8')
        .replace("{ type: 'docsVersionDropdown', position: 'right' }", "{ type: 'docsVersion', position: 'left' }"),
    )
    await build(site, { cacheDir: false })
    const html = read(path.join(site, 'build'), 'index.html')
    expect(html).toContain(
      '<a href="/docs/intro" class="navbar__link" data-version-hrefs="{&quot;current&quot;:&quot;/docs/next/intro&quot;,&quot;2.0&quot;:&quot;/docs/intro&quot;,&quot;1.0&quot;:&quot;/docs/1.0/intro&quot;}">2.0</a>',
    )
  })

  test('V3 dropdownItemsBefore/After join the version dropdown, around the versions', async () => {
    const site = copyFixture('docusaurus-versions')
    const file = path.join(site, 'docusaurus.config.js')
    fs.writeFileSync(
      file,
      fs
        .readFileSync(file, 'utf8')
        .replace(
          "{ type: 'docsVersionDropdown', position: 'right' }",
          "{ type: 'docsVersionDropdown', position: 'right', dropdownItemsBefore: [{ to: '/', label: 'Home' }], dropdownItemsAfter: [{ href: 'https://archive.example/0.9', label: '0.9' }] }",
        ),
    )
    const report = await build(site, { cacheDir: false })
    expect(report.warnings.join('\n')).not.toMatch(/dropdownItems/)
    const html = read(path.join(site, 'build'), 'docs/1.0/intro.html').split('<header')[1]!.split('</header>')[0]!
    expect(attr(html, /<a href="([^"]+)"[^>]*class="navbar-dropdown__link/g)).toEqual([
      '/',
      '/docs/next/intro',
      '/docs/intro',
      '/docs/1.0/intro',
      'https://archive.example/0.9',
    ])
  })

  test("V5 a rebuild with the current version edited reuses every frozen version's compiled pages", async () => {
    const site = copyFixture('docusaurus-versions')
    const cacheDir = path.join(site, '.cache-test')
    await build(site, { cacheDir })
    fs.appendFileSync(path.join(site, 'docs/guides/harbours.md'), '\nA new paragraph.\n')
    const warm = await build(site, { cacheDir })
    expect(warm.compiled).toBe(1)
    expect(warm.reused).toBe(10)
    const cold = copyFixture('docusaurus-versions', {
      'docs/guides/harbours.md': fs.readFileSync(path.join(site, 'docs/guides/harbours.md'), 'utf8'),
    })
    await build(cold, { cacheDir: false })
    const a = snapshotDir(path.join(site, 'build'))
    const b = snapshotDir(path.join(cold, 'build'))
    expect([...a.keys()]).toEqual([...b.keys()])
    for (const [k, v] of a) expect(v.equals(b.get(k)!), k).toBe(true)
  })
})

describe("versioned docs on this generator's own layout (content/docs, site.config.ts)", () => {
  test('V1 versions.json at the site root versions content/docs: the last version at the docs root, Next under next/', async () => {
    const root = makeSite({
      'site.config.ts':
        "export default { title: 'Own', url: 'https://own.example', docs: { versions: { current: { label: 'Edge' } } } }\n",
      'content/docs/index.md': '# Home\n\nNow.\n',
      'content/docs/guide.md': '# Guide\n\nThe [home](./index.md).\n',
      'versions.json': '["1.0"]',
      'versioned_docs/version-1.0/index.md': '# Home\n\nThen.\n',
      'versioned_docs/version-1.0/guide.md': '# Guide\n\nOld [home](./index.md).\n',
    })
    await build(root, { cacheDir: false })
    const out = path.join(root, 'dist')
    expect(pagesOf(out)).toEqual(['404.html', 'guide.html', 'index.html', 'next/guide.html', 'next/index.html'])
    expect(read(out, 'next/guide.html')).toContain('<span class="version-badge">Version: Edge</span>')
    expect(read(out, 'next/guide.html')).toContain('href="/next/"')
    expect(read(out, 'guide.html')).toContain('Old <a href="/">home</a>')
  })
})
