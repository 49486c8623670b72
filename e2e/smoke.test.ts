/** Smoke: every route answers 200 at its exact path with one h1, lang and a title; unknown paths 404. */
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { launchBrowser, openPage, SITE_ROUTES } from './harness.js'

/** The checklist ID of each route (SPEC §2). */
const ROUTE_IDS = [
  'R1',
  'R2',
  'R3',
  'R4',
  'R5',
  'R6',
  'R7',
  'R8',
  'R9',
  'R10',
  'R11',
  'R12',
  'R13',
  'R14',
  'R15',
] as const
const CASES = SITE_ROUTES.map((route, i) => [ROUTE_IDS[i]!, route] as const)

const siteUrl = inject('siteUrl')
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

describe('e2e/smoke', () => {
  test.each(CASES)('%s R18 %s answers 200 at its exact path with one h1, lang="en" and a title', async (_id, route) => {
    const { context, page, errors } = await openPage(browser)
    const response = await page.goto(siteUrl + route)
    expect(response?.status()).toBe(200)
    expect(new URL(page.url()).pathname).toBe(route) // no redirect (R18)
    expect(await page.locator('h1').count()).toBe(1)
    expect(await page.getAttribute('html', 'lang')).toBe('en')
    expect(await page.getAttribute('html', 'dir')).toBe('ltr')
    expect((await page.title()).length).toBeGreaterThan(0)
    expect(await page.locator('main#__main').count()).toBe(1)
    expect(errors).toEqual([])
    await context.close()
  })

  test('R16 E11 an unknown path shows the not-found page with status 404', async () => {
    const { context, page } = await openPage(browser)
    const response = await page.goto(siteUrl + '/no/such/page')
    expect(response?.status()).toBe(404)
    await expect(page.locator('h1').textContent()).resolves.toContain('Page Not Found')
    await context.close()
  })

  test('C5 html has lang="en" dir="ltr" and N7 the footer shows only the copyright line', async () => {
    const { context, page } = await openPage(browser)
    await page.goto(siteUrl + '/')
    const footer = page.locator('footer.footer')
    await expect(footer.textContent()).resolves.toContain('Copyright © 2025 Robert Piosik. GPL-3.0 license.')
    expect(await footer.locator('a').count()).toBe(0)
    await context.close()
  })
})
