/**
 * A Docusaurus project built as it stands, in Chromium: the fixture
 * generator/test/fixtures/docusaurus-site has docusaurus.config.js, sidebars.js, docs/, blog/,
 * src/pages/ (a React homepage with CSS modules) and src/css/custom.css, and no file of ours.
 */
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { DESKTOP, launchBrowser, MOBILE } from './harness.js'
import { pathOf, texts, withPage, axeProblems, contrast, hue, loadAxeWithPages, toRgb } from './util.js'

const base = inject('docusaurusUrl')

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

describe('e2e/docusaurus: a Docusaurus project built as it stands', () => {
  test('the React homepage renders its hero and features with their CSS modules, in the brand colour of custom.css; no console error', async () => {
    await withPage(browser, {}, async (page, errors) => {
      expect((await page.goto(base + '/'))?.status()).toBe(200)
      expect(await page.title()).toBe('Home | Lantern')
      const hero = page.locator('header h1')
      await expect.poll(() => hero.textContent()).toBe('Lantern')
      expect(await page.locator('header p').first().textContent()).toBe('A small lamp for dark terminals')
      expect(await page.locator('header a', { hasText: 'Read the guide' }).getAttribute('href')).toBe('/docs/intro')
      expect(await texts(page.locator('section h3'))).toEqual(['Warm light', 'Quick start', 'Small'])
      // The CSS modules apply (scoped class names), and the hero's background is custom.css's --ifm-color-primary.
      const heroBox = page.locator('header:has(h1)')
      expect(await heroBox.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(37, 99, 235)')
      expect(await page.locator('section:has(h3)').evaluate((el) => getComputedStyle(el).display)).toBe('flex')
      expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(
        'Lantern lights up dark terminals',
      )
      expect(errors).toEqual([])
    })
  })

  test("31 the site's swizzled Root is drawn around every page and hydrated once: its notice after the footer closes on a click, and it stays mounted, with its state, across client navigation, its useLocation following the page", async () => {
    await withPage(browser, {}, async (page, errors) => {
      await page.goto(base + '/docs/intro')
      const notice = page.locator('aside[aria-label="Cookies"]')
      expect(await notice.textContent()).toBe('Lantern keeps no cookies. Okay')
      // Rendered at this page's URL by the build (it reads the location).
      expect(await notice.getAttribute('data-path')).toBe('/docs/intro')
      // Its elements take Infima's element base, as a React page's do (a paragraph: no top margin, 1.25rem below).
      expect(
        await notice.locator('p').evaluate((p) => [getComputedStyle(p).marginTop, getComputedStyle(p).marginBottom]),
      ).toEqual(['0px', '20px'])
      // The body's type is inherited from the root element, whose weight a site's CSS may set (Infima's html rule).
      expect(
        await page.evaluate(() => {
          document.documentElement.style.fontWeight = '300'
          return getComputedStyle(document.body).fontWeight
        }),
      ).toBe('300')
      await page.evaluate(() => {
        document.documentElement.style.fontWeight = ''
      })
      // 31 The navbar is padded by Infima's --ifm-navbar-padding-vertical: a site that sets it with \`height:
      // auto\` gets its taller bar.
      expect(
        await page.evaluate(() => {
          const nav = document.querySelector<HTMLElement>('header.navbar')!
          document.documentElement.style.setProperty('--ifm-navbar-padding-vertical', '20px')
          nav.style.height = 'auto'
          const { paddingTop, paddingBottom } = getComputedStyle(nav)
          return [
            paddingTop,
            paddingBottom,
            nav.getBoundingClientRect().height >
              nav.querySelector<HTMLElement>('.navbar__inner')!.getBoundingClientRect().height + 39,
          ]
        }),
      ).toEqual(['20px', '20px', true])
      // In the order Docusaurus draws Root around the app: its marker before the navbar, its notice after the footer.
      expect(
        await page.evaluate(() => {
          const after = (a: Element, b: Element) =>
            Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING)
          const [top, nav, footer, aside] = [
            '[data-root-top]',
            '.navbar',
            'footer.footer',
            'aside[aria-label="Cookies"]',
          ].map((s) => document.querySelector(s)!)
          // biome-ignore lint/suspicious/noDuplicateTestHooks: `after` is this test's own helper, not vitest's hook
          return [after(top!, nav!), after(footer!, aside!)]
        }),
      ).toEqual([true, true])
      await page.waitForFunction(() => (window as { __lanternRootMounts?: number }).__lanternRootMounts === 1)
      // Client navigation swaps the page inside Root, which keeps its state and is not mounted again.
      await page.evaluate(() => {
        ;(window as { __sameDocument?: boolean }).__sameDocument = true
      })
      await page.locator('.navbar a', { hasText: 'Blog' }).first().click()
      await page.waitForURL(/\/blog$/)
      await expect.poll(() => page.locator('main h2, article h2').count()).toBeGreaterThan(0)
      // Its useLocation (react-router-dom's, as sites import it) follows the navigation, as Docusaurus's router does.
      await expect.poll(() => notice.getAttribute('data-path')).toBe('/blog')
      await notice.locator('button').click()
      await expect.poll(() => notice.count()).toBe(0)
      await page.locator('.navbar a', { hasText: 'Guide' }).first().click()
      await page.waitForURL(/\/docs\/intro$/)
      expect(await page.locator('article h1').textContent()).toBe('What Lantern does')
      expect(await notice.count()).toBe(0)
      expect(
        await page.evaluate(() => [
          (window as { __sameDocument?: boolean }).__sameDocument,
          (window as { __lanternRootMounts?: number }).__lanternRootMounts,
        ]),
      ).toEqual([true, 1])
      expect(errors).toEqual([])
    })
  })

  test("31 with the site's Root around the page, the mobile menu still makes the rest of the page inert while it is open", async () => {
    await withPage(browser, { viewport: MOBILE }, async (page, errors) => {
      await page.goto(base + '/docs/intro')
      await page.locator('[data-mobile-toggle]').click()
      await page.waitForFunction(() => document.documentElement.hasAttribute('data-mobile-open'))
      const inert = () =>
        page.evaluate(() =>
          ['[data-root-top]', 'aside[aria-label="Cookies"]', '#__layout', 'footer.footer', '[data-mobile-panel]'].map(
            (s) => document.querySelector(s)!.closest('[inert]') !== null,
          ),
        )
      expect(await inert()).toEqual([true, true, true, true, false])
      await page.keyboard.press('Escape')
      await page.waitForFunction(() => !document.documentElement.hasAttribute('data-mobile-open'))
      expect(await inert()).toEqual([false, false, false, false, false])
      expect(errors).toEqual([])
    })
  })

  test('the navbar docSidebar item leads to the docs; the sidebar from sidebars.js; a generated index with its description and cards', async () => {
    await withPage(browser, {}, async (page, errors) => {
      await page.goto(base + '/')
      await page.locator('.navbar a', { hasText: 'Guide' }).first().click()
      await page.waitForURL(/\/docs\/intro$/)
      expect(await page.locator('article h1').textContent()).toBe('What Lantern does')
      expect(
        await texts(
          page.locator(
            '.doc-sidebar > .menu > .menu__item > .menu__link, .doc-sidebar > .menu > .menu__item > a, .doc-sidebar > .menu > li > details > summary, .doc-sidebar > .menu > li > a',
          ),
        ),
      ).toEqual(expect.arrayContaining(['What Lantern does', 'Getting started', 'Guides']))
      await page.goto(base + '/docs/category/guides')
      expect(await page.locator('article h1').textContent()).toBe('Guides')
      expect(await page.locator('article').textContent()).toContain('Longer walks through what Lantern can do.')
      const cards = await texts(page.locator('.doc-card-list a, .doc-cards a, a.doc-card').filter({ hasNotText: /^$/ }))
      expect(cards.join(' | ')).toMatch(/Colours/)
      expect(cards.join(' | ')).toMatch(/Recipes/)
      // 31 The navbar logo is 2rem high and as wide as its image, as Infima draws it (a wordmark is not a square).
      expect(
        await page.evaluate(async () => {
          const img = document.querySelector<HTMLImageElement>('img.navbar__logo')!
          img.src =
            'data:image/svg+xml,' +
            encodeURIComponent(
              '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 32"><rect width="96" height="32"/></svg>',
            )
          await img.decode()
          const r = img.getBoundingClientRect()
          return [Math.round(r.width), Math.round(r.height)]
        }),
      ).toEqual([96, 32])
      // A _category_.json generated index at its slug.
      expect((await page.goto(base + '/docs/recipes'))?.status()).toBe(200)
      expect(await page.locator('article').textContent()).toContain('Short answers to common wishes.')
      expect(errors).toEqual([])
    })
  })

  test("31 <html> has Docusaurus's page classes, and client navigation replaces them: the site's CSS for `html.docs-doc-page .main-wrapper` applies on a doc and its blog-list rule after a click to the blog", async () => {
    await withPage(browser, {}, async (page, errors) => {
      await page.goto(base + '/docs/intro')
      const state = () =>
        page.evaluate(() => ({
          cls: document.documentElement.className,
          page: getComputedStyle(document.querySelector('.main-wrapper')!).getPropertyValue('--lantern-page').trim(),
          aside: document.querySelector('aside.theme-doc-sidebar-container nav.doc-sidebar') !== null,
        }))
      expect(await state()).toEqual({
        cls: 'docs-wrapper plugin-docs plugin-id-default docs-version-current docs-doc-page docs-doc-id-intro',
        page: 'doc',
        aside: true,
      })
      await page.evaluate(() => {
        ;(window as unknown as { __kept: boolean }).__kept = true
      })
      await page.locator('.navbar a', { hasText: 'Blog' }).first().click()
      await page.waitForURL(/\/blog$/)
      await expect
        .poll(state)
        .toEqual({ cls: 'blog-wrapper blog-list-page plugin-blog plugin-id-default', page: 'blog-list', aside: false })
      // It was the client router's swap, not a page load.
      expect(await page.evaluate(() => (window as unknown as { __kept?: boolean }).__kept)).toBe(true)
      expect(errors).toEqual([])
    })
  })

  test('footer link columns sit side by side on desktop and stack on a phone, inside the viewport', async () => {
    for (const viewport of [DESKTOP, MOBILE]) {
      await withPage(browser, { viewport }, async (page) => {
        await page.goto(base + '/docs/intro')
        const columns = page.locator('footer .footer__column')
        expect(await columns.count()).toBe(3)
        expect(await texts(page.locator('footer .footer__title'))).toEqual(['Learn', 'Elsewhere', 'More'])
        const boxes = await columns.evaluateAll((els) =>
          els
            .map((el) => el.getBoundingClientRect())
            .map((r) => ({ top: Math.round(r.top), left: r.left, right: r.right })),
        )
        if (viewport === DESKTOP) expect(new Set(boxes.map((b) => b.top)).size).toBe(1)
        else expect(boxes[1]!.top).toBeGreaterThan(boxes[0]!.top)
        for (const b of boxes) expect(b.right).toBeLessThanOrEqual(viewport.width)
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width)
        expect(await page.locator('footer a', { hasText: 'Getting started' }).getAttribute('href')).toBe(
          '/docs/getting-started/install',
        )
        // footer.logo: a 48 px image linking home, loaded from static/; the navbar logo keeps its alt beside the title.
        const logo = page.locator('footer a.footer__logo-link[href="/"] img.footer__logo')
        expect(await logo.getAttribute('alt')).toBe('Lantern, home')
        await logo.scrollIntoViewIfNeeded()
        await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
        expect(await logo.evaluate((img) => Math.round(img.getBoundingClientRect().width))).toBe(48)
        expect(await page.locator('.navbar__brand img').first().getAttribute('alt')).toBe('Lantern logo')
      })
    }
  })

  test("31 a markdown page of src/pages is theme-classic's MDXPage: col--8 beside its col--2 TOC, centred (text at x = 123, 821 px wide at 1280), headings at Infima's base sizes; no TOC on a phone", async () => {
    await withPage(browser, { viewport: DESKTOP }, async (page) => {
      await page.goto(base + '/about')
      const box = async (sel: string) =>
        page
          .locator(sel)
          .first()
          .evaluate((e) => {
            const b = e.getBoundingClientRect()
            return [Math.round(b.x), Math.round(b.y), Math.round(b.width), getComputedStyle(e).fontSize]
          })
      expect(await box('article h1')).toEqual([123, 92, 821, '32px'])
      expect((await box('article h2'))[3]).toBe('24px')
      expect(await page.locator('.col--2 .toc a', { hasText: 'Who' }).count()).toBe(1)
    })
    await withPage(browser, { viewport: MOBILE }, async (page) => {
      await page.goto(base + '/about')
      expect(await page.locator('.toc-mobile').count()).toBe(0)
      expect(await page.locator('article h1').evaluate((e) => Math.round(e.getBoundingClientRect().x))).toBe(16)
    })
  })

  test('31 a blog post as theme-classic lays it out at 1280: recent posts in col--3 of the 1140 px container (text at x = 86, 253 px wide, 92 px down), titled at h3 size; the post in col--7 (x = 371, 633 px)', async () => {
    await withPage(browser, { viewport: DESKTOP }, async (page) => {
      await page.goto(base + '/blog/2025/02/10/spring-release')
      const box = async (sel: string) =>
        page
          .locator(sel)
          .first()
          .evaluate((e) => {
            const b = e.getBoundingClientRect()
            return [Math.round(b.x), Math.round(b.y), Math.round(b.width)]
          })
      expect(await box('.blog-sidebar__title')).toEqual([86, 92, 253])
      expect((await box('article h1')).slice(0, 3)).toEqual([371, 92, 633])
      // The TOC as Infima's: no title, its list padded .5rem, each entry .5rem from the next, at the body's
      // line height.
      expect((await box('.toc .toc__link'))[1]).toBe(108)
      expect(await page.locator('.toc__title').isVisible()).toBe(false)
      const title = await page
        .locator('.blog-sidebar__title')
        .evaluate((e) => [getComputedStyle(e).fontSize, getComputedStyle(e).textTransform])
      expect(title).toEqual(['20px', 'none'])
      // The current post in the link colour, the others in the text's.
      const [current, body] = await page
        .locator('.blog-sidebar__link--active')
        .evaluate((a) => [getComputedStyle(a).color, getComputedStyle(document.body).color])
      expect(current).not.toBe(body)
    })
  })

  test('the blog: a dated post URL, its author page and its tag page from tags.yml', async () => {
    await withPage(browser, {}, async (page, errors) => {
      await page.goto(base + '/blog')
      // 31 As theme-classic's list: no visible heading of its own (it stays for screen readers), each post's
      // title a 3rem link in the link colour.
      const heading = page.getByRole('heading', { level: 1 })
      expect(await heading.count()).toBe(1)
      expect(await heading.evaluate((h) => h.getBoundingClientRect().width)).toBeLessThanOrEqual(1)
      const title = page.locator('.blog-post__title').first()
      expect(await title.evaluate((h) => getComputedStyle(h).fontSize)).toBe('48px')
      const [linkColour, bodyColour] = await title
        .locator('a')
        .evaluate((a) => [getComputedStyle(a).color, getComputedStyle(document.body).color])
      expect(linkColour).not.toBe(bodyColour)
      await page.locator('article a', { hasText: 'Spring release' }).first().click()
      await page.waitForURL(/\/blog\/2025\/02\/10\/spring-release$/)
      expect(pathOf(page.url())).toBe('/blog/2025/02/10/spring-release')
      expect(await page.locator('article').textContent()).toContain('It also starts faster.')
      // 31 A post's own h2 is Infima's `.markdown > h2`, 2rem, as a doc's (prettier.io's posts had 1.5rem).
      expect(
        await page.locator('article h2', { hasText: 'Under the hood' }).evaluate((h) => getComputedStyle(h).fontSize),
      ).toBe('32px')
      expect(await page.locator('a', { hasText: 'Ada Lumen' }).first().getAttribute('href')).toBe('/blog/authors/ada')
      await page.goto(base + '/blog/tags/releases')
      expect(await page.locator('main').textContent()).toContain('News of each release.')
      expect(errors).toEqual([])
    })
  })

  // custom.css sets a blue primary (#2563eb, hue 221°) with Infima's shades and a dark variant
  // (#60a5fa, hue 213°); the theme's own accent is amber (hue ≈ 42°).
  test.each([
    ['light', [37, 99, 235]],
    ['dark', [96, 165, 250]],
  ] as const)(
    "%s mode: the site's primary, not our amber, colours the active sidebar item, TOC entry, navbar label and breadcrumb pill, at ≥ 4.5:1; axe is clean",
    async (mode, primary) => {
      await withPage(browser, { viewport: DESKTOP }, async (page) => {
        if (mode === 'dark') await page.addInitScript(() => localStorage.setItem('theme', 'dark'))
        await page.goto(base + '/docs/guides/colours')
        expect(await page.getAttribute('html', 'data-theme')).toBe(mode)
        await page.locator('#cold-light').evaluate((el) => el.scrollIntoView())
        await page.waitForSelector('nav.toc a.toc__link--active')
        const parts = {
          sidebar: page.locator('.menu__link--active', { hasText: 'Colours' }).first(),
          toc: page.locator('nav.toc a.toc__link--active'),
          navbar: page.locator('.navbar__link--active', { hasText: 'Guide' }).first(),
          breadcrumb: page.locator('.breadcrumbs__link--current'),
        }
        const pageBg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor)
        for (const [name, el] of Object.entries(parts)) {
          // The TOC link's colour eases over 0.15 s when it turns active: read it once the transition ends.
          await el.evaluate((e) => Promise.all(e.getAnimations().map((a) => a.finished)))
          const style = await el.evaluate((e) => ({
            color: getComputedStyle(e).color,
            bg: getComputedStyle(e).backgroundColor,
          }))
          const [text, ownBg, bg] = await toRgb(page, [style.color, style.bg, pageBg])
          const behind = ownBg![3] === 0 ? bg! : ownBg!
          expect(Math.abs(hue(text!) - hue(primary)), `${name} text ${style.color}`).toBeLessThan(12)
          expect(contrast(text!, behind), `${name} contrast`).toBeGreaterThanOrEqual(4.5)
          if (name === 'sidebar' || name === 'breadcrumb') {
            // A pale tint of the primary behind it, not amber's #fff4d6.
            expect(Math.abs(hue(ownBg!) - hue(primary)), `${name} background ${style.bg}`).toBeLessThan(12)
            expect(ownBg!.slice(0, 3), `${name} background`).not.toEqual(bg!.slice(0, 3))
          }
        }
        // The bars are the primary itself.
        const rgb = `rgb(${primary.join(', ')})`
        expect(await parts.navbar.evaluate((e) => getComputedStyle(e).boxShadow)).toContain(rgb)
        expect(await parts.toc.evaluate((e) => getComputedStyle(e, '::before').backgroundColor)).toBe(rgb)
        expect(await axeProblems(page)).toEqual([])
      })
    },
  )

  test.each([
    ['light', [230, 246, 230], [0, 49, 0]],
    ['dark', [0, 49, 0], [230, 246, 230]],
  ] as const)(
    "31 an admonition as theme-classic draws it (%s): Infima's alert colours of its type, a 5px left border, its icon, links in its text colour",
    async (mode, bg, fg) => {
      await withPage(browser, {}, async (page, errors) => {
        if (mode === 'dark') await page.addInitScript(() => localStorage.setItem('theme', 'dark'))
        await page.goto(base + '/docs/getting-started/first-light')
        const tip = page.locator('.markdown .admonition-tip')
        const s = await tip.evaluate((e) => {
          const c = getComputedStyle(e)
          return {
            bg: c.backgroundColor,
            fg: c.color,
            left: c.borderLeftWidth,
            leftColour: c.borderLeftColor,
            top: c.borderTopWidth,
          }
        })
        expect(s).toEqual({
          bg: `rgb(${bg.join(', ')})`,
          fg: `rgb(${fg.join(', ')})`,
          left: '5px',
          leftColour: 'rgb(0, 148, 0)',
          top: '0px',
        })
        const heading = tip.locator('.admonition-heading')
        expect(await heading.evaluate((e) => getComputedStyle(e).textTransform)).toBe('uppercase')
        expect(
          await heading.evaluate(
            (e) =>
              getComputedStyle(e, '::before').maskImage ||
              getComputedStyle(e, '::before').getPropertyValue('-webkit-mask-image'),
          ),
        ).toMatch(/^url\("data:image\/svg\+xml/)
        const link = tip.locator('a', { hasText: 'installing' })
        expect(await link.evaluate((e) => getComputedStyle(e).color)).toBe(`rgb(${fg.join(', ')})`)
        // Its padding is Infima's, from the spacing variables a site may set (spec-untp sets
        // --ifm-spacing-horizontal: 20px).
        expect(await tip.evaluate((e) => getComputedStyle(e).paddingLeft)).toBe('16px')
        await page.evaluate(() => document.documentElement.style.setProperty('--ifm-spacing-horizontal', '20px'))
        expect(await tip.evaluate((e) => getComputedStyle(e).paddingLeft)).toBe('20px')
        expect(errors).toEqual([])
      })
    },
  )

  test('axe finds nothing serious on the homepage, a doc and a generated index', async () => {
    await withPage(browser, {}, async (page) => {
      await loadAxeWithPages(page)
      for (const url of ['/', '/docs/intro', '/docs/category/guides']) {
        await page.goto(base + url)
        expect(await axeProblems(page), url).toEqual([])
      }
    })
  })
})
