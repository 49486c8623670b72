/**
 * Issue 28, item 2: a Docusaurus-2-style project's own code (generator/test/fixtures/docusaurus-v2)
 * built as it stands — pages reading the `config` prop and customFields, theme-common hooks and
 * class names, a swizzled MDXComponents extending Docusaurus's parts, a page importing a .md
 * file, a Redirect page, and a docusaurus.config.ts importing `./sidebars` without its extension.
 */
import fs from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, test } from 'vitest'
import { build } from './build.js'
import { FIXTURES, tempDir } from './test/helpers.js'

let report: Awaited<ReturnType<typeof build>>
let out: string
const html = (rel: string) => fs.readFileSync(path.join(out, rel), 'utf8')
/** The page's content between the shell's main element and the footer. */
const main = (rel: string) => /<div id="__main"[\s\S]*?(?=<footer)/.exec(html(rel))?.[0] ?? ''

beforeAll(async () => {
  out = tempDir('docusaurus-v2-')
  report = await build(path.join(FIXTURES, 'docusaurus-v2'), { outDir: out, cacheDir: false })
}, 120_000)

describe("28.2 a Docusaurus 2 project's own code", () => {
  test('28.2 docusaurus.config.ts imports ./sidebars (a .ts file) without its extension; the sidebars file is found by require.resolve', () => {
    expect(report.config.docs.sidebars).toEqual({ docs: ['intro', 'glazes'] })
    expect(report.config.docs.sidebarsFile).toBe(path.join(FIXTURES, 'docusaurus-v2/sidebars.ts'))
    expect(report.config.docusaurusConfig?.customFields).toEqual({
      apiUrl: 'https://api.kiln.example',
      sidebarCount: 1,
    })
  })

  test('28.2 a page component gets the config prop, and useDocusaurusContext the customFields', () => {
    const page = main('index.html')
    expect(page).toContain('<h1 id="title">Kiln</h1>')
    expect(page).toContain('<p id="api">API: https://api.kiln.example</p>')
    expect(page).toContain('<p id="sidebars">Sidebars: 1</p>')
    expect(html('index.html')).toContain('<meta name="description" content="Fired at night"')
  })

  test("28.2 theme-common: useThemeConfig gives the site's themeConfig, ThemeClassNames the real class names, usePluralForm the plural; the page with useColorMode is an island", () => {
    const page = main('studio.html')
    expect(page).toContain('<main class="main-wrapper">')
    expect(page).toContain('<p id="banner">Glaze of the week: celadon</p>')
    expect(page).toContain('<p id="navbar-title">Kiln</p>')
    expect(page).toContain('<p id="plural">3 pots</p>')
    expect(page).toMatch(/<cwc-island data-src="\/assets\/islands\/page-\d\.[\w-]+\.js" data-island="0">/)
    expect(page).toContain('<span id="mode">Mode: <!-- -->light</span>')
    // Markdown the island page imports is kept in an element the browser leaves as rendered.
    expect(page).toMatch(/<cwc-partial style="display:contents"><h2 id="welcome-to-the-kiln">Welcome to the kiln/)
  })

  test('28.2 a swizzled MDXComponents extending @theme/MDXComponents/A: its link and components render in MDX; @theme/Mermaid is the diagram container with its source', () => {
    const page = html('docs/intro.html')
    expect(page).toContain('<a href="/docs/glazes" data-site-link="">the glazes page</a>')
    expect(page).toContain(
      '<span class="highlight" style="background-color:#c0392b;color:#fff;padding:0 0.2rem">glazes</span>',
    )
    expect(page).toMatch(
      /<div class="docusaurus-mermaid-container" data-mermaid=""><pre class="mermaid-source"><code>graph TD;\n {2}Clay--&gt;Kiln;<\/code><\/pre><\/div>/,
    )
  })

  test('28.2 a .md file imported by a .tsx page renders as its MDX content', () => {
    const page = main('welcome.html')
    // no wrapper: the page is not an island
    expect(page).toMatch(/<article id="imported"><h2 id="welcome-to-the-kiln">Welcome to the kiln/)
    expect(page).toContain('<p>This text is <strong>markdown</strong> imported by a page.</p>')
  })

  test('28.2 Redirect: a meta refresh in the head and a link in the page, which is an island (client navigation to it redirects once hydrated)', () => {
    expect(html('old-docs.html')).toMatch(
      /<head>[\s\S]*<meta http-equiv="refresh" content="0; url=\/docs\/intro"\/>[\s\S]*<\/head>/,
    )
    expect(main('old-docs.html')).toContain(
      'This page has moved to <a href="/docs/intro" data-cwc-redirect="">/docs/intro</a>.',
    )
    expect(main('old-docs.html')).toMatch(
      /<cwc-island data-src="\/assets\/islands\/page-\d\.[\w-]+\.js" data-island="0">/,
    )
  })

  test("28.2 useLocation is the page's path; the docs client answers from the site's versions; isInternalUrl, Interpolate, constants", () => {
    const page = main('about.html')
    expect(page).toContain('<p id="path">Path: /about</p>')
    expect(page).toContain('<p id="versions">Versions: Next at /docs</p>')
    expect(page).toContain('<p id="active">Active: none</p>')
    expect(page).toContain('<p id="internal">true false</p>')
    expect(page).toContain('<p id="interpolate">Plugin <b>default</b></p>')
  })

  test('28.2 no module of the site is reported as not provided', () => {
    expect(report.warnings.filter((w) => /not provided by this generator/.test(w))).toEqual([])
  })
})
