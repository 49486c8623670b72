/**
 * The third careful reading of the site, item by item, in Chromium: what a reader with
 * a keyboard, a phone or a right-to-left locale meets. Items 1 (search ranking) and 4, 6 (bidi,
 * untranslated pages) are in search.test.ts and locales.test.ts.
 */
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { DESKTOP, launchBrowser, MOBILE } from './harness.js'
import { withPage } from './util.js'

const siteUrl = inject('siteUrl')
const localesUrl = inject('localesUrl')
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

describe('e2e/reading: the third reading of the site', () => {
  test('item 2: a code block focused from the keyboard shows its focus ring (not clipped by the block)', async () => {
    await withPage(browser, { viewport: DESKTOP }, async (page) => {
      await page.goto(siteUrl + '/api-tools/commit-messages')
      const block = page.locator('.code-block').first()
      await block.scrollIntoViewIfNeeded()
      const box = (await block.boundingBox())!
      // The band just outside the block's top edge, where a 2 px ring with a 2 px offset is drawn.
      const band = { x: box.x - 4, y: box.y - 4, width: box.width + 8, height: 3 }
      const before = await page.screenshot({ clip: band })
      // Keyboard focus (:focus-visible): focus what precedes the pre, then Tab onto it.
      await block.locator('pre').evaluate((pre) => {
        const stops = [...document.querySelectorAll<HTMLElement>('a[href], button, [tabindex="0"]')]
        stops[stops.indexOf(pre as HTMLElement) - 1]?.focus()
      })
      await page.keyboard.press('Tab')
      expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('PRE')
      expect(await block.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('solid')
      const after = await page.screenshot({ clip: band })
      expect(after.equals(before)).toBe(false)
    })
  })

  test('item 3: at 375 px the Privacy permissions table scrolls sideways with a fade cue; no cell is cut, the host and port stay on one line, and the page does not scroll sideways', async () => {
    await withPage(browser, { viewport: MOBILE, isMobile: true, hasTouch: true }, async (page) => {
      await page.goto(siteUrl + '/privacy')
      const table = page.locator('article table').first()
      await table.scrollIntoViewIfNeeded()
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width)
      const facts = await table.evaluate((t) => ({
        scrolls: t.scrollWidth > t.clientWidth,
        tabindex: t.getAttribute('tabindex'),
        cut: [...t.querySelectorAll('td, th')]
          .filter((c) => c.scrollWidth > c.clientWidth + 1)
          .map((c) => c.textContent),
        hostLines: [...t.querySelectorAll('code')]
          .filter((c) => c.textContent?.includes('localhost'))
          .map((c) => c.getClientRects().length),
        fade: getComputedStyle(t).getPropertyValue('--table-fade'),
      }))
      expect(facts).toMatchObject({ scrolls: true, tabindex: '0', cut: [], hostLines: [1] })
      expect(parseFloat(facts.fade)).toBeGreaterThan(0) // more to the right: the end edge fades
      await table.evaluate((t) => {
        t.scrollLeft = t.scrollWidth
      })
      await expect
        .poll(() => table.evaluate((t) => parseFloat(getComputedStyle(t).getPropertyValue('--table-fade'))))
        .toBe(0)
    })
  })

  test("item 5: the main doc is the first doc of the first sidebar (no doc at the docs root): the 404 page and the docs link lead there, it has no breadcrumbs, and the breadcrumbs' home is the base URL", async () => {
    await withPage(browser, { viewport: DESKTOP }, async (page) => {
      await page.goto(localesUrl + '/no/such/page')
      expect(await page.locator('main a', { hasText: 'Read the documentation' }).getAttribute('href')).toBe(
        '/docs/intro',
      )
      await page.goto(localesUrl + '/docs/intro')
      expect(await page.locator('.breadcrumbs').count()).toBe(0)
      await page.goto(localesUrl + '/docs/guides/deep-dive')
      expect(await page.locator('.breadcrumbs__link--home').getAttribute('href')).toBe('/')
      expect(await page.locator('.breadcrumbs__link--current').textContent()).toBe('Deep dive')
    })
  })

  test('item 13: after a jump to a section near the end of a page, the TOC lights that section, not the last one', async () => {
    await withPage(browser, { viewport: DESKTOP }, async (page) => {
      await page.goto(siteUrl + '/#donations')
      // The jump leaves the page scrolled to its end (the last sections are short).
      expect(await page.evaluate(() => innerHeight + scrollY >= document.documentElement.scrollHeight - 2)).toBe(true)
      await expect.poll(() => page.locator('nav.toc .toc__link--active').getAttribute('href')).toBe('#donations')
    })
  })

  test('item 14: the supported chatbots are one list in columns, read down each column in alphabetical order', async () => {
    await withPage(browser, { viewport: DESKTOP }, async (page) => {
      await page.goto(siteUrl + '/')
      const list = page.locator('ul.list--columns')
      const names = await list.locator('li').allTextContents()
      expect(names.length).toBe(17)
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)))
      expect(await list.evaluate((ul) => getComputedStyle(ul).columnCount)).toBe('3')
      const [first, second] = await Promise.all([
        list.locator('li').nth(0).boundingBox(),
        list.locator('li').nth(1).boundingBox(),
      ])
      expect([second!.x, second!.y > first!.y]).toEqual([first!.x, true]) // the second name is below the first
      expect(await page.locator('article table', { hasText: 'ChatGPT' }).count()).toBe(0)
    })
  })

  test("item 15: on a phone the current page's name in the breadcrumbs is whole, and the blog's recent posts are in the mobile panel", async () => {
    await withPage(browser, { viewport: MOBILE, isMobile: true, hasTouch: true }, async (page) => {
      await page.goto(siteUrl + '/api-tools/commit-messages')
      const current = page.locator('.breadcrumbs__link--current')
      expect(await current.evaluate((el) => [el.textContent, el.scrollWidth <= el.clientWidth])).toEqual([
        'Commit messages',
        true,
      ])
      await page.goto(siteUrl + '/blog/welcome')
      await page.locator('header.navbar [data-mobile-toggle]').click()
      const panel = page.locator('[data-mobile-panel]')
      await expect.poll(() => panel.locator('nav.blog-sidebar a', { hasText: 'Welcome' }).isVisible()).toBe(true)
      await page.keyboard.press('Escape')
      // Closed, the list goes back where it came from.
      await expect.poll(() => page.locator('.blog-layout__sidebar > nav.blog-sidebar').count()).toBe(1)
    })
  })

  test('item 16: the intro\'s hero image, the largest element above the fold, is not lazy-loaded; on a phone "On this page" follows it', async () => {
    await withPage(browser, { viewport: MOBILE, isMobile: true, hasTouch: true }, async (page) => {
      await page.goto(siteUrl + '/')
      const hero = page.locator('article img[src*="heading-light"]')
      expect(await hero.getAttribute('loading')).toBeNull()
      const [heroBox, tocBox] = await Promise.all([hero.boundingBox(), page.locator('.toc-mobile').boundingBox()])
      expect(tocBox!.y).toBeGreaterThan(heroBox!.y + heroBox!.height - 1)
      // One name for the page: the tab, the hidden h1 and the sidebar say Intro.
      expect(await page.title()).toBe('Intro | Code Web Chat')
      expect(await page.locator('article h1').textContent()).toBe('Intro')
    })
  })

  test('item 17: without a TOC (API tools) the text column keeps the width and the left edge of a page with one', async () => {
    await withPage(browser, { viewport: DESKTOP }, async (page) => {
      const column = async (url: string) => {
        await page.goto(siteUrl + url)
        const box = (await page.locator('article.markdown').boundingBox())!
        return [Math.round(box.x), Math.round(box.width)]
      }
      expect(await column('/api-tools/')).toEqual(await column('/tips'))
    })
  })
})
