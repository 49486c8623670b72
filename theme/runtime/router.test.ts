// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import type { RouteData } from '../../generator/core/types'
import {
  BEFORE_SWAP,
  NAVIGATED,
  ROUTE_UPDATE,
  createRouter,
  isPlainClick,
  routeUrl,
  type Router,
  type RouterDeps,
} from './router'

const PAGE = `
  <div id="__layout">
    <nav class="doc-sidebar" aria-label="Docs sidebar" data-persist="sidebar:docs"><ul class="menu">
      <li class="menu__item"><a class="menu__link menu__link--active" aria-current="page" href="/">Intro</a></li>
      <li class="menu__item"><details class="menu__category"><summary class="menu__category-label">API tools</summary>
        <ul class="menu__list"><li class="menu__item"><a class="menu__link" href="/api-tools/commit-messages">Commit messages</a></li></ul>
      </details></li>
      <li class="menu__item"><a class="menu__link" href="/tips">Tips</a></li>
    </ul></nav>
    <main id="__main" tabindex="-1"><h1>Intro</h1>
      <a id="to-tips" href="/tips">tips</a>
      <a id="to-commit" href="/api-tools/commit-messages#usage">commit</a>
      <a id="to-blog" href="/blog">blog</a>
    </main>
  </div>`

const data = (url: string, extra: Partial<RouteData> = {}): RouteData => ({
  url,
  title: `${url} | CWC`,
  description: `About ${url}`,
  kind: 'doc',
  html: `<div data-persist-slot="sidebar:docs"></div><main id="__main" tabindex="-1"><h1>Page ${url}</h1><h2 id="usage">Usage</h2></main>`,
  attrs: { 'data-kind': 'doc', 'data-has-toc': 'true' },
  ...extra,
})

/** Dispatch a click and report whether the router took it (prevented the native navigation). */
function click(el: Element, init: MouseEventInit = {}): boolean {
  let taken = false
  const after = (e: Event) => {
    taken = e.defaultPrevented
    e.preventDefault() // keep happy-dom from navigating natively
  }
  window.addEventListener('click', after, { once: true })
  el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }))
  return taken
}

