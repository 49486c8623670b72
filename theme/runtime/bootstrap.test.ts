// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { bootstrapScript, type BootstrapOptions } from './bootstrap'

const defaults: BootstrapOptions = {
  defaultMode: 'light',
  respectPrefersColorScheme: false,
  disableSwitch: false,
  announcementId: null,
}
const html = document.documentElement
const run = (opts: Partial<BootstrapOptions> = {}) => new Function(bootstrapScript({ ...defaults, ...opts }))()

describe('theme/runtime/bootstrap', () => {
  beforeEach(() => {
    localStorage.clear()
    for (const a of ['data-js', 'data-theme', 'data-announcement-dismissed']) html.removeAttribute(a)
  })
  afterEach(() => vi.restoreAllMocks())

  test('S1 marks data-js and applies the default mode (light) when nothing is stored', () => {
    run()
    expect(html.hasAttribute('data-js')).toBe(true)
    expect(html.getAttribute('data-theme')).toBe('light')
  })

  test('S1 applies the stored mode before first paint; ignores junk values', () => {
    localStorage.setItem('theme', 'dark')
    run()
    expect(html.getAttribute('data-theme')).toBe('dark')
    localStorage.setItem('theme', 'purple')
    run({ defaultMode: 'dark' })
    expect(html.getAttribute('data-theme')).toBe('dark')
  })

  test('S1 with respectPrefersColorScheme off the OS preference is ignored; on, it applies while unset', () => {
    vi.spyOn(window, 'matchMedia').mockReturnValue({ matches: true } as MediaQueryList)
    run()
    expect(html.getAttribute('data-theme')).toBe('light')
    run({ respectPrefersColorScheme: true })
    expect(html.getAttribute('data-theme')).toBe('dark')
  })

  test('S1 with disableSwitch the stored choice is ignored', () => {
    localStorage.setItem('theme', 'dark')
    run({ disableSwitch: true })
    expect(html.getAttribute('data-theme')).toBe('light')
  })

  test('S4 a dismissed bar is hidden before paint only while its id matches', () => {
    localStorage.setItem('docusaurus.announcement.dismiss', 'true')
    localStorage.setItem('docusaurus.announcement.id', 'v1')
    run({ announcementId: 'v1' })
    expect(html.hasAttribute('data-announcement-dismissed')).toBe(true)
    html.removeAttribute('data-announcement-dismissed')
    run({ announcementId: 'v2' })
    expect(html.hasAttribute('data-announcement-dismissed')).toBe(false)
  })

  test('E9 throwing storage still gives data-js and the default mode', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied')
    })
    run({ announcementId: 'x' })
    expect(html.hasAttribute('data-js')).toBe(true)
    expect(html.getAttribute('data-theme')).toBe('light')
  })

  test('the script stays under 600 bytes and cannot close its <script> tag', () => {
    const src = bootstrapScript({
      defaultMode: 'dark',
      respectPrefersColorScheme: true,
      disableSwitch: false,
      announcementId: '</script><b>',
    })
    expect(src.length).toBeLessThan(600)
    expect(src).not.toContain('</script>')
  })
})
