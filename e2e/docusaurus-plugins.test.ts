/**
 * A Docusaurus project's page furniture and official plugins, in Chromium: the
 * fixture generator/test/fixtures/docusaurus-plugins has headTags, scripts, stylesheets,
 * clientModules (a JS module recording its lifecycle calls, CSS), client-redirects (redirects +
 * createRedirects) and gtag. Nothing is fetched from the internet: every request that leaves the
 * test server is answered here with an empty body, and recorded.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { launchBrowser } from './harness.js'
import { pathOf, withPage } from './util.js'

const base = inject('pluginsUrl')

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

/** Answer every request to another origin with an empty 200 (scripts and stylesheets of CDNs, gtag.js);
 * returns the URLs asked for. */
async function offline(page: Page): Promise<string[]> {
  const external: string[] = []
  const origin = new URL(base).origin
  await page.route('**/*', (route) => {
    const url = route.request().url()
    if (url.startsWith(origin)) return route.continue()
    external.push(url)
    return route.fulfill({ status: 200, contentType: url.endsWith('.css') ? 'text/css' : 'text/javascript', body: '' })
  })
  return external
}

type Log = [string, string, string | null][]
const routeLog = (page: Page) => page.evaluate(() => (window as unknown as { __routeLog?: Log }).__routeLog ?? [])
/** gtag's dataLayer entries (each an `arguments` object) as arrays. */
const dataLayer = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []).map((a) =>
      Array.from(a).map((v) => (v instanceof Date ? 'date' : v)),
    ),
  )

