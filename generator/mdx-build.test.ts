/**
 * The MDX fixture site built whole (generator/test/fixtures/mdx-site): MDX pages beside plain
 * markdown, partials, site components, islands and what the build reports about them.
 */
import fs from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { beforeAll, describe, expect, test } from 'vitest'
import { build } from './build.js'
import { copyFixture } from './test/helpers.js'

let out: string
let report: Awaited<ReturnType<typeof build>>
beforeAll(async () => {
  const root = copyFixture('mdx-site')
  out = path.join(root, 'out')
  report = await build(root, { outDir: out })
}, 120_000)

const read = (rel: string) => fs.readFileSync(path.join(out, rel), 'utf8')

describe('an MDX site, built', () => {
  test('every .mdx and .md page is built; partials are not pages', () => {
    for (const rel of [
      'docs/index.html',
      'docs/plain.html',
      'docs/guides/index.html',
      'docs/guides/first.html',
      'blog/2025/03/04/hello-mdx.html',
    ])
      expect(fs.existsSync(path.join(out, rel)), rel).toBe(true)
    expect(
      fs
        .readdirSync(path.join(out, 'docs'), { recursive: true })
        .map(String)
        .filter((f) => f.includes('_parts') || f.includes('setup')),
    ).toEqual([])
  })

  test("<DocCardList /> is replaced by the category's cards where it is written", () => {
    const html = read('docs/guides/index.html')
    expect(html).toMatch(
      /<p>Every guide of the fixture:<\/p>\s*<section class="doc-cards"[^>]*>.*href="\/docs\/guides\/first".*<\/section>\s*<p>Pick one to start.<\/p>/s,
    )
    expect(html.match(/class="doc-cards"/g)).toHaveLength(1)
  })

  test("<head> in MDX joins the page head; its canonical replaces the page's own", () => {
    const head = read('docs/guides/first.html').split('</head>')[0]!
    expect(head).toContain('<meta name="x-fixture" content="head-merged"/>')
    expect(head.match(/rel="canonical"/g)).toHaveLength(1)
    expect(head).toContain('<link rel="canonical" href="https://elsewhere.example.com/first"/>')
  })

  test('island pages name their script; the script and React are written once under assets/islands; other pages have none', () => {
    const page = read('docs/index.html')
    const src = /<cwc-island data-src="([^"]+)" data-island="0">/.exec(page)?.[1]
    expect(src).toMatch(/^\/assets\/islands\/page-\d+\.[A-Z0-9]+\.js$/)
    expect(fs.existsSync(path.join(out, src!))).toBe(true)
    expect(JSON.parse(read('__data/docs/index.json')).html).toContain(`data-src="${src}"`)
    expect(read('docs/plain.html')).not.toContain('cwc-island')
    expect(read('docs/plain.html')).not.toContain('/assets/islands/')
  })

  test('the report names the island pages and the JS each adds; the runtime every page loads stays within 8 KB', () => {
    expect(report.weights.islands).toEqual([
      { source: expect.stringMatching(/content\/docs\/index\.mdx$/), jsGzip: expect.any(Number) },
    ])
    expect(report.weights.islands![0]!.jsGzip).toBeGreaterThan(20_000) // React is in it
    expect(report.weights.jsGzip).toBeLessThanOrEqual(8 * 1024)
    const runtime = /<script type="module" src="([^"]+)"/.exec(read('docs/plain.html'))![1]!
    expect(gzipSync(fs.readFileSync(path.join(out, runtime))).length).toBeLessThan(8 * 1024)
  })

  test('the blog list shows an MDX post up to {/* truncate */}', () => {
    const list = read('blog.html')
    expect(list).toContain('The excerpt of an MDX post.')
    expect(list).not.toContain('The rest of the post')
    expect(read('blog/2025/03/04/hello-mdx.html')).toContain('The rest of the post')
  })

  test('twins and llms-full.txt carry readable markdown for MDX pages', () => {
    const twin = read('docs/index.md')
    expect(twin).not.toMatch(/^import /m)
    expect(twin).toContain('**Yarn**')
    expect(twin).toContain(':::tip[Good to know]')
    expect(read('llms-full.txt')).toContain('This part is shared, written for the fixture.')
  })
})

describe('warnings said once', () => {
  test('a tsconfig.json extending a config that is not installed is named once per build, not once per imported module', async () => {
    const { makeSite, tempDir } = await import('./test/helpers.js')
    const root = makeSite({
      'site.config.ts':
        "export default { title: 'Once', url: 'https://once.example.com', baseUrl: '/', docs: { routeBasePath: '/docs' } }\n",
      'tsconfig.json': JSON.stringify({ extends: '@docusaurus/tsconfig', compilerOptions: { baseUrl: '.' } }),
      'src/components/A.jsx': 'export default function A() { return <b>A</b> }\n',
      'src/components/B.jsx': 'export default function B() { return <i>B</i> }\n',
      'content/docs/a.mdx': "import A from '@site/src/components/A.jsx'\n\n# A\n\n<A />\n",
      'content/docs/b.mdx': "import B from '@site/src/components/B.jsx'\n\n# B\n\n<B />\n",
    })
    const result = await build(root, { outDir: path.join(tempDir(), 'out'), cacheDir: false })
    const tsconfig = result.warnings.filter((w) => w.includes('@docusaurus/tsconfig'))
    expect(tsconfig).toHaveLength(1)
    expect(tsconfig[0]).toContain(path.join(root, 'tsconfig.json'))
  }, 60_000)
})
