/**
 * Sass, mermaid and ideal-image in a Docusaurus project (issue 28, items 1–3), in Chromium: the
 * fixture generator/test/fixtures/docusaurus-diagrams has a .scss customCss, a component with a
 * .module.scss, a doc with two mermaid fences (flows), one without (plain) and an MDX doc with
 * `@theme/IdealImage` (pictures).
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { launchBrowser } from './harness.js'
import { withPage } from './util.js'

const base = inject('diagramsUrl')

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

/** Every URL the page requests from now on. */
function requests(page: Page): string[] {
  const urls: string[] = []
  page.on('request', (r) => urls.push(r.url()))
  return urls
}

const DIAGRAM = '.docusaurus-mermaid-container .mermaid-diagram svg'

describe('e2e/docusaurus-diagrams: Sass, mermaid and ideal-image', () => {
  test("28.1 the .scss customCss (a @use'd partial, nesting) and a component's .module.scss apply", async () => {
    await withPage(browser, {}, async (page, errors) => {
      expect((await page.goto(base + '/docs/flows'))?.status()).toBe(200)
      const note = await page.locator('.sass-note').evaluate((el) => {
        const s = getComputedStyle(el)
        return [s.color, s.backgroundColor, s.paddingTop]
      })
      expect(note).toEqual(['rgb(10, 20, 30)', 'rgb(250, 240, 200)', '8px'])
      await page.goto(base + '/docs/pictures')
      const badge = await page.locator('span', { hasText: /^new$/ }).evaluate((el) => {
        const s = getComputedStyle(el)
        return [s.borderTopWidth, s.borderTopStyle, s.borderTopColor]
      })
      expect(badge).toEqual(['3px', 'solid', 'rgb(0, 128, 0)'])
      expect(errors).toEqual([])
    })
  })

  test('28.2 both mermaid fences are drawn as <svg> after load, in the light theme set in themeConfig.mermaid; the source is hidden then', async () => {
    await withPage(browser, {}, async (page, errors) => {
      await page.goto(base + '/docs/flows')
      await expect.poll(() => page.locator(DIAGRAM).count(), { timeout: 15_000 }).toBe(2)
      expect(
        await page
          .locator('.docusaurus-mermaid-container')
          .evaluateAll((els) => els.map((e) => e.getAttribute('data-mermaid-theme'))),
      ).toEqual(['neutral', 'neutral'])
      expect(await page.locator('pre.mermaid-source').first().isVisible()).toBe(false)
      expect(await page.locator(DIAGRAM).first().textContent()).toContain('Browser')
      expect(await page.locator(DIAGRAM).nth(1).textContent()).toContain('Alice')
      expect(errors).toEqual([])
    })
  })

  test('28.2 the mermaid script is not requested on a page without a diagram; client navigation to one draws it', async () => {
    await withPage(browser, {}, async (page, errors) => {
      const urls = requests(page)
      await page.goto(base + '/docs/plain')
      await page.waitForLoadState('networkidle')
      expect(urls.filter((u) => u.includes('/assets/mermaid/'))).toEqual([])
      // The router swaps in the flows page: its diagrams are drawn without a full load.
      await page.evaluate(() => {
        ;(window as unknown as { __samePage: boolean }).__samePage = true
      })
      await page.locator('article a', { hasText: 'the flows' }).click()
      await expect.poll(() => page.locator(DIAGRAM).count(), { timeout: 15_000 }).toBe(2)
      expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true)
      expect(urls.some((u) => u.includes('/assets/mermaid/mermaid.'))).toBe(true)
      expect(errors).toEqual([])
    })
  })

  test('28.2 switching to dark mode draws the diagrams again with the dark theme', async () => {
    await withPage(browser, {}, async (page, errors) => {
      await page.goto(base + '/docs/flows')
      await expect.poll(() => page.locator(DIAGRAM).count(), { timeout: 15_000 }).toBe(2)
      const light = await page
        .locator(DIAGRAM)
        .first()
        .evaluate((svg) => svg.outerHTML)
      await page.locator('header.navbar [data-color-mode-toggle]').first().click()
      await expect.poll(() => page.getAttribute('html', 'data-theme')).toBe('dark')
      await expect
        .poll(() =>
          page
            .locator('.docusaurus-mermaid-container')
            .evaluateAll((els) => els.map((e) => e.getAttribute('data-mermaid-theme'))),
        )
        .toEqual(['dark', 'dark'])
      const dark = await page
        .locator(DIAGRAM)
        .first()
        .evaluate((svg) => svg.outerHTML)
      expect(dark).not.toBe(light)
      expect(await page.locator(DIAGRAM).count()).toBe(2)
      expect(errors).toEqual([])
    })
  })

  test("28.2 without JavaScript the diagram's source stays readable as code", async () => {
    await withPage(browser, { javaScriptEnabled: false }, async (page) => {
      await page.goto(base + '/docs/flows')
      const source = page.locator('pre.mermaid-source').first()
      expect(await source.isVisible()).toBe(true)
      expect(await source.textContent()).toContain('Browser --> Server')
    })
  })

  test("28.3 the ideal image is a lazy <img> with the png's width and height, its alt kept, and it loads", async () => {
    await withPage(browser, {}, async (page, errors) => {
      await page.goto(base + '/docs/pictures')
      const img = page.locator('img.ideal-image').first()
      expect(await img.getAttribute('width')).toBe('40')
      expect(await img.getAttribute('height')).toBe('30')
      expect(await img.getAttribute('loading')).toBe('lazy')
      expect(await img.getAttribute('alt')).toBe('A swatch of colour')
      await img.scrollIntoViewIfNeeded()
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(40)
      expect(errors).toEqual([])
    })
  })

  test('28.1 28.3 an island whose component imports a .module.scss and a .scss hydrates with the same scoped class (styles apply), and its IdealImage keeps its size', async () => {
    await withPage(browser, {}, async (page, errors) => {
      await page.goto(base + '/docs/pictures')
      const button = page.locator('button.counter-button')
      await expect
        .poll(
          async () => {
            await button.click()
            return button.textContent()
          },
          { timeout: 10_000 },
        )
        .toMatch(/^Clicked [1-9]\d* times$/)
      const box = await page.locator('cwc-island div:has(> button.counter-button)').evaluate((el) => {
        const s = getComputedStyle(el)
        return [el.className, s.outlineStyle, s.outlineWidth, s.outlineColor]
      })
      expect(box).toEqual([expect.stringMatching(/^styles_h[0-9a-f]{5}_counter$/), 'dashed', '2px', 'rgb(10, 20, 30)'])
      expect(await button.evaluate((el) => getComputedStyle(el).marginBottom)).toBe('10px')
      const img = page.locator('cwc-island img.ideal-image')
      expect([
        await img.getAttribute('width'),
        await img.getAttribute('height'),
        await img.getAttribute('alt'),
      ]).toEqual(['40', '30', 'The swatch again, in an island'])
      expect(errors).toEqual([])
    })
  })
})
