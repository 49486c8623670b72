/**
 * React pages rendered at build time (generator/test/fixtures/react-pages, laid out as a
 * Docusaurus project) and the CSS their components bring; bad pages as sites made here.
 */
import fs from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, test } from 'vitest'
import type { Processor } from 'unified'
import { resolveConfig } from '../../config.js'
import { loadContent } from '../../content.js'
import { planUrls } from '../../routes/plan.js'
import { compileMarkdown, createProcessor, getHighlighter, processorOptions } from '../processor.js'
import { errorText, FIXTURES, makeSite, rejection } from '../../../test/helpers.js'
import type { CompiledPage } from '../../../core/types.js'

/** Compile every page of a site folder as the markdown stage does; pages by relative path, warnings. */
async function compileSite(
  root: string,
): Promise<{ pages: Map<string, CompiledPage>; warnings: string[]; processor: Processor }> {
  const config = await resolveConfig(root)
  const { content } = await loadContent(config)
  const plan = planUrls(config, content)
  const processor = createProcessor(processorOptions(config, plan, await getHighlighter()))
  const pages = new Map<string, CompiledPage>()
  const warnings: string[] = []
  for (const source of [...content.docs, ...content.pages]) {
    const result = await compileMarkdown(source, processor)
    pages.set(source.relativePath, result.page)
    warnings.push(...result.warnings)
  }
  return { pages, warnings, processor }
}

/** The error compiling one site's page gives. */
async function pageError(files: Record<string, string>, page = 'src/pages/index.jsx') {
  const root = makeSite({ 'site.config.ts': "export default { pages: { path: 'src/pages' }, blog: false }", ...files })
  const config = await resolveConfig(root)
  const { content } = await loadContent(config)
  const processor = createProcessor(processorOptions(config, planUrls(config, content), await getHighlighter()))
  const source = content.pages.find((p) => p.sourcePath === path.join(root, page))!
  return { root, err: await rejection(compileMarkdown(source, processor)) }
}

const FIXTURE = path.join(FIXTURES, 'react-pages')
let site: Awaited<ReturnType<typeof compileSite>>
beforeAll(async () => {
  site = await compileSite(FIXTURE)
}, 60_000)

