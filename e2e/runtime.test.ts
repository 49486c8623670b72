/**
 * The client runtime in Chromium (theme/runtime): navigation, prefetch, progress bar, colour
 * mode, storage, mobile panel, dropdowns, announcement bar, preferred version, collapsibles,
 * lazy parts and crash pages. Route-data loads are slowed or failed with `page.route`.
 */
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import type { Browser, BrowserContextOptions, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { DESKTOP, MOBILE, launchBrowser, openPage } from './harness.js'

const siteUrl = inject('siteUrl')
const fixtureUrl = inject('fixtureUrl')
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

/** Open a page; `run` gets it, and the context is closed afterwards. */
async function withPage(
  options: BrowserContextOptions & { init?: string },
  run: (page: Page, errors: string[]) => Promise<void>,
): Promise<void> {
  const { init, ...contextOptions } = options
  const { context, page, errors } = await openPage(browser, contextOptions)
  if (init) await context.addInitScript(init)
  try {
    await run(page, errors)
  } finally {
    await context.close()
  }
}

/** Record the route-data URLs the page requests (paths only). */
function dataRequests(page: Page): string[] {
  const seen: string[] = []
  page.on('request', (r) => {
    const url = new URL(r.url())
    if (url.pathname.includes('/__data/')) seen.push(url.pathname)
  })
  return seen
}

/** Mark the window; a full page load loses the mark. */
const mark = (page: Page) => page.evaluate(() => ((window as unknown as { __mark: number }).__mark = 1))
const marked = (page: Page) => page.evaluate(() => (window as unknown as { __mark?: number }).__mark === 1)
const h1 = (page: Page) => page.locator('h1').first().textContent()
const sidebarLink = (page: Page, href: string) => page.locator(`nav.doc-sidebar a.menu__link[href="${href}"]`)
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms))

/**
 * The fixture is built for baseUrl '/docs/'. If the harness serves its output folder at the
 * root, map `/docs/…` requests onto `/…` so the site runs under its base URL as deployed.
 */
