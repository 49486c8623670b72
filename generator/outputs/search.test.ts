import fs from 'node:fs'
import path from 'node:path'
import { gunzipSync } from 'node:zlib'
import { describe, expect, test } from 'vitest'
import fg from 'fast-glob'
import { build } from '../build.js'
import { isSearchable, plainCode, searchDocument } from './search.js'
import { toHtml } from 'hast-util-to-html'
import { loadSitePrism, prismBlock } from '../stages/markdown/prism-engine.js'
import { makeSite, prismProject, tempDir } from '../test/helpers.js'
import type { PageKind, Route } from '../core/types.js'

/** A Pagefind fragment: one indexed page. */
interface Fragment {
  url: string
  content: string
  meta: { title?: string }
  anchors: { element: string; id: string; text: string }[]
}

/** Every page record of a built index (fragments are gzipped JSON behind a signature). */
/** Pagefind makes the same files, byte for byte, from both pages (and more than a few). */
async function expectSameIndex(page: string, plain: string): Promise<void> {
  const pagefind = await import('pagefind')
  const filesOf = async (html: string) => {
    const { index } = await pagefind.createIndex({ rootSelector: 'main article', forceLanguage: 'en' })
    await index!.addHTMLFile({ url: '/', content: html })
    const { files } = await index!.getFiles()
    await index!.deleteIndex()
    return new Map(files.map((f) => [f.path, Buffer.from(f.content).toString('base64')]))
  }
  const [withSpans, without] = [await filesOf(page), await filesOf(plain)]
  expect(withSpans.size).toBeGreaterThan(3)
  expect(without).toEqual(withSpans)
  await pagefind.close()
}

function readFragments(outDir: string): Fragment[] {
  return fg
    .sync('pagefind/fragment/*.pf_fragment', { cwd: outDir })
    .sort()
    .map((f) => {
      const bytes = gunzipSync(fs.readFileSync(path.join(outDir, f)))
      return JSON.parse(bytes.subarray('pagefind_dcd'.length).toString('utf8')) as Fragment
    })
}

const SITE = {
  'site.config.ts': `export default { title: 'Searchy', search: true }\n`,
  'content/docs/index.md': '---\ntitle: Home\n---\n\nWelcome to the zebra docs.\n',
  'content/docs/guide.md':
    '---\ntitle: Setup guide\n---\n\nIntro about pelicans.\n\n## Install steps\n\nRun the flamingo installer.\n\n### Fine & tuning\n\nTweak the knobs.\n',
  'content/docs/hidden.md': '---\ntitle: Hidden page\nhide_title: true\n---\n\nOnly the walrus knows.\n',
  'content/docs/wip.md': '---\ntitle: Work in progress\ndraft: true\n---\n\nThe secret narwhal.\n',
  'content/docs/unlisted.md': '---\ntitle: Unlisted page\nunlisted: true\n---\n\nThe quiet okapi.\n',
  'content/blog/2025-01-02-hello.md': '---\ntitle: Hello post\nauthors: []\n---\n\nA post about lemurs.\n',
}

