import { describe, expect, test } from 'vitest'
import { routeToOutput } from './paths.js'
import { applyTrailingSlash, applyTrailingSlashToLink } from './trailing-slash.js'

describe('generator/core/trailing-slash', () => {
  test.each<[string, boolean | undefined, string, string]>([
    // url, trailingSlash, baseUrl → url
    ['/docs/intro', undefined, '/', '/docs/intro'],
    ['/docs/guides/', undefined, '/', '/docs/guides/'],
    ['/docs/intro', true, '/', '/docs/intro/'],
    ['/docs/guides/', true, '/', '/docs/guides/'],
    ['/docs/intro#setup', true, '/', '/docs/intro/#setup'],
    ['/docs/intro?x=1#s', true, '/', '/docs/intro/?x=1#s'],
    ['/docs/intro/', false, '/', '/docs/intro'],
    ['/docs/intro', false, '/', '/docs/intro'],
    ['/docs/intro/#setup', false, '/', '/docs/intro#setup'],
    ['/', false, '/', '/'],
    ['/', true, '/', '/'],
    ['/b/', false, '/b/', '/b/'],
    ['/b/x/', false, '/b/', '/b/x'],
    ['#top', true, '/', '#top'],
    ['https://x.org/a', true, '/', 'https://x.org/a'],
  ])('trailingSlash: %s with %s under base %s → %s', (url, rule, base, expected) => {
    expect(applyTrailingSlash(url, rule, base)).toBe(expected)
  })

  test('trailingSlash decides the output file through the URL: true → x/index.html, false → x.html (Docusaurus)', () => {
    expect(routeToOutput(applyTrailingSlash('/docs/intro', true, '/'))).toBe('docs/intro/index.html')
    expect(routeToOutput(applyTrailingSlash('/docs/guides/', false, '/'))).toBe('docs/guides.html')
    expect(routeToOutput(applyTrailingSlash('/', false, '/'))).toBe('index.html')
  })

  test('trailingSlash on written links changes pages, not files', () => {
    expect(applyTrailingSlashToLink('/docs/intro', true, '/')).toBe('/docs/intro/')
    expect(applyTrailingSlashToLink('/img/logo.svg', true, '/')).toBe('/img/logo.svg')
    expect(applyTrailingSlashToLink('/blog/rss.xml?x=1', true, '/')).toBe('/blog/rss.xml?x=1')
    expect(applyTrailingSlashToLink('/v1.2/', false, '/')).toBe('/v1.2')
    expect(applyTrailingSlashToLink('/docs/intro', undefined, '/')).toBe('/docs/intro')
  })
})
