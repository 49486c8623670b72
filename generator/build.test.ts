/**
 * Whole builds: one per build-time error of the catalogue, each into an output folder that
 * already holds a previous good build, asserting the message and that the previous output is
 * unchanged byte for byte; plus the successful builds (E8 drafts, the real site).
 */
import fs from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, test } from 'vitest'
import { build } from './build.js'
import { MissingComponentError } from './core/errors.js'
import { renderRoute } from './stages/render.js'
import { errorText, FIXTURES, makeSite, planSite, REPO_ROOT, rejection, snapshotDir, tempDir } from './test/helpers.js'
import type { AssetManifest, RouteData } from './core/types.js'
import { tempPrefix } from './stages/write.js'
import { theme } from '../theme/index.js'

const fixture = (name: string) => path.join(FIXTURES, name)
const file = (name: string, rel: string) => path.join(fixture(name), rel)

/** A previous good build, copied into each test's output folder. */
let goodBuild: string
beforeAll(async () => {
  goodBuild = path.join(tempDir('ssg-good-'), 'dist')
  await build(fixture('good'), { outDir: goodBuild })
}, 60_000)

/** A fresh output folder holding a copy of the good build, and its byte snapshot. */
function previousOutput() {
  const outDir = path.join(tempDir('ssg-out-'), 'dist')
  fs.cpSync(goodBuild, outDir, { recursive: true })
  return { outDir, before: snapshotDir(outDir) }
}

/** Build a site that must fail; return the error text, having checked the previous output survived. */
async function failingBuild(root: string): Promise<{ text: string; err: Error }> {
  const { outDir, before } = previousOutput()
  const err = await rejection(build(root, { outDir }))
  expect(snapshotDir(outDir)).toEqual(before)
  expect(fs.readdirSync(path.dirname(outDir)).filter((n) => n.startsWith(tempPrefix(outDir)))).toEqual([])
  return { text: errorText(err), err }
}

interface ErrorCase {
  name: string
  root: string
  /** Every one must appear in the printed error. */
  expected: (string | RegExp)[]
}

const cases: ErrorCase[] = [
  {
    name: 'E3 a broken link fails the build, listing each page and each link it could not resolve',
    root: fixture('broken-link'),
    expected: [
      '3 problems found',
      `${file('broken-link', 'content/docs/guide.md')}\n  line 5: Broken link: "/gone/away"`,
      `${file('broken-link', 'content/docs/index.md')}\n  line 5: Broken link to a file that is not a page: "./missing.md"`,
      'line 7: Broken link: "/nowhere"',
      /→ Fix the link: point it at an existing page/,
    ],
  },
  {
    name: 'E3 a broken #anchor fails the build, naming the page, the line and the link',
    root: fixture('broken-anchor'),
    expected: [
      file('broken-anchor', 'content/docs/index.md'),
      'line 5: Broken anchor "#no-such-section" in link "./guide.md#no-such-section": /guide has no heading or element with that id',
      'line 9: Broken anchor "#not-on-this-page" in link "#not-on-this-page"',
      /add `\{#id\}` to the heading/,
    ],
  },
  {
    name: 'E3 a link to a draft fails the build and says the target is a draft',
    root: fixture('link-to-draft'),
    expected: [
      `${file('link-to-draft', 'content/docs/index.md')}:5:`,
      '"./wip.md" (it links to a draft, which is not built)',
    ],
  },
  {
    name: 'a missing image fails the build, naming the page, the line and the image',
    root: fixture('missing-image'),
    expected: [
      `${file('missing-image', 'content/docs/index.md')}:5: Missing image: "/img/logo.svg"`,
      /Put the image under static\//,
    ],
  },
  {
    name: 'E7 an unknown sidebar id in a navbar item fails, listing the available ids',
    root: fixture('unknown-sidebar'),
    expected: [
      `${file('unknown-sidebar', 'site.config.ts')}: Unknown sidebar id "docsSidebar" in navbar.items[0]. Available sidebar ids: documentationSidebar`,
      /Use one of the sidebar ids listed/,
    ],
  },
  {
    name: 'E7 an unknown doc id in a config sidebar fails, listing the available ids',
    root: fixture('unknown-doc-id'),
    expected: [
      `${file('unknown-doc-id', 'site.config.ts')}: Unknown doc id "guides/missing" in sidebar "main". Available doc ids: guides/setup, index`,
      /Use one of the ids listed/,
    ],
  },
  {
    name: 'invalid YAML front matter fails, naming the file, line and column',
    root: fixture('invalid-yaml'),
    expected: [
      new RegExp(`^${escape(file('invalid-yaml', 'content/docs/bad.md'))}:3:\\d+: Invalid YAML in front matter`),
      /Fix the YAML between the two `---` lines/,
    ],
  },
  {
    name: 'a wrong front-matter type (sidebar_position: "two") fails, naming the file, line and field',
    root: fixture('wrong-type'),
    expected: [
      `${file('wrong-type', 'content/docs/index.md')}:5: \`sidebar_position\` must be a number, got "two"`,
      'Change `sidebar_position` to a number.',
    ],
  },
  {
    name: 'an unknown author key fails, naming the post, the line and the known authors',
    root: fixture('unknown-author'),
    expected: [
      `${file('unknown-author', 'content/blog/2025-01-01-hello.md')}:3: Unknown author key "ghost" in \`authors\``,
      'use one of: jane',
    ],
  },
  {
    name: 'a duplicate route (two files with the same slug) fails, listing both files',
    root: fixture('duplicate-route'),
    expected: [
      'Several pages want the URL /same (same.html)',
      `${file('duplicate-route', 'content/docs/first.md')}, ${file('duplicate-route', 'content/docs/second.md')}`,
      /Change the `slug` front matter or rename one of the files/,
    ],
  },
  {
    name: 'two docs with the same id fail, listing both files',
    root: fixture('duplicate-id'),
    expected: [
      `Two or more docs have the id "shared": ${file('duplicate-id', 'content/docs/one.md')}, ${file('duplicate-id', 'content/docs/two.md')}`,
      /unique `id`/,
    ],
  },
]

