/**
 * Issue 28, item 6 in Chromium (generator/test/fixtures/docusaurus-instances): a navbar item with
 * `docsPluginId` leads to that docs plugin's doc, whose sidebar is that plugin's, and the client
 * router moves between the plugins' pages without a full load.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { DESKTOP, launchBrowser } from './harness.js'
import { withPage } from './util.js'

const site = inject('instancesUrl')

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const sidebarLinks = (page: Page) =>
  page.locator('.doc-sidebar a.menu__link').evaluateAll((as) => as.map((a) => a.getAttribute('href')))

describe('e2e/docusaurus-instances', () => {
  test("28.6 the navbar item with docsPluginId leads to that plugin's doc; its sidebar shows that plugin's docs; client navigation crosses plugins", async () => {
    await withPage(browser, { viewport: DESKTOP }, async (page, errors) => {
      await page.goto(site + '/docs/intro')
      await page.waitForFunction(() => document.documentElement.hasAttribute('data-js'))
      expect(await sidebarLinks(page)).toEqual(['/docs/intro', '/docs/moorings'])
      await page.evaluate(() => {
        ;(window as unknown as { __noReload: boolean }).__noReload = true
      })
      // The main docs' intro → the community plugin's intro (the same doc id), by its navbar item.
      await page.locator('.navbar a.navbar__link', { hasText: 'Community' }).click()
      await page.waitForURL((url) => url.pathname === '/community/intro')
      expect(await page.locator('article h1').first().textContent()).toBe('Community intro')
      await page.locator('.doc-sidebar .menu__category-label', { hasText: 'Help' }).click()
      expect(await sidebarLinks(page)).toEqual(['/community/intro', '/community/support'])
      expect(await page.locator('.navbar a.navbar__link--active').textContent()).toBe('Community')
      // A link in the community's docs to the API plugin's reference, then back to the main docs by a .md link.
      await page.locator('.doc-sidebar a', { hasText: 'Support' }).click()
      await page.waitForURL((url) => url.pathname === '/community/support')
      await page.locator('article a', { hasText: 'API reference' }).click()
      await page.waitForURL((url) => url.pathname === '/api/reference')
      expect(await page.locator('article h1').first().textContent()).toBe('API reference')
      expect(await page.locator('.navbar a.navbar__link--active').first().textContent()).toBe('API')
      await page.locator('.doc-sidebar .menu__category-label', { hasText: 'Errors' }).click()
      expect(await sidebarLinks(page)).toEqual(['/api/reference', '/api/errors/codes'])
      await page.locator('.navbar a.navbar__link', { hasText: 'Docs' }).click()
      await page.waitForURL((url) => url.pathname === '/docs/intro')
      expect(await sidebarLinks(page)).toEqual(['/docs/intro', '/docs/moorings'])
      // no full load
      expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true)
      expect(errors).toEqual([])
    })
  })
})
