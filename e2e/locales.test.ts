/**
 * Locales in Chromium: generator/test/fixtures/docusaurus-i18n is built in one run
 * in three locales — en (default, at the root), fr (every doc but one translated) and fa (right
 * to left, half translated). Screenshots of the RTL pages go to /tmp/shots-i18n.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { DESKTOP, launchBrowser, MOBILE } from './harness.js'
import { texts, withPage, axeProblems } from './util.js'

const base = inject('localesUrl')
const SHOTS = '/tmp/shots-i18n'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
  fs.mkdirSync(SHOTS, { recursive: true })
})
afterAll(async () => {
  await browser?.close()
})

describe('e2e/locales: one build, three locales', () => {
  test('switching locale from a deep page keeps the reader on the same page (real links, no JS needed)', async () => {
    await withPage(browser, { viewport: DESKTOP }, async (page, errors) => {
      await page.goto(base + '/docs/guides/setup')
      expect(await page.locator('html').getAttribute('lang')).toBe('en')
      const dropdown = page.locator('.locale-dropdown').first()
      await dropdown.locator('button').click()
      await dropdown.locator('a[hreflang="fr"]').click()
      await page.waitForURL(/\/fr\/docs\/guides\/setup$/)
      expect(await page.locator('html').getAttribute('lang')).toBe('fr')
      expect(await page.locator('article h1').textContent()).toBe('Installation')
      // Without JS the links are there as plain anchors.
      expect(await page.locator('.locale-dropdown a[hreflang="fa-IR"]').first().getAttribute('href')).toBe(
        '/fa/docs/guides/setup',
      )
      // No request fails: the client router and the prefetcher leave another locale's links to the
      // browser (its route data is under its own base), and the fixture has a favicon.
      expect(errors).toEqual([])
    })
  })

  test('hreflang alternates and x-default in the head', async () => {
    await withPage(browser, {}, async (page) => {
      await page.goto(base + '/fr/docs/intro')
      const links = await page
        .locator('head link[rel="alternate"][hreflang]')
        .evaluateAll((els) => els.map((e) => `${e.getAttribute('hreflang')} ${e.getAttribute('href')}`))
      expect(links).toEqual([
        'en https://compass.example/docs/intro',
        'fr https://compass.example/fr/docs/intro',
        'fa-IR https://compass.example/fa/docs/intro',
        'x-default https://compass.example/docs/intro',
      ])
    })
  })

  for (const [name, viewport] of [
    ['1280', DESKTOP],
    ['375', MOBILE],
  ] as const) {
    test(`an RTL page at ${name} px: <html dir=rtl>, the sidebar on the right, the TOC on the left, code left to right; axe clean`, async () => {
      await withPage(browser, { viewport }, async (page, errors) => {
        await page.goto(base + '/fa/docs/intro')
        expect(await page.locator('html').getAttribute('dir')).toBe('rtl')
        expect(await page.locator('html').getAttribute('lang')).toBe('fa-IR')
        expect(await page.locator('article h1').textContent()).toBe('معرفی')
        if (viewport === DESKTOP) {
          const sidebar = await page.locator('nav.doc-sidebar').boundingBox()
          const article = await page.locator('article.markdown').boundingBox()
          const toc = await page.locator('nav.toc').boundingBox()
          expect(sidebar!.x).toBeGreaterThan(article!.x) // the sidebar sits right of the text
          expect(toc!.x).toBeLessThan(article!.x) // the TOC left of it
        }
        await page.screenshot({ path: path.join(SHOTS, `fa-intro-${name}.png`), fullPage: true })
        await page.goto(base + '/fa/docs/guides/setup')
        expect(
          await page
            .locator('pre')
            .first()
            .evaluate((el) => getComputedStyle(el).direction),
        ).toBe('ltr')
        // The breadcrumb chevrons point along the line (leftwards), at every width.
        expect(
          await page
            .locator('.breadcrumbs__separator')
            .first()
            .evaluate((el) => getComputedStyle(el).transform),
        ).toBe('matrix(-1, 0, 0, 1, 0, 0)')
        // Nothing reaches past the window's edge: the (hidden) locale menu did, 23 px on the left at 1280 px,
        // which left a blank strip.
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
        ).toBe(0)
        await page.screenshot({ path: path.join(SHOTS, `fa-setup-${name}.png`), fullPage: true })
        expect(await axeProblems(page)).toEqual([])
        expect(errors).toEqual([])
      })
    })
  }

  test("a fallback page shows the default locale's text with a notice, in the locale's frame", async () => {
    await withPage(browser, {}, async (page) => {
      await page.goto(base + '/fr/docs/guides/deep-dive')
      expect(await page.locator('article h1').textContent()).toBe('Deep dive')
      expect(await page.locator('.untranslated-banner .admonition-heading').textContent()).toBe('Pas encore traduit')
      // Its links stay in the locale.
      expect(await page.locator('article a', { hasText: 'introduction' }).getAttribute('href')).toBe('/fr/docs/intro')
      // A translated page has no notice.
      await page.goto(base + '/fr/docs/intro')
      expect(await page.locator('.untranslated-banner').count()).toBe(0)
    })
  })

  test('third reading, items 4 and 6: an untranslated page\'s English text is marked lang="en" dir="ltr" and the notice names the language in Persian; inline code in right-to-left text is isolated', async () => {
    await withPage(browser, { viewport: DESKTOP }, async (page) => {
      await page.goto(base + '/fa/docs/guides/deep-dive')
      const article = page.locator('article.markdown')
      expect([await article.getAttribute('lang'), await article.getAttribute('dir')]).toEqual(['en', 'ltr'])
      // The English title starts at the left of its box, as English does.
      expect(await page.locator('article h1').evaluate((h) => getComputedStyle(h).direction)).toBe('ltr')
      const notice = (await page.locator('.untranslated-banner .admonition-content').textContent()) ?? ''
      expect(notice).toContain('انگلیسی') // "English", in Persian
      expect(notice).not.toContain('English')
      // The page around the text stays the locale's.
      expect(await page.locator('html').getAttribute('dir')).toBe('rtl')
      // `--level` reads as written: its dashes on the left of the word, not "level--".
      await page.goto(base + '/fa/docs/intro')
      const code = page.locator('article code', { hasText: '--level' })
      expect(await code.evaluate((el) => getComputedStyle(el).unicodeBidi)).toBe('isolate')
      const [dash, letter] = await code.evaluate((el) => {
        const text = el.firstChild!
        const x = (i: number) => {
          const r = document.createRange()
          r.setStart(text, i)
          r.setEnd(text, i + 1)
          return r.getBoundingClientRect().x
        }
        return [x(0), x(2)]
      })
      expect(dash).toBeLessThan(letter!)
    })
  })

  test('localized dates and UI strings: blog date, reading time, paginator, TOC, edit link, sidebar and navbar labels from the translation files', async () => {
    await withPage(browser, { viewport: DESKTOP }, async (page) => {
      await page.goto(base + '/fr/blog')
      expect(await page.locator('.blog-post__meta time').first().textContent()).toBe('16 mars 2025')
      expect(await page.locator('.blog-post__meta').first().textContent()).toContain('Une minute de lecture')
      await page.goto(base + '/fa/blog')
      // Persian calendar, Persian digits (Intl with the locale's calendar).
      expect(await page.locator('.blog-post__meta time').first().textContent()).toBe('۲۶ اسفند ۱۴۰۳')
      await page.goto(base + '/fr/docs/guides/setup')
      expect(await texts(page.locator('.pagination-nav__sublabel'))).toEqual(['Précédent', 'Suivant'])
      expect(await page.locator('.toc__title').textContent()).toBe('Sur cette page')
      // code.json overrides the built-in "Éditer cette page"
      expect(await page.locator('.doc-footer__edit').textContent()).toContain('Modifier cette page')
      expect(await texts(page.locator('nav.doc-sidebar .menu__category-label'))).toContain('Guides pratiques')
      // The code block's copy button (compiled with the locale's words) and its "Copied" (the runtime's, from
      // the page).
      const copy = page.locator('.code-block__copy').first()
      expect([await copy.getAttribute('title'), await copy.textContent()]).toEqual(['Copier le code', 'Copier'])
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
      await page.locator('.code-block').first().hover()
      await copy.click()
      await expect.poll(() => copy.textContent()).toBe('Copié')
      expect(await texts(page.locator('.navbar__items .navbar__link'))).toContain('Blogue')
      expect(await page.locator('.admonition-heading').count()).toBe(0)
      await page.goto(base + '/fr/docs/intro')
      expect(await page.locator('.admonition-heading').first().textContent()).toBe('Astuce')
      // The preview server answers a miss under /fr/ with the French 404 page (status 404), elsewhere with the root's.
      const miss = await page.goto(base + '/fr/docs/nowhere')
      expect(miss?.status()).toBe(404)
      expect(await page.locator('h1').textContent()).toBe('Page introuvable')
      expect(await page.locator('html').getAttribute('lang')).toBe('fr')
      await page.goto(base + '/docs/nowhere')
      expect(await page.locator('h1').textContent()).toBe('Page Not Found')
    })
  })

  test('S7 search in a locale: /fr/ searches the French index (its own under /fr/pagefind/) and finds French pages only; the modal speaks French', async () => {
    await withPage(browser, { viewport: DESKTOP }, async (page, errors) => {
      const pagefind: string[] = []
      page.on('request', (r) => {
        if (r.url().includes('/pagefind/')) pagefind.push(new URL(r.url()).pathname)
      })
      await page.goto(base + '/fr/docs/intro')
      await page.click('[data-search-slot] button.search-button')
      const input = page.locator('.search-modal__input')
      expect(await input.getAttribute('placeholder')).toBe('Rechercher dans la documentation')
      await input.fill('cartographie')
      await page.locator('[role="listbox"] [role="option"]').first().waitFor()
      const hrefs = await page
        .locator('[role="listbox"] [role="option"]')
        .evaluateAll((as) => as.map((a) => a.getAttribute('href')))
      expect(hrefs.length).toBeGreaterThan(0)
      for (const href of hrefs) expect(href).toMatch(/^\/fr\//)
      expect(await page.locator('.search-modal__status').textContent()).toMatch(/^\d+ résultats?$/)
      // A word of every locale's pages (the product's name): still only this locale's pages.
      await input.fill('Compass')
      await page.locator('[role="listbox"] [role="option"]').first().waitFor()
      for (const href of await page
        .locator('[role="listbox"] [role="option"]')
        .evaluateAll((as) => as.map((a) => a.getAttribute('href'))))
        expect(href).toMatch(/^\/fr\//)
      expect(pagefind.length).toBeGreaterThan(0)
      for (const p of pagefind) expect(p).toMatch(/^\/fr\/pagefind\//)
      // The English site's index does not know the French word, and its hits stay out of /fr/ and /fa/.
      await page.goto(base + '/docs/intro')
      await page.click('[data-search-slot] button.search-button')
      await page.locator('.search-modal__input').fill('cartographie')
      await expect.poll(() => page.locator('.search-modal__status').textContent()).toBe('No results for “cartographie”')
      await page.locator('.search-modal__input').fill('Compass')
      await page.locator('[role="listbox"] [role="option"]').first().waitFor()
      for (const href of await page
        .locator('[role="listbox"] [role="option"]')
        .evaluateAll((as) => as.map((a) => a.getAttribute('href'))))
        expect(href).not.toMatch(/^\/(fr|fa)\//)
      expect(errors).toEqual([])
    })
  })
})