describe('React pages', () => {
  test('the default export is rendered: its components, the site config from useDocusaurusContext, Link with the base URL, SVG imports inlined', () => {
    const { html } = site.pages.get('index.tsx')!
    expect(html).toMatch(/^<header class="index_h[0-9a-f]{5}_banner">/)
    expect(html).toContain(
      '<h1 class="banner__title">Orchard Notes</h1><p class="banner__tagline">Small notes about fruit trees</p>',
    )
    expect(html).toContain('<a href="/docs/pruning" class="banner__cta">Start pruning</a>')
    // `import Mark from '@site/static/img/mark.svg'` and `require('@site/static/img/leaf.svg').default` are components.
    expect(html).toMatch(
      /<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 16 16" width="16" height="16" class="index_h[0-9a-f]{5}_mark" aria-hidden="true"><circle /,
    )
    expect(html.match(/<svg [^>]*class="styles_h[0-9a-f]{5}_icon" role="img"><path d="M4 20C4/g)).toHaveLength(2)
    expect(html).toMatch(
      /<section class="styles_h[0-9a-f]{5}_grid"><article class="styles_h[0-9a-f]{5}_card"><svg[^>]*>.*<\/svg><h3>Apple<\/h3>/,
    )
    expect(html).toContain('<img src="/img/mark.svg" alt="" width="16" height="16"/>')
    expect(site.pages.get('index.tsx')!.ids).toEqual(['trees'])
  })

  test("@theme/Layout gives the title and description and renders only its children (the shell is the theme's); @docusaurus/Head goes to the head", () => {
    const page = site.pages.get('index.tsx')!
    expect(page.layout).toEqual({ title: 'Welcome', description: 'Notes on apple, pear and plum trees' })
    expect(page.html).not.toMatch(/navbar|footer|<html|<body/)
    expect(page.head).toBe('<meta name="x-orchard" content="home"/>')
    expect(page.html).not.toContain('x-orchard')
    expect(site.pages.get('plain.js')!.layout).toBeUndefined() // <Layout> without props: the site's title, see routes
    expect(site.pages.get('guide/index.jsx')).toMatchObject({
      layout: { title: 'Guide' },
      html: '<p class="helper">Helped by a partial module.</p>',
    })
  })

  test('CSS modules give scoped class names; their CSS and plain CSS imports become one stylesheet the page links, written by the write stage', () => {
    const page = site.pages.get('index.tsx')!
    expect(page.styles).toEqual([expect.stringMatching(/^assets\/css\/pages\.[0-9a-f]{8}\.css$/)])
    const asset = page.assets!.find((a) => a.to === page.styles![0])!
    const css = fs.readFileSync(asset.from, 'utf8')
    const banner = /class="(index_h[0-9a-f]{5}_banner)"/.exec(page.html)![1]
    const card = /class="(styles_h[0-9a-f]{5}_card)"/.exec(page.html)![1]
    expect(css).toContain(`.${banner}{padding:3rem 0;text-align:center}`)
    expect(css).toContain(`.${card}{padding:1rem}`)
    expect(css).toContain('.banner__title{letter-spacing:.02em}') // import './home.css'
    expect(css).not.toMatch(/\/\*|\/tmp\//) // minified: no comments naming files of this machine
    expect(site.pages.get('plain.js')!.styles).toBeUndefined()
    // A React page is static HTML: it is not an island page, and nothing warns.
    expect(page.islands).toBeUndefined()
    expect(site.warnings).toEqual([])
  })

  test('a page that throws while rendering builds, as in Docusaurus: a crash notice on the page and a warning naming the file, the component and what it threw', async () => {
    const root = makeSite({
      'site.config.ts': "export default { pages: { path: 'src/pages' }, blog: false }",
      'src/pages/index.jsx':
        "import Layout from '@theme/Layout'\nfunction Prices() { throw new Error('no <prices> loaded') }\nexport default function Home() { return <Layout><Prices /></Layout> }\n",
    })
    const { pages, warnings } = await compileSite(root)
    expect(pages.get('index.jsx')!.html).toContain(
      '<h1>This page crashed.</h1><p>A component threw while rendering (Prices): no &lt;prices&gt; loaded</p>',
    )
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toContain(path.join(root, 'src/pages/index.jsx'))
    expect(warnings[0]).toMatch(/A component threw while rendering \(Prices\): no <prices> loaded/)
    expect(warnings[0]).toContain('Fix the component')
    expect(pages.get('index.jsx')!.html).not.toContain('cwc-island')
  })

  test('31 a page whose code needs the browser and throws at build time (it reads `navigator`) is rendered in the browser instead of hydrated, and the warning says so', async () => {
    const root = makeSite({
      'site.config.ts': "export default { pages: { path: 'src/pages' }, blog: false }",
      'src/pages/index.jsx':
        "import { useState } from 'react'\nexport default function Home() { const [n] = useState(navigator.language); return <p>{n}</p> }\n",
    })
    const { pages, warnings } = await compileSite(root)
    expect(pages.get('index.jsx')!.html).toMatch(
      /^<cwc-island data-island="0" data-client-only><main class="container page-error" role="alert"><h1>This page crashed.<\/h1>/,
    )
    expect(warnings).toEqual([
      expect.stringMatching(/navigator is not defined[\s\S]*rendered in the browser only meanwhile/),
    ])
  })

  test('a default export that is not a component, or none, is an error that says what to export', async () => {
    const none = await pageError({ 'src/pages/index.jsx': 'export const Home = () => null\n' })
    expect(none.err.message).toMatch(/must export a React component by default; its default export is missing/)
    expect(errorText(none.err)).toContain('export default function MyPage()')
    const object = await pageError({ 'src/pages/index.jsx': 'export default { title: "x" }\n' })
    expect(object.err.message).toMatch(/its default export is an object, not a component/)
  })

  test('a syntax error in a component the page imports names that file and line; a missing package says to install it', async () => {
    const syntax = await pageError({
      'src/pages/index.jsx':
        "import Card from '../components/Card'\nexport default function Home() { return <Card /> }\n",
      'src/components/Card.jsx':
        'export default function Card() {\n  const size = = 2\n  return <div>{size}</div>\n}\n',
    })
    expect(syntax.err.file).toBe(path.join(syntax.root, 'src/components/Card.jsx'))
    expect(syntax.err.line).toBe(2)
    expect(syntax.err.message).toMatch(/^Could not bundle the React page:/)
    expect(errorText(syntax.err)).toContain(`imported by ${path.join(syntax.root, 'src/pages/index.jsx')}`)
    const missing = await pageError({
      'src/pages/index.jsx':
        "import clsx from 'clsx-not-installed'\nexport default function Home() { return <p className={clsx('a')} /> }\n",
    })
    expect(missing.err).toMatchObject({ file: path.join(missing.root, 'src/pages/index.jsx'), line: 1 })
    expect(errorText(missing.err)).toContain('npm install clsx-not-installed')
  })

  test('28.2 a name a Docusaurus module does not provide here is an error naming the module, the name, the file and line, and what it does provide', async () => {
    const { root, err } = await pageError({
      'src/pages/index.jsx':
        "import { useColorMode, useNavbarMobileSidebar } from '@docusaurus/theme-common/internal'\nexport default function Home() { useColorMode(); return <p>{String(useNavbarMobileSidebar().shown)}</p> }\n",
    })
    expect(err).toMatchObject({ file: path.join(root, 'src/pages/index.jsx'), line: 1 })
    expect(err.message).toBe(
      'Could not bundle the React page: "@docusaurus/theme-common/internal" has no export "useNavbarMobileSidebar" in this generator',
    )
    expect(errorText(err)).toMatch(
      /It provides useThemeConfig, useColorMode, .*write what "useNavbarMobileSidebar" does in the site's own code/,
    )
  })

  test("31 in a Docusaurus project a CSS module's sheet defines the Infima variables it reads, which Docusaurus defines on every page", async () => {
    const root = makeSite({
      'docusaurus.config.js':
        "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { docs: false, blog: false }]] }\n",
      'src/pages/index.jsx':
        "import s from './index.module.css'\nexport default function Home() { return <p className={s.lead}>x</p> }\n",
      'src/pages/index.module.css':
        '.lead { color: var(--ifm-color-content-secondary); margin: var(--ifm-spacing-vertical) 0 }\n',
    })
    const { pages } = await compileSite(root)
    const page = pages.get('index.jsx')!
    const css = fs.readFileSync(page.assets!.find((a) => a.to === page.styles![0])!.from, 'utf8')
    expect(css).toMatch(/:where\(:root\)\{[^}]*--ifm-color-content-secondary:/)
    expect(css).toMatch(/--ifm-spacing-vertical:/)
  })

  test("what esbuild leaves out of a component's CSS is named in a warning with the file as written and the line", async () => {
    const root = makeSite({
      'site.config.ts': "export default { pages: { path: 'src/pages' }, blog: false }",
      'src/pages/index.jsx':
        "import s from './home.module.css'\nexport default function Home() { return <p className={s.a}>x</p> }\n",
      'src/pages/home.module.css': '.a { color: red }\n@import "./b.css";\n',
      'src/pages/b.css': '.b { color: blue }',
    })
    const { warnings } = await compileSite(root)
    expect(warnings).toEqual([
      expect.stringMatching(new RegExp(`^${path.join(root, 'src/pages/home.module.css')}:2: .*@import`)),
    ])
  })

  test('a page whose code (or a site module it imports) handles events or keeps state is one island, rendered with hydration markers', () => {
    const page = site.pages.get('counter.jsx')!
    expect(page.reactIsland).toBe(true)
    expect(page.html).toMatch(
      /^<cwc-island data-island="0"><main><h1>Apples picked<\/h1><p class="styles_h[0-9a-f]{5}_counter"><svg [^>]*class="styles_h[0-9a-f]{5}_leaf" aria-hidden="true">.*<\/svg><output class="counter__value">3<\/output><button type="button" class="counter__more">One more<\/button><\/p><p class="where">At build time<\/p><\/main><\/cwc-island>$/,
    )
    expect(page.head).toBe('<meta name="x-orchard" content="counter"/>')
    expect(page.layout).toEqual({ title: 'Counter', description: 'Counting apples' })
    expect(site.pages.get('index.tsx')!.reactIsland).toBeUndefined()
  })
})
