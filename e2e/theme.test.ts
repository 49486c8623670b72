/**
 * The theme in a real browser: navbar, mobile panel, skip link, footer, TOC, blog
 * pages, breadcrumbs, 404, fixture-only page kinds, dropdown, announcement bar, colour mode and
 * base URL. One Chromium for the file, one context per test.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { DESKTOP, launchBrowser, MOBILE, openPage, SITE_ROUTES } from './harness.js'
import { pathOf, texts, waitForHtmlAttr, withPage } from './util.js'

const siteUrl = inject('siteUrl')
const fixtureUrl = inject('fixtureUrl')
/** A page of the fixture site (baseUrl '/docs/'); `path` is relative to the base, e.g. 'blog'. */
const fx = (path = ''): string => `${fixtureUrl}/docs/${path}`

let browser: Browser
/** A desktop page shared by the read-only tests (no storage writes, no viewport change). */
let shared: { page: Page; close(): Promise<void> }
beforeAll(async () => {
  browser = await launchBrowser()
  const { context, page } = await openPage(browser, { viewport: DESKTOP })
  page.setDefaultTimeout(10_000)
  shared = { page, close: () => context.close() }
})
afterAll(async () => {
  await shared?.close()
  await browser?.close()
})
/** Run a read-only test on the shared desktop page. */
const onShared = <T>(fn: (page: Page) => Promise<T>): Promise<T> => fn(shared.page)

const desktop = { viewport: DESKTOP }
const mobile = { viewport: MOBILE }

/** The "Documentation" docSidebar item of the navbar (left). */
const docsItem = (page: Page) =>
  page.locator('header.navbar .navbar__items:not(.navbar__items--right) a.navbar__link', { hasText: 'Documentation' })
const isActive = async (page: Page) =>
  docsItem(page).evaluate(
    (a) => a.classList.contains('navbar__link--active') || a.getAttribute('aria-current') === 'page',
  )