describe('generator/search', () => {
  test('indexes docs and posts with their title and section headings; skips drafts, unlisted pages and 404', async () => {
    const outDir = path.join(tempDir('ssg-search-'), 'dist')
    await build(makeSite(SITE), { outDir })
    const fragments = readFragments(outDir)
    const byUrl = new Map(fragments.map((f) => [f.url, f]))
    expect([...byUrl.keys()].sort()).toEqual(['/', '/blog/2025/01/02/hello', '/guide', '/hidden'])

    const guide = byUrl.get('/guide')!
    expect(guide.meta.title).toBe('Setup guide')
    expect(guide.anchors.map((a) => [a.element, a.id, a.text])).toEqual([
      ['h2', 'install-steps', 'Install steps'],
      ['h3', 'fine--tuning', 'Fine & tuning'],
    ])
    expect(guide.content).toContain('Run the flamingo installer.')
    // Only the article: no navbar, sidebar, TOC, pagination or `#` heading links.
    expect(guide.content).not.toMatch(/Searchy|On this page|Next|#/)
    // A hidden h1 does not lose the title.
    expect(byUrl.get('/hidden')!.meta.title).toBe('Hidden page')
    expect(byUrl.get('/blog/2025/01/02/hello')!.meta.title).toBe('Hello post')

    const all = fragments.map((f) => f.content).join('\n')
    expect(all).not.toContain('narwhal') // draft
    expect(all).not.toContain('okapi') // unlisted
    expect(all).not.toContain('Page Not Found')
    // The browser runtime is there; Pagefind's own UIs are not.
    const files = fg.sync('pagefind/*', { cwd: outDir }).sort()
    expect(files).toContain('pagefind/pagefind.js')
    expect(files).toContain('pagefind/pagefind-entry.json')
    expect(files.some((f) => /ui|highlight|playground/.test(f))).toBe(false)
  })

  test('search off (the default) writes no index and leaves the navbar slot empty', async () => {
    const outDir = path.join(tempDir('ssg-search-off-'), 'dist')
    await build(makeSite({ ...SITE, 'site.config.ts': `export default { title: 'Quiet' }\n` }), { outDir })
    expect(fs.existsSync(path.join(outDir, 'pagefind'))).toBe(false)
    expect(fs.readFileSync(path.join(outDir, 'guide.html'), 'utf8')).toContain(
      '<div class="navbar__search" data-search-slot="true"></div>',
    )
  })

  test('search on puts the button with the search chunk URL into the slot', async () => {
    const outDir = path.join(tempDir('ssg-search-on-'), 'dist')
    await build(makeSite(SITE), { outDir })
    const html = fs.readFileSync(path.join(outDir, 'guide.html'), 'utf8')
    const src = /<div class="navbar__search" data-search-slot="true">[\s\S]*?data-search-src="([^"]+)"/.exec(html)?.[1]
    expect(src).toMatch(/^\/assets\/search\.[\w-]+\.js$/)
    expect(fs.existsSync(path.join(outDir, src!))).toBe(true)
    // The runtime does not import the search UI statically.
    const runtime = /<script type="module" src="([^"]+)"/.exec(html)![1]!
    expect(fs.readFileSync(path.join(outDir, runtime), 'utf8')).not.toContain('search-modal')
  })

  test.each<[string, PageKind, Partial<Route['props']['meta']>, boolean]>([
    ['a doc', 'doc', {}, true],
    ['a post', 'blogPost', {}, true],
    ['a markdown page', 'page', {}, true],
    ['the 404 page', 'notFound', { noindex: true }, false],
    ['an unlisted doc', 'doc', { noindex: true }, false],
    ['a draft in dev mode', 'doc', { draft: true }, false],
    ['a blog list', 'blogList', {}, false],
    ['a tag page', 'docsTag', {}, false],
  ])('isSearchable: %s → %s', (_, kind, meta, expected) => {
    expect(isSearchable(route(kind, meta))).toBe(expected)
  })

  test('a highlighted block reaches Pagefind without its token and line spans, and Pagefind makes the same index from it as from the spans', async () => {
    const fences = [
      '```ts {2}\nconst answer: number = 42 // the zebra\nexport function pelican(x?: string) { return x ?? "flamingo" }\n```',
      '```diff\n- old walrus\n+ new okapi <tag attr="v">\n```',
      '```bash\necho "$HOME" | grep lemur && exit 1\n```',
      '```\nplain <text> & more\n```',
    ]
    const outDir = path.join(tempDir('ssg-search-code-'), 'dist')
    await build(
      makeSite({
        'site.config.ts': `export default { title: 'Code', search: true }\n`,
        'content/docs/index.md': `---\ntitle: Code\n---\n\nSome code.\n\n${fences.join('\n\n')}\n`,
      }),
      { outDir },
    )
    const page = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8')
    expect(page.match(/<span style=/g)!.length).toBeGreaterThan(20)
    const plain = plainCode(page)
    expect(plain.match(/<pre class="shiki/g)).toHaveLength(fences.length)
    expect(plain).not.toMatch(/<pre class="shiki[^>]*>(?:(?!<\/pre>)[\s\S])*<span/)
    expect(plain).toContain('<span aria-live="polite">') // the copy button's, outside the block
    // The content the build indexed (the fragment) has every word of the code.
    expect(readFragments(outDir)[0]!.content).toMatch(
      /42 \/\/ the zebra[\s\S]*flamingo[\s\S]*new okapi <tag attr="v">[\s\S]*grep lemur/,
    )
    // Pagefind itself: the same files, byte for byte, from the page with its spans and without.
    await expectSameIndex(page, plain)
  }, 60_000)

  test("31 a block of a Docusaurus project's Prism reaches Pagefind without its token and line spans, and Pagefind makes the same index from it", async () => {
    const prism = loadSitePrism(prismProject(), [])!
    const block = (text: string, lang: string, meta = '') => toHtml(prismBlock(prism, text, lang, meta))
    const blocks = [
      block('const answer = 42 // the zebra\nexport function pelican(x) { return x ?? "flamingo" }', 'jsx', '{2}'),
      block('<View style={styles.okapi}>\n  <Text>lemur</Text>\n</View>', 'tsx'),
      block('print("walrus") if home else None', 'python'),
    ]
    const page = `<!DOCTYPE html><html lang="en"><body><main><article><h1>Code</h1><p>Some code.</p>${blocks.join('')}</article></main></body></html>`
    expect(page.match(/<span class="token /g)!.length).toBeGreaterThan(20)
    const plain = plainCode(page)
    expect(plain.match(/<pre class="prism-code/g)).toHaveLength(blocks.length)
    expect(plain).not.toContain('<span')
    expect(plain).toContain('print("walrus") if home')
    await expectSameIndex(page, plain)
  }, 60_000)

  test("plainCode keeps a block whose spans are not all Shiki's, and leaves other pre elements alone", () => {
    const token =
      '<pre class="shiki cwc" style="x" tabindex="0"><code><span class="line highlighted"><span style="color:var(--a)">a</span><span>b</span></span></code></pre>'
    expect(plainCode(token)).toBe('<pre class="shiki cwc" style="x" tabindex="0"><code>ab</code></pre>')
    const other =
      '<pre class="shiki cwc"><code><span class="line"><span class="visually-hidden">x</span>y</span></code></pre>'
    expect(plainCode(other)).toBe(other)
    const pre = '<pre><code><span style="c">a</span></code></pre>'
    expect(plainCode(pre)).toBe(pre)
    const prismOther =
      '<pre class="prism-code language-js"><code><span class="line"><span class="token keyword">a</span><span class="hidden">b</span></span></code></pre>'
    expect(plainCode(prismOther)).toBe(prismOther)
  })

  test('searchDocument pins the page title on the article inside main#__main, and leaves out what surrounds <main>', () => {
    const html =
      '<!DOCTYPE html><html lang="fr"><head><title>T</title></head><body><nav><article>nav teaser</article></nav><main id="__main" tabindex="-1"><article class="markdown"><p>x</p></article></main><footer>f</footer></body></html>'
    expect(searchDocument(route('doc', { title: 'Tips & "tricks"' }), html)).toBe(
      '<!DOCTYPE html><html lang="fr"><body><main id="__main" tabindex="-1"><article data-pagefind-meta="title:Tips &amp; &quot;tricks&quot;" class="markdown"><p>x</p></article></main></body></html>',
    )
    expect(searchDocument(route('doc'), '<main id="__main"><p>no article</p></main>')).toBeNull()
  })

  test('V3 with several docs versions each doc is filtered by its version and other pages by "all"; an old version\'s noindex docs are still searched', () => {
    const html = '<main id="__main"><article><p>x</p></article></main>'
    expect(searchDocument(route('doc', {}, '1.0'), html)).toBe(
      '<!DOCTYPE html><html><body><main id="__main"><article data-pagefind-meta="title:X" data-pagefind-filter="version:1.0"><p>x</p></article></main></body></html>',
    )
    const page = route('page', {}, '1.0')
    expect(searchDocument(page, html)).toContain('data-pagefind-filter="version:all"')
    expect(isSearchable(route('doc', { noindex: true }, '1.0'))).toBe(true)
    expect(isSearchable(route('doc', { noindex: true, unlisted: true }, '1.0'))).toBe(false)
  })
})

describe('generator/search: a frozen docs version has its own index', () => {
  test("V3 V5 each frozen version's docs go to pagefind/versions/<name>/ (data files only: the main bundle's script and WebAssembly serve it); a version without a searched doc gets a page no filter selects", async () => {
    const root = makeSite({
      'site.config.ts': `export default { title: 'Searchy', search: true }\n`,
      'content/docs/intro.md': '---\ntitle: Intro\n---\n\nThe current walrus.\n',
      'content/pages/about.md': '---\ntitle: About\n---\n\nAn about page with a heron.\n',
      'versions.json': '["2.0", "1 beta"]\n',
      'versioned_docs/version-2.0/intro.md': '---\ntitle: Intro\n---\n\nThe old pelican.\n',
      'versioned_docs/version-1 beta/intro.md': '---\ntitle: Intro\nunlisted: true\n---\n\nThe hidden okapi.\n',
    })
    const outDir = path.join(tempDir('ssg-search-'), 'dist')
    await build(root, { outDir })
    const fragmentsOf = (dir: string) =>
      fg.sync(`${dir}fragment/*.pf_fragment`, { cwd: outDir }).map(
        (f) =>
          JSON.parse(
            gunzipSync(fs.readFileSync(path.join(outDir, f)))
              .subarray('pagefind_dcd'.length)
              .toString('utf8'),
          ) as Fragment & { filters: Record<string, string[]> },
      )
    const main = fragmentsOf('pagefind/')
    expect(main.map((f) => [f.url, f.filters.version]).sort()).toEqual([
      ['/about', ['all']],
      ['/next/intro', ['current']],
    ])
    const v2 = fragmentsOf('pagefind/versions/2.0/')
    expect(v2.map((f) => [f.url, f.filters.version])).toEqual([['/intro', ['2.0']]])
    expect(v2[0]!.content).toContain('The old pelican.')
    // "1 beta" (its folder name made safe) has only an unlisted doc: its index holds one page that no
    // search's filter selects.
    const beta = fragmentsOf('pagefind/versions/1_20beta/')
    expect(beta.map((f) => f.filters.version)).toEqual([['__no_docs__']])
    expect(beta.map((f) => f.content).join()).not.toContain('okapi')
    expect(fg.sync('pagefind/versions/2.0/*', { cwd: outDir }).sort()).toEqual([
      'pagefind/versions/2.0/pagefind-entry.json',
      expect.stringMatching(/^pagefind\/versions\/2\.0\/pagefind\.en_\w+\.pf_meta$/),
    ])
  })
})

function route(kind: PageKind, meta: Partial<Route['props']['meta']> = {}, version?: string): Route {
  const versions = version
    ? [
        { name: 'current', label: 'Next', href: '/next/', isLast: false },
        { name: version, label: version, href: '/', isLast: true },
      ]
    : [{ name: 'current', label: 'Next', href: '/', isLast: true }]
  const doc = kind === 'doc' ? { doc: version ? { version: { name: version } } : {} } : {}
  return {
    url: '/x',
    outputPath: 'x.html',
    dataPath: '__data/x.json',
    kind,
    props: {
      kind,
      site: { versions },
      ...doc,
      meta: {
        title: 'X',
        description: '',
        canonical: '',
        url: '/x',
        noindex: false,
        ogType: 'website',
        image: null,
        ...meta,
      },
    } as unknown as Route['props'],
  }
}

describe('search documents read well in excerpts (third reading, item 11)', () => {
  test("a table is indexed as a sentence per row, each cell after its column's header", async () => {
    const { indexTables } = await import('./search.js')
    const table =
      '<table tabindex="0"><thead><tr><th>Permission</th><th>Chrome</th><th>What it is for</th></tr></thead><tbody>' +
      '<tr><td><code>storage</code></td><td>Yes</td><td>Saves your settings.</td></tr><tr><td>tabs</td><td></td><td>Opens chats</td></tr></tbody></table>'
    expect(indexTables(`<p>Before</p>${table}<p>After</p>`)).toBe(
      '<p>Before</p><p><code>storage</code>; Chrome: Yes; What it is for: Saves your settings.</p><p>tabs; What it is for: Opens chats.</p><p>After</p>',
    )
    expect(indexTables('<p>no table</p>')).toBe('<p>no table</p>')
  })
})
