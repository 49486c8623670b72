/**
 * Without JavaScript (issue 3, "Without JavaScript"): every page is readable, links work, the
 * mobile menu opens through the CSS-only fallback (`#mobile-panel:target`), the colour mode is
 * the default (light) and controls that need JS are not offered.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { DESKTOP, launchBrowser, MOBILE, SITE_ROUTES } from './harness.js'

const siteUrl = inject('siteUrl')
const fixtureUrl = inject('fixtureUrl')

let browser: Browser
const contexts: BrowserContext[] = []
let desktop: Page
let mobile: Page

async function noJsPage(
  viewport: { width: number; height: number },
  colorScheme: 'light' | 'dark' = 'light',
): Promise<Page> {
  const context = await browser.newContext({ viewport, javaScriptEnabled: false, colorScheme })
  contexts.push(context)
  const page = await context.newPage()
  page.setDefaultTimeout(10_000)
  return page
}

beforeAll(async () => {
  browser = await launchBrowser()
  desktop = await noJsPage(DESKTOP)
  mobile = await noJsPage(MOBILE)
})
afterAll(async () => {
  for (const c of contexts) await c.close()
  await browser?.close()
})

/** Is the element visible and not clipped away or transparent (what a reader sees)? */
const readable = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const r = el.getBoundingClientRect()
      let opaque = true
      for (let e: Element | null = el; e; e = e.parentElement) {
        const cs = getComputedStyle(e)
        if (cs.opacity === '0' || cs.visibility === 'hidden' || cs.display === 'none') opaque = false
      }
      return {
        width: Math.round(r.width),
        height: Math.round(r.height),
        left: Math.round(r.left),
        opaque,
        text: (el.textContent ?? '').trim().length,
      }
    })

const ROUTES = [...SITE_ROUTES, '/no/such/page']

describe('e2e/nojs: every page readable without JavaScript', () => {
  test.each(ROUTES)('%s: h1 and main content visible at 1280 and 375 px, html without data-js', async (route) => {
    for (const page of [desktop, mobile]) {
      const width = page.viewportSize()!.width
      await page.goto(siteUrl + route)
      expect(await page.evaluate(() => document.documentElement.hasAttribute('data-js')), `${route} @${width}`).toBe(
        false,
      )
      const h1 = await readable(page, 'main h1')
      expect(
        h1.opaque && h1.width > 0 && h1.height > 0 && h1.text > 0,
        `${route} @${width} h1 ${JSON.stringify(h1)}`,
      ).toBe(true)
      const content = await readable(
        page,
        'main article, main .not-found, main .author-grid, main .blog-post-list, main',
      )
      expect(content.opaque, `${route} @${width} content hidden`).toBe(true)
      expect(content.text, `${route} @${width} content text`).toBeGreaterThan(20)
      expect(content.left, `${route} @${width} content off-screen`).toBeGreaterThanOrEqual(0)
      expect(content.left + content.width, `${route} @${width} content wider than the viewport`).toBeLessThanOrEqual(
        width + 1,
      )
      // The first paragraph is really on screen (not covered by a hidden panel or zero-sized).
      const p = page.locator('main p').first()
      if (await p.count()) expect(await p.isVisible(), `${route} @${width} first paragraph`).toBe(true)
    }
  })

  test('fixture pages (tags, standalone page) are readable without JavaScript', async () => {
    for (const path of ['', 'blog', 'blog/tags', 'blog/tags/release', 'tags', 'tags/intro', 'about']) {
      await desktop.goto(`${fixtureUrl}/docs/${path}`)
      expect(await desktop.locator('main h1').isVisible(), path).toBe(true)
      // The announcement bar shows (it cannot be closed without JS, but it does not hide content).
      expect(await desktop.locator('[data-announcement-bar]').isVisible(), path).toBe(true)
    }
  })

  test('on a docs page at 375 px the docs sidebar is shown above the content (no JS to open the panel view)', async () => {
    await mobile.goto(siteUrl + '/api-tools/code-completions')
    const sidebar = mobile.locator('nav.doc-sidebar')
    const summary = sidebar.locator('xpath=ancestor-or-self::details[1]/summary')
    if (await summary.count()) await summary.click() // a collapsible <details> block works natively
    const link = sidebar.locator('a.menu__link', { hasText: 'Tips' })
    await link.waitFor({ state: 'visible' })
    const linkBox = (await link.boundingBox())!
    const h1Box = (await mobile.locator('main h1').boundingBox())!
    expect(linkBox.y).toBeLessThan(h1Box.y)
  })
})