async function serveFixtureUnderBase(page: Page): Promise<void> {
  if ((await fetch(fixtureUrl + '/docs/')).status !== 404) return
  await page.route(fixtureUrl + '/docs/**', async (route) => {
    const url = new URL(route.request().url())
    url.pathname = url.pathname.replace(/^\/docs\//, '/')
    await route.fulfill({ response: await route.fetch({ url: url.href }) })
  })
}

/** Pretend the browser has no IntersectionObserver, so only hover/touch prefetch runs. */
const NO_OBSERVER = 'delete window.IntersectionObserver'
const connection = (value: object) =>
  `Object.defineProperty(navigator, 'connection', { configurable: true, get: () => (${JSON.stringify(value)}) })`

describe('e2e/runtime', () => {
  describe('L3 prefetch', () => {
    test('L3 hovering an internal link preloads its route data, once', async () => {
      await withPage({ init: NO_OBSERVER }, async (page) => {
        const seen = dataRequests(page)
        await page.goto(siteUrl + '/')
        await wait(300)
        expect(seen).toEqual([])
        await sidebarLink(page, '/privacy').hover()
        await page.mouse.move(600, 600)
        await sidebarLink(page, '/privacy').hover()
        await wait(300)
        expect(seen).toEqual(['/__data/privacy.json'])
        // The click reuses the preloaded data.
        await sidebarLink(page, '/privacy').click()
        await expect.poll(() => h1(page)).toBe('Privacy')
        expect(seen).toEqual(['/__data/privacy.json'])
      })
    })

    test('L3 touching a link preloads it', async () => {
      await withPage({ init: NO_OBSERVER }, async (page) => {
        const seen = dataRequests(page)
        await page.goto(siteUrl + '/')
        await sidebarLink(page, '/tips').dispatchEvent('touchstart')
        await expect.poll(() => seen).toEqual(['/__data/tips.json'])
      })
    })

    test('L3 links in view are prefetched when the browser is idle, each once; links out of view only when scrolled to', async () => {
      // A link far below the fold, present before the runtime starts.
      const init = `document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return
        document.querySelector('article').insertAdjacentHTML('beforeend', '<div><div style="height:4000px"></div><a id="far" href="/blog/archive">Archive</a></div>')
      })`
      await withPage({ init }, async (page) => {
        const seen = dataRequests(page)
        await page.goto(siteUrl + '/')
        await expect.poll(() => seen).toContain('/__data/tips.json') // sidebar links are in view
        await wait(500)
        expect(new Set(seen).size).toBe(seen.length)
        expect(seen).not.toContain('/__data/index.json') // the current page
        expect(seen).not.toContain('/__data/blog/archive.json')
        await page.locator('#far').scrollIntoViewIfNeeded()
        await expect.poll(() => seen).toContain('/__data/blog/archive.json')
        await page.evaluate(() => scrollTo(0, 0))
        await page.locator('#far').scrollIntoViewIfNeeded()
        await wait(300)
        expect(seen.filter((u) => u === '/__data/blog/archive.json')).toHaveLength(1)
      })
    })

    for (const [label, value] of [
      ['a 2g connection', { effectiveType: '2g', saveData: false }],
      ['slow-2g', { effectiveType: 'slow-2g' }],
      ['data saver', { effectiveType: '4g', saveData: true }],
    ] as const) {
      test(`L3 nothing is prefetched on ${label}, but navigation still works`, async () => {
        await withPage({ init: connection(value) }, async (page) => {
          const seen = dataRequests(page)
          await page.goto(siteUrl + '/')
          await sidebarLink(page, '/tips').hover()
          await sidebarLink(page, '/tips').dispatchEvent('touchstart')
          await wait(800)
          expect(seen).toEqual([])
          await sidebarLink(page, '/tips').click()
          await expect.poll(() => h1(page)).toBe('Tips')
        })
      })
    }
  })

  describe('L4 clean URLs', () => {
    test.each([
      ['/tips.html', '/tips'],
      ['/api-tools/index.html', '/api-tools/'],
    ])('L4 a page loaded at %s shows %s in the address bar', async (from, to) => {
      await withPage({}, async (page) => {
        // Serve the page at its .html name (the preview server would redirect) to test the runtime's rewrite.
        await page.route(`**${from}`, async (route) =>
          route.fulfill({ response: await route.fetch({ url: siteUrl + to }) }),
        )
        await page.goto(siteUrl + from + '?q=1#top')
        await expect.poll(() => new URL(page.url()).pathname).toBe(to)
        expect(new URL(page.url()).search).toBe('?q=1')
        expect(new URL(page.url()).hash).toBe('#top')
      })
    })

    test('L4 the preview server redirects .html paths to the clean path', async () => {
      await withPage({}, async (page) => {
        await page.goto(siteUrl + '/privacy.html')
        expect(new URL(page.url()).pathname).toBe('/privacy')
      })
    })

    test('L4 L5 a link to an .html path navigates in place to the clean path', async () => {
      await withPage({}, async (page) => {
        await page.goto(siteUrl + '/')
        await mark(page)
        await page.evaluate(() => {
          const a = document.createElement('a')
          a.href = '/tips.html'
          a.id = 'html-link'
          a.textContent = 'tips'
          document.getElementById('__main')!.prepend(a)
        })
        await page.click('#html-link')
        await expect.poll(() => h1(page)).toBe('Tips')
        expect(new URL(page.url()).pathname).toBe('/tips')
        expect(await marked(page)).toBe(true)
      })
    })
  })

  describe('L5 L6 navigation', () => {
    test('L5 a sidebar link swaps the page without a full load: content, title, meta, sidebar, focus, announcement', async () => {
      await withPage({ viewport: { width: 1280, height: 300 } }, async (page, errors) => {
        const seen = dataRequests(page)
        await page.goto(siteUrl + '/tips')
        await mark(page)
        // Close a category and scroll the sidebar: both must survive the swap.
        await page.evaluate(() => {
          const nav = document.querySelector<HTMLElement>('nav.doc-sidebar')!
          ;(nav as unknown as { __kept: boolean }).__kept = true
          nav.scrollTop = 40
          document.querySelector('details.menu__category')!.removeAttribute('open')
        })
        const scrollBefore = await page.evaluate(() => document.querySelector('nav.doc-sidebar')!.scrollTop)
        expect(scrollBefore).toBeGreaterThan(0)
        await sidebarLink(page, '/privacy').click()
        await expect.poll(() => h1(page)).toBe('Privacy')
        expect(await marked(page)).toBe(true)
        expect(seen).toContain('/__data/privacy.json')
        expect(new URL(page.url()).pathname).toBe('/privacy')
        expect(await page.title()).toMatch(/^Privacy/)
        expect(await page.getAttribute('link[rel="canonical"]', 'href')).toBe('https://codeweb.chat/privacy')
        const description = await page.getAttribute('meta[name="description"]', 'content')
        expect(description).toBe(
          await page.evaluate(() =>
            fetch('/__data/privacy.json')
              .then((r) => r.json())
              .then((d) => d.description),
          ),
        )
        const state = await page.evaluate(() => {
          const nav = document.querySelector('nav.doc-sidebar')!
          return {
            kept: (nav as unknown as { __kept?: boolean }).__kept === true,
            scrollTop: nav.scrollTop,
            categoryOpen: document.querySelector('details.menu__category')!.hasAttribute('open'),
            current: [...document.querySelectorAll('nav.doc-sidebar [aria-current="page"]')].map((a) =>
              a.getAttribute('href'),
            ),
            active: [...document.querySelectorAll('nav.doc-sidebar .menu__link--active')].map((a) =>
              a.getAttribute('href'),
            ),
            focused: document.activeElement?.tagName,
            // the route announcer, not a copy button's label
            live: document.querySelector('body > [aria-live="polite"][aria-atomic]')?.textContent,
            breadcrumb: document.querySelector('.breadcrumbs [aria-current="page"]')?.textContent,
          }
        })
        expect(state).toEqual({
          kept: true,
          scrollTop: scrollBefore,
          categoryOpen: false,
          current: ['/privacy'],
          active: ['/privacy'],
          focused: 'H1',
          live: await page.title(),
          breadcrumb: 'Privacy',
        })
        expect(errors).toEqual([])
      })
    })

    test('L5 going to a page in a closed category opens it and marks it active', async () => {
      await withPage({}, async (page) => {
        await page.goto(siteUrl + '/tips')
        await page.evaluate(() => document.querySelector('details.menu__category')!.removeAttribute('open'))
        await page.locator('a.pagination-nav__link--prev, a.pagination-nav__link--next').first().waitFor()
        await page.evaluate(() => {
          const a = document.createElement('a')
          a.href = '/api-tools/context-edit'
          a.id = 'go'
          a.textContent = 'go'
          document.getElementById('__main')!.prepend(a)
        })
        await page.click('#go')
        await expect
          .poll(() => page.evaluate(() => document.querySelector('details.menu__category')!.hasAttribute('open')))
          .toBe(true)
        expect(await page.locator('details.menu__category > summary.menu__category-label--active').count()).toBe(1)
      })
    })

    test('L5 modifier clicks, target=_blank, download and hash-only links behave natively', async () => {
      await withPage({ init: NO_OBSERVER }, async (page) => {
        const seen = dataRequests(page)
        await page.goto(siteUrl + '/tips')
        await mark(page)
        const popup = page.context().waitForEvent('page')
        await sidebarLink(page, '/privacy').click({ modifiers: ['ControlOrMeta'] })
        await (await popup).close()
        expect(new URL(page.url()).pathname).toBe('/tips')
        // target=_blank (the external GitHub link) opens a new tab; a download link downloads.
        const tab = page.context().waitForEvent('page')
        await page.route('https://github.com/**', (route) => route.fulfill({ body: 'stub' }))
        await page.locator('[data-navbar] a[href^="https://github.com"]').click()
        await (await tab).close()
        await page.evaluate(() => {
          const a = document.createElement('a')
          a.href = '/privacy'
          a.download = 'privacy.html'
          a.id = 'dl'
          a.textContent = 'download'
          document.getElementById('__main')!.prepend(a)
        })
        const download = page.waitForEvent('download')
        await page.click('#dl')
        expect((await download).suggestedFilename()).toBe('privacy.html')
        await page.locator('nav.toc a.toc__link').nth(1).click()
        expect(new URL(page.url()).hash).not.toBe('')
        expect(await page.evaluate(() => scrollY)).toBeGreaterThan(0)
        expect(seen.filter((u) => u !== '/__data/privacy.json')).toEqual([]) // at most the hover preload
        expect(await marked(page)).toBe(true)
        expect(await h1(page)).toBe('Tips')
      })
    })

    test('L6 a new route starts at the top; back and forward restore the scroll position', async () => {
      await withPage({}, async (page) => {
        await page.goto(siteUrl + '/tips')
        const next = page.locator('a.pagination-nav__link--next')
        await next.scrollIntoViewIfNeeded()
        await page.evaluate(() => scrollBy(0, -50))
        const y = await page.evaluate(() => scrollY)
        expect(y).toBeGreaterThan(0)
        await next.click()
        await expect.poll(() => new URL(page.url()).pathname).not.toBe('/tips')
        await expect.poll(() => page.evaluate(() => scrollY)).toBe(0)
        const second = new URL(page.url()).pathname
        await page.evaluate(() => scrollTo(0, 300))
        // The position is saved into the history entry 150 ms after scrolling stops; a busy host can be later
        // than that.
        await expect.poll(() => page.evaluate(() => (history.state as { scroll?: number } | null)?.scroll)).toBe(300)
        await page.goBack()
        await expect.poll(() => h1(page)).toBe('Tips')
        await expect.poll(() => page.evaluate(() => scrollY)).toBe(y)
        await page.goForward()
        await expect.poll(() => new URL(page.url()).pathname).toBe(second)
        await expect.poll(() => page.evaluate(() => scrollY)).toBe(300)
      })
    })

    test('L6 back pressed at once after scrolling keeps the position of the page left', async () => {
      await withPage({}, async (page) => {
        await page.goto(siteUrl + '/tips')
        await page.locator('a.pagination-nav__link--next').click()
        await expect.poll(() => new URL(page.url()).pathname).not.toBe('/tips')
        const second = new URL(page.url()).pathname
        // No wait for the debounced save into history.state: Back comes within the same task.
        await page.evaluate(() => {
          scrollTo(0, 250)
          dispatchEvent(new Event('scroll'))
          history.back()
        })
        await expect.poll(() => h1(page)).toBe('Tips')
        await page.goForward()
        await expect.poll(() => new URL(page.url()).pathname).toBe(second)
        await expect.poll(() => page.evaluate(() => scrollY)).toBe(250)
      })
    })

    test('L6 a link with a hash lands on the anchor', async () => {
      await withPage({}, async (page) => {
        await page.goto(siteUrl + '/')
        await page.evaluate(() => {
          const a = document.createElement('a')
          a.href = '/tips#instructions'
          a.id = 'go'
          a.textContent = 'go'
          document.getElementById('__main')!.prepend(a)
        })
        await page.click('#go')
        await expect.poll(() => h1(page)).toBe('Tips')
        const top = await page.evaluate(() => document.getElementById('instructions')!.getBoundingClientRect().top)
        expect(top).toBeGreaterThanOrEqual(0)
        expect(top).toBeLessThan(200)
        expect(await page.evaluate(() => scrollY)).toBeGreaterThan(0)
      })
    })
  })

  describe('L8 TOC scroll-spy', () => {
    test('L8 the TOC highlights the heading being read, also after a route change', async () => {
      await withPage({}, async (page) => {
        const active = () =>
          page.evaluate(() =>
            [...document.querySelectorAll('nav.toc a.toc__link--active')].map((a) => a.getAttribute('href')),
          )
        await page.goto(siteUrl + '/')
        await sidebarLink(page, '/tips').click()
        await expect.poll(() => h1(page)).toBe('Tips')
        await page.evaluate(() => document.getElementById('instructions')!.scrollIntoView())
        await expect.poll(active).toEqual(['#instructions'])
        await page.evaluate(() => document.getElementById('compare-chatbots')!.scrollIntoView())
        await expect.poll(active).toEqual(['#compare-chatbots'])
      })
    })
  })

  describe('L7 progress bar', () => {
    /** Record when the bar appears and whether it ever did, from the click on. */
    const watchBar = (page: Page) =>
      page.evaluate(() => {
        const w = window as unknown as { __bar: { clickAt: number; shownAt: number | null; spinner: boolean } }
        w.__bar = { clickAt: 0, shownAt: null, spinner: false }
        document.addEventListener('click', () => (w.__bar.clickAt = performance.now()), true)
        new MutationObserver(() => {
          const bar = document.getElementById('nprogress-bar')
          if (bar && w.__bar.shownAt === null) {
            w.__bar.shownAt = performance.now()
            w.__bar.spinner = !!document.querySelector('[class*="spinner"]')
          }
        }).observe(document.body, { childList: true })
      })
    const bar = (page: Page) =>
      page.evaluate(
        () => (window as unknown as { __bar: { clickAt: number; shownAt: number | null; spinner: boolean } }).__bar,
      )

    test('L7 a slow route change shows a progressbar after 200 ms, and removes it when done; no spinner', async () => {
      await withPage({ init: NO_OBSERVER }, async (page) => {
        await page.route('**/__data/tips.json', async (route) => {
          await wait(900)
          await route.continue()
        })
        await page.goto(siteUrl + '/', { waitUntil: 'domcontentloaded' })
        await watchBar(page)
        await sidebarLink(page, '/tips').click()
        await page.locator('#nprogress-bar[role="progressbar"]').waitFor({ state: 'attached' })
        await expect.poll(() => h1(page)).toBe('Tips')
        const b = await bar(page)
        expect(b.shownAt! - b.clickAt).toBeGreaterThanOrEqual(190)
        expect(b.spinner).toBe(false)
        await page.locator('#nprogress-bar').waitFor({ state: 'detached', timeout: 2000 })
      })
    })

    test('L7 a fast route change never shows the bar', async () => {
      await withPage({}, async (page) => {
        await page.goto(siteUrl + '/')
        await sidebarLink(page, '/tips').hover()
        await wait(200)
        await watchBar(page)
        await sidebarLink(page, '/tips').click()
        await expect.poll(() => h1(page)).toBe('Tips')
        await wait(400)
        expect((await bar(page)).shownAt).toBeNull()
      })
    })

    test('L7 a change of hash only does not start the bar', async () => {
      await withPage({}, async (page) => {
        await page.goto(siteUrl + '/tips')
        await watchBar(page)
        await page.locator('nav.toc a.toc__link').first().click()
        await wait(400)
        expect((await bar(page)).shownAt).toBeNull()
      })
    })
  })

  describe('S1 colour mode', () => {
    const theme = (page: Page) => page.getAttribute('html', 'data-theme')

    test('S1 light by default, even when the OS prefers dark (respectPrefersColorScheme false)', async () => {
      await withPage({ colorScheme: 'dark' }, async (page) => {
        await page.goto(siteUrl + '/')
        expect(await theme(page)).toBe('light')
      })
    })

    test('S1 the toggle switches light ↔ dark, persists under "theme" and keeps its label current', async () => {
      await withPage({}, async (page) => {
        await page.goto(siteUrl + '/')
        const toggle = page.locator('[data-navbar] [data-color-mode-toggle]')
        expect(await toggle.getAttribute('aria-label')).toBe(
          'Switch between dark and light mode (currently light mode)',
        )
        await toggle.click()
        expect(await theme(page)).toBe('dark')
        expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark')
        expect(await toggle.getAttribute('aria-label')).toBe('Switch between dark and light mode (currently dark mode)')
        await toggle.click()
        expect(await theme(page)).toBe('light')
        expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light')
      })
    })

    test('S1 the stored mode applies before first paint (no flash) and syncs across tabs', async () => {
      const { context, page } = await openPage(browser)
      try {
        // Record data-theme when <body> is first inserted, i.e. before anything can paint.
        await context.addInitScript(() => {
          new MutationObserver((_, obs) => {
            if (!document.body) return
            ;(window as unknown as { __firstPaintTheme: string | null }).__firstPaintTheme =
              document.documentElement.getAttribute('data-theme')
            obs.disconnect()
          }).observe(document, { childList: true, subtree: true })
        })
        await page.goto(siteUrl + '/')
        const other = await context.newPage()
        await other.goto(siteUrl + '/tips')
        await page.locator('[data-navbar] [data-color-mode-toggle]').click()
        await expect.poll(() => theme(other)).toBe('dark') // the storage event reached the other tab
        expect(await other.getAttribute('[data-navbar] [data-color-mode-toggle]', 'aria-label')).toContain(
          'currently dark mode',
        )
        const third = await context.newPage()
        await third.goto(siteUrl + '/privacy')
        expect(
          await third.evaluate(() => (window as unknown as { __firstPaintTheme: string | null }).__firstPaintTheme),
        ).toBe('dark')
        await other.locator('[data-navbar] [data-color-mode-toggle]').click()
        await expect.poll(() => theme(page)).toBe('light')
      } finally {
        await context.close()
      }
    })

    test('S1 themed images follow the mode', async () => {
      await withPage({}, async (page) => {
        await page.goto(siteUrl + '/')
        await page.evaluate(() => {
          const svg = (c: string) =>
            `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="${c}"/></svg>`)}`
          document
            .getElementById('__main')!
            .insertAdjacentHTML(
              'afterbegin',
              `<img id="l" class="themed-image themed-image--light" src="${svg('white')}" alt=""><img id="d" class="themed-image themed-image--dark" src="${svg('black')}" alt="">`,
            )
        })
        expect([await page.isVisible('#l'), await page.isVisible('#d')]).toEqual([true, false])
        await page.locator('[data-navbar] [data-color-mode-toggle]').click()
        expect([await page.isVisible('#l'), await page.isVisible('#d')]).toEqual([false, true])
      })
    })
  })

  describe('S2 mobile panel', () => {
    test('S2 N3 the hamburger opens the panel with the docs sidebar, locks scrolling; Back, Escape and backdrop work', async () => {
      await withPage({ viewport: MOBILE, hasTouch: true }, async (page) => {
        await page.goto(siteUrl + '/tips')
        const toggle = page.locator('[data-mobile-toggle]')
        await toggle.click()
        // The panel's module loads on this first tap (its own chunk), then opens it.
        await expect.poll(() => page.getAttribute('html', 'data-mobile-open')).toBe('')
        expect(await toggle.getAttribute('aria-expanded')).toBe('true')
        await page.locator('[data-panel-view="sidebar"] a.menu__link[href="/privacy"]').waitFor({ state: 'visible' })
        expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden')
        const y = await page.evaluate(() => scrollY)
        await page.mouse.wheel(0, 500)
        await wait(200)
        expect(await page.evaluate(() => scrollY)).toBe(y)
        await page.locator('[data-mobile-back]').click()
        expect(await page.getAttribute('[data-mobile-panel]', 'data-view')).toBe('main')
        await page.keyboard.press('Escape')
        await expect.poll(() => page.getAttribute('html', 'data-mobile-open')).toBeNull()
        expect(await page.evaluate(() => !!document.querySelector('nav.doc-sidebar > ul.menu'))).toBe(true)
        expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-mobile-toggle'))).toBe(true)
        await wait(400) // let the closing transition end (the fading backdrop still takes clicks)
        await toggle.click()
        await expect.poll(() => page.getAttribute('html', 'data-mobile-open')).toBe('')
        await wait(400)
        await page.mouse.click(MOBILE.width - 10, MOBILE.height / 2) // the backdrop, right of the panel
        await expect.poll(() => page.getAttribute('html', 'data-mobile-open')).toBeNull()
        expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden')
      })
    })

    test('S2 N4 the panel closes when the layout becomes desktop, and after following a link in it', async () => {
      await withPage({ viewport: MOBILE }, async (page) => {
        await page.goto(siteUrl + '/tips')
        await page.locator('[data-mobile-toggle]').click()
        // Open first: the first tap loads the panel's chunk, which on a busy machine could arrive after both
        // resizes below and open the panel then.
        await expect.poll(() => page.getAttribute('html', 'data-mobile-open')).toBe('')
        await page.setViewportSize(DESKTOP)
        await expect.poll(() => page.getAttribute('html', 'data-mobile-open')).toBeNull()
        expect(await page.isVisible('nav.doc-sidebar a.menu__link[href="/privacy"]')).toBe(true)
        await page.setViewportSize(MOBILE)
        await page.locator('[data-mobile-toggle]').click()
        await page.locator('[data-panel-view="sidebar"] a.menu__link[href="/privacy"]').click()
        await expect.poll(() => h1(page)).toBe('Privacy')
        expect(await page.getAttribute('html', 'data-mobile-open')).toBeNull()
        expect(await page.evaluate(() => document.querySelectorAll('nav.doc-sidebar > ul.menu').length)).toBe(1)
      })
    })
  })

  describe('S3 S4 fixture site (baseUrl /docs/)', () => {
    test('S3 a dropdown opens and closes on click, on Enter, and on a click outside', async () => {
      await withPage({}, async (page) => {
        await serveFixtureUnderBase(page)
        await page.goto(fixtureUrl + '/docs/')
        const dropdown = page.locator('[data-dropdown]')
        const button = dropdown.locator('> button')
        await button.click()
        expect(await dropdown.getAttribute('data-open')).not.toBeNull()
        expect(await button.getAttribute('aria-expanded')).toBe('true')
        // The menu fades in (visibility and opacity transitions): wait for it, do not sample the first frame.
        await dropdown.locator('.navbar-dropdown__menu').waitFor({ state: 'visible', timeout: 2000 })
        expect(await dropdown.locator('.navbar-dropdown__menu').isVisible()).toBe(true)
        await button.click()
        expect(await dropdown.getAttribute('data-open')).toBeNull()
        await button.focus()
        await page.keyboard.press('Enter')
        expect(await dropdown.getAttribute('data-open')).not.toBeNull()
        await page.keyboard.press('Enter')
        expect(await dropdown.getAttribute('data-open')).toBeNull()
        await button.click()
        await page.mouse.click(600, 500)
        expect(await dropdown.getAttribute('data-open')).toBeNull()
        expect(await button.getAttribute('aria-expanded')).toBe('false')
      })
    })

    test('S4 closing the announcement bar is remembered; a new bar id shows it again', async () => {
      await withPage({}, async (page) => {
        await serveFixtureUnderBase(page)
        await page.goto(fixtureUrl + '/docs/')
        const bar = page.locator('[data-announcement-bar]')
        expect(await bar.isVisible()).toBe(true)
        // The close button is wired by a chunk the runtime loads on pages with a bar.
        await page.waitForLoadState('networkidle')
        await bar.locator('[data-announcement-close]').click()
        expect(await bar.isVisible()).toBe(false)
        await page.reload()
        expect(await page.getAttribute('html', 'data-announcement-dismissed')).toBe('')
        expect(await bar.isVisible()).toBe(false)
        // The site now announces something else: the stored dismissal was for another id.
        await page.evaluate(() => localStorage.setItem('docusaurus.announcement.id', 'launch-0'))
        await page.reload()
        expect(await bar.isVisible()).toBe(true)
        await expect
          .poll(() =>
            page.evaluate(() => [
              localStorage.getItem('docusaurus.announcement.id'),
              localStorage.getItem('docusaurus.announcement.dismiss'),
            ]),
          )
          .toEqual(['launch-1', null])
      })
    })

    test('L5 under a base URL the router loads {base}__data and swaps in place', async () => {
      await withPage({}, async (page) => {
        const seen = dataRequests(page)
        await serveFixtureUnderBase(page)
        await page.goto(fixtureUrl + '/docs/')
        await mark(page)
        await page.locator('[data-navbar] a.navbar__link[href="/docs/blog"]').click()
        await expect.poll(() => new URL(page.url()).pathname).toBe('/docs/blog')
        expect(await marked(page)).toBe(true)
        expect(seen).toContain('/docs/__data/blog.json')
        // The navbar, outside the swapped region, follows the route.
        expect(await page.getAttribute('[data-navbar] a[href="/docs/blog"]', 'class')).toContain('navbar__link--active')
        expect(await page.getAttribute('[data-navbar] a.navbar__link[href="/docs/"]', 'class')).not.toContain(
          'navbar__link--active',
        )
      })
    })
  })

  describe('S5 preferred docs version', () => {
    test('S5 a stored version that is no longer known is cleared on load; a known one is kept', async () => {
      await withPage({}, async (page) => {
        await page.goto(siteUrl + '/')
        await page.evaluate(() => localStorage.setItem('docs-preferred-version-default', '1.0'))
        await page.reload()
        expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBeNull()
        await page.evaluate(() => localStorage.setItem('docs-preferred-version-default', 'current'))
        await page.reload()
        expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe('current')
      })
    })
  })

  describe('S6 collapsibles', () => {
    /** Click a summary and report the animation duration and the final state. */
    const toggle = (page: Page, selector: string) =>
      page.evaluate(async (sel) => {
        const details = document.querySelector<HTMLDetailsElement>(sel)!
        const wasOpen = details.open
        details.querySelector('summary')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))
        const [animation] = details.getAnimations()
        const duration = animation ? Number(animation.effect!.getTiming().duration) : null
        await animation?.finished
        await new Promise((r) => setTimeout(r, 50)) // the finish event (which sets the final state) follows the promise
        return { duration, wasOpen, open: details.open }
      }, selector)

    test('S6 a sidebar category animates with a duration computed from its height', async () => {
      await withPage({}, async (page) => {
        await page.goto(siteUrl + '/')
        // The category label is a link: click the summary itself (outside the link) to toggle.
        const close = await toggle(page, 'details.menu__category')
        expect(close.duration).toBeGreaterThan(100)
        expect(close.open).toBe(!close.wasOpen)
        const open = await toggle(page, 'details.menu__category')
        expect(open.open).toBe(close.wasOpen)
        expect(open.duration).toBe(close.duration)
      })
    })

    test('S6 the mobile TOC animates too; with reduced motion the duration is 1 ms', async () => {
      await withPage({ viewport: MOBILE, reducedMotion: 'reduce' }, async (page) => {
        await page.goto(siteUrl + '/tips')
        const result = await toggle(page, 'details.toc-mobile')
        expect(result).toEqual({ duration: 1, wasOpen: false, open: true })
      })
    })
  })

  describe('S7 E6 lazy parts', () => {
    let lazySource = ''
    beforeAll(async () => {
      const out = await build({
        entryPoints: [fileURLToPath(new URL('../theme/runtime/lazy.ts', import.meta.url))],
        bundle: true,
        format: 'iife',
        globalName: '__lazy',
        write: false,
      })
      lazySource = out.outputFiles[0].text
    })

    /** Start a lazy part whose load fetches /__lazy/part; returns once it settles. */
    const startPart = (page: Page, fastMs?: number) =>
      page.evaluate((fast) => {
        document.getElementById('__main')!.insertAdjacentHTML('afterbegin', '<div id="part"></div>')
        const el = document.getElementById('part')!
        const w = window as unknown as {
          __lazy: typeof import('../theme/runtime/lazy')
          __done: Promise<boolean>
          __loadingAt: number | null
          __t0: number
        }
        w.__t0 = performance.now()
        w.__loadingAt = null
        new MutationObserver(() => {
          if (el.querySelector('.lazy-loading') && w.__loadingAt === null) w.__loadingAt = performance.now() - w.__t0
        }).observe(el, { childList: true })
        const show = (text: string) => el.insertAdjacentHTML('beforeend', `<p class="loaded">${text}</p>`)
        w.__done = w.__lazy.lazyPart(el, () =>
          fast !== undefined
            ? new Promise<void>((r) => setTimeout(() => r(show('fast part')), fast))
            : fetch('/__lazy/part').then(async (r) => {
                if (!r.ok) throw new Error(`Loading the part failed (HTTP ${r.status})`)
                show(await r.text())
              }),
        )
      }, fastMs)
    const loadingAt = (page: Page) =>
      page.evaluate(() => (window as unknown as { __loadingAt: number | null }).__loadingAt)

    test('S7 the loading state shows only after 200 ms, with no timeout', async () => {
      await withPage({}, async (page) => {
        await page.goto(siteUrl + '/')
        await page.addScriptTag({ content: lazySource })
        await page.route('**/__lazy/part', async (route) => {
          await wait(1500)
          await route.fulfill({ body: 'part loaded' })
        })
        await startPart(page, 100)
        await page.locator('#part .loaded').waitFor()
        await wait(300)
        expect(await loadingAt(page)).toBeNull()
        await page.evaluate(() => document.getElementById('part')!.remove())
        await startPart(page)
        await page.locator('#part .lazy-loading').waitFor()
        expect(await loadingAt(page)).toBeGreaterThanOrEqual(190)
        await page.locator('#part .loaded').waitFor()
        expect(await page.locator('#part .lazy-loading').count()).toBe(0)
        expect(await page.locator('#part .lazy-error').count()).toBe(0)
      })
    })

    test('E6 a failed load shows a red box with a Retry control that loads again', async () => {
      await withPage({}, async (page) => {
        await page.goto(siteUrl + '/')
        await page.addScriptTag({ content: lazySource })
        let fail = true
        await page.route('**/__lazy/part', (route) =>
          fail ? route.fulfill({ status: 500, body: 'no' }) : route.fulfill({ body: 'part loaded' }),
        )
        await startPart(page)
        const box = page.locator('#part .lazy-error')
        await box.waitFor()
        expect(await box.textContent()).toContain('HTTP 500')
        expect(await box.evaluate((el) => getComputedStyle(el).borderTopColor)).toBe('rgb(250, 56, 62)')
        fail = false
        await box.getByRole('button', { name: 'Retry' }).click()
        await page.locator('#part .loaded').waitFor()
        expect(await box.count()).toBe(0)
      })
    })
  })

  describe('E1 E5 failures', () => {
    test('E5 a route-data load that fails makes the browser load the target in full', async () => {
      await withPage({}, async (page) => {
        await page.route('**/__data/privacy.json', (route) => route.abort('failed'))
        await page.goto(siteUrl + '/')
        await mark(page)
        await sidebarLink(page, '/privacy').click()
        await expect.poll(() => h1(page)).toBe('Privacy')
        expect(new URL(page.url()).pathname).toBe('/privacy')
        expect(await marked(page)).toBe(false)
      })
    })

    test('E5 a route-data answer that is not OK (500) or not JSON also falls back to a full load', async () => {
      await withPage({}, async (page) => {
        await page.route('**/__data/tips.json', (route) => route.fulfill({ status: 500, body: 'oops' }))
        await page.route('**/__data/privacy.json', (route) =>
          route.fulfill({ status: 200, contentType: 'application/json', body: '{"url": "/priv' }),
        )
        await page.goto(siteUrl + '/')
        await mark(page)
        await sidebarLink(page, '/tips').click()
        await expect.poll(() => h1(page)).toBe('Tips')
        expect(await marked(page)).toBe(false)
        await mark(page)
        await sidebarLink(page, '/privacy').click()
        await expect.poll(() => h1(page)).toBe('Privacy')
        expect(await marked(page)).toBe(false)
      })
    })

    test('E1 malformed route data shows "This page crashed." with the error; Try again retries', async () => {
      await withPage({}, async (page) => {
        let broken = true
        await page.route('**/__data/tips.json', async (route) =>
          broken
            ? route.fulfill({ contentType: 'application/json', body: JSON.stringify({ url: '/tips', title: 'Tips' }) })
            : route.continue(),
        )
        await page.goto(siteUrl + '/')
        await mark(page)
        await sidebarLink(page, '/tips').click()
        await expect.poll(() => h1(page)).toBe('This page crashed.')
        expect(await page.locator('.crash-page').textContent()).toContain('Malformed route data for /tips')
        expect(await page.locator('[data-navbar]').isVisible()).toBe(true)
        broken = false
        await page.locator('[data-crash-retry]').click()
        await expect.poll(() => h1(page)).toBe('Tips')
        expect(await marked(page)).toBe(true)
        // The site keeps working afterwards: the sidebar came back and navigation swaps in place.
        await sidebarLink(page, '/privacy').click()
        await expect.poll(() => h1(page)).toBe('Privacy')
        expect(await marked(page)).toBe(true)
      })
    })
  })

  describe('E9 unavailable storage', () => {
    test('E9 storage that throws on access: one console warning, default mode, the toggle still works', async () => {
      const init = `Object.defineProperty(window, 'localStorage', { configurable: true, get() { throw new DOMException('The operation is insecure.', 'SecurityError') } })`
      await withPage({ init }, async (page, errors) => {
        const warnings: string[] = []
        page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()))
        await page.goto(siteUrl + '/')
        expect(await page.getAttribute('html', 'data-theme')).toBe('light')
        await page.locator('[data-navbar] [data-color-mode-toggle]').click()
        expect(await page.getAttribute('html', 'data-theme')).toBe('dark')
        expect(warnings.filter((w) => /storage is not available/i.test(w))).toHaveLength(1)
        expect(errors).toEqual([])
      })
    })

    test('E9 failed reads and writes are logged to the console and do not break the page', async () => {
      const init = `Storage.prototype.setItem = function () { throw new DOMException('Quota exceeded', 'QuotaExceededError') }`
      await withPage({ init }, async (page, errors) => {
        await page.goto(siteUrl + '/')
        await page.locator('[data-navbar] [data-color-mode-toggle]').click()
        expect(await page.getAttribute('html', 'data-theme')).toBe('dark')
        expect(errors.filter((e) => /can't set key=theme/.test(e))).toHaveLength(1)
      })
    })
  })
})
