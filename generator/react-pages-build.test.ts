/**
 * A site laid out as a Docusaurus project (generator/test/fixtures/react-pages) built whole:
 * React pages under src/pages in the page shell, the CSS of their components, customCss.
 */
import fs from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, test } from 'vitest'
import { build } from './build.js'
import { copyFixture } from './test/helpers.js'

let out: string
let report: Awaited<ReturnType<typeof build>>
beforeAll(async () => {
  const root = copyFixture('react-pages')
  out = path.join(root, 'out')
  report = await build(root, { outDir: out })
}, 120_000)

const read = (rel: string) => fs.readFileSync(path.join(out, rel), 'utf8')
const head = (html: string) => html.split('</head>')[0]!
const layout = (html: string) => html.slice(html.indexOf('<div id="__layout">'), html.indexOf('<footer'))

describe('React pages and CSS, built', () => {
  test('index.js is /, foo.js is /foo, foo/index.jsx is /foo/; partials, tests and __tests__ are not pages', () => {
    for (const rel of ['index.html', 'plain.html', 'guide/index.html', 'notes.html', 'docs/pruning.html'])
      expect(fs.existsSync(path.join(out, rel)), rel).toBe(true)
    const html = fs
      .readdirSync(out, { recursive: true })
      .map(String)
      .filter((f) => f.endsWith('.html'))
    expect(html.filter((f) => /helper|test/i.test(f))).toEqual([])
    expect(report.warnings).toEqual([])
  })

  test("a React page is in the page shell once: navbar, its own markup, footer; Layout's title and description are the page's", () => {
    const html = read('index.html')
    expect(html.match(/<header class="navbar"/g)).toHaveLength(1)
    expect(html.match(/<footer class="footer/g)).toHaveLength(1)
    expect(head(html)).toContain('<title>Welcome | Orchard Notes</title>')
    expect(head(html)).toContain('<meta name="description" content="Notes on apple, pear and plum trees"/>')
    expect(head(html)).toContain('<meta name="x-orchard" content="home"/>')
    expect(layout(html)).toMatch(
      /<div id="__main" tabindex="-1" class="react-page"><header class="index_h[0-9a-f]{5}_banner">/,
    )
    // Without a Layout title: the site's title; without a description: the tagline.
    expect(head(read('plain.html'))).toContain('<title>Orchard Notes</title>')
    expect(head(read('plain.html'))).toContain('<meta name="description" content="Small notes about fruit trees"/>')
    expect(head(read('guide/index.html'))).toContain('<title>Guide | Orchard Notes</title>')
    const data = JSON.parse(read('__data/index.json')) as { title: string; description: string }
    expect(data).toMatchObject({ title: 'Welcome | Orchard Notes', description: 'Notes on apple, pear and plum trees' })
  })

  test("the page links its components' CSS (written under assets/css) in its layout HTML, so client navigation brings it; other pages do not", () => {
    const html = read('index.html')
    const href = /<div id="__layout"><link rel="stylesheet" href="(\/assets\/css\/pages\.[0-9a-f]{8}\.css)"\/>/.exec(
      html,
    )?.[1]
    expect(href).toBeDefined()
    const css = read(href!)
    const banner = /class="(index_h[0-9a-f]{5}_banner)"/.exec(html)![1]
    expect(css).toContain(`.${banner}{`)
    expect(css).toMatch(/\.styles_h[0-9a-f]{5}_card\{padding:1rem\}/)
    expect(JSON.parse(read('__data/index.json')).html).toContain(`<link rel="stylesheet" href="${href}"/>`)
    expect(read('plain.html')).not.toContain('/assets/css/')
    expect(read('docs/pruning.html')).not.toContain('/assets/css/')
  })

  test("customCss is one stylesheet, @import resolved, linked on every page after the theme's; its Infima primary colour drives the theme's accent in both modes", () => {
    for (const page of ['index.html', 'plain.html', 'docs/pruning.html', '404.html']) {
      const links = [...head(read(page)).matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1])
      expect(links, page).toEqual([
        expect.stringMatching(/^\/assets\/style\.\w+\.css$/),
        expect.stringMatching(/^\/assets\/custom\.[0-9a-f]{8}\.css$/),
      ])
    }
    const custom = read(/href="(\/assets\/custom\.[0-9a-f]{8}\.css)"/.exec(read('index.html'))![1]!)
    expect(custom).toContain('--ifm-color-primary: #3d7a2a') // from tokens.css, @imported
    expect(custom).toContain('[data-theme=dark]{--ifm-color-primary: #7fcf6a}')
    expect(custom).toContain('.banner__tagline{font-style:italic}')
    expect(custom).toMatch(
      /html:root\{--brand:var\(--ifm-color-primary\);--brand-ink:oklch\(from var\(--ifm-color-primary\) min\(l,\.48\) c h\);.*--c-code-highlight:var\(--docusaurus-highlighted-code-line-bg\)\}html\[data-theme="dark"\]:root\{/,
    )
    expect(custom.indexOf('html:root')).toBeGreaterThan(custom.indexOf('.banner__tagline'))
  })

  test("a page that needs the browser is one island, hydrated from its own module; no other page loads React, and every page's own JS stays within 8 KB", () => {
    const html = read('counter.html')
    const src = /<cwc-island data-src="([^"]+)" data-island="0">/.exec(html)?.[1]
    expect(src).toMatch(/^\/assets\/islands\/page-0\.[A-Z0-9]+\.js$/)
    expect(fs.existsSync(path.join(out, src!))).toBe(true)
    expect(head(html)).toContain(`<link rel="modulepreload" href="${src}"/>`)
    expect(JSON.parse(read('__data/counter.json')).html).toContain(`data-src="${src}"`)
    // The island bundle hydrates with the same class names and SVG markup as the build-time render.
    const entry = read(src!)
    const counter = /class="(styles_h[0-9a-f]{5}_counter)"/.exec(html)![1]!
    const chunks = [
      entry,
      ...[...entry.matchAll(/from"\.\/(chunk\.[A-Z0-9]+\.js)"/g)].map((m) => read('assets/islands/' + m[1])),
    ].join('\n')
    expect(chunks).toContain(counter)
    expect(chunks).toContain('M4 20C4 10 10 4 20 4')
    expect(fs.readdirSync(path.join(out, 'assets/islands')).filter((f) => f.endsWith('.css'))).toEqual([])
    for (const page of ['index.html', 'plain.html', 'guide/index.html', 'docs/pruning.html'])
      expect(read(page), page).not.toContain('cwc-island')
    expect(report.weights.islands).toEqual([
      { source: expect.stringMatching(/src\/pages\/counter\.jsx$/), jsGzip: expect.any(Number) },
    ])
    expect(report.weights.jsGzip).toBeLessThanOrEqual(8 * 1024)
  })
})