describe('e2e/nojs: links, menu, colour mode', () => {
  test('links work: a sidebar link, the navbar "Documentation" item, a TOC link and the next-page link navigate', async () => {
    const page = desktop
    await page.goto(siteUrl + '/')
    await page.locator('nav.doc-sidebar a.menu__link', { hasText: 'Tips' }).click()
    await page.waitForURL(siteUrl + '/tips')
    expect((await page.locator('main h1').textContent())?.trim()).toBe('Tips')

    await page.locator('header.navbar a.navbar__link', { hasText: 'Documentation' }).click()
    await page.waitForURL(siteUrl + '/')
    // the intro's one name (third reading, item 12)
    expect((await page.locator('main h1').textContent())?.trim()).toBe('Intro')

    const toc = page.locator('nav.toc a.toc__link').nth(2)
    const hash = (await toc.getAttribute('href'))!
    await toc.click()
    await page.waitForURL(siteUrl + '/' + hash)
    const top = await page.locator(hash).evaluate((h) => h.getBoundingClientRect().top)
    expect(top).toBeGreaterThanOrEqual(0)
    expect(top).toBeLessThan(300)

    await page.locator('nav.pagination-nav a.pagination-nav__link--next').click()
    await page.waitForURL(siteUrl + '/context-selection')
    expect((await page.locator('main h1').textContent())?.trim()).toBe('Context selection')

    // The fixture's hover/focus dropdown opens without JS and its item navigates.
    await page.goto(`${fixtureUrl}/docs/`)
    const item = page.locator('header.navbar [data-dropdown]').getByRole('link', { name: 'Install guide' })
    await item.waitFor({ state: 'hidden' })
    await page.locator('header.navbar [data-dropdown] > button').hover()
    await item.waitFor({ state: 'visible' })
    await item.click()
    await page.waitForURL(`${fixtureUrl}/docs/guides/install`)
  })

  test('the mobile menu opens at 375 px through #mobile-panel:target, shows the navbar items, and closes', async () => {
    const page = mobile
    await page.goto(siteUrl + '/api-tools/code-completions')
    const panel = page.locator('#mobile-panel')
    const toggle = page.locator('header.navbar [data-mobile-toggle]')
    expect(await toggle.isVisible()).toBe(true)
    expect(await panel.isVisible()).toBe(false)
    await toggle.click()
    await page.waitForURL(/#mobile-panel$/)
    await panel.waitFor({ state: 'visible' })
    const main = panel.locator('[data-panel-view="main"]')
    for (const name of ['Documentation', 'GitHub', 'VS Code Marketplace', 'Donate']) {
      expect(await main.getByRole('link', { name }).isVisible(), name).toBe(true)
    }
    // The panel slides fully on screen (not left translated away); the slide-in is animated.
    // Poll from Node: with JavaScript off the page runs no timers, so waitForFunction can hang.
    for (
      let i = 0;
      i < 50 && (await page.evaluate(() => document.getElementById('mobile-panel')!.getBoundingClientRect().left)) < 0;
      i++
    )
      await new Promise((r) => setTimeout(r, 100))
    expect(
      await page.evaluate(() => document.getElementById('mobile-panel')!.getBoundingClientRect().left),
    ).toBeGreaterThanOrEqual(0)
    expect((await panel.boundingBox())!.width).toBeGreaterThan(200)
    await panel.locator('[data-mobile-close]').click()
    await panel.waitFor({ state: 'hidden' })

    // An item in the panel navigates.
    await toggle.click()
    await main.getByRole('link', { name: 'Documentation' }).click()
    await page.waitForURL(siteUrl + '/')
    await panel.waitFor({ state: 'hidden' })
  })

  test('colour mode defaults to light even when the browser prefers dark; the light heading image shows; no dead toggle is offered', async () => {
    const page = await noJsPage(DESKTOP, 'dark')
    await page.goto(siteUrl + '/')
    expect(await page.getAttribute('html', 'data-theme')).toBe('light')
    const bg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor)
    const [r, g, b] = bg.match(/\d+/g)!.map(Number)
    expect(r + g + b, `body background ${bg}`).toBeGreaterThan(600)
    expect(await page.locator('article img[src*="#gh-light-mode-only"]').isVisible()).toBe(true)
    expect(await page.locator('article img[src*="#gh-dark-mode-only"]').isVisible()).toBe(false)
    expect(await page.locator('header.navbar [data-color-mode-toggle]').isVisible()).toBe(false)
  })
})
