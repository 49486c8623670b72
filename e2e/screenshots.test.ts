/**
 * Screenshots for review (issue 3): every route and the 404 page, full page, at 1280 and 375 px,
 * in light and dark, written to the git-ignored `e2e/screenshots/` folder as
 * `{mode}-{width}-{route}.png`.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { Browser } from 'playwright-core'
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
afterAll(async () => { await browser?.close() })

describe('e2e/screenshots', () => {
  test.each(COMBOS)('every route, full page, $mode at $viewport.width px', async ({ mode, viewport }) => {
    const context = await browser.newContext({ viewport, reducedMotion: 'reduce' })
    await context.addInitScript((m) => localStorage.setItem('theme', m), mode)
    const page = await context.newPage()
    const written: string[] = []
    try {
      for (const route of ROUTES) {
        const file = path.join(OUT, `${mode}-${viewport.width}-${slug(route)}.png`)
        fs.rmSync(file, { force: true })
        await page.goto(siteUrl + (route === '/404' ? '/no/such/page' : route))
        expect(await page.getAttribute('html', 'data-theme')).toBe(mode)
        await loadAllImages(page)
        await page.screenshot({ path: file, fullPage: true, animations: 'disabled' })
        written.push(file)
      }
    } finally {
      await context.close()
    }
    expect(written.length).toBe(ROUTES.length)
    for (const file of written) expect(fs.statSync(file, { throwIfNoEntry: false })?.size ?? 0, file).toBeGreaterThan(1000)
  })
})