describe('e2e/docusaurus-plugins: headTags, scripts, stylesheets, clientModules, redirects, gtag (issue 28.5)', () => {
  test("28.5 every page has the site's head tags, scripts and stylesheets, and they apply; gtag's tags; no console error", async () => {
    await withPage(browser, {}, async (page, errors) => {
      const external = await offline(page)
      expect((await page.goto(base + '/docs/intro'))?.status()).toBe(200)
      const head = page.locator('head')
      expect(await head.locator('link[rel="preconnect"][href="https://fonts.beacon.example"]').count()).toBe(1)
      expect(await head.locator('meta[name="beacon-build"]').getAttribute('content')).toBe('fixture "one"')
      expect(
        JSON.parse((await head.locator('script[type="application/ld+json"]').textContent()) ?? '{}'),
      ).toMatchObject({ '@type': 'Organization', name: 'Beacon' })
      expect(await head.locator('script[src="/js/beacon.js"]').getAttribute('defer')).toBe('')
      expect(
        await head
          .locator('link[rel="stylesheet"][href="https://cdn.beacon.example/theme.css"]')
          .getAttribute('crossorigin'),
      ).toBe('anonymous')
      expect(
        await head.locator('script[async][src="https://www.googletagmanager.com/gtag/js?id=G-BEACON1"]').count(),
      ).toBe(1)
      expect(await head.locator('link[rel="preconnect"][href="https://www.google-analytics.com"]').count()).toBe(1)
      // The site's script ran once, its stylesheet and the client modules' CSS (a CSS module and a file a JS
      // module imports) apply.
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { __beaconScript?: number }).__beaconScript))
        .toBe(1)
      const cssVar = (name: string) =>
        page.evaluate((n) => getComputedStyle(document.documentElement).getPropertyValue(n).trim(), name)
      expect(await cssVar('--beacon-extra')).toBe('yes')
      expect(await cssVar('--beacon-client-css')).toBe('loaded')
      expect(await cssVar('--beacon-module-css')).toBe('imported')
      // gtag's inline config ran: the dataLayer holds the js and config calls (anonymized).
      expect(await dataLayer(page)).toEqual([
        ['js', 'date'],
        ['config', 'G-BEACON1', { anonymize_ip: true }],
      ])
      expect(external).toEqual(
        expect.arrayContaining([
          'https://cdn.beacon.example/widget.js',
          'https://cdn.beacon.example/theme.css',
          'https://www.googletagmanager.com/gtag/js?id=G-BEACON1',
        ]),
      )
      expect(errors).toEqual([])
    })
  })

  test("31 the announcement bar is theme-classic's: white with black text when the site gives no colours, 30 px high on a desktop, its text at 85 %", async () => {
    await withPage(browser, {}, async (page) => {
      await page.goto(base + '/docs/intro')
      const bar = await page.locator('[data-announcement-bar]').evaluate((e) => {
        const c = getComputedStyle(e)
        return {
          bg: c.backgroundColor,
          fg: c.color,
          height: Math.round(e.getBoundingClientRect().height),
          font: c.fontSize,
        }
      })
      // its 1 px rule inside, as Infima's border-box has it
      expect(bar).toEqual({ bg: 'rgb(255, 255, 255)', fg: 'rgb(0, 0, 0)', height: 30, font: '13.6px' })
    })
  })

  test('28.5 client modules: onRouteUpdate/onRouteDidUpdate at first load and after each client-side navigation (with the previous location); gtag sends a page_view', async () => {
    await withPage(browser, {}, async (page, errors) => {
      await offline(page)
      await page.goto(base + '/docs/intro')
      // @docusaurus/ExecutionEnvironment
      expect(await page.evaluate(() => (window as unknown as { __beaconDom?: boolean }).__beaconDom)).toBe(true)
      await expect
        .poll(() => routeLog(page))
        .toEqual([
          ['update', '/docs/intro', null],
          ['did', '/docs/intro', null],
        ])
      // A client-side navigation: no reload (the marker survives), the lifecycle runs with the previous location.
      await page.evaluate(() => {
        ;(window as unknown as { __noReload: boolean }).__noReload = true
      })
      await page.locator('main a', { hasText: 'the setup' }).click()
      await expect.poll(() => page.evaluate(() => document.documentElement.dataset.lastHeading)).toBe('Setup')
      expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true)
      expect(pathOf(page.url())).toBe('/docs/setup')
      expect((await routeLog(page)).slice(2)).toEqual([
        ['update', '/docs/setup', '/docs/intro'],
        ['did', '/docs/setup', '/docs/intro'],
      ])
      // onRouteDidUpdate saw the new page (its h1), not the old one.
      await expect
        .poll(() => dataLayer(page))
        .toEqual(
          expect.arrayContaining([
            ['set', 'page_path', '/docs/setup'],
            ['event', 'page_view'],
          ]),
        )
      // Back: another navigation, another page_view.
      await page.goBack()
      await expect.poll(() => page.evaluate(() => document.documentElement.dataset.lastHeading)).toBe('Introduction')
      expect((await routeLog(page)).slice(4)).toEqual([
        ['update', '/docs/intro', '/docs/setup'],
        ['did', '/docs/intro', '/docs/setup'],
      ])
      await expect
        .poll(async () => (await dataLayer(page)).filter((e) => e[0] === 'event' && e[1] === 'page_view').length)
        .toBe(2)
      // A hash change on the page is a location change too, as in Docusaurus: lifecycle and page_view.
      await page.evaluate(() => {
        location.hash = 'top'
      })
      await expect
        .poll(async () => (await routeLog(page)).slice(6))
        .toEqual([
          ['update', '/docs/intro', '/docs/intro'],
          ['did', '/docs/intro', '/docs/intro'],
        ])
      await expect
        .poll(async () => (await dataLayer(page)).filter((e) => e[0] === 'event' && e[1] === 'page_view').length)
        .toBe(3)
      expect(await dataLayer(page)).toContainEqual(['set', 'page_path', '/docs/intro#top'])
      // The site's plain script is not run again by a client-side navigation (as in Docusaurus).
      expect(await page.evaluate(() => (window as unknown as { __beaconScript?: number }).__beaconScript)).toBe(1)
      expect(errors).toEqual([])
    })
  })

  test('28.5 redirect pages lead to their target, keeping the query and hash: `redirects` (one and several from) and createRedirects', async () => {
    await withPage(browser, {}, async (page, errors) => {
      await offline(page)
      for (const [from, to] of [
        ['/start', '/docs/intro'],
        ['/old-setup?ref=mail#options', '/docs/setup?ref=mail#options'],
        ['/setup-old', '/docs/setup'],
        ['/manual/guides/deep', '/docs/guides/deep'],
      ] as const) {
        await page.goto(base + from)
        await page.waitForURL((u) => u.pathname.startsWith('/docs/'))
        const u = new URL(page.url())
        expect(u.pathname + u.search + u.hash, from).toBe(to)
        await expect.poll(() => page.locator('main h1').textContent()).toBeTruthy()
      }
      expect(errors).toEqual([])
    })
  })
})
