/**
 * Search: the navbar button, Ctrl+K/Cmd+K and `/` open a modal over the Pagefind
 * index; results show page, section and a highlighted excerpt; arrows + Enter navigate with the
 * client router; Escape closes; light/dark and 375 px; S7/E6 loading state and Retry box; the
 * JS a doc page loads before search is opened stays within 8 KB gzip.
 */
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { DESKTOP, launchBrowser, MOBILE } from './harness.js'
import { withPage } from './util.js'

const siteUrl = inject('siteUrl')
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const DIALOG = 'dialog.search-modal[open]'
const INPUT = '.search-modal__input'
const HITS = '[role="listbox"] [role="option"]'
const SLOT_ERROR = '[data-search-slot] > .lazy-error'
const AXE = path.resolve(import.meta.dirname, '../node_modules/axe-core/axe.min.js')

/** Load a page and leave a marker that only survives client-side navigation. */
async function gotoMarked(page: Page, path: string): Promise<void> {
  await page.goto(siteUrl + path)
  await page.evaluate(() => {
    ;(window as unknown as { __marker: number }).__marker = 42
  })
}

const marker = (page: Page) => page.evaluate(() => (window as unknown as { __marker?: number }).__marker)

async function search(page: Page, term: string): Promise<void> {
  await page.locator(INPUT).fill(term)
  await page.locator(HITS).first().waitFor()
}

