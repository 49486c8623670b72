/** C7 N3 N4: the layout switches at exactly 996 px (desktop is at least 996 px wide). */
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { launchBrowser, openPage } from './harness.js'

const siteUrl = inject('siteUrl')
let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

describe('e2e/breakpoint', () => {
  test.each([
    [995, true],
    [996, false],
  ] as const)('C7 at %i px the hamburger shows: %s (breakpoint 996 px)', async (width, mobile) => {
    const { context, page } = await openPage(browser, { viewport: { width, height: 800 } })
    await page.goto(siteUrl + '/tips')
    expect(await page.locator('[data-mobile-toggle]').isVisible()).toBe(mobile)
    expect(await page.locator('nav.doc-sidebar').isVisible()).toBe(!mobile)
    await context.close()
  })
})
