/**
 * Versioned docs in Chromium, on generator/test/fixtures/docusaurus-versions: the
 * current docs ("Next", /docs/next), 2.0 (the last version, /docs) and 1.0 (/docs/1.0).
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { DESKTOP, launchBrowser, MOBILE } from './harness.js'
import { texts, withPage, axeProblems } from './util.js'

const base = inject('versionsUrl')
const DROPDOWN = '.navbar [data-dropdown]'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

/** Open the version dropdown and click a version. */
async function pickVersion(page: Page, label: string): Promise<void> {
  await page.locator(`${DROPDOWN} button`).click()
  await page.locator(`${DROPDOWN} a`, { hasText: new RegExp(`^${label}$`) }).click()
}

describe('e2e/versions', () => {
  test("S5 switching versions from a deep page keeps the reader on the same page, or leads to the version's main doc; client navigation keeps the dropdown right", async () => {
    await withPage(browser, { viewport: DESKTOP }, async (page, errors) => {
      await page.goto(base + '/docs/guides/tables')
      expect(await page.locator(`${DROPDOWN} button`).textContent()).toBe('2.0')
      await pickVersion(page, '1.0')
      await page.waitForURL(/\/docs\/1\.0\/guides\/tables$/)
      expect(await page.locator('article').textContent()).toContain('tidepool print')
      expect(await page.locator(`${DROPDOWN} button`).textContent()).toBe('1.0')
      // 1.0's sidebar, navigated client-side: the dropdown follows the new page.
      await page.locator('.doc-sidebar a', { hasText: 'Almanac' }).click()
      await page.waitForURL(/\/docs\/1\.0\/guides\/almanac$/)
      expect(await page.locator(`${DROPDOWN} a`).evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual([
        '/docs/next/intro',
        '/docs/intro',
        '/docs/1.0/guides/almanac',
      ])
      // The almanac is not in Next: its main doc.
      await pickVersion(page, 'Next')
      await page.waitForURL(/\/docs\/next\/intro$/)
      expect(await page.locator('.version-badge').textContent()).toBe('Version: Next')
      expect(errors).toEqual([])
    })
  })

  test('S5 the banner of an old version links the same page in the latest version; the last version has none', async () => {
    await withPage(browser, { viewport: DESKTOP }, async (page, errors) => {
      await page.goto(base + '/docs/1.0/guides/tables')
      const banner = page.locator('.version-banner')
      expect(await banner.textContent()).toContain(
        'This is documentation for Tidepool 1.0, which is no longer actively maintained.',
      )
      await banner.locator('a', { hasText: 'latest version' }).click()
      await page.waitForURL(/\/docs\/guides\/tables$/)
      expect(await page.locator('.version-banner').count()).toBe(0)
      expect(await page.locator('.version-badge').textContent()).toBe('Version: 2.0')
      await page.goto(base + '/docs/next/guides/forecasts')
      expect(await page.locator('.version-banner').textContent()).toContain(
        'unreleased documentation for Tidepool Next',
      )
      // The page is not in 2.0: the banner leads to 2.0's main doc.
      expect(await page.locator('.version-banner a').getAttribute('href')).toBe('/docs/intro')
      // 31 A generated category index has its version's banner and badge too, as in Docusaurus.
      await page.goto(base + '/docs/1.0/category/guides')
      expect(await page.locator('.version-banner').textContent()).toContain(
        'This is documentation for Tidepool 1.0, which is no longer actively maintained.',
      )
      expect(await page.locator('.version-banner a').getAttribute('href')).toBe('/docs/intro')
      expect(await page.locator('.version-badge').textContent()).toBe('Version: 1.0')
      expect(errors).toEqual([])
    })
  })

  test("S5 the preferred version is remembered and used by the navbar's docs links; a stored unknown version is cleared", async () => {
    await withPage(browser, { viewport: DESKTOP }, async (page, errors) => {
      await page.goto(base + '/docs/guides/tables')
      await pickVersion(page, '1.0')
      await page.waitForURL(/\/docs\/1\.0\//)
      expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe('1.0')
      // On the home page (no version of its own) the docs links lead into 1.0.
      await page.goto(base + '/')
      await expect
        .poll(() => page.locator('.navbar a', { hasText: 'Tables' }).getAttribute('href'))
        .toBe('/docs/1.0/guides/tables')
      expect(await page.locator('.navbar a', { hasText: 'Docs' }).first().getAttribute('href')).toBe('/docs/1.0/intro')
      expect(await page.locator(`${DROPDOWN} button`).textContent()).toBe('1.0')
      await page.locator('.navbar a', { hasText: 'Tables' }).click()
      await page.waitForURL(/\/docs\/1\.0\/guides\/tables$/)
      // A version that no longer exists is forgotten on load; the links return to the last version.
      await page.evaluate(() => localStorage.setItem('docs-preferred-version-default', '0.1'))
      await page.goto(base + '/')
      await expect.poll(() => page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe(null)
      expect(await page.locator('.navbar a', { hasText: 'Tables' }).getAttribute('href')).toBe('/docs/guides/tables')
      expect(errors).toEqual([])
    })
  })

  test("S5 search in an old version finds that version's pages only", async () => {
    await withPage(browser, { viewport: DESKTOP }, async (page, errors) => {
      await page.goto(base + '/docs/1.0/intro')
      await page.click('[data-search-slot] button.search-button')
      await page.locator('.search-modal__input').fill('tide tables')
      await page.locator('[role="listbox"] [role="option"]').first().waitFor()
      const hrefs = await page
        .locator('[role="listbox"] [role="option"]')
        .evaluateAll((as) => as.map((a) => a.getAttribute('href')))
      expect(hrefs.length).toBeGreaterThan(0)
      for (const href of hrefs) expect(href).toMatch(/^\/(docs\/1\.0\/|$|#)/)
      // 1.0's docs are in its own index (pagefind/versions/1.0/), merged for this search.
      expect(hrefs.some((h) => h!.startsWith('/docs/1.0/'))).toBe(true)
      // From the last version's page, the same query finds 2.0's pages.
      await page.goto(base + '/docs/intro')
      await page.click('[data-search-slot] button.search-button')
      await page.locator('.search-modal__input').fill('tide tables')
      await page.locator('[role="listbox"] [role="option"]').first().waitFor()
      const latest = await page
        .locator('[role="listbox"] [role="option"]')
        .evaluateAll((as) => as.map((a) => a.getAttribute('href')))
      for (const href of latest) expect(href).not.toMatch(/^\/docs\/(1\.0|next)\//)
      expect(latest.some((h) => /^\/docs\/[^/]/.test(h!))).toBe(true)
      expect(errors).toEqual([])
    })
  })

  test('without JavaScript the dropdown is a list of links to the same page in each version', async () => {
    await withPage(browser, { viewport: DESKTOP, javaScriptEnabled: false }, async (page) => {
      await page.goto(base + '/docs/next/guides/harbours')
      await page.locator(`${DROPDOWN}`).hover()
      await page.locator(`${DROPDOWN} a`, { hasText: /^2\.0$/ }).click()
      await page.waitForURL(/\/docs\/guides\/harbours$/)
      expect(await page.locator('article h1').textContent()).toBe('Harbours')
    })
  })

  test('a versioned doc page is axe clean at 1280 and 375 px, with the banner and badge', async () => {
    for (const viewport of [DESKTOP, MOBILE]) {
      await withPage(browser, { viewport }, async (page) => {
        await page.goto(base + '/docs/1.0/guides/tables')
        expect(await texts(page.locator('.version-badge'))).toEqual(['Version: 1.0'])
        expect(await axeProblems(page)).toEqual([])
      })
    }
  })
})
