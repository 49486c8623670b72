/**
 * Accessibility (issue 3 quality bar): axe-core finds no violation of impact serious or critical
 * on every route and the 404 page, in light and dark, at 1280 and 375 px. One browser; one
 * context per mode and width.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { launchBrowser, MOBILE, MODES_AND_WIDTHS, SITE_ROUTES } from './harness.js'
import { loadAxeWithPages, seriousAxeViolations, type AxeViolation } from './util.js'

const siteUrl = inject('siteUrl')
const ROUTES = [...SITE_ROUTES, '/no/such/page']
const COMBOS = MODES_AND_WIDTHS

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

/** Readable report: rule, impact, help, then each target with axe's failure summary. */
function report(violations: AxeViolation[]): string {
  return violations
    .map(
      (v) =>
        `${v.id} [${v.impact}] ${v.help}\n` +
        v.nodes
          .map((n) => `    ${JSON.stringify(n.target)}: ${(n.failureSummary ?? '').replace(/\s*\n\s*/g, ' | ')}`)
          .join('\n'),
    )
    .join('\n')
}

describe.each(COMBOS)('e2e/a11y $mode $viewport.width px', ({ mode, viewport }) => {
  let context: BrowserContext
  let page: Page
  beforeAll(async () => {
    context = await browser.newContext({ viewport })
    if (mode === 'dark') await context.addInitScript(() => localStorage.setItem('theme', 'dark'))
    page = await context.newPage()
    await loadAxeWithPages(page)
    page.setDefaultTimeout(10_000)
  })
  afterAll(async () => {
    await context?.close()
  })

  test.each(ROUTES)(`axe: no serious or critical violations on %s (${mode}, ${viewport.width} px)`, async (route) => {
    await page.goto(siteUrl + route)
    expect(await page.getAttribute('html', 'data-theme')).toBe(mode)
    const violations = await seriousAxeViolations(page)
    expect(violations.length, `axe on ${route} (${mode}, ${viewport.width} px):\n${report(violations)}`).toBe(0)
  })
})

describe.each(['light', 'dark'] as const)('e2e/a11y %s, 375 px, open states', (mode) => {
  test(`axe: no serious or critical violations with the mobile panel open, both views (${mode})`, async () => {
    const context = await browser.newContext({ viewport: MOBILE })
    await context.addInitScript((m) => localStorage.setItem('theme', m), mode)
    const page = await context.newPage()
    await loadAxeWithPages(page)
    page.setDefaultTimeout(10_000)
    try {
      await page.goto(siteUrl + '/api-tools/code-completions')
      await page.locator('header.navbar [data-mobile-toggle]').click()
      await page.locator('#mobile-panel [data-panel-view="sidebar"] a.menu__link').first().waitFor({ state: 'visible' })
      let violations = await seriousAxeViolations(page)
      expect(violations.length, `axe, panel open on the docs sidebar (${mode}):\n${report(violations)}`).toBe(0)
      await page.locator('#mobile-panel [data-mobile-back]').click()
      await page.locator('#mobile-panel [data-panel-view="main"]').waitFor({ state: 'visible' })
      violations = await seriousAxeViolations(page)
      expect(violations.length, `axe, panel open on the main menu (${mode}):\n${report(violations)}`).toBe(0)
    } finally {
      await context.close()
    }
  })
})
