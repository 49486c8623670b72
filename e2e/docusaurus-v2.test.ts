/**
 * Issue 28, item 2 in Chromium (generator/test/fixtures/docusaurus-v2): a Docusaurus 2 project's
 * own pages render their real content (the config prop, customFields, theme-common, a .md file
 * imported by a page, a swizzled MDXComponents), the Redirect page goes to its target, and an
 * island using useColorMode works after hydration, in step with the navbar's toggle.
 */
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { launchBrowser } from './harness.js'
import { withPage } from './util.js'

const site = inject('docusaurusV2Url')

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const text = (s: string | null) => (s ?? '').replace(/\s+/g, ' ').trim()

describe('e2e/docusaurus-v2', () => {
  test('28.2 the pages render their real content: config prop and customFields, themeConfig, an imported .md, the swizzled MDX link', async () => {
    await withPage(browser, {}, async (page, errors) => {
      await page.goto(site + '/')
      await expect(page.title()).resolves.toBe('Home | Kiln')
      expect(text(await page.locator('#title').textContent())).toBe('Kiln')
      expect(text(await page.locator('#api').textContent())).toBe('API: https://api.kiln.example')
      await page.goto(site + '/welcome')
      expect(text(await page.locator('#imported h2').textContent())).toMatch(/^Welcome to the kiln/)
      expect(text(await page.locator('#imported strong').textContent())).toBe('markdown')
      await page.goto(site + '/docs/intro')
      expect(await page.locator('a[data-site-link]', { hasText: 'the glazes page' }).getAttribute('href')).toBe(
        '/docs/glazes',
      )
      expect(await page.locator('.highlight').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
        'rgb(192, 57, 43)',
      )
      expect(errors).toEqual([])
    })
  })

  test('28.2 the Redirect page takes the reader to its target', async () => {
    await withPage(browser, {}, async (page) => {
      await page.goto(site + '/old-docs')
      await page.waitForURL((url) => url.pathname === '/docs/intro')
      expect(text(await page.locator('article h1').first().textContent())).toBe('Introduction')
    })
  })

  test('28.2 reaching the Redirect page by client navigation redirects too', async () => {
    await withPage(browser, {}, async (page) => {
      await page.goto(site + '/')
      await page.waitForFunction(() => document.documentElement.hasAttribute('data-js'))
      const requested: string[] = []
      page.on('request', (r) => requested.push(new URL(r.url()).pathname))
      await page.locator('#old').click()
      await page.waitForURL((url) => url.pathname === '/docs/intro')
      // No full load of the redirect page (so no meta refresh): the router swapped it in (its route data may
      // already be prefetched) and its island, once hydrated, redirected.
      expect(requested.some((p) => p.startsWith('/assets/islands/page-'))).toBe(true)
      expect(requested).not.toContain('/old-docs')
      expect(text(await page.locator('article h1').first().textContent())).toBe('Introduction')
    })
  })

  test('28.2 an island using useColorMode works after hydration and follows the navbar toggle', async () => {
    await withPage(browser, {}, async (page, errors) => {
      await page.goto(site + '/studio')
      expect(text(await page.locator('#banner').textContent())).toBe('Glaze of the week: celadon')
      await page.waitForFunction(() =>
        Object.keys(document.querySelector('#switch')!).some((k) => k.startsWith('__reactProps')),
      )
      expect(text(await page.locator('#mode').textContent())).toBe('Mode: light')
      // 31 The <CodeBlock> highlighted at build time keeps its tokens once hydrated, and after the island
      // renders again (below).
      const tokens = () => page.locator('pre.prism-code code .token').count()
      expect(await tokens()).toBeGreaterThan(3)
      // Styled as a block outside a doc's markdown too: its padding, and the code font.
      expect(await page.locator('pre.prism-code').evaluate((e) => getComputedStyle(e).paddingTop)).toBe('16px')
      expect(await page.locator('pre.prism-code').evaluate((e) => getComputedStyle(e).fontFamily)).toMatch(/mono/i)
      // The markdown the island page imports is still there after hydration.
      expect(text(await page.locator('cwc-partial strong').textContent())).toBe('markdown')
      await page.locator('#switch').click()
      await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark')
      expect(text(await page.locator('#mode').textContent())).toBe('Mode: dark')
      expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark')
      // The navbar's toggle changes html[data-theme]; the hook follows it.
      await page.locator('[data-color-mode-toggle]').first().click()
      await page.waitForFunction(() => document.documentElement.dataset.theme === 'light')
      await page.waitForFunction(() => document.querySelector('#mode')!.textContent!.includes('light'))
      expect(text(await page.locator('#switch').textContent())).toBe('Switch to dark')
      expect(await tokens()).toBeGreaterThan(3)
      expect(text(await page.locator('pre.prism-code code').textContent())).toBe('const pot = <Pot glaze="celadon" />')
      // A reload keeps the reader's choice, and the island hydrates in it.
      await page.locator('#switch').click()
      await page.reload()
      await page.waitForFunction(() => document.querySelector('#mode')!.textContent!.includes('dark'))
      expect(text(await page.locator('cwc-partial h2').textContent())).toMatch(/^Welcome to the kiln/)
      expect(errors).toEqual([])
    })
  })

  test('28.2 useHistory().push navigates as a link would: client-side, without reloading the page', async () => {
    await withPage(browser, {}, async (page, errors) => {
      await page.goto(site + '/studio')
      await page.waitForFunction(() =>
        Object.keys(document.querySelector('#to-glazes')!).some((k) => k.startsWith('__reactProps')),
      )
      await page.evaluate(() => {
        ;(window as { kilnMarker?: number }).kilnMarker = 1
      })
      await page.locator('#to-glazes').click()
      await page.waitForURL(/\/docs\/glazes$/)
      await page.waitForFunction(() => document.querySelector('article h1')?.textContent?.includes('Glazes'))
      // the same document: no reload
      expect(await page.evaluate(() => (window as { kilnMarker?: number }).kilnMarker)).toBe(1)
      expect(errors).toEqual([])
    })
  })
})
