/**
 * Screenshots for review: every route and the 404 page, full page, at 1280 and 375 px,
 * in light and dark, written to the git-ignored `e2e/screenshots/` folder as
 * `{mode}-{width}-{route}.png`.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { launchBrowser, MODES_AND_WIDTHS, SITE_ROUTES } from './harness.js'
import { loadAllImages } from './util.js'

const siteUrl = inject('siteUrl')
const OUT = path.resolve(import.meta.dirname, 'screenshots')
const ROUTES = [...SITE_ROUTES, '/404']
const COMBOS = MODES_AND_WIDTHS

/** File name of a route: `/` → index, `/api-tools/x` → api-tools__x. */
const slug = (route: string): string => route.replace(/^\/|\/$/g, '').replace(/\//g, '__') || 'index'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
  fs.mkdirSync(OUT, { recursive: true })
})
afterAll(async () => {
  await browser?.close()
})

// One context per mode and width, one test per route: a full-page screenshot of every route in one
// test took over its 60 s on a loaded machine (three files at a time, load average 15).
describe.each(COMBOS)('e2e/screenshots $mode at $viewport.width px', ({ mode, viewport }) => {
  let context: BrowserContext
  let page: Page
  beforeAll(async () => {
    context = await browser.newContext({ viewport, reducedMotion: 'reduce' })
    await context.addInitScript((m) => localStorage.setItem('theme', m), mode)
    page = await context.newPage()
  })
  afterAll(async () => {
    await context?.close()
  })

  test.each(ROUTES)(`%s, full page (${mode}, ${viewport.width} px)`, async (route) => {
    const file = path.join(OUT, `${mode}-${viewport.width}-${slug(route)}.png`)
    fs.rmSync(file, { force: true })
    await page.goto(siteUrl + (route === '/404' ? '/no/such/page' : route))
    expect(await page.getAttribute('html', 'data-theme')).toBe(mode)
    await loadAllImages(page)
    await page.screenshot({ path: file, fullPage: true, animations: 'disabled' })
    expect(fs.statSync(file, { throwIfNoEntry: false })?.size ?? 0, file).toBeGreaterThan(1000)
  })
})