describe('theme/runtime/router', () => {
  describe('link rules', () => {
    const here = new URL('http://localhost:3000/api-tools/')
    const link = (attrs: string) => {
      document.body.innerHTML = `<a ${attrs}>x</a>`
      return document.querySelector('a')!
    }
    test.each([
      ['href="/tips"', '/tips'],
      ['href="../tips"', '/tips'],
      ['href="/tips" target="_self"', '/tips'],
      ['href="/api-tools/context-edit#usage"', '/api-tools/context-edit'],
      ['href="/tips.html"', '/tips.html'],
      ['href="http://localhost:3000/privacy"', '/privacy'],
    ])('L5 an internal link %s is handled by the router', (attrs, path) => {
      expect(routeUrl(link(attrs), '/', here)?.pathname).toBe(path)
    })
    test.each([
      ['target="_blank"', 'href="/tips" target="_blank"'],
      ['download', 'href="/tips" download'],
      ['external (other origin)', 'href="https://github.com/x/y"'],
      ['external (mailto)', 'href="mailto:a@b.c"'],
      ['rel=external', 'href="/tips" rel="external"'],
      [
        'escaped pathname:/// (rel=noopener, kept in the tab)',
        'href="/playground/" target="_self" rel="noopener noreferrer"',
      ],
      ['hash-only', 'href="#usage"'],
      ['same page with a hash', 'href="/api-tools/#usage"'],
      ['a file', 'href="/img/logo.svg"'],
      ['no href', 'name="x"'],
    ])('L5 a %s link is left to the browser', (_, attrs) => {
      expect(routeUrl(link(attrs), '/', here)).toBeNull()
    })
    test('L5 a link outside the base URL is left to the browser', () => {
      const a = link('href="/other/tips"')
      expect(routeUrl(a, '/docs/', new URL('http://localhost:3000/docs/'))).toBeNull()
      expect(routeUrl(link('href="/docs/tips"'), '/docs/', new URL('http://localhost:3000/docs/'))?.pathname).toBe(
        '/docs/tips',
      )
    })
    test("a link into another locale's site under this base (meta cwc:locales) is left to the browser: its route data is not ours", () => {
      const meta = document.head.appendChild(
        Object.assign(document.createElement('meta'), { name: 'cwc:locales', content: '/fr/ /fa/' }),
      )
      try {
        expect(routeUrl(link('href="/fr/docs/intro"'), '/', here)).toBeNull()
        expect(routeUrl(link('href="/fa/"'), '/', here)).toBeNull()
        expect(routeUrl(link('href="/french-fries"'), '/', here)?.pathname).toBe('/french-fries')
      } finally {
        meta.remove()
      }
    })
    test.each(['metaKey', 'ctrlKey', 'shiftKey', 'altKey'])('L5 a %s click is not intercepted', (key) => {
      expect(isPlainClick(new MouseEvent('click', { [key]: true }))).toBe(false)
    })
    test('L5 a middle-button or already-handled click is not intercepted', () => {
      expect(isPlainClick(new MouseEvent('click', { button: 1 }))).toBe(false)
      const handled = new MouseEvent('click', { cancelable: true })
      handled.preventDefault()
      expect(isPlainClick(handled)).toBe(false)
      expect(isPlainClick(new MouseEvent('click', { button: 0 }))).toBe(true)
    })
  })

  describe('navigation', () => {
    let router: Router | undefined
    const start = (deps: Partial<RouterDeps> = {}) => {
      const assign = vi.fn()
      const crash = vi.fn()
      const enhance = vi.fn()
      const load = vi.fn((u: string) =>
        Promise.resolve(
          data(
            u
              .replace('/__data', '')
              .replace(/\.json$/, '')
              .replace(/index$/, ''),
          ),
        ),
      )
      router = createRouter({ base: '/', load, assign, crash, enhance, ...deps })
      return { assign, crash, enhance, load, router }
    }
    const settle = () => new Promise((r) => setTimeout(r, 0))

    beforeEach(() => {
      history.replaceState(null, '', '/')
      document.head.innerHTML = `<title>Intro | CWC</title><meta name="description" content="Intro"><link rel="canonical" href="https://codeweb.chat/">`
      document.documentElement.setAttribute('data-has-sidebar', 'true')
      document.body.innerHTML = PAGE
    })
    afterEach(() => router?.stop())

    test('L5 a plain click loads the route data and swaps the page without a full load', async () => {
      const { load, assign, enhance } = start()
      const sidebar = document.querySelector('nav.doc-sidebar')
      const navigated = vi.fn()
      document.addEventListener(NAVIGATED, navigated, { once: true })
      expect(click(document.getElementById('to-tips')!)).toBe(true)
      await settle()
      expect(load).toHaveBeenCalledWith('/__data/tips.json')
      expect(assign).not.toHaveBeenCalled()
      expect(location.pathname).toBe('/tips')
      expect(document.querySelector('h1')!.textContent).toBe('Page /tips')
      expect(document.title).toBe('/tips | CWC')
      expect(document.querySelector('meta[name="description"]')!.getAttribute('content')).toBe('About /tips')
      expect(document.querySelector('link[rel="canonical"]')!.getAttribute('href')).toBe('https://codeweb.chat/tips')
      expect(document.documentElement.getAttribute('data-has-toc')).toBe('true')
      expect(document.documentElement.hasAttribute('data-has-sidebar')).toBe(false)
      expect(enhance).toHaveBeenCalledTimes(1)
      expect(navigated).toHaveBeenCalledTimes(1)
      // The live sidebar element is kept, with the active link moved.
      expect(document.querySelector('nav.doc-sidebar')).toBe(sidebar)
      expect(document.querySelector('[aria-current="page"]')!.getAttribute('href')).toBe('/tips')
      expect(document.querySelectorAll('.menu__link--active')).toHaveLength(1)
    })

    test('28.5 a navigation to another page announces itself to client modules: route update (its URL) before the data loads, then before swap, then navigated', async () => {
      const { load } = start()
      const events: string[] = []
      const handlers = [
        [
          ROUTE_UPDATE,
          (e: Event) =>
            events.push(`update ${(e as CustomEvent<string>).detail} (loads so far: ${load.mock.calls.length})`),
        ],
        [BEFORE_SWAP, () => events.push('swap')],
        [NAVIGATED, (e: Event) => events.push(`navigated ${(e as CustomEvent<{ url: string }>).detail.url}`)],
      ] as const
      for (const [n, h] of handlers) document.addEventListener(n, h)
      try {
        click(document.getElementById('to-tips')!)
        await settle()
        expect(events).toEqual([
          'update http://localhost:3000/tips (loads so far: 0)',
          'swap',
          'navigated http://localhost:3000/tips',
        ])
      } finally {
        for (const [n, h] of handlers) document.removeEventListener(n, h)
      }
    })

    test("L5 the active link's category opens; focus moves to the new h1 and the title is announced", async () => {
      start()
      click(document.getElementById('to-commit')!)
      await settle()
      const details = document.querySelector('details')!
      expect(details.open).toBe(true)
      expect(details.querySelector('summary')!.classList.contains('menu__category-label--active')).toBe(true)
      expect(document.activeElement).toBe(document.querySelector('h1'))
      expect(document.querySelector('[aria-live="polite"]')!.textContent).toBe('/api-tools/commit-messages | CWC')
      expect(location.hash).toBe('#usage')
    })

    test('L5 modifier clicks and target=_blank links are not intercepted', async () => {
      const { load } = start()
      const a = document.getElementById('to-tips')!
      expect(click(a, { ctrlKey: true })).toBe(false)
      expect(click(a, { metaKey: true })).toBe(false)
      a.setAttribute('target', '_blank')
      expect(click(a)).toBe(false)
      await settle()
      expect(load).not.toHaveBeenCalled()
    })

    test('E5 a failed route-data load does a full load of the target', async () => {
      const { assign, crash } = start({ load: vi.fn(() => Promise.reject(new Error('HTTP 500'))) })
      click(document.getElementById('to-tips')!)
      await settle()
      expect(assign).toHaveBeenCalledWith('http://localhost:3000/tips')
      expect(crash).not.toHaveBeenCalled()
      expect(location.pathname).toBe('/') // no history entry for a page that never showed
    })

    test('E5 a missing persistent region that fails to load does a full load too', async () => {
      document.querySelector('nav.doc-sidebar')!.remove()
      const fetchText = vi.fn(() => Promise.reject(new Error('404')))
      const { assign } = start({ fetchText })
      await router!.go('/tips')
      expect(fetchText).toHaveBeenCalledWith('/__data/persist/sidebar-docs.html')
      expect(assign).toHaveBeenCalledWith('http://localhost:3000/tips')
    })

    test('L5 a missing persistent region is fetched once and inserted', async () => {
      document.querySelector('nav.doc-sidebar')!.remove()
      const fetchText = vi.fn(() =>
        Promise.resolve(
          '<nav class="doc-sidebar" data-persist="sidebar:docs"><ul class="menu"><li><a class="menu__link" href="/tips">Tips</a></li></ul></nav>',
        ),
      )
      start({ fetchText })
      await router!.go('/tips')
      expect(document.querySelector('nav.doc-sidebar a')!.getAttribute('aria-current')).toBe('page')
    })

    test('E1 malformed route data shows the crash page instead of swapping', async () => {
      const { crash, assign } = start({ load: vi.fn(() => Promise.resolve({ url: '/tips' } as RouteData)) })
      await router!.go('/tips')
      expect(assign).not.toHaveBeenCalled()
      expect(crash).toHaveBeenCalledWith(
        expect.objectContaining({ message: expect.stringMatching(/Malformed route data/) }),
        expect.any(Function),
      )
    })

    test('L5 racing navigations: the latest one wins', async () => {
      let slow!: (d: RouteData) => void
      const load = vi.fn((u: string) =>
        u.includes('tips') ? new Promise<RouteData>((r) => (slow = r)) : Promise.resolve(data('/blog')),
      )
      start({ load })
      const first = router!.go('/tips')
      await router!.go('/blog')
      slow(data('/tips'))
      await first
      expect(location.pathname).toBe('/blog')
      expect(document.querySelector('h1')!.textContent).toBe('Page /blog')
    })
  })
})