describe('e2e/search', () => {
  test('a click on the navbar button opens the modal; the input has focus', async () => {
    await withPage(browser, { viewport: DESKTOP }, async (page, errors) => {
      await gotoMarked(page, '/')
      await page.click('[data-search-slot] button.search-button')
      await page.locator(DIALOG).waitFor()
      expect(await page.evaluate(() => document.activeElement?.classList.contains('search-modal__input'))).toBe(true)
      expect(errors).toEqual([])
    })
  })

  test.each([['Control+k'], ['Meta+k'], ['/']])('%s opens the modal', async (shortcut) => {
    await withPage(browser, { viewport: DESKTOP }, async (page) => {
      await page.goto(siteUrl + '/tips')
      await page.keyboard.press(shortcut)
      await page.locator(DIALOG).waitFor()
      // The shortcut did not type into the input.
      expect(await page.locator(INPUT).inputValue()).toBe('')
    })
  })

  test('a word from the Tips page lists Tips with its section and a highlighted excerpt', async () => {
    await withPage(browser, { viewport: DESKTOP }, async (page, errors) => {
      await page.goto(siteUrl + '/')
      await page.keyboard.press('Control+k')
      await search(page, 'polluted')
      const hit = page.locator(HITS).first()
      expect(await hit.locator('.search-hit__page').textContent()).toBe('Tips')
      expect(await hit.locator('.search-hit__section').textContent()).toBe('Prefer one refined prompt over a long chat')
      expect((await hit.locator('mark').first().textContent())?.toLowerCase()).toContain('polluted')
      expect(await hit.getAttribute('href')).toBe('/tips#prefer-one-refined-prompt-over-a-long-chat')
      expect(await hit.getAttribute('aria-selected')).toBe('true')
      expect(errors).toEqual([])
    })
  })

  // Search quality: queries a reader would type, with the page that must come first. A change that
  // makes search worse (ranking, what is indexed, excerpts) fails here.
  test.each([
    ['commit message', '/api-tools/commit-messages'],
    ['intelligent update', '/api-tools/intelligent-update'],
    ['code completions', '/api-tools/code-completions'],
    ['context edit', '/api-tools/context-edit'],
    ['preset', '/chatbot-initialization'],
    ['edit format', '/chatbot-initialization'],
    ['privacy', '/privacy'],
    // The section headed exactly so (what it is, where to get it); Privacy › Browser extension permissions comes next.
    ['browser extension', '/#browser-extension'],
    ['tips', '/tips'],
    // Third reading, item 1: whole words, phrases and headings outrank a match inside another word ("key" ⊂ "keyboard",
    // "diff" ⊂ "different"); a doc that answers outranks the blog post that only mentions the word.
    ['api key', '/#api-providers'],
    ['diff', '/api-tools/intelligent-update#diffs-that-fail-to-apply'],
    ['gemini', '/#installation'],
    ['free', '/#api-providers'],
  ])('search quality: "%s" lists %s first', async (term, first) => {
    await withPage(browser, { viewport: DESKTOP }, async (page) => {
      await page.goto(siteUrl + '/')
      await page.keyboard.press('Control+k')
      await search(page, term)
      const href = new URL((await page.locator(HITS).first().getAttribute('href')) ?? '', siteUrl)
      expect(first.includes('#') ? href.pathname + href.hash : href.pathname).toBe(first)
    })
  })

  test('search quality: a word no page contains lists nothing; excerpts mark a cut with "…" and keep full stops outside the highlight; labels the theme adds are not indexed', async () => {
    await withPage(browser, { viewport: DESKTOP }, async (page) => {
      await page.goto(siteUrl + '/')
      await page.keyboard.press('Control+k')
      await page.locator(INPUT).fill('zzqxy')
      await expect.poll(() => page.locator('.search-modal__status').textContent()).toMatch(/No results for “zzqxy”/)
      expect(await page.locator(HITS).count()).toBe(0)
      await search(page, 'intelligent update')
      const excerpts = await page.locator(`${HITS} .search-hit__excerpt`).allTextContents()
      expect(
        excerpts.every((e) => /^(…|[A-Z0-9`"“(])/.test(e) && /(…|[.!?:])$/.test(e.trim())),
        excerpts.join('\n'),
      ).toBe(true)
      const marks = await page.locator(`${HITS} mark`).allTextContents()
      expect(marks.filter((m) => /[.,;:]$/.test(m))).toEqual([])
      // "Tip" (an admonition's heading) no longer shows up glued into excerpts as a sentence of its own.
      await search(page, 'review')
      const texts = await page.locator(`${HITS} .search-hit__excerpt`).allTextContents()
      expect(texts.filter((t) => /\. Tip\. /.test(t))).toEqual([])
    })
  })

  test('ArrowDown + Enter navigates to the hit without a full reload; focus leaves the closed modal', async () => {
    await withPage(browser, { viewport: DESKTOP }, async (page, errors) => {
      await gotoMarked(page, '/')
      await page.keyboard.press('/')
      await search(page, 'monorepo')
      expect(await page.locator(HITS).count()).toBeGreaterThan(1)
      await page.keyboard.press('ArrowDown')
      const second = page.locator(HITS).nth(1)
      expect(await second.getAttribute('aria-selected')).toBe('true')
      expect(await page.getAttribute(INPUT, 'aria-activedescendant')).toBe(await second.getAttribute('id'))
      const href = (await second.getAttribute('href'))!
      await page.keyboard.press('Enter')
      await page.waitForURL(siteUrl + href)
      await page.waitForFunction(
        (h) => document.querySelector('#__main h1') !== null && location.href.endsWith(h),
        href,
      )
      expect(await marker(page)).toBe(42) // client navigation: same window
      expect(await page.locator(DIALOG).count()).toBe(0)
      expect(await page.evaluate(() => document.activeElement?.closest('dialog'))).toBeNull()
      expect(errors).toEqual([])
    })
  })

  test('Escape closes the modal and gives focus back to the button', async () => {
    await withPage(browser, { viewport: DESKTOP }, async (page) => {
      await page.goto(siteUrl + '/tips')
      await page.click('[data-search-slot] button.search-button')
      await page.locator(DIALOG).waitFor()
      await page.locator(INPUT).fill('context')
      await page.keyboard.press('Escape')
      await page
        .locator(DIALOG)
        .waitFor({ state: 'detached' })
        .catch(() => {})
      expect(await page.locator(DIALOG).count()).toBe(0)
      expect(await page.evaluate(() => document.activeElement?.classList.contains('search-button'))).toBe(true)
    })
  })

  test('at 375 px: the icon button opens a modal that fits the screen, and a hit navigates', async () => {
    await withPage(browser, { viewport: MOBILE, isMobile: true, hasTouch: true }, async (page, errors) => {
      await gotoMarked(page, '/tips')
      const button = page.locator('[data-search-slot] button.search-button')
      expect(await button.isVisible()).toBe(true)
      await button.click()
      await page.locator(DIALOG).waitFor()
      await search(page, 'polluted')
      const panel = (await page.locator('.search-modal__panel').boundingBox())!
      expect(panel.x).toBeGreaterThanOrEqual(0)
      expect(panel.x + panel.width).toBeLessThanOrEqual(MOBILE.width)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width)
      await page.locator(HITS).first().tap()
      await page.waitForURL(/\/tips#prefer-one-refined-prompt-over-a-long-chat$/)
      expect(await marker(page)).toBe(42)
      expect(await page.locator(DIALOG).count()).toBe(0)
      expect(errors).toEqual([])
    })
  })

  test.each(['light', 'dark'] as const)("%s mode: the modal and hits use the mode's colours", async (mode) => {
    await withPage(browser, { viewport: DESKTOP }, async (page) => {
      await page.addInitScript((m) => localStorage.setItem('theme', m), mode)
      await page.goto(siteUrl + '/')
      await page.keyboard.press('Control+k')
      await search(page, 'context')
      const colours = await page.evaluate(() => {
        const lum = (c: string) => {
          const [r, g, b] = c.match(/\d+(\.\d+)?/g)!.map(Number)
          return (0.2126 * r! + 0.7152 * g! + 0.0722 * b!) / 255
        }
        const panel = getComputedStyle(document.querySelector('.search-modal__panel')!)
        const hit = getComputedStyle(
          document.querySelector('.search-hit__section') ?? document.querySelector('.search-hit__page')!,
        )
        return { bg: lum(panel.backgroundColor), text: lum(hit.color), theme: document.documentElement.dataset.theme }
      })
      expect(colours.theme).toBe(mode)
      if (mode === 'light') expect([colours.bg > 0.9, colours.text < 0.3]).toEqual([true, true])
      else expect([colours.bg < 0.2, colours.text > 0.7]).toEqual([true, true])
    })
  })

  test.each(['light', 'dark'] as const)(
    '%s mode: axe finds no serious or critical problem in the open modal with results',
    async (mode) => {
      await withPage(browser, { viewport: DESKTOP }, async (page) => {
        await page.addInitScript((m) => localStorage.setItem('theme', m), mode)
        await page.goto(siteUrl + '/tips')
        await page.keyboard.press('Control+k')
        await search(page, 'context')
        await page.addScriptTag({ path: AXE })
        const violations = await page.evaluate(async () => {
          const axe = (
            window as unknown as {
              axe: { run(ctx: object, o: object): Promise<{ violations: { id: string; impact: string | null }[] }> }
            }
          ).axe
          return (await axe.run({ include: [['dialog.search-modal']] }, { resultTypes: ['violations'] })).violations
        })
        expect(
          violations
            .filter((v) => v.impact === 'serious' || v.impact === 'critical')
            .map((v) => `${v.id}: ${JSON.stringify(v).slice(0, 600)}`),
        ).toEqual([])
      })
    },
  )

  test('S7 a slow search chunk shows the loading state, then the modal', async () => {
    await withPage(browser, { viewport: DESKTOP }, async (page) => {
      await page.route('**/assets/search.*.js', async (route) => {
        await new Promise((r) => setTimeout(r, 800))
        await route.continue()
      })
      await page.goto(siteUrl + '/')
      await page.click('[data-search-slot] button.search-button')
      await page.locator('[data-search-slot] > .lazy-loading').waitFor()
      await page.locator(DIALOG).waitFor()
      expect(await page.locator('[data-search-slot] > .lazy-loading').count()).toBe(0)
    })
  })

  test.each([
    ['the search chunk', '**/assets/search.*.js'],
    ['the index', '**/pagefind/**'],
  ])('E6 when %s fails to load, a red box with Retry shows; Retry works once it is back', async (_, pattern) => {
    await withPage(browser, { viewport: DESKTOP }, async (page) => {
      await page.route(pattern, (route) => route.abort())
      await page.goto(siteUrl + '/tips')
      await page.click('[data-search-slot] button.search-button')
      const box = page.locator(SLOT_ERROR)
      await box.waitFor()
      expect(await box.getAttribute('role')).toBe('alert')
      expect(await box.evaluate((el) => getComputedStyle(el).borderTopColor)).toBe('rgb(250, 56, 62)')
      expect(await box.isVisible()).toBe(true)
      expect(await page.locator(DIALOG).count()).toBe(0)
      await page.unroute(pattern)
      await box.getByRole('button', { name: 'Retry' }).click()
      await page.locator(DIALOG).waitFor()
      expect(await page.locator(SLOT_ERROR).count()).toBe(0)
      await search(page, 'polluted')
      expect(await page.locator(HITS).first().locator('.search-hit__page').textContent()).toBe('Tips')
    })
  })

  test('a doc page loads ≤ 8 KB gzip of JavaScript before search is opened, and nothing of search', async () => {
    await withPage(browser, { viewport: DESKTOP }, async (page) => {
      const scripts: { url: string; gzip: number }[] = []
      const pending: Promise<void>[] = []
      page.on('response', (response) => {
        if (response.request().resourceType() !== 'script') return
        pending.push(
          response.body().then((body) => {
            scripts.push({ url: response.url(), gzip: gzipSync(body).length })
          }),
        )
      })
      await page.goto(siteUrl + '/tips', { waitUntil: 'networkidle' })
      await Promise.all(pending)
      expect(scripts.map((s) => new URL(s.url).pathname)).toEqual([
        expect.stringMatching(/^\/assets\/runtime\.[\w-]+\.js$/),
      ])
      const total = scripts.reduce((sum, s) => sum + s.gzip, 0)
      expect(total).toBeLessThanOrEqual(8 * 1024)
      // The search chunk is only fetched once search opens.
      const [chunk] = await Promise.all([
        page.waitForResponse(/\/assets\/search\.[\w-]+\.js$/),
        page.keyboard.press('Control+k'),
      ])
      expect(chunk.ok()).toBe(true)
      await page.locator(DIALOG).waitFor()
    })
  })
})
