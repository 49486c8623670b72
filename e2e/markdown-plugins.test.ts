/**
 * A Docusaurus project's own markdown plugins, in Chromium: npm2yarn's tabs
 * work with and without JavaScript and follow each other by groupId; KaTeX's math shows once,
 * styled, with its fonts. Fixture: generator/test/fixtures/docusaurus-remark.
 */
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { launchBrowser } from './harness.js'
import { shownPanels, tabsBlock, texts, withPage } from './util.js'

const remarkUrl = inject('remarkUrl')
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

describe("e2e/markdown-plugins: the site's own remark and rehype plugins", () => {
  test('28.1 npm2yarn: a click on Yarn shows the yarn command in both synced blocks, remembered after a reload; no console error', async () => {
    await withPage(browser, {}, async (page, errors) => {
      await page.goto(`${remarkUrl}/docs/install`)
      expect(await texts(tabsBlock(page, 0).getByRole('tab'))).toEqual(['npm', 'Yarn', 'pnpm', 'Bun'])
      expect(await shownPanels(page, 0)).toEqual(['npm'])
      await tabsBlock(page, 0).getByRole('tab', { name: 'Yarn', exact: true }).click()
      expect(await shownPanels(page, 0)).toEqual(['yarn'])
      expect(await shownPanels(page, 1)).toEqual(['yarn']) // groupId "npm2yarn" (sync: true)
      expect(await tabsBlock(page, 1).locator('[role="tabpanel"]:not([hidden]) code').textContent()).toBe(
        'yarn add --dev abacus-plugin',
      )
      await page.reload()
      expect(await shownPanels(page, 1)).toEqual(['yarn'])
      expect(errors.filter((e) => !e.startsWith('Failed to load resource'))).toEqual([]) // the fixture has no favicon
    })
  })

  test('28.1 npm2yarn without JavaScript: every command shows under its label', async () => {
    await withPage(browser, { javaScriptEnabled: false }, async (page) => {
      await page.goto(`${remarkUrl}/docs/install`)
      expect(await shownPanels(page, 0)).toEqual(['npm', 'yarn', 'pnpm', 'bun'])
      expect(await texts(tabsBlock(page, 0).locator('.tabs__label'))).toEqual(['npm', 'Yarn', 'pnpm', 'Bun'])
      expect(await texts(tabsBlock(page, 0).locator('code'))).toEqual([
        'npm install abacus-counter',
        'yarn add abacus-counter',
        'pnpm add abacus-counter',
        'bun add abacus-counter',
      ])
    })
  })

  test("28.1 KaTeX: each formula shows once (the MathML is for screen readers), in KaTeX's fonts; the display formula is centred", async () => {
    await withPage(browser, {}, async (page, errors) => {
      await page.goto(`${remarkUrl}/docs/math`)
      await page.evaluate(() => document.fonts.ready)
      const inline = page.locator('p .katex').first()
      // The MathML copy is clipped away; the HTML rendering is what shows.
      expect(
        await inline.locator('.katex-mathml').evaluate((e) => {
          const r = e.getBoundingClientRect()
          return r.width * r.height
        }),
      ).toBeLessThanOrEqual(1)
      expect(await inline.locator('.katex-html').isVisible()).toBe(true)
      expect(await inline.evaluate((e) => getComputedStyle(e).fontFamily)).toMatch(/KaTeX_Main/)
      expect(await page.evaluate(() => document.fonts.check('16px KaTeX_Main'))).toBe(true)
      expect(
        await page.evaluate(() =>
          [...document.fonts].some((f) => f.family.replace(/"/g, '') === 'KaTeX_Main' && f.status === 'loaded'),
        ),
      ).toBe(true)
      expect(await page.locator('.katex-display').evaluate((e) => getComputedStyle(e).textAlign)).toBe('center')
      expect(errors.filter((e) => !e.startsWith('Failed to load resource'))).toEqual([]) // the fixture has no favicon
    })
  })
})
