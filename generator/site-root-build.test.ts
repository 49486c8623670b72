/**
 * A Docusaurus site's swizzled Root (stages/client/site-root.ts, theme/mdx/root-frame.ts), built from
 * small projects of the test's own: drawn around every page, its CSS linked, hydrated when its
 * code needs the browser; a Root that cannot be drawn is named, and the pages are built without it.
 */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { build } from './build.js'
import { makeSite } from './test/helpers.js'

const CONFIG = `module.exports = { title: 'Kettle', url: 'https://kettle.example', baseUrl: '/', presets: [['classic', { blog: false }]] }\n`

const INTERACTIVE_ROOT = `import React, { useState } from 'react'
import useDocusaurusContext from '@docusaurus/useDocusaurusContext'
import styles from './Root.module.css'

export default function Root({ children }) {
  const { siteConfig } = useDocusaurusContext()
  const [open, setOpen] = useState(true)
  return (
    <>
      <div data-root-top="" />
      {children}
      {open && <aside className={styles.notice}>{siteConfig.title} keeps no cookies. <button className="button button--primary button--outline" onClick={() => setOpen(false)}>Okay</button></aside>}
    </>
  )
}
`

describe('generator: a swizzled Root', () => {
  test("is drawn around every page (its elements before and after the body, the page inside), its CSS module and Infima's sheet linked, its hydrating script on every page; the compatibility report says how it differs", async () => {
    const root = makeSite({
      'docusaurus.config.js': CONFIG,
      'docs/intro.md': '# Intro\n\nHello.\n',
      'docs/more.md': '# More\n\nAgain.\n',
      'src/theme/Root.js': INTERACTIVE_ROOT,
      'src/theme/Root.module.css': '.notice { padding: 1rem; }\n',
    })
    const report = await build(root, { cacheDir: false })
    const out = report.config.outDir
    for (const page of ['docs/intro.html', 'docs/more.html', '404.html']) {
      const html = fs.readFileSync(path.join(out, page), 'utf8')
      const body = /<body>([\s\S]*)<\/body>/.exec(html)![1]!
      expect(body, page).toMatch(
        /^<cwc-root-frame style="display:contents"><div data-root-top=""><\/div><cwc-root style="display:contents"><a [^>]*class="skip-link/,
      )
      expect(body, page).toMatch(
        /<\/footer>[\s\S]*<\/cwc-root><aside class="[\w-]*notice[\w-]*">Kettle<!-- --> keeps no cookies. <button class="button button--primary button--outline">Okay<\/button><\/aside><\/cwc-root-frame>$/,
      )
      // Its Infima classes bring Infima's sheet, as a page's do.
      expect(html, page).toMatch(
        /<head>.*<link rel="stylesheet" href="\/assets\/css\/infima\.[0-9a-f]{8}\.css"\/>.*<\/head>/s,
      )
      const script = /<script type="module" src="(\/assets\/islands\/root\.[\w-]+\.js)"><\/script>/.exec(html)?.[1]
      expect(script, page).toBeDefined()
      expect(fs.existsSync(path.join(out, script!))).toBe(true)
      const notice = /<aside class="([\w-]+)">/.exec(body)![1]!
      const css = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"\/>/g)]
        .map((m) => m[1]!)
        .filter((href) => fs.readFileSync(path.join(out, href), 'utf8').includes(`.${notice}{padding:1rem}`))
      expect(css, page).toHaveLength(1)
    }
    // The route data a client navigation swaps in is the layout alone: Root stays as it is.
    expect(fs.readFileSync(path.join(out, '__data/docs/more.json'), 'utf8')).not.toContain('cwc-root')
    const warnings = report.warnings.join('\n')
    expect(warnings).toContain(
      "src/theme/Root: drawn around every page as it renders at build time (a warning says so when it cannot be), hydrated when it has state or effects; a context it provides does not reach the pages' components (each interactive part of a page is a React tree of its own)",
    )
    expect(warnings).not.toMatch(/swizzled components? (is|are) not used/)
  }, 60_000)

  test("a Root with no hook or handler is drawn without a script; swizzle's own `<>{children}</>` changes nothing; one that only imports CSS and renders a <Head> gives every page both, without a frame; one that drops its children is named, and the pages are built without it", async () => {
    const staticRoot = await build(
      makeSite({
        'docusaurus.config.js': CONFIG,
        'docs/intro.md': '# Intro\n',
        'src/theme/Root.jsx':
          'export default function Root({ children }) {\n  return <div className="site-shell">{children}<p className="made-by">Made by hand.</p></div>\n}\n',
      }),
      { cacheDir: false },
    )
    const html = fs.readFileSync(path.join(staticRoot.config.outDir, 'docs/intro.html'), 'utf8')
    expect(html).toContain(
      '<cwc-root-frame style="display:contents"><div class="site-shell"><cwc-root style="display:contents">',
    )
    expect(html).toContain('</cwc-root><p class="made-by">Made by hand.</p></div></cwc-root-frame>')
    expect(html).not.toContain('/assets/islands/root.')

    const passThrough = await build(
      makeSite({
        'docusaurus.config.js': CONFIG,
        'docs/intro.md': '# Intro\n',
        'src/theme/Root.js':
          "import React from 'react'\n\nexport default function Root({ children }) {\n  return <>{children}</>\n}\n",
      }),
      { cacheDir: false },
    )
    expect(fs.readFileSync(path.join(passThrough.config.outDir, 'docs/intro.html'), 'utf8')).not.toContain('cwc-root')
    expect(passThrough.warnings.join('\n')).not.toContain('src/theme/Root')

    // A Root that imports a package's CSS and renders a <Head> around its children (fonts): both on every
    // page, no frame.
    const headOnly = await build(
      makeSite({
        'docusaurus.config.js': CONFIG,
        'docs/intro.md': '# Intro\n',
        'src/theme/root.css': ':root { --site-font: Montserrat; }\n',
        'src/theme/Root.js':
          "import React from 'react'\nimport Head from '@docusaurus/Head'\nimport './root.css'\n\nexport default function Root({ children }) {\n  return (\n    <>\n      <Head>\n        <link rel=\"preconnect\" href=\"https://fonts.example\" />\n      </Head>\n      {children}\n    </>\n  )\n}\n",
      }),
      { cacheDir: false },
    )
    const headHtml = fs.readFileSync(path.join(headOnly.config.outDir, 'docs/intro.html'), 'utf8')
    expect(headHtml).not.toContain('cwc-root')
    const head = headHtml.slice(0, headHtml.indexOf('</head>'))
    expect(head).toContain('<link rel="preconnect" href="https://fonts.example"/>')
    const sheets = [...head.matchAll(/<link rel="stylesheet" href="([^"]+)"\/>/g)].map((m) =>
      fs.readFileSync(path.join(headOnly.config.outDir, m[1]!), 'utf8'),
    )
    expect(sheets.some((css) => css.includes('--site-font: Montserrat'))).toBe(true)

    const dropped = makeSite({
      'docusaurus.config.js': CONFIG,
      'docs/intro.md': '# Intro\n',
      'src/theme/Root.js': 'export default function Root() {\n  return <p>Nothing else.</p>\n}\n',
    })
    const report = await build(dropped, { cacheDir: false })
    expect(fs.readFileSync(path.join(report.config.outDir, 'docs/intro.html'), 'utf8')).not.toContain('cwc-root')
    expect(report.warnings).toContainEqual(
      expect.stringContaining(
        `${path.join(dropped, 'src/theme/Root.js')}: The swizzled Root does not render its children exactly once, so the pages are built without it`,
      ),
    )
  }, 90_000)

  test("a Root whose render depends on the URL (structured data per page, from react-router-dom's useLocation, not installed: Docusaurus's router answers) is rendered at each page's URL", async () => {
    const root = makeSite({
      'docusaurus.config.js': CONFIG,
      'docs/intro.md': '# Intro\n',
      'docs/more.md': '# More\n',
      'src/theme/Root.js': `import React from 'react'
import { useLocation } from 'react-router-dom'

export default function Root({ children }) {
  const { pathname } = useLocation()
  return (
    <>
      {children}
      <script type="application/ld+json">{JSON.stringify({ '@type': 'WebPage', url: 'https://kettle.example' + pathname })}</script>
    </>
  )
}
`,
    })
    const report = await build(root, { cacheDir: false })
    for (const [page, url] of [
      ['docs/intro.html', '/docs/intro'],
      ['docs/more.html', '/docs/more'],
    ]) {
      const html = fs.readFileSync(path.join(report.config.outDir, page!), 'utf8')
      expect(html, page).toContain(
        `</cwc-root><script type="application/ld+json">{"@type":"WebPage","url":"https://kettle.example${url}"}</script></cwc-root-frame>`,
      )
    }
  }, 60_000)

  test('with the build cache, an edit to Root (or to a component it imports) is on every page of the next build', async () => {
    const root = makeSite({
      'docusaurus.config.js': CONFIG,
      'docs/intro.md': '# Intro\n',
      'src/components/Notice.js':
        'export default function Notice() { return <p className="notice">First words.</p> }\n',
      'src/theme/Root.js':
        "import Notice from '@site/src/components/Notice'\n\nexport default function Root({ children }) {\n  return <>{children}<Notice /></>\n}\n",
    })
    const page = (r: { config: { outDir: string } }) =>
      fs.readFileSync(path.join(r.config.outDir, 'docs/intro.html'), 'utf8')
    expect(page(await build(root))).toContain('<p class="notice">First words.</p></cwc-root-frame>')
    fs.writeFileSync(
      path.join(root, 'src/components/Notice.js'),
      'export default function Notice() { return <p className="notice">Second words.</p> }\n',
    )
    const again = await build(root)
    expect(page(again)).toContain('<p class="notice">Second words.</p></cwc-root-frame>')
    expect(again.renderReused).toBe(0)
  }, 60_000)

  test('a Root that does not bundle is an error naming its file and line', async () => {
    const root = makeSite({
      'docusaurus.config.js': CONFIG,
      'docs/intro.md': '# Intro\n',
      'src/theme/Root.js':
        "import Missing from './NotThere'\n\nexport default function Root({ children }) {\n  return <Missing>{children}</Missing>\n}\n",
    })
    const err = await build(root, { cacheDir: false }).then(
      () => null,
      (e: unknown) => e as { format(): string },
    )
    expect(err?.format()).toMatch(
      /src\/theme\/Root\.js:1:\d+: Could not bundle the swizzled Root: Could not resolve "\.\/NotThere"\n {2}→ /,
    )
  }, 60_000)
})
