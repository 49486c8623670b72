// @vitest-environment happy-dom
import { beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { initMobilePanel } from './mobile-panel'
import { BEFORE_SWAP } from './router'

/** A MediaQueryList whose change the test fires. */
function fakeQuery() {
  const target = new EventTarget()
  const mql = Object.assign(target, { matches: false }) as unknown as MediaQueryList
  return { mql, fire: (matches: boolean) => target.dispatchEvent(Object.assign(new Event('change'), { matches })) }
}

describe('theme/runtime/mobile-panel', () => {
  const query = fakeQuery()
  beforeAll(() => initMobilePanel({ matchMedia: () => query.mql }))
  beforeEach(() => {
    document.documentElement.removeAttribute('data-mobile-open')
    document.body.style.overflow = ''
    document.body.innerHTML = `
      <header data-navbar><a class="navbar__toggle" data-mobile-toggle href="#mobile-panel" role="button" aria-controls="mobile-panel" aria-expanded="false">☰</a></header>
      <div id="mobile-panel" class="mobile-panel" data-mobile-panel data-view="main">
        <a class="mobile-panel__close" data-mobile-close href="#">×</a>
        <div data-panel-view="main"><a href="/blog">Blog</a></div>
        <button data-mobile-back>← Back to main menu</button>
        <div data-panel-view="sidebar"></div>
      </div>
      <div class="mobile-backdrop" data-mobile-backdrop></div>
      <div id="__layout"><nav class="doc-sidebar"><ul class="menu"><li><a href="/tips">Tips</a></li></ul></nav></div>`
  })
  const html = document.documentElement
  const toggle = () => document.querySelector<HTMLElement>('[data-mobile-toggle]')!
  const panel = () => document.querySelector<HTMLElement>('[data-mobile-panel]')!

  test('S2 the hamburger opens the panel with the docs sidebar, locks body scroll and moves focus in', () => {
    toggle().click()
    expect(html.hasAttribute('data-mobile-open')).toBe(true)
    expect(toggle().getAttribute('aria-expanded')).toBe('true')
    expect(document.body.style.overflow).toBe('hidden')
    expect(panel().dataset.view).toBe('sidebar')
    expect(panel().querySelector('[data-panel-view="sidebar"] > ul.menu')).not.toBeNull()
    expect(document.activeElement).toBe(document.querySelector('[data-mobile-close]'))
  })

  test('S2 the open panel is modal: everything else in <body> is inert until it closes', () => {
    toggle().click()
    const outside = [document.querySelector('header')!, document.getElementById('__layout')!]
    for (const el of outside) expect(el.hasAttribute('inert')).toBe(true)
    expect(panel().hasAttribute('inert')).toBe(false)
    expect(document.querySelector('[data-mobile-backdrop]')!.hasAttribute('inert')).toBe(false)
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }))
    for (const el of outside) expect(el.hasAttribute('inert')).toBe(false)
    expect(document.activeElement).toBe(toggle())
  })

  test('N3 "Back to main menu" shows the navbar items', () => {
    toggle().click()
    document.querySelector<HTMLElement>('[data-mobile-back]')!.click()
    expect(panel().dataset.view).toBe('main')
  })

  test('S2 close, Escape and backdrop close it, put the sidebar back and restore focus and scrolling', () => {
    for (const close of [
      () => document.querySelector<HTMLElement>('[data-mobile-close]')!.click(),
      () => document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' })),
      () => document.querySelector<HTMLElement>('[data-mobile-backdrop]')!.click(),
      () => toggle().click(),
    ]) {
      toggle().click()
      close()
      expect(html.hasAttribute('data-mobile-open')).toBe(false)
      expect(document.body.style.overflow).toBe('')
      expect(document.querySelector('nav.doc-sidebar > ul.menu')).not.toBeNull()
      expect(document.activeElement).toBe(toggle())
    }
  })

  test('N4 the panel closes when the layout becomes desktop, and on a route change', () => {
    toggle().click()
    query.fire(true)
    expect(html.hasAttribute('data-mobile-open')).toBe(false)
    toggle().click()
    document.dispatchEvent(new CustomEvent(BEFORE_SWAP))
    expect(html.hasAttribute('data-mobile-open')).toBe(false)
    expect(document.querySelector('nav.doc-sidebar > ul.menu')).not.toBeNull()
  })

  test('S2 a page without a docs sidebar opens on the main view', () => {
    document.querySelector('nav.doc-sidebar')!.remove()
    toggle().click()
    expect(panel().dataset.view).toBe('main')
  })
})
