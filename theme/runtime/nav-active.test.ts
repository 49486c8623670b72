// @vitest-environment happy-dom
import { beforeEach, describe, expect, test } from 'vitest'
import { markNavbar } from './nav-active'

describe('theme/runtime/nav-active', () => {
  beforeEach(() => {
    document.body.innerHTML = `
      <header data-navbar>
        <a class="navbar__link navbar__link--active" data-sidebar-id="docs" href="/">Documentation</a>
        <a class="navbar__link" href="/blog">Blog</a>
        <a class="navbar__link" href="https://github.com/x" target="_blank">GitHub</a>
        <div data-dropdown><button class="navbar__link">More</button><ul><li><a class="navbar-dropdown__link" href="/blog/archive">Archive</a></li></ul></div>
      </header>
      <div data-panel-view="main"><a class="menu__link" href="/blog">Blog</a></div>
      <div id="__layout"></div>`
  })
  const link = (text: string) => [...document.querySelectorAll('a')].find((a) => a.textContent === text)!

  test('L5 after a route change the navbar follows the page: internal links on their URL or below', () => {
    markNavbar(document, '/blog/archive')
    expect(link('Documentation').classList.contains('navbar__link--active')).toBe(false)
    expect(link('Blog').classList.contains('navbar__link--active')).toBe(true)
    expect(link('Blog').hasAttribute('aria-current')).toBe(false)
    expect(document.querySelector('[data-dropdown] button')!.classList.contains('navbar__link--active')).toBe(true)
    expect(link('GitHub').classList.contains('navbar__link--active')).toBe(false)
    markNavbar(document, '/blog')
    expect(document.querySelector('[data-panel-view="main"] a')!.classList.contains('menu__link--active')).toBe(true)
    expect(link('Blog').getAttribute('aria-current')).toBe('page')
  })

  test('L1 L5 under a base URL the root link is active only on the root', () => {
    document.head.innerHTML = '<meta name="cwc:base" content="/docs/">'
    document.querySelector('header')!.innerHTML =
      '<a class="navbar__link" href="/docs/">Home</a><a class="navbar__link" href="/docs/blog">Blog</a>'
    markNavbar(document, '/docs/blog/archive')
    expect(link('Home').classList.contains('navbar__link--active')).toBe(false)
    expect(link('Blog').classList.contains('navbar__link--active')).toBe(true)
    markNavbar(document, '/docs/')
    expect(link('Home').classList.contains('navbar__link--active')).toBe(true)
    document.head.innerHTML = ''
  })

  test('L5 a docSidebar item is active on pages that show its sidebar', () => {
    document.getElementById('__layout')!.innerHTML = '<nav class="doc-sidebar" data-persist="sidebar:docs"></nav>'
    markNavbar(document, '/tips')
    expect(link('Documentation').classList.contains('navbar__link--active')).toBe(true)
    expect(link('Blog').classList.contains('navbar__link--active')).toBe(false)
  })
})