describe('e2e/theme: navbar, skip link, footer (N1–N7, L2)', () => {
  test('N1 left "Documentation" links to the first doc "/" and is active on docs pages (also after client-side navigation), not on the blog', async () => {
    await withPage(browser, desktop, async (page) => {
      await page.goto(siteUrl + '/api-tools/code-completions')
      expect(await docsItem(page).count()).toBe(1)
      expect(await docsItem(page).getAttribute('href')).toBe('/')
      expect(await isActive(page)).toBe(true)

      await page.goto(siteUrl + '/blog')
      expect(await isActive(page)).toBe(false)

      await docsItem(page).click()
      await page.waitForURL(siteUrl + '/')
      await page.waitForSelector('article.markdown h1:has-text("Intro")')
      await page.waitForFunction(
        () =>
          !!document.querySelector(
            'header.navbar a.navbar__link--active, header.navbar a.navbar__link[aria-current="page"]',
          ),
      )
      expect(await isActive(page)).toBe(true)

      // Follow a sidebar link to another doc: the docs item must stay active.
      await page.locator('nav.doc-sidebar a.menu__link', { hasText: 'Tips' }).click()
      await page.waitForURL(siteUrl + '/tips')
      await page.waitForSelector('article.markdown h1:has-text("Tips")')
      expect(await isActive(page), 'docs navbar item not active on /tips after client-side navigation from /').toBe(
        true,
      )
    })
  })

  test('N2 L2 right: GitHub, VS Code Marketplace, Donate, then the colour-mode toggle, then the search slot (with its button: the site turns search on); external links open in a new tab with rel noopener noreferrer', async () => {
    await onShared(async (page) => {
      await page.goto(siteUrl + '/')
      const items = await page.locator('header.navbar .navbar__items--right > *').evaluateAll((els) =>
        els.map((el) => ({
          kind: el.matches('[data-color-mode-toggle]')
            ? 'toggle'
            : el.matches('[data-search-slot]')
              ? 'search'
              : el.tagName.toLowerCase(),
          label: (el.childNodes[0]?.textContent ?? '').trim(),
          href: el.getAttribute('href'),
          target: el.getAttribute('target'),
          rel: el.getAttribute('rel') ?? '',
          visible: (el as HTMLElement).offsetParent !== null || el.matches('[data-search-slot]'),
          content: el.innerHTML,
        })),
      )
      expect(items.map((i) => (i.kind === 'a' ? i.label : i.kind))).toEqual([
        'GitHub',
        'VS Code Marketplace',
        'Donate',
        'toggle',
        'search',
      ])
      expect(items[0].href).toBe('https://github.com/robertpiosik/CodeWebChat')
      expect(items[1].href).toMatch(
        /^https:\/\/marketplace\.visualstudio\.com\/items\?itemName=robertpiosik\.gemini-coder$/,
      )
      expect(items[2].href).toMatch(/^https:\/\//)
      for (const link of items.slice(0, 3)) {
        expect(link.target, link.label).toBe('_blank')
        expect(link.rel.split(/\s+/), link.label).toEqual(expect.arrayContaining(['noopener', 'noreferrer']))
        expect(link.visible, `${link.label} visible`).toBe(true)
      }
      expect(items[4].content).toMatch(/^<button[^>]*class="search-button"/) // issue 5: search is on for this site
      expect(await page.locator('header.navbar [data-color-mode-toggle]').isVisible()).toBe(true)

      // L2 on the whole page: every link to another origin opens in a new tab, safely.
      const external = await page
        .locator('a[href^="http"]')
        .evaluateAll((as) =>
          (as as HTMLAnchorElement[])
            .filter((a) => a.origin !== location.origin)
            .map((a) => ({ href: a.href, target: a.target, rel: a.rel })),
        )
      expect(external.length).toBeGreaterThan(5)
      for (const a of external) {
        expect(a.target, a.href).toBe('_blank')
        expect(a.rel.split(/\s+/), a.href).toEqual(expect.arrayContaining(['noopener', 'noreferrer']))
      }
    })
  })

  test('N3 at 375 px the hamburger opens the side panel: docs sidebar first, "← Back to main menu" switches to the navbar items; on the blog it opens on the recent posts, elsewhere on the navbar items; hidden on desktop', async () => {
    await withPage(browser, mobile, async (page) => {
      await page.goto(siteUrl + '/api-tools/code-completions')
      const toggle = page.locator('header.navbar [data-mobile-toggle]')
      const panel = page.locator('#mobile-panel')
      expect(await toggle.isVisible()).toBe(true)
      expect(await panel.isVisible()).toBe(false)
      expect(await page.locator('header.navbar a.navbar__link', { hasText: 'GitHub' }).isVisible()).toBe(false)

      await toggle.click()
      await panel.waitFor({ state: 'visible' })
      expect(await toggle.getAttribute('aria-expanded')).toBe('true')
      const sidebarView = panel.locator('[data-panel-view="sidebar"]')
      const mainView = panel.locator('[data-panel-view="main"]')
      await sidebarView.locator('a.menu__link', { hasText: 'Code completions' }).waitFor({ state: 'visible' })
      expect(await sidebarView.locator('a.menu__link[aria-current="page"]').textContent()).toBe('Code completions')
      expect(await mainView.isVisible()).toBe(false)
      // The body does not scroll while the panel is open (S2).
      expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden')

      const back = panel.getByRole('button', { name: /Back to main menu/ })
      expect((await back.textContent())?.trim()).toMatch(/^(← )?Back to main menu$/)
      expect(await back.isVisible()).toBe(true)
      await back.click()
      await mainView.waitFor({ state: 'visible' })
      expect(await sidebarView.isVisible()).toBe(false)
      const mainItems = (await texts(mainView.locator('a'))).map((t) => t.replace(' (opens in new tab)', ''))
      expect(mainItems).toEqual(['Documentation', 'GitHub', 'VS Code Marketplace', 'Donate'])
      for (const t of ['Documentation', 'GitHub', 'Donate'])
        expect(await mainView.locator('a', { hasText: t }).isVisible(), t).toBe(true)

      // Escape closes it and the docs sidebar goes back home.
      await page.keyboard.press('Escape')
      await panel.waitFor({ state: 'hidden' })
      expect(await page.locator('nav.doc-sidebar > ul.menu').count()).toBe(1)

      // The blog opens on its recent posts, as Docusaurus's secondary menu (third reading, item 15); "Back"
      // leads to the navbar items.
      await page.goto(siteUrl + '/blog')
      await toggle.click()
      await page.locator('[data-panel-view="sidebar"] nav.blog-sidebar').waitFor({ state: 'visible' })
      await back.click()
      await mainView.waitFor({ state: 'visible' })
      expect(await mainView.locator('a', { hasText: 'GitHub' }).isVisible()).toBe(true)
      await page.keyboard.press('Escape')

      // A page without a sidebar opens on the navbar items.
      await page.goto(siteUrl + '/no/such/page')
      await toggle.click()
      await mainView.waitFor({ state: 'visible' })
      expect(await mainView.locator('a', { hasText: 'GitHub' }).isVisible()).toBe(true)
      expect(await back.isVisible()).toBe(false)

      // Desktop: no hamburger.
      await page.keyboard.press('Escape')
      await page.setViewportSize(DESKTOP)
      await page.goto(siteUrl + '/api-tools/code-completions')
      expect(await toggle.isVisible()).toBe(false)
      expect(await panel.isVisible()).toBe(false)
    })
  })

  test('S2 keyboard only: the open panel is a modal dialog; Tab never leaves it; Escape closes it and focus returns to the hamburger', async () => {
    await withPage(browser, mobile, async (page, errors) => {
      await page.goto(siteUrl + '/api-tools/code-completions')
      const toggle = page.locator('header.navbar [data-mobile-toggle]')
      await toggle.focus()
      await page.keyboard.press('Enter')
      const panel = page.locator('#mobile-panel')
      await panel.waitFor({ state: 'visible' })
      expect(await panel.getAttribute('role')).toBe('dialog')
      expect(await panel.getAttribute('aria-modal')).toBe('true')
      await expect.poll(() => page.evaluate(() => document.activeElement?.closest('#mobile-panel') !== null)).toBe(true)
      // Forwards past the last link and backwards past the first: focus stays in the panel.
      for (const key of ['Tab', 'Shift+Tab']) {
        for (let i = 0; i < 30; i++) {
          await page.keyboard.press(key)
          const inside = await page.evaluate(() => {
            const a = document.activeElement
            return a === document.body || a === null || a.closest('#mobile-panel') !== null
          })
          expect(inside, `${key} #${i + 1}`).toBe(true)
        }
      }
      await page.keyboard.press('Escape')
      await panel.waitFor({ state: 'hidden' })
      expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-mobile-toggle'))).toBe(true)
      expect(await page.locator('[inert]').count()).toBe(0)
      expect(errors).toEqual([])
    })
  })

  test('N4 S2 the side panel open at 375 px closes when the viewport grows to 1280 px, and the docs sidebar is back in place', async () => {
    await withPage(browser, mobile, async (page) => {
      await page.goto(siteUrl + '/tips')
      await page.locator('header.navbar [data-mobile-toggle]').click()
      await page.locator('#mobile-panel').waitFor({ state: 'visible' })
      await waitForHtmlAttr(page, 'data-mobile-open', true)
      await page.setViewportSize(DESKTOP)
      await waitForHtmlAttr(page, 'data-mobile-open', false)
      await page.locator('#mobile-panel').waitFor({ state: 'hidden' })
      expect(await page.locator('header.navbar [data-mobile-toggle]').getAttribute('aria-expanded')).toBe('false')
      expect(await page.locator('nav.doc-sidebar a.menu__link[aria-current="page"]').isVisible()).toBe(true)
      expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden')
    })
  })

  test('N5 the navbar stays at the top of the viewport after scrolling down 2000 px (and after scrolling up a bit)', async () => {
    await onShared(async (page) => {
      await page.goto(siteUrl + '/')
      const navbar = page.locator('header.navbar')
      await page.mouse.move(640, 450)
      await page.mouse.wheel(0, 2000)
      await page.waitForFunction(() => window.scrollY >= 1500)
      const box = await navbar.boundingBox()
      expect(box).not.toBeNull()
      expect(Math.abs(box!.y)).toBeLessThan(1)
      expect(await navbar.isVisible()).toBe(true)
      expect(await navbar.evaluate((el) => getComputedStyle(el).position)).toMatch(/sticky|fixed/)
      await page.mouse.wheel(0, -300)
      await page.waitForFunction(() => window.scrollY < 1800)
      expect(Math.abs((await navbar.boundingBox())!.y)).toBeLessThan(1)
    })
  })

  test('N6 the first Tab focuses a visible "Skip to main content"; Enter moves focus to <main>', async () => {
    await onShared(async (page) => {
      await page.goto(siteUrl + '/api-tools/context-edit')
      await page.keyboard.press('Tab')
      const focused = await page.evaluate(() => ({
        text: document.activeElement?.textContent,
        cls: document.activeElement?.className,
      }))
      expect(focused).toEqual({ text: 'Skip to main content', cls: 'skip-link' })
      // Focused, it is shown on screen (possibly after a short slide-in).
      await page.waitForFunction(() => {
        const r = document.querySelector('a.skip-link')!.getBoundingClientRect()
        return r.top >= 0 && r.bottom <= 120 && r.height > 0
      })
      await page.keyboard.press('Enter')
      await page.waitForFunction(() => document.activeElement?.id === '__main')
      expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN')
    })
  })

  test('N7 the footer shows only the copyright line, with no links (docs, blog and 404 pages)', async () => {
    await onShared(async (page) => {
      for (const route of ['/', '/blog/welcome', '/no/such/page']) {
        await page.goto(siteUrl + route)
        const footer = page.locator('footer.footer')
        expect(await footer.count()).toBe(1)
        expect(await footer.isVisible()).toBe(true)
        // innerText: the footer's text as the reader sees it (its line breaks between blocks)
        // biome-ignore lint/performance/useDomNodeTextContent: see above
        expect((await footer.innerText()).trim(), route).toBe('Copyright © 2025 Robert Piosik. GPL-3.0 license.')
        expect(await footer.locator('a').count(), route).toBe(0)
      }
    })
  })
})

describe('e2e/theme: docs layout (L8, L10, R2)', () => {
  test('L8 the TOC lists exactly the article h2/h3 headings on every docs page and the blog post', async () => {
    await onShared(async (page) => {
      let checked = 0
      for (const route of SITE_ROUTES) {
        await page.goto(siteUrl + route, { waitUntil: 'domcontentloaded' })
        const headings = await page.locator('article h2[id], article h3[id]').evaluateAll((hs) =>
          hs.map((h) => ({
            id: h.id,
            text: [...h.childNodes]
              .filter((n) => !(n instanceof Element && n.matches('.hash-link')))
              .map((n) => n.textContent)
              .join('')
              .trim(),
          })),
        )
        const toc = await page.locator('nav.toc a.toc__link').evaluateAll((as) =>
          as.map((a) => ({
            id: decodeURIComponent((a as HTMLAnchorElement).hash.slice(1)),
            text: (a.textContent ?? '').trim(),
          })),
        )
        const hasToc = (await page.getAttribute('html', 'data-has-toc')) === 'true'
        if (!hasToc) {
          expect(toc, route).toEqual([])
          continue
        }
        expect(toc, route).toEqual(headings)
        // Only levels 2–3 (C3): no h4+ in the TOC even if the page has some.
        expect(await page.locator('nav.toc a.toc__link[href]').count()).toBe(headings.length)
        checked++
      }
      expect(checked).toBeGreaterThanOrEqual(9)
    })
  })

  test('L8 the TOC is visible on desktop and highlights (toc__link--active) the heading scrolled into view', async () => {
    await onShared(async (page) => {
      await page.goto(siteUrl + '/api-tools/code-completions')
      expect(await page.locator('nav.toc[aria-label="On this page"]').isVisible()).toBe(true)
      for (const id of ['what-is-sent-to-the-model', 'running-a-completion', 'configurations']) {
        await page.evaluate((i) => document.getElementById(i)!.scrollIntoView({ block: 'start' }), id)
        await page.waitForSelector(`nav.toc a.toc__link.toc__link--active[href="#${id}"]`)
        expect(await page.locator('nav.toc a.toc__link--active').count(), id).toBe(1)
        // Docusaurus's class too, which a Docusaurus site's CSS may style.
        expect(await page.locator('nav.toc a.table-of-contents__link--active').getAttribute('href'), id).toBe(`#${id}`)
      }
    })
  })

  test('L10 breadcrumbs on /api-tools/code-completions: home → "API tools" (link) → "Code completions" (aria-current)', async () => {
    await onShared(async (page) => {
      await page.goto(siteUrl + '/api-tools/code-completions')
      const crumbs = page.locator('nav.breadcrumbs[aria-label="Breadcrumbs"] li')
      expect(await crumbs.count()).toBe(3)
      const home = crumbs.nth(0).locator('a')
      expect(await home.getAttribute('href')).toBe('/')
      expect((await home.getAttribute('aria-label')) ?? (await home.textContent())).toMatch(/home/i)
      const category = crumbs.nth(1).locator('a')
      expect((await category.textContent())?.trim()).toBe('API tools')
      expect(await category.getAttribute('href')).toBe('/api-tools/')
      const current = crumbs.nth(2).locator('[aria-current="page"]')
      expect((await current.textContent())?.trim()).toBe('Code completions')
      expect(await crumbs.nth(2).locator('a').count()).toBe(0)
      await category.click()
      await page.waitForURL(siteUrl + '/api-tools/')
      await page.waitForSelector('h1:has-text("API tools")')
    })
  })

  test('R2 /api-tools/ has a card for each of its four pages in sidebar order', async () => {
    await onShared(async (page) => {
      await page.goto(siteUrl + '/api-tools/')
      expect((await page.locator('main h1').textContent())?.trim()).toBe('API tools')
      const expected = ['Code completions', 'Context edit', 'Intelligent update', 'Commit messages']
      const sidebar = await texts(page.locator('nav.doc-sidebar details.menu__category ul.menu__list a.menu__link'))
      expect(sidebar).toEqual(expected)
      const cards = page.locator('main a.doc-card')
      expect(await texts(cards.locator('.doc-card__title'))).toEqual(expected)
      expect(await cards.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual([
        '/api-tools/code-completions',
        '/api-tools/context-edit',
        '/api-tools/intelligent-update',
        '/api-tools/commit-messages',
      ])
      for (const d of await texts(cards.locator('.doc-card__description'))) expect(d.length).toBeGreaterThan(20)
      await cards.nth(3).click()
      await page.waitForURL(siteUrl + '/api-tools/commit-messages')
      await page.waitForSelector('h1:has-text("Commit messages")')
    })
  })
})

describe('e2e/theme: blog (L9, R11–R15)', () => {
  /** Year headings of the blog sidebar with the post titles under each. */
  const sidebarYears = (page: Page) =>
    page.locator('nav.blog-sidebar').evaluate((nav) =>
      [...nav.querySelectorAll('h2, h3')]
        .filter((h) => /^\d{4}$/.test(h.textContent!.trim()))
        .map((h) => {
          let ul = h.nextElementSibling
          while (ul && ul.tagName !== 'UL') ul = ul.nextElementSibling
          return {
            year: h.textContent!.trim(),
            posts: [...(ul?.querySelectorAll('a') ?? [])].map((a) => a.textContent!.trim()),
          }
        }),
    )

  test('L9 the blog sidebar groups recent posts by year (fixture: 2025 then 2024; site: 2025)', async () => {
    await onShared(async (page) => {
      await page.goto(fx('blog'))
      expect(await page.locator('nav.blog-sidebar').isVisible()).toBe(true)
      expect(await sidebarYears(page)).toEqual([
        { year: '2025', posts: ['New news'] },
        { year: '2024', posts: ['Old news'] },
      ])
      await page.goto(siteUrl + '/blog/welcome')
      expect(await sidebarYears(page)).toEqual([{ year: '2025', posts: ['Welcome'] }])
    })
  })

  test('R11 the blog list shows posts newest first, truncated at the marker with a "Read more" link', async () => {
    await onShared(async (page) => {
      await page.goto(fx('blog'))
      const posts = page.locator('main article.blog-post')
      expect(await texts(posts.locator('.blog-post__title'))).toEqual(['New news', 'Old news'])
      const dates = await posts.locator('time').evaluateAll((ts) => ts.map((t) => t.getAttribute('datetime') ?? ''))
      expect(dates).toEqual([...dates].sort().reverse())
      const old = posts.nth(1)
      expect(await old.textContent()).toContain('An older post.')
      expect(await old.textContent()).not.toContain('The rest of the older post.')
      const more = old.getByRole('link', { name: /Read more/ })
      expect(await more.isVisible()).toBe(true)
      // dated URL (no slug), as Docusaurus
      expect(await more.getAttribute('href')).toBe('/docs/blog/2024/12/01/old-news')
      expect(
        await posts
          .nth(0)
          .getByRole('link', { name: /Read more/ })
          .count(),
      ).toBe(0) // not truncated
      await more.click()
      await page.waitForURL(fx('blog/2024/12/01/old-news'))
      await page.waitForSelector('text=The rest of the older post.')

      // The real site: the welcome post is truncated too.
      await page.goto(siteUrl + '/blog')
      expect(await texts(page.locator('main article.blog-post .blog-post__title'))).toEqual(['Welcome'])
      expect(await page.locator('main article.blog-post').textContent()).not.toContain('What you will find here')
      expect(
        await page
          .locator('main article.blog-post')
          .getByRole('link', { name: /Read more/ })
          .getAttribute('href'),
      ).toBe('/blog/welcome')
    })
  })

  test('R12 the archive lists every post grouped by year', async () => {
    await onShared(async (page) => {
      const groups = () =>
        page.locator('main').evaluate((main) =>
          [...main.querySelectorAll('h2, h3')]
            .filter((h) => /^\d{4}$/.test(h.textContent!.trim()))
            .map((h) => ({
              year: h.textContent!.trim(),
              posts: [...(h.parentElement?.querySelectorAll('a') ?? [])].map((a) => a.textContent!.trim()),
            })),
        )
      await page.goto(fx('blog/archive'))
      expect((await page.locator('h1').textContent())?.trim()).toBe('Archive')
      expect(await groups()).toEqual([
        { year: '2025', posts: ['New news'] },
        { year: '2024', posts: ['Old news'] },
      ])
      await page.goto(siteUrl + '/blog/archive')
      expect(await groups()).toEqual([{ year: '2025', posts: ['Welcome'] }])
    })
  })

  test('R13 the authors page shows each author with name, title, a loaded image and the post count', async () => {
    await onShared(async (page) => {
      const check = async (url: string, name: string, title: string, count: RegExp, href: string) => {
        await page.goto(url)
        const card = page.locator('main .author-card', { hasText: name })
        expect(await card.count(), url).toBe(1)
        expect(await card.getByRole('link', { name, exact: true }).getAttribute('href')).toBe(href)
        expect(await card.textContent()).toContain(title)
        expect(await card.textContent()).toMatch(count)
        const img = card.locator('img')
        expect(await img.isVisible()).toBe(true)
        await page.waitForFunction(
          (el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0,
          await img.elementHandle(),
        )
      }
      await check(siteUrl + '/blog/authors', 'Robert Piosik', 'Creator', /One post(?!s)/, '/blog/authors/robertpiosik')
      await check(fx('blog/authors'), 'Jane Doe', 'Maintainer', /(^|\D)2 posts/, '/docs/blog/authors/jane')
    })
  })

  test("R14 the author page lists that author's posts (/blog/authors/robertpiosik; fixture jane); unknown authors 404", async () => {
    await onShared(async (page) => {
      await page.goto(siteUrl + '/blog/authors/robertpiosik')
      expect(await page.locator('h1').textContent()).toContain('Robert Piosik')
      expect(await texts(page.locator('main article.blog-post .blog-post__title'))).toEqual(['Welcome'])
      expect(await page.locator('main article.blog-post .blog-post__title a').getAttribute('href')).toBe(
        '/blog/welcome',
      )
      await page.goto(fx('blog/authors/jane'))
      expect(await page.locator('h1').textContent()).toContain('Jane Doe')
      expect(await texts(page.locator('main article.blog-post .blog-post__title'))).toEqual(['New news', 'Old news'])
      expect((await page.goto(siteUrl + '/blog/authors/someone-else'))?.status()).toBe(404)
    })
  })

  test('R15 the welcome post shows title, date, author (linked card) and reading time', async () => {
    await onShared(async (page) => {
      await page.goto(siteUrl + '/blog/welcome')
      const post = page.locator('main article')
      expect((await post.locator('h1').textContent())?.trim()).toBe('Welcome')
      const time = post.locator('time').first()
      expect(await time.getAttribute('datetime')).toMatch(/^2025-\d\d-\d\d/)
      expect(await time.textContent()).toMatch(/2025/)
      expect(await time.isVisible()).toBe(true)
      expect(await post.locator('header').textContent()).toMatch(/(One|\d+) min read/)
      const author = post.getByRole('link', { name: 'Robert Piosik', exact: true })
      expect(await author.getAttribute('href')).toBe('/blog/authors/robertpiosik')
      expect(await post.locator('header img').isVisible()).toBe(true)
      expect(await post.textContent()).toContain('What you will find here') // the full post, past the truncate marker
    })
  })
})

describe('e2e/theme: not found, fixture page kinds (R16, R17)', () => {
  test('R16 the 404 page: "Page Not Found" with links to the docs root and the blog, in the full layout (navbar, footer)', async () => {
    await onShared(async (page) => {
      const res = await page.goto(siteUrl + '/no/such/page')
      expect(res?.status()).toBe(404)
      expect((await page.locator('main h1').textContent())?.trim()).toBe('Page Not Found')
      const hrefs = await page.locator('main a').evaluateAll((as) => as.map((a) => a.getAttribute('href')))
      expect(hrefs).toEqual(expect.arrayContaining(['/', '/blog']))
      expect(await page.locator('header.navbar').isVisible()).toBe(true)
      expect(await docsItem(page).isVisible()).toBe(true)
      expect(await page.locator('footer.footer').isVisible()).toBe(true)
      expect(await page.locator('a.skip-link').count()).toBe(1)
      await page.locator('main a[href="/blog"]').click()
      await page.waitForURL(siteUrl + '/blog')
      await page.waitForSelector('main article.blog-post')

      // The fixture's 404 links carry its base URL.
      expect((await page.goto(fx('nope')))?.status()).toBe(404)
      const fxHrefs = await page.locator('main a').evaluateAll((as) => as.map((a) => a.getAttribute('href')))
      expect(fxHrefs).toEqual(expect.arrayContaining(['/docs/', '/docs/blog']))
    })
  })

  test('R17 fixture: blog tags list and tag pages, docs tags list and tag pages list the tagged items; /docs/about renders; the site has no /blog/tags', async () => {
    await onShared(async (page) => {
      const linksIn = (sel: string) =>
        page
          .locator(sel)
          .evaluateAll((as) => as.map((a) => [a.childNodes[0]?.textContent?.trim(), a.getAttribute('href')]))

      expect((await page.goto(fx('blog/tags')))?.status()).toBe(200)
      expect(await linksIn('main a.tag')).toEqual([
        ['community', '/docs/blog/tags/community'],
        ['release', '/docs/blog/tags/release'],
      ])
      expect((await page.goto(fx('blog/tags/release')))?.status()).toBe(200)
      expect(await page.locator('h1').textContent()).toContain('release')
      expect(await texts(page.locator('main article.blog-post .blog-post__title'))).toEqual(['New news', 'Old news'])
      await page.goto(fx('blog/tags/community'))
      expect(await texts(page.locator('main article.blog-post .blog-post__title'))).toEqual(['New news'])

      expect((await page.goto(fx('tags')))?.status()).toBe(200)
      expect(await linksIn('main a.tag')).toEqual([
        ['intro', '/docs/tags/intro'],
        ['setup', '/docs/tags/setup'],
      ])
      expect((await page.goto(fx('tags/intro')))?.status()).toBe(200)
      expect(await page.locator('h1').textContent()).toContain('intro')
      const introDocs = await page.locator('main li a').evaluateAll((as) => as.map((a) => a.getAttribute('href')))
      expect(introDocs.sort()).toEqual(['/docs/', '/docs/guides/install'])
      await page.goto(fx('tags/setup'))
      expect(await page.locator('main li a').evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual([
        '/docs/guides/install',
      ])
      // A doc's tags link to the tag page.
      await page.goto(fx('guides/install'))
      expect(await page.locator('main a[href="/docs/tags/setup"]').count()).toBe(1)

      expect((await page.goto(fx('about')))?.status()).toBe(200)
      expect((await page.locator('main h1').textContent())?.trim()).toBe('About this fixture')
      expect(await page.locator('main').textContent()).toContain('A standalone markdown page.')
      expect(await page.locator('header.navbar').isVisible()).toBe(true)

      expect((await page.goto(siteUrl + '/blog/tags'))?.status()).toBe(404)
      expect((await page.goto(siteUrl + '/tags'))?.status()).toBe(404)
      expect((await page.locator('main h1').textContent())?.trim()).toBe('Page Not Found')
    })
  })
})

describe('e2e/theme: states (S3, S4, S1, C2) and base URL (L1)', () => {
  test('S3 fixture dropdown "More": opens on click, closes on a click outside, opens with Enter on the focused button, Escape closes', async () => {
    await withPage(browser, desktop, async (page) => {
      await page.goto(fx(''))
      const dropdown = page.locator('header.navbar [data-dropdown]')
      const button = dropdown.locator('> button')
      const item = dropdown.getByRole('link', { name: 'Install guide' })
      expect((await button.textContent())?.trim()).toBe('More')
      expect(await button.getAttribute('aria-haspopup')).toBe('true')
      await item.waitFor({ state: 'hidden' })

      await button.click()
      await item.waitFor({ state: 'visible' })
      expect(await button.getAttribute('aria-expanded')).toBe('true')
      expect(await dropdown.getAttribute('data-open')).not.toBeNull()

      await page.locator('main h1').click() // outside
      await item.waitFor({ state: 'hidden' })
      expect(await button.getAttribute('aria-expanded')).toBe('false')

      await button.focus()
      await page.keyboard.press('Enter')
      await item.waitFor({ state: 'visible' })
      expect(await button.getAttribute('aria-expanded')).toBe('true')
      await page.keyboard.press('Escape')
      await item.waitFor({ state: 'hidden' })
      expect(await button.getAttribute('aria-expanded')).toBe('false')

      // An item works: internal, with the base URL.
      await button.click()
      await item.waitFor({ state: 'visible' })
      expect(await item.getAttribute('href')).toBe('/docs/guides/install')
      await item.click()
      await page.waitForURL(fx('guides/install'))
      await page.waitForSelector('main h1:has-text("Install")')
    })
  })

  test('S4 fixture announcement bar shows, closing it hides it and a reload keeps it hidden; a new bar id shows it again; the site shows none', async () => {
    await withPage(browser, desktop, async (page) => {
      await page.goto(fx(''))
      const bar = page.locator('[data-announcement-bar]')
      expect(await bar.getAttribute('data-id')).toBe('launch-1')
      expect(await bar.isVisible()).toBe(true)
      expect(await bar.textContent()).toContain('Fixture announcement')
      await bar.getByRole('button', { name: 'Close' }).click()
      await bar.waitFor({ state: 'hidden' })
      await page.reload()
      expect(await page.locator('html').getAttribute('data-announcement-dismissed')).not.toBeNull()
      expect(await bar.isVisible()).toBe(false)
      await page.goto(fx('blog'))
      expect(await bar.isVisible()).toBe(false)

      // A dismissal of an older bar does not hide this one.
      await page.evaluate(() => localStorage.setItem('docusaurus.announcement.id', 'launch-0'))
      await page.reload()
      await bar.waitFor({ state: 'visible' })

      await page.goto(siteUrl + '/')
      expect(await page.locator('[data-announcement-bar], .announcement-bar').count()).toBe(0)
    })
  })

  test('S1 colour toggle switches light ↔ dark, stores `theme`, shows only the matching heading image on /, survives reload and syncs to another tab', async () => {
    await withPage(browser, desktop, async (page) => {
      await page.goto(siteUrl + '/')
      const light = page.locator('article img[src*="#gh-light-mode-only"], article img.themed-image--light').first()
      const dark = page.locator('article img[src*="#gh-dark-mode-only"], article img.themed-image--dark').first()
      const toggle = page.locator('header.navbar [data-color-mode-toggle]')
      expect(await page.getAttribute('html', 'data-theme')).toBe('light')
      expect(await light.isVisible()).toBe(true)
      expect(await dark.isVisible()).toBe(false)
      expect(await toggle.getAttribute('aria-label')).toMatch(/currently light mode/)

      const other = await page.context().newPage()
      await other.goto(siteUrl + '/tips')

      await toggle.click()
      await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark')
      expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark')
      expect(await light.isVisible()).toBe(false)
      expect(await dark.isVisible()).toBe(true)
      expect(await toggle.getAttribute('aria-label')).toMatch(/currently dark mode/)
      await other.waitForFunction(() => document.documentElement.dataset.theme === 'dark')

      await page.reload()
      expect(await page.getAttribute('html', 'data-theme')).toBe('dark')
      expect(await dark.isVisible()).toBe(true)
      expect(await light.isVisible()).toBe(false)

      await toggle.click()
      await page.waitForFunction(() => document.documentElement.dataset.theme === 'light')
      expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light')
      expect(await light.isVisible()).toBe(true)
      expect(await dark.isVisible()).toBe(false)
    })
  })

  test('C2 default mode is light with no stored value even when the browser prefers dark; the toggle only alternates light/dark', async () => {
    await withPage(browser, { ...desktop, colorScheme: 'dark' }, async (page) => {
      await page.goto(siteUrl + '/')
      expect(await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)).toBe(true)
      expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull()
      expect(await page.getAttribute('html', 'data-theme')).toBe('light')
      const bg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor)
      const [r, g, b] = bg.match(/\d+/g)!.map(Number)
      expect(r + g + b, `body background ${bg}`).toBeGreaterThan(600)
      expect(await page.locator('article img[src*="#gh-light-mode-only"]').isVisible()).toBe(true)
      const toggle = page.locator('header.navbar [data-color-mode-toggle]')
      const seen: (string | null)[] = []
      for (let i = 0; i < 3; i++) {
        await toggle.click()
        seen.push(await page.evaluate(() => localStorage.getItem('theme')))
      }
      expect(seen).toEqual(['dark', 'light', 'dark'])
    })
  })

  test('L1 fixture: every internal link carries the /docs/ base, and following them works', async () => {
    await onShared(async (page) => {
      for (const path of ['', 'guides/usage', 'blog', 'blog/2024/12/01/old-news', 'about']) {
        await page.goto(fx(path))
        const hrefs = await page.locator('a[href^="/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')!))
        expect(hrefs.length, path).toBeGreaterThan(3)
        const bad = hrefs.filter((h) => !h.startsWith('/docs/'))
        expect(bad, `links without base on /docs/${path}`).toEqual([])
        const srcs = await page
          .locator('img[src^="/"], link[href^="/"], script[src^="/"]')
          .evaluateAll((els) => els.map((e) => e.getAttribute('src') ?? e.getAttribute('href')!))
        expect(
          srcs.filter((s) => !s.startsWith('/docs/')),
          `assets without base on /docs/${path}`,
        ).toEqual([])
      }
      await page.goto(fx(''))
      // The markdown link [the blog](/blog) and the navbar "Blog" item.
      expect(await page.locator('article a', { hasText: 'the blog' }).getAttribute('href')).toBe('/docs/blog')
      await page.locator('header.navbar a.navbar__link', { hasText: 'Blog' }).click()
      await page.waitForURL(fx('blog'))
      await page.waitForSelector('main article.blog-post')
      expect(pathOf(page.url())).toBe('/docs/blog')
      await page.locator('header.navbar a.navbar__brand').click()
      await page.waitForURL(fx(''))
      await page.waitForSelector('main h1:has-text("Welcome")')
    })
  })
})
