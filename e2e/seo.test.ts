/**
 * Feeds and SEO, Markdown for LLMs in Chromium against the built site: feeds linked
 * from `<head>` and served as valid XML/JSON, sitemap and robots.txt, `.md` twins served as
 * text/markdown, llms.txt links resolving, and the "Copy page" button with and without the
 * Clipboard API.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { launchBrowser, openPage } from './harness.js'
import { withPage } from './util.js'

const siteUrl = inject('siteUrl')
const PROD = 'https://codeweb.chat'
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

/** Parse XML with Chromium's own parser; returns the root name, or the parser error. */
const parseXml = (page: Page, text: string) =>
  page.evaluate((t) => {
    const doc = new DOMParser().parseFromString(t, 'application/xml')
    const error = doc.querySelector('parsererror')
    return {
      root: doc.documentElement.nodeName,
      error: error ? error.textContent : null,
      items: doc.querySelectorAll('item, entry, url').length,
    }
  }, text)

const label = (page: Page) => page.locator('[data-copy-page] [aria-live]')

describe('e2e/seo', () => {
  test('Feeds and SEO: RSS, Atom and JSON Feed are linked from <head> with rel="alternate" and served as valid documents', async () => {
    await withPage(browser, {}, async (page) => {
      for (const route of ['/tips', '/blog/welcome']) {
        await page.goto(siteUrl + route)
        const links = await page
          .locator('head link[rel="alternate"]')
          .evaluateAll((els) => els.map((e) => [e.getAttribute('type'), e.getAttribute('href')]))
        expect(links).toEqual(
          expect.arrayContaining([
            ['application/rss+xml', '/blog/rss.xml'],
            ['application/atom+xml', '/blog/atom.xml'],
            ['application/feed+json', '/blog/feed.json'],
          ]),
        )
      }
      for (const [path, root, type] of [
        ['/blog/rss.xml', 'rss', 'application/xml'],
        ['/blog/atom.xml', 'feed', 'application/xml'],
      ] as const) {
        const res = await page.request.get(siteUrl + path)
        expect(res.status()).toBe(200)
        expect(res.headers()['content-type']).toContain(type)
        const parsed = await parseXml(page, await res.text())
        expect(parsed).toEqual({ root, error: null, items: 1 })
      }
      const json = await page.request.get(siteUrl + '/blog/feed.json')
      expect(json.headers()['content-type']).toContain('json')
      const feed = await json.json()
      expect(feed.version).toBe('https://jsonfeed.org/version/1.1')
      expect(feed.items.map((i: { url: string }) => i.url)).toEqual([PROD + '/blog/welcome'])
    })
  })

  test('sitemap.xml lists the public routes with absolute URLs; robots.txt points to it', async () => {
    await withPage(browser, {}, async (page) => {
      const res = await page.request.get(siteUrl + '/sitemap.xml')
      expect(res.status()).toBe(200)
      const xml = await res.text()
      expect(await parseXml(page, xml)).toEqual({ root: 'urlset', error: null, items: 15 })
      expect(xml).toContain(`<loc>${PROD}/tips</loc>`)
      expect(xml).not.toContain('404')
      const robots = await page.request.get(siteUrl + '/robots.txt')
      expect(robots.headers()['content-type']).toContain('text/plain')
      expect(await robots.text()).toContain(`Sitemap: ${PROD}/sitemap.xml`)
    })
  })

  test('SEO meta: canonical, OpenGraph with the social card, Twitter card, theme-color; JSON-LD BlogPosting on posts', async () => {
    await withPage(browser, {}, async (page) => {
      await page.goto(siteUrl + '/blog/welcome')
      const content = (sel: string) => page.locator(`head ${sel}`).getAttribute('content')
      expect(await page.locator('head link[rel="canonical"]').getAttribute('href')).toBe(PROD + '/blog/welcome')
      expect(await content('meta[property="og:type"]')).toBe('article')
      expect(await content('meta[property="og:image"]')).toBe(PROD + '/img/social-card.png')
      expect(await content('meta[name="twitter:card"]')).toBe('summary_large_image')
      expect(await content('meta[name="theme-color"]')).toBeTruthy()
      const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!)
      expect(ld).toMatchObject({
        '@type': 'BlogPosting',
        headline: 'Welcome',
        datePublished: '2025-03-16',
        url: PROD + '/blog/welcome',
        author: [{ name: 'Robert Piosik' }],
      })
      const card = await page.request.get(siteUrl + '/img/social-card.png')
      expect(card.headers()['content-type']).toBe('image/png')
    })
  })

  test('Markdown for LLMs: /tips.md is served as text/markdown, and every llms.txt link resolves to a .md twin', async () => {
    await withPage(browser, {}, async (page) => {
      const tips = await page.request.get(siteUrl + '/tips.md')
      expect(tips.status()).toBe(200)
      expect(tips.headers()['content-type']).toBe('text/markdown; charset=utf-8')
      expect((await tips.text()).startsWith('# Tips\n')).toBe(true)
      for (const path of ['/index.md', '/api-tools/index.md', '/api-tools/code-completions.md'])
        expect((await page.request.get(siteUrl + path)).status()).toBe(200)
      const llms = await page.request.get(siteUrl + '/llms.txt')
      expect(llms.headers()['content-type']).toContain('text/plain')
      const text = await llms.text()
      expect(text.startsWith('# Code Web Chat\n\n> ')).toBe(true)
      const links = [...text.matchAll(/\]\((https:\/\/codeweb\.chat\/[^)]+)\)/g)].map((m) =>
        m[1]!.replace(PROD, siteUrl),
      )
      expect(links.length).toBeGreaterThan(5)
      for (const link of links) expect((await page.request.get(link)).status(), link).toBe(200)
      expect((await page.request.get(siteUrl + '/llms-full.txt')).status()).toBe(200)
    })
  })

  test('"Copy page" copies the page markdown with the Clipboard API and says "Copied" for 2 s', async () => {
    const { context, page, errors } = await openPage(browser)
    try {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: siteUrl })
      await page.goto(siteUrl + '/tips')
      const expected = await (await page.request.get(siteUrl + '/tips.md')).text()
      await page.locator('button[data-copy-page]').click()
      await expect.poll(() => label(page).textContent()).toBe('Copied')
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected)
      await expect.poll(() => label(page).textContent(), { timeout: 4000 }).toBe('Copy page')
      expect(errors).toEqual([])
    } finally {
      await context.close()
    }
  })

  test('"Copy page" works after a client-side navigation (the new page\'s markdown is copied)', async () => {
    const { context, page } = await openPage(browser)
    try {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: siteUrl })
      await page.goto(siteUrl + '/tips')
      await page.evaluate(() => ((window as unknown as { __mark: number }).__mark = 1))
      await page.locator('nav.doc-sidebar a.menu__link[href="/privacy"]').click()
      await page.waitForURL(siteUrl + '/privacy')
      expect(await page.evaluate(() => (window as unknown as { __mark?: number }).__mark)).toBe(1) // no full load
      await page.locator('button[data-copy-page]').click()
      await expect.poll(() => label(page).textContent()).toBe('Copied')
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
        await (await page.request.get(siteUrl + '/privacy.md')).text(),
      )
    } finally {
      await context.close()
    }
  })

  test('"Copy page" falls back to a hidden textarea + execCommand("copy") when the Clipboard API is missing', async () => {
    const { context, page, errors } = await openPage(browser)
    try {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: siteUrl })
      // No Clipboard API in this page; record what execCommand('copy') copied (the selected textarea).
      await context.addInitScript(() => {
        delete (Navigator.prototype as { clipboard?: unknown }).clipboard
        const exec = Document.prototype.execCommand
        Document.prototype.execCommand = function (command: string, ...rest: unknown[]) {
          const el = document.activeElement
          if (command === 'copy')
            (window as unknown as { __copied: string }).__copied =
              el instanceof HTMLTextAreaElement ? el.value.slice(el.selectionStart, el.selectionEnd) : ''
          return exec.call(this, command, ...(rest as [boolean, string]))
        }
      })
      await page.goto(siteUrl + '/api-tools/')
      expect(await page.evaluate(() => 'clipboard' in navigator)).toBe(false)
      await page.locator('button[data-copy-page]').click()
      await expect.poll(() => label(page).textContent()).toBe('Copied')
      const expected = await (await page.request.get(siteUrl + '/api-tools/index.md')).text()
      expect(await page.evaluate(() => (window as unknown as { __copied?: string }).__copied)).toBe(expected)
      expect(await page.locator('textarea').count()).toBe(0) // cleaned up
      // focus given back
      expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-copy-page'))).toBe(true)
      // The system clipboard really holds it: read it from a page that has the Clipboard API.
      const reader = await browser.newContext()
      await reader.grantPermissions(['clipboard-read'], { origin: siteUrl })
      const readerPage = await reader.newPage()
      await readerPage.goto(siteUrl + '/tips')
      const clip = await readerPage.evaluate(() => navigator.clipboard.readText())
      await reader.close()
      expect(clip).toBe(expected)
      expect(errors).toEqual([])
    } finally {
      await context.close()
    }
  })

  test('without JavaScript the Copy page button is hidden (it could not work)', async () => {
    await withPage(browser, { javaScriptEnabled: false }, async (page) => {
      await page.goto(siteUrl + '/tips')
      expect(await page.locator('button[data-copy-page]').count()).toBe(1)
      expect(await page.locator('button[data-copy-page]').isVisible()).toBe(false)
    })
  })
})
