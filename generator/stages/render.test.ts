import { describe, expect, test } from 'vitest'
import { withHead, withSiteTags } from './render.js'

const doc = '<!doctype html><html><head><title>T | S</title><meta name="description" content="Ours"/><meta property="og:title" content="T | S"/><meta name="keywords" content="site"/><link rel="canonical" href="https://s/t"/></head><body><p>x</p></body></html>'

describe('generator/stages/render withHead', () => {
  test("an MDX page's own head joins the document head; its title, canonical and same-named meta tags replace the document's", () => {
    const out = withHead(doc, '<title>Own</title><meta name="keywords" content="page"/><meta content="Own og" property="og:title"/><link rel="canonical" href="https://x/t"/>')
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
  test('28.5 the site\'s tags go at the end of <head>, before a page\'s own head; preBody tags first in <body>', () => {
    const html = withHead(withSiteTags(doc, { head: '<meta name="site-tag" content="1">', preBody: '<noscript>gtm</noscript>' }), '<meta name="page-tag" content="2"/>')
    expect(html).toContain('<link rel="canonical" href="https://s/t"/><meta name="site-tag" content="1"><meta name="page-tag" content="2"/></head><body><noscript>gtm</noscript><p>x</p>')
    expect(withSiteTags(doc, undefined)).toBe(doc)
  })
})