describe('generator/build', () => {
  for (const { name, root, expected } of cases) {
    test(`${name}; the previous output is unchanged`, async () => {
      const { text } = await failingBuild(root)
      for (const e of expected) {
        if (typeof e === 'string') expect(text).toContain(e)
        else expect(text).toMatch(e)
      }
    })
  }

  test('every problem of one kind is reported in one build (a broken link and a broken anchor together)', async () => {
    const root = makeSite({
      'content/docs/index.md': '[a](/missing)\n\n[b](./other.md#nope)\n',
      'content/docs/other.md': '## Here\n',
    })
    const { text } = await failingBuild(root)
    expect(text).toMatch(/2 problems found/)
    expect(text).toContain('Broken link: "/missing"')
    expect(text).toContain('Broken anchor "#nope"')
  })

  test('a config file that throws fails the build, naming the file; the previous output is unchanged', async () => {
    const root = makeSite({
      'site.config.ts': "throw new Error('config exploded')\n",
      'content/docs/index.md': '# Home',
    })
    const { text } = await failingBuild(root)
    expect(text).toContain(path.join(root, 'site.config.ts'))
    expect(text).toMatch(/config exploded/)
  })

  test('an invalid config value fails the build, naming the key, the value and what is allowed', async () => {
    const root = makeSite({
      'site.config.ts': "export default { baseUrl: 'docs' }\n",
      'content/docs/index.md': '# Home',
    })
    const { text } = await failingBuild(root)
    expect(text).toContain(`${path.join(root, 'site.config.ts')}: Invalid value for \`baseUrl\`: "docs"`)
    expect(text).toMatch(/starts and ends with '\/'/)
  })

  test('a page over the HTML budget warns, naming it and what to do; with budget.fail the build fails and the previous output is unchanged', async () => {
    // Incompressible text (a long run of distinct words) so that the page is heavy after gzip too.
    let seed = 7
    const words = Array.from({ length: 9000 }, () => (seed = (seed * 48271) % 2147483647).toString(36)).join(' ')
    const files = { 'content/docs/index.md': '# Home\n\nShort.', 'content/docs/heavy.md': `# Heavy\n\n${words}` }
    const warnRoot = makeSite({ ...files, 'site.config.ts': 'export default { budget: { html: 20 } }\n' })
    const report = await build(warnRoot, { outDir: path.join(tempDir('ssg-budget-'), 'dist') })
    expect(report.weights.overHtml.map((w) => w.path)).toEqual(['heavy.html'])
    expect(report.warnings.join('\n')).toMatch(
      /1 page over the 20 KB HTML budget \(gzip\): heavy\.html \(\d+\.\d KB\)\. Split long pages, or raise budget\.html/,
    )
    expect(report.weights.typicalDoc?.kind).toBe('doc')
    expect(report.weights.jsGzip).toBeGreaterThan(1000)
    const failRoot = makeSite({ ...files, 'site.config.ts': 'export default { budget: { html: 20, fail: true } }\n' })
    const { text } = await failingBuild(failRoot)
    expect(text).toMatch(/Page weight over budget:[\s\S]*heavy\.html[\s\S]*budget\.fail is true/)
  })

  test('a JS budget below what every page loads warns once, with the size', async () => {
    const root = makeSite({
      'content/docs/index.md': '# Home',
      'site.config.ts': 'export default { budget: { js: 1 } }\n',
    })
    const report = await build(root, { outDir: path.join(tempDir('ssg-budget-'), 'dist') })
    expect(report.warnings.filter((w) => /JavaScript/.test(w))).toEqual([
      expect.stringMatching(/^Every page loads \d+\.\d KB of JavaScript \(gzip\), over the 1 KB budget/),
    ])
  })

  test('31 a Docusaurus project is weighed without budget warnings (it has no setting for them, and "raise budget.js in site.config.ts" names a file it has not)', async () => {
    let seed = 11
    const words = Array.from({ length: 9000 }, () => (seed = (seed * 48271) % 2147483647).toString(36)).join(' ')
    const root = makeSite({
      'docusaurus.config.js': "module.exports = { title: 'Heavy', url: 'https://heavy.example', baseUrl: '/' }\n",
      'docs/intro.md': `# Heavy\n\n${words}`,
    })
    const report = await build(root, { outDir: path.join(tempDir('ssg-budget-'), 'dist') })
    expect(report.weights.overHtml.map((w) => w.path)).toEqual(['docs/intro.html'])
    expect(report.warnings.filter((w) => /budget/.test(w))).toEqual([])
  })

  test('E4 a page kind whose layout component is missing throws, naming it', async () => {
    const { routes } = await planSite(fixture('good'))
    const assets: AssetManifest = {
      script: '/assets/runtime.js',
      css: '/assets/style.css',
      searchScript: '/assets/search.js',
      inlineHead: '',
    }
    const { doc: _removed, ...layouts } = theme.layouts
    const route = routes.find((r) => r.kind === 'doc')!
    let err: unknown
    try {
      renderRoute(route, { theme: { ...theme, layouts }, assets })
    } catch (e) {
      err = e
    }
    expect(err).toBeInstanceOf(MissingComponentError)
    expect(errorText(err)).toBe(
      'The theme has no layout component for page kind "doc"\n  → Export a component for "doc" in theme/index.ts `layouts`.',
    )
    // The other kinds still render with that theme.
    const notFound = routes.find((r) => r.kind === 'notFound')!
    expect(() => renderRoute(notFound, { theme: { ...theme, layouts }, assets })).not.toThrow()
  })

  test('E8 a draft doc yields no route, no output file and no error', async () => {
    const { outDir } = previousOutput()
    const report = await build(fixture('draft'), { outDir })
    expect(report.warnings).toEqual([])
    expect(fs.existsSync(path.join(outDir, 'published.html'))).toBe(true)
    expect(fs.existsSync(path.join(outDir, 'wip.html'))).toBe(false)
    expect(fs.existsSync(path.join(outDir, '__data/wip.json'))).toBe(false)
    const all = [...snapshotDir(outDir).values()].map((b) => b.toString('utf8')).join('\n')
    expect(all).not.toContain('Work in progress')
    expect(all).not.toContain('/wip')
    // The previous build's files are gone: the output is exactly this build.
    expect(fs.existsSync(path.join(outDir, 'guide.html'))).toBe(false)
  })

  test('a good build writes one HTML file per route at its exact path, route data, static files and 404.html', async () => {
    const out = goodBuild
    for (const f of ['index.html', 'guide.html', '404.html', '__data/index.json', '__data/guide.json', 'robots.txt'])
      expect(fs.existsSync(path.join(out, f)), f).toBe(true)
    const html = fs.readFileSync(path.join(out, 'guide.html'), 'utf8')
    expect(html).toMatch(/^<!doctype html><html lang="en" dir="ltr"/)
    expect(html).toContain('<title>Guide | Good</title>')
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1)
    const data = JSON.parse(fs.readFileSync(path.join(out, '__data/guide.json'), 'utf8')) as RouteData
    expect(data).toMatchObject({ url: '/guide', title: 'Guide | Good', kind: 'doc' })
    expect(data.html).toContain('Do it.')
    expect(fs.readFileSync(path.join(out, 'index.html'), 'utf8')).toContain('href="/guide#steps"')
  })

  test('R1–R16 the real site builds every route of the spec into its exact file', async () => {
    const outDir = path.join(tempDir('ssg-real-'), 'dist')
    const report = await build(REPO_ROOT, { outDir })
    expect(report.warnings).toEqual([])
    expect(report.pages).toBe(16)
    const files = [
      'index.html',
      'api-tools/index.html',
      'api-tools/code-completions.html',
      'api-tools/commit-messages.html',
      'api-tools/context-edit.html',
      'api-tools/intelligent-update.html',
      'chatbot-initialization.html',
      'context-selection.html',
      'privacy.html',
      'tips.html',
      'blog.html',
      'blog/archive.html',
      'blog/authors.html',
      'blog/authors/robertpiosik.html',
      'blog/welcome.html',
      '404.html',
    ]
    for (const f of files) {
      const html = fs.readFileSync(path.join(outDir, f), 'utf8')
      expect(html, f).toMatch(/<html lang="en" dir="ltr"/)
      expect(html, f).toMatch(/<title>[^<]*Code Web Chat<\/title>/)
    }
    expect(fs.readFileSync(path.join(outDir, 'api-tools/index.html'), 'utf8')).toMatch(
      /Code completions[\s\S]*Context edit[\s\S]*Intelligent update[\s\S]*Commit messages/,
    )
  }, 60_000)
})

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
