/**
 * A Docusaurus-style project in Chromium (generator/test/fixtures/react-pages): React pages
 * under src/pages in the page shell, their components' CSS (CSS modules) and the site's
 * customCss applied, the Infima primary colour as the theme's accent in both modes, and a page
 * with state hydrated as an island (also after client navigation) while other pages load no React.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { launchBrowser } from './harness.js'
import { withPage } from './util.js'

const site = inject('reactUrl')

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

/** Scripts the page requested under assets/islands/ (React and page entries). */
function islandRequests(page: Page): string[] {
  const urls: string[] = []
  page.on('request', (r) => {
    if (r.url().includes('/assets/islands/')) urls.push(r.url())
  })
  return urls
}

const style = (page: Page, selector: string, property: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), property)
const rootVar = (page: Page, name: string) =>
  page.evaluate((n) => getComputedStyle(document.documentElement).getPropertyValue(n).trim(), name)

describe('e2e/react-pages', () => {
  test("the home page: its markup between navbar and footer, the CSS module and plain CSS applied, customCss's primary colour as the accent in light and dark; no React", async () => {
    await withPage(browser, {}, async (page, errors) => {
      const islands = islandRequests(page)
      await page.goto(site + '/')
      await expect(page.title()).resolves.toBe('Welcome | Orchard Notes')
      expect(await page.locator('header.navbar').count()).toBe(1)
      expect(await page.locator('footer.footer').count()).toBe(1)
      expect(await page.locator('#__layout .react-page header h1').textContent()).toBe('Orchard Notes')
      expect(await style(page, '.react-page header', 'padding-top')).toBe('48px') // index.module.css .banner
      expect(await style(page, '.react-page header', 'text-align')).toBe('center')
      expect(await style(page, '.banner__title', 'letter-spacing')).not.toBe('normal') // home.css
      expect(await style(page, '.banner__tagline', 'font-style')).toBe('italic') // customCss
      expect(await style(page, '.react-page section', 'display')).toBe('grid') // the Cards component's CSS module
      expect(await rootVar(page, '--brand')).toBe('#3d7a2a')
      await page.locator('[data-color-mode-toggle]').click()
      await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark')
      expect(await rootVar(page, '--brand')).toBe('#7fcf6a')
      // Links: the dark primary itself, already light enough to keep its colour (its lightness is only raised
      // when below the cap).
      const link = await page.evaluate(() => {
        const a = document.createElement('a')
        a.href = '#'
        document.body.append(a)
        const ctx = document.createElement('canvas').getContext('2d')!
        ctx.fillStyle = getComputedStyle(a).color
        a.remove()
        ctx.fillRect(0, 0, 1, 1)
        return [...ctx.getImageData(0, 0, 1, 1).data].slice(0, 3)
      })
      for (const [i, v] of link.entries()) expect(Math.abs(v - [127, 207, 106][i]!)).toBeLessThanOrEqual(1)
      expect(islands).toEqual([])
      expect(errors).toEqual([])
    })
  })

  test("client navigation away and back keeps the page's CSS; reaching the island page by a link hydrates it; clicks then work", async () => {
    await withPage(browser, {}, async (page, errors) => {
      await page.goto(site + '/plain')
      await page.getByRole('link', { name: 'home' }).click()
      await page.waitForURL(site + '/')
      await page.waitForFunction(
        () => getComputedStyle(document.querySelector('.react-page header')!).paddingTop === '48px',
      )
      await page.goBack()
      await page.waitForURL(site + '/plain')
      await page.getByRole('link', { name: 'Count apples' }).click()
      await page.waitForURL(site + '/counter')
      await expect(page.title()).resolves.toBe('Counter | Orchard Notes')
      const more = page.getByRole('button', { name: 'One more' })
      await page.waitForFunction(() =>
        Object.keys(document.querySelector('.counter__more')!).some((k) => k.startsWith('__reactProps')),
      )
      await more.click()
      await more.click()
      await expect(page.locator('.counter__value').textContent()).resolves.toBe('5')
      // the Counter's CSS module, class names as hydrated
      expect(await style(page, 'cwc-island p', 'display')).toBe('flex')
      expect(errors).toEqual([])
    })
  })

  test('31 a full load of the island page hydrates it without a mismatch; <BrowserOnly> then renders its children', async () => {
    await withPage(browser, {}, async (page, errors) => {
      const islands = islandRequests(page)
      await page.goto(site + '/counter')
      await page.waitForFunction(() =>
        Object.keys(document.querySelector('.counter__more')!).some((k) => k.startsWith('__reactProps')),
      )
      await page.getByRole('button', { name: 'One more' }).click()
      await expect(page.locator('.counter__value').textContent()).resolves.toBe('4')
      expect(islands.length).toBeGreaterThan(0)
      expect(await page.locator('head meta[name="x-orchard"]').getAttribute('content')).toBe('counter')
      // 31 <BrowserOnly>: its fallback in the built page, its children once the island has mounted.
      expect(await (await page.request.get(site + '/counter')).text()).toContain('<p class="where">At build time</p>')
      await expect.poll(() => page.locator('.where').textContent()).toBe('In the browser')
      expect(errors).toEqual([])
    })
  })
})
