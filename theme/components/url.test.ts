import { describe, expect, test } from 'vitest'
import { assetUrl, authorsHref, containsUrl, sameUrl } from './url'
import { makeSidebar, makeSite } from '../test-fixtures'

describe('theme/components/url', () => {
  test('sameUrl ignores a trailing slash and the hash but keeps the root', () => {
    expect(sameUrl('/api-tools/', '/api-tools')).toBe(true)
    expect(sameUrl('/tips#a', '/tips')).toBe(true)
    expect(sameUrl('/', '/tips')).toBe(false)
    expect(sameUrl(undefined, '/')).toBe(false)
  })

  test('L10 containsUrl finds the active page inside a category', () => {
    const category = makeSidebar().items[3]
    expect(containsUrl(category, '/api-tools/context-edit')).toBe(true)
    expect(containsUrl(category, '/tips')).toBe(false)
  })

  test('L1 assetUrl adds the base URL once and leaves external URLs alone', () => {
    const site = makeSite({ baseUrl: '/docs/' })
    expect(assetUrl(site, '/img/logo.svg')).toBe('/docs/img/logo.svg')
    expect(assetUrl(site, 'favicon.svg')).toBe('/docs/favicon.svg')
    expect(assetUrl(site, '/docs/img/a.png')).toBe('/docs/img/a.png')
    expect(assetUrl(site, 'https://x.dev/a.png')).toBe('https://x.dev/a.png')
  })

  test('the authors page link follows trailingSlash', () => {
    expect(authorsHref(makeSite({ blogHref: '/blog/', trailingSlash: true }))).toBe('/blog/authors/')
    expect(authorsHref(makeSite({ trailingSlash: false }))).toBe('/blog/authors')
  })
})
