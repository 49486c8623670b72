import { describe, expect, test } from 'vitest'
import { gtagTags, renderHtmlTag, renderHtmlTags, resolveHtmlTags, siteTags } from './page-tags'

const noBad = (key: string, value: unknown, allowed: string) => {
  throw new Error(`${key}: ${JSON.stringify(value)} (${allowed})`)
}

describe('stages/page-tags (issue 28.5)', () => {
  test('28.5 headTags, then stylesheets, then scripts, written as Docusaurus writes them', () => {
    const tags = siteTags(
      {
        headTags: [
          { tagName: 'link', attributes: { rel: 'preconnect', href: 'https://cdn.example' } },
          { tagName: 'script', attributes: { type: 'application/ld+json' }, innerHTML: '{"@type":"Organization"}' },
          { tagName: 'meta', attributes: { name: 'x', content: 'a "quoted" <value>' } },
        ],
        stylesheets: ['https://cdn.example/a.css', { href: '/b.css', crossorigin: 'anonymous' }],
        scripts: ['https://cdn.example/a.js', { src: '/b.js', async: true, defer: false }],
      },
      noBad,
    )
    expect(tags.map(renderHtmlTag)).toEqual([
      '<link rel="preconnect" href="https://cdn.example">',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<meta name="x" content="a &quot;quoted&quot; &lt;value&gt;">',
      '<link rel="stylesheet" href="https://cdn.example/a.css">',
      '<link rel="stylesheet" href="/b.css" crossorigin="anonymous">',
      '<script src="https://cdn.example/a.js"></script>',
      '<script src="/b.js" async></script>',
    ])
  })

  test('28.5 a bad tag is an error naming the key and what is allowed', () => {
    const bad: string[] = []
    siteTags(
      {
        headTags: [{ tagName: 'not a tag' }, { tagName: 'link', attributes: { rel: 1 as unknown as string } }],
        scripts: [{ async: true } as never],
        stylesheets: 'x.css' as never,
      },
      (k, _v, a) => bad.push(`${k}: ${a}`),
    )
    expect(bad).toEqual([
      expect.stringMatching(/^headTags\[0\]: `\{ tagName/),
      expect.stringMatching(/^headTags\[1\]\.attributes: an object of attribute names/),
      'stylesheets: an array',
      expect.stringMatching(/^scripts\[0\]: a URL or `\{ src/),
    ])
  })

  test('28.5 gtag: preconnects, gtag.js of the first id (async), one config per id with anonymize_ip', () => {
    const html = gtagTags({ trackingIDs: ['G-ONE', 'G-TWO'], anonymizeIP: true }).map(renderHtmlTag)
    expect(html.slice(0, 3)).toEqual([
      '<link rel="preconnect" href="https://www.google-analytics.com">',
      '<link rel="preconnect" href="https://www.googletagmanager.com">',
      '<script async src="https://www.googletagmanager.com/gtag/js?id=G-ONE"></script>',
    ])
    expect(html[3]).toContain('window.dataLayer = window.dataLayer || [];')
    expect(html[3]).toContain('function gtag(){dataLayer.push(arguments);}')
    expect(html[3]).toContain(
      "gtag('config', 'G-ONE', { 'anonymize_ip': true });\ngtag('config', 'G-TWO', { 'anonymize_ip': true });",
    )
  })

  test("28.5 analytics tags only in production; Tag Manager's noscript goes first in <body>", () => {
    const user = { gtag: { trackingID: 'G-X' }, googleTagManager: { containerId: 'GTM-ABC1' } }
    const prod = resolveHtmlTags(user, 'production', noBad)
    expect(prod.gtag).toEqual({ trackingIDs: ['G-X'], anonymizeIP: false })
    const html = renderHtmlTags(prod.htmlTags)
    expect(html.head).toContain('gtag/js?id=G-X')
    expect(html.head).toContain("'dataLayer','GTM-ABC1'")
    expect(html.preBody).toBe(
      '<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-ABC1" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>',
    )
    const dev = resolveHtmlTags(user, 'development', noBad)
    expect(dev).toEqual({ htmlTags: { head: [], preBody: [] }, gtag: null })
  })

  test('28.5 a gtag without a tracking id, or a malformed container id, is an error', () => {
    const bad: string[] = []
    resolveHtmlTags({ gtag: {} as never, googleTagManager: { containerId: 'nope' } }, 'production', (k) => bad.push(k))
    expect(bad).toEqual(['gtag.trackingID', 'googleTagManager.containerId'])
  })
})
