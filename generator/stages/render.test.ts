import { describe, expect, test } from 'vitest'
import { stylesheetLinks, withHead, withSiteTags, wrapInSiteRoot } from './render.js'

const doc =
  '<!doctype html><html><head><title>T | S</title><meta name="description" content="Ours"/><meta property="og:title" content="T | S"/><meta name="keywords" content="site"/><link rel="canonical" href="https://s/t"/></head><body><p>x</p></body></html>'

describe('generator/stages/render withHead', () => {
  test("an MDX page's own head joins the document head; its title, canonical and same-named meta tags replace the document's", () => {
    const out = withHead(
      doc,
      '<title>Own</title><meta name="keywords" content="page"/><meta content="Own og" property="og:title"/><link rel="canonical" href="https://x/t"/>',
    )
    const head = out.split('</head>')[0]!
    expect(head.match(/<title>/g)).toHaveLength(1)
    expect(head.match(/name="keywords"/g)).toHaveLength(1)
    expect(head).toContain('<meta name="keywords" content="page"/>')
    expect(head.match(/og:title/g)).toHaveLength(1)
    expect(head.match(/rel="canonical"/g)).toHaveLength(1)
    expect(head).toContain('<meta name="description" content="Ours"/>')
    expect(out.endsWith('</head><body><p>x</p></body></html>')).toBe(true)
  })

  test('without a page head the document is unchanged', () => {
    expect(withHead(doc, undefined)).toBe(doc)
  })
})

describe('generator/stages/render withSiteTags (issue 28.5)', () => {
  test("28.5 the site's tags go at the end of <head>, before a page's own head; preBody tags first in <body>", () => {
    const html = withHead(
      withSiteTags(doc, { head: '<meta name="site-tag" content="1">', preBody: '<noscript>gtm</noscript>' }),
      '<meta name="page-tag" content="2"/>',
    )
    expect(html).toContain(
      '<link rel="canonical" href="https://s/t"/><meta name="site-tag" content="1"><meta name="page-tag" content="2"/></head><body><noscript>gtm</noscript><p>x</p>',
    )
    expect(withSiteTags(doc, undefined)).toBe(doc)
  })
})

describe('generator/stages/render stylesheetLinks', () => {
  test("29.1 after Infima's sheet the site's customCss comes again, so its rules win over Infima's as in Docusaurus", () => {
    const links = stylesheetLinks(
      ['/assets/css/infima.0123abcd.css', '/assets/css/pages.1234abcd.css'],
      '/assets/custom.aa.css',
    )
    expect([...links.matchAll(/href="([^"]+)"/g)].map((m) => m[1])).toEqual([
      '/assets/css/infima.0123abcd.css',
      '/assets/custom.aa.css',
      '/assets/css/pages.1234abcd.css',
    ])
    // Without Infima, or without customCss, nothing is added.
    expect(stylesheetLinks(['/assets/css/pages.1234abcd.css'], '/assets/custom.aa.css').match(/<link/g)).toHaveLength(1)
    expect(stylesheetLinks(['/assets/css/infima.0123abcd.css'], undefined).match(/<link/g)).toHaveLength(1)
  })
})

describe('wrapInSiteRoot', () => {
  test('a swizzled Root frame goes around the whole body: its elements before and after, the page inside its children element', () => {
    const html = '<!doctype html><html><head></head><body><header>nav</header><main>page</main></body></html>'
    expect(
      wrapInSiteRoot(html, {
        before: '<div data-top=""></div>',
        after: '<aside>notice</aside>',
        styles: [],
        interactive: true,
      }),
    ).toBe(
      '<!doctype html><html><head></head><body><cwc-root-frame style="display:contents"><div data-top=""></div><cwc-root style="display:contents"><header>nav</header><main>page</main></cwc-root><aside>notice</aside></cwc-root-frame></body></html>',
    )
    expect(wrapInSiteRoot(html, undefined)).toBe(html)
    // Nothing around the page and nothing to hydrate (a Root that only imports CSS): no frame.
    expect(wrapInSiteRoot(html, { before: '', after: '', styles: ['/assets/x.css'], interactive: false })).toBe(html)
  })
})
