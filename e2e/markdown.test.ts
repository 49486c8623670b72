/**
 * Markdown extras in Chromium: code block copy buttons, tabs (click, arrow keys,
 * group sync, remembered across reloads and client navigation, no-JS fallback), animated
 * `<details>`, unlisted pages, and code that scrolls inside its block at 375 px. All on the
 * fixture's unlisted page `guides/extras` (generator/test/fixtures/base-docs, baseUrl '/docs/').
 */
import path from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { DESKTOP, launchBrowser, MOBILE } from './harness.js'
import { shownPanels, tabsBlock, texts, withPage } from './util.js'

const fixtureUrl = inject('fixtureUrl')
const fx = (p = ''): string => `${fixtureUrl}/docs/${p}`
const EXTRAS = fx('guides/extras')
const AXE = path.resolve(import.meta.dirname, '../node_modules/axe-core/axe.min.js')

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

// The tabs blocks of the page (tabsBlock, shownPanels: e2e/util.ts): 0 and 1 share groupId "pm" (0 has a
// "yarn" tab, 1 does not); 2 has no group.
const selected = (page: Page, i: number) =>
  tabsBlock(page, i).locator('[role="tab"][aria-selected="true"]').textContent()
const tab = (page: Page, i: number, name: string) => tabsBlock(page, i).getByRole('tab', { name, exact: true })

describe('e2e/markdown: code blocks', () => {
  test('the copy button copies the code text (no title, line numbers or highlight comments), says "Copied" in a live region, then "Copy" again', async () => {
    await withPage(browser, { permissions: ['clipboard-read', 'clipboard-write'] }, async (page, errors) => {
      await page.goto(EXTRAS)
      const settings = page.locator('.code-block', {
        has: page.locator('.code-block__title', { hasText: 'settings.json' }),
      })
      const button = settings.locator('button.code-block__copy')
      expect(await button.locator('[aria-live="polite"]').textContent()).toBe('Copy')
      await settings.hover()
      await button.click()
      await page.waitForFunction(
        () => document.querySelector('.code-block__copy [aria-live]')?.textContent === 'Copied',
      )
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('{\n  "a": 1,\n  "highlighted": true\n}')
      await page.waitForFunction(
        () => document.querySelector('.code-block__copy [aria-live]')?.textContent === 'Copy',
        null,
        { timeout: 4000 },
      )

      const numbered = page.locator('.code-block', { has: page.locator('pre[data-line-numbers]') })
      await numbered.hover()
      await numbered.locator('button.code-block__copy').click()
      await page.waitForFunction(
        () => document.querySelectorAll('.code-block__copy [aria-live]')[1]?.textContent === 'Copied',
      )
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('const a = 1\nconst b = 2')
      expect(errors.filter((e) => !e.startsWith('Failed to load resource'))).toEqual([]) // the fixture has no favicon
    })
  })

  test('highlighted lines ({3} in the meta and highlight-next-line) are marked with a bar; line numbers show', async () => {
    await withPage(browser, {}, async (page) => {
      await page.goto(EXTRAS)
      expect(await texts(page.locator('.line.highlighted'))).toEqual(['"highlighted": true', 'const b = 2'])
      const bar = await page
        .locator('.line.highlighted')
        .first()
        .evaluate((l) => getComputedStyle(l).boxShadow)
      expect(bar).toMatch(/inset/)
      const number = await page
        .locator('pre[data-line-numbers] .line')
        .nth(1)
        .evaluate((l) => getComputedStyle(l, '::before').content)
      expect(number).not.toBe('none')
    })
  })

  test('at 375 px a long code line scrolls inside its block; the page does not get wider', async () => {
    await withPage(browser, { viewport: MOBILE }, async (page) => {
      await page.goto(EXTRAS)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width)
      const pre = page.locator('pre', { hasText: 'a very long line' })
      const box = await pre.evaluate((p) => ({
        scroll: p.scrollWidth,
        client: p.clientWidth,
        right: p.getBoundingClientRect().right,
      }))
      expect(box.scroll).toBeGreaterThan(box.client)
      expect(box.right).toBeLessThanOrEqual(MOBILE.width)
      expect(
        await pre.evaluate((p) => {
          p.scrollLeft = 200
          return p.scrollLeft
        }),
      ).toBeGreaterThan(0)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width)
    })
  })
})

describe('e2e/markdown: tabs', () => {
  test('a click selects a tab and shows only its panel; blocks with the same groupId follow; an ungrouped block does not', async () => {
    await withPage(browser, {}, async (page, errors) => {
      await page.goto(EXTRAS)
      expect([await selected(page, 0), await selected(page, 1), await selected(page, 2)]).toEqual(['npm', 'npm', 'One'])
      expect(await shownPanels(page, 0)).toEqual(['npm'])
      await tab(page, 0, 'pnpm').click()
      expect([await selected(page, 0), await selected(page, 1), await selected(page, 2)]).toEqual([
        'pnpm',
        'pnpm',
        'One',
      ])
      expect(await shownPanels(page, 0)).toEqual(['pnpm'])
      expect(await shownPanels(page, 1)).toEqual(['pnpm'])
      await tab(page, 2, 'Two').click()
      expect([await selected(page, 0), await selected(page, 2)]).toEqual(['pnpm', 'Two'])
      expect(await shownPanels(page, 2)).toEqual(['Two'])
      expect(errors.filter((e) => !e.startsWith('Failed to load resource'))).toEqual([])
    })
  })

  test('ArrowRight/ArrowLeft move selection and focus (wrapping); only the selected tab is in the tab order', async () => {
    await withPage(browser, {}, async (page) => {
      await page.goto(EXTRAS)
      // The tabs chunk loads after the page (a click before it is replayed, a key is not): wait for it, as
      // the choice it stores shows.
      await tab(page, 0, 'npm').click()
      await expect
        .poll(() => page.evaluate(() => localStorage.getItem('docusaurus.tab.pm')), { timeout: 10_000 })
        .toBe('npm')
      await tab(page, 0, 'npm').focus()
      await page.keyboard.press('ArrowRight')
      expect(await selected(page, 0)).toBe('pnpm')
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('pnpm')
      await page.keyboard.press('ArrowRight')
      expect(await selected(page, 0)).toBe('yarn')
      expect(await selected(page, 1)).toBe('pnpm') // it has no yarn tab: keeps its choice
      await page.keyboard.press('ArrowRight')
      expect(await selected(page, 0)).toBe('npm')
      await page.keyboard.press('ArrowLeft')
      expect(await selected(page, 0)).toBe('yarn')
      expect(
        await tabsBlock(page, 0)
          .locator('[role="tab"]')
          .evaluateAll((ts) => ts.map((t) => (t as HTMLElement).tabIndex)),
      ).toEqual([-1, -1, 0])
      // Tab moves from the selected tab into its panel, not to the next tab.
      await page.keyboard.press('Tab')
      expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('tabpanel')
    })
  })

  test('a tab clicked before the tabs chunk has loaded is selected once it has (the click is not lost)', async () => {
    await withPage(browser, {}, async (page) => {
      // Hold back the tabs chunk (found by its storage key) until after the click.
      let release!: () => void
      const held = new Promise<void>((resolve) => {
        release = resolve
      })
      let seen = false
      await page.route('**/*.js', async (route) => {
        const response = await route.fetch()
        const body = await response.text()
        if (body.includes('docusaurus.tab.')) {
          seen = true
          await held
        }
        await route.fulfill({ response, body })
      })
      await page.goto(EXTRAS)
      await tab(page, 2, 'Two').click()
      expect(await selected(page, 2)).toBe('One') // nothing can select it yet
      release()
      await expect.poll(() => selected(page, 2), { timeout: 10_000 }).toBe('Two')
      expect(seen).toBe(true)
    })
  })

  test('the choice of a group is remembered across reloads (docusaurus.tab.{groupId}) and after client-side navigation', async () => {
    await withPage(browser, {}, async (page) => {
      await page.goto(EXTRAS)
      await tab(page, 1, 'pnpm').click()
      // The tabs chunk loads after the page; a click before it is replayed once it has (test above).
      await expect
        .poll(() => page.evaluate(() => localStorage.getItem('docusaurus.tab.pm')), { timeout: 10_000 })
        .toBe('pnpm')
      await page.reload()
      expect([await selected(page, 0), await selected(page, 1), await selected(page, 2)]).toEqual([
        'pnpm',
        'pnpm',
        'One',
      ])
      expect(await shownPanels(page, 0)).toEqual(['pnpm'])

      // Client-side navigation away and back: the swapped-in page gets the stored choice too.
      await page.evaluate(() => localStorage.setItem('docusaurus.tab.pm', 'yarn'))
      await page.goto(fx('guides/install'))
      await page.evaluate(() => {
        ;(window as unknown as { __mark: number }).__mark = 1
      })
      await page.evaluate((href) => {
        const a = Object.assign(document.createElement('a'), { href, textContent: 'Extras' })
        document.querySelector('main article')!.append(a)
      }, '/docs/guides/extras')
      await page.locator('main article a', { hasText: 'Extras' }).click()
      await page.waitForURL(EXTRAS)
      await page.locator('.tabs').first().waitFor()
      expect(await page.evaluate(() => (window as unknown as { __mark?: number }).__mark)).toBe(1) // no full load
      expect(await selected(page, 0)).toBe('yarn')
    })
  })

  test('without JS every panel shows under its label and the tab row and copy buttons are hidden', async () => {
    await withPage(browser, { javaScriptEnabled: false }, async (page) => {
      await page.goto(EXTRAS)
      expect(await shownPanels(page, 0)).toEqual(['npm', 'pnpm', 'yarn'])
      expect(await texts(tabsBlock(page, 0).locator('.tabs__label'))).toEqual(['npm', 'pnpm', 'yarn'])
      expect(await tabsBlock(page, 0).locator('[role="tablist"]').isVisible()).toBe(false)
      expect(await page.locator('.code-block__copy').first().isVisible()).toBe(false)
      // <details> still opens natively.
      await page.locator('.markdown details summary').click()
      expect(await page.locator('.markdown details').evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true)
    })
  })
})

describe('e2e/markdown: details, alerts, images', () => {
  test('S6 a <details> in content opens and closes with a height animation', async () => {
    await withPage(browser, {}, async (page) => {
      await page.goto(EXTRAS)
      const details = page.locator('.markdown details')
      expect(await details.getByText('Hidden content').isVisible()).toBe(false)
      const clickSummary = () =>
        page.evaluate(() => {
          const d = document.querySelector<HTMLDetailsElement>('.markdown details')!
          d.querySelector('summary')!.click()
          return { state: d.dataset.collapse, animations: d.getAnimations().length }
        })
      expect(await clickSummary()).toEqual({ state: 'opening', animations: 1 })
      await page.waitForFunction(() => {
        const d = document.querySelector<HTMLDetailsElement>('.markdown details')!
        return d.open && !d.dataset.collapse
      })
      expect(await details.getByText('Hidden content').isVisible()).toBe(true)
      expect(await clickSummary()).toEqual({ state: 'closing', animations: 1 })
      await page.waitForFunction(() => {
        const d = document.querySelector<HTMLDetailsElement>('.markdown details')!
        return !d.open && !d.dataset.collapse
      })
    })
  })

  test('GitHub alerts render as admonitions; local images carry width and height', async () => {
    await withPage(browser, {}, async (page) => {
      await page.goto(EXTRAS)
      expect(
        await texts(page.locator('.admonition-tip .admonition-heading, .admonition-danger .admonition-heading')),
      ).toEqual(['Tip', 'Caution'])
      const img = page.locator('.markdown img[alt="Jane"]')
      expect([
        await img.getAttribute('width'),
        await img.getAttribute('height'),
        await img.getAttribute('loading'),
      ]).toEqual(['64', '64', 'lazy'])
    })
  })

  test('axe finds no serious or critical violation on the page (tabs, code, details), light and dark', async () => {
    for (const mode of ['light', 'dark']) {
      await withPage(browser, { viewport: DESKTOP }, async (page) => {
        if (mode === 'dark') await page.addInitScript(() => localStorage.setItem('theme', 'dark'))
        await page.goto(EXTRAS)
        await page.addScriptTag({ path: AXE })
        const violations = await page.evaluate(async () => {
          const axe = (
            window as unknown as {
              axe: {
                run(
                  ctx: Document,
                  o: object,
                ): Promise<{ violations: { id: string; impact: string | null; nodes: { target: unknown }[] }[] }>
              }
            }
          ).axe
          return (await axe.run(document, { resultTypes: ['violations'] })).violations
        })
        const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
        expect(
          serious.map((v) => `${v.id}: ${JSON.stringify(v.nodes.map((n) => n.target))}`),
          mode,
        ).toEqual([])
      })
    }
  })
})

describe('e2e/markdown: unlisted pages', () => {
  test('an unlisted doc is built and reachable, marked noindex with a banner, and in no sidebar', async () => {
    await withPage(browser, {}, async (page) => {
      const response = await page.goto(EXTRAS)
      expect(response?.status()).toBe(200)
      expect(await page.locator('h1').first().textContent()).toBe('Markdown extras')
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex')
      expect(await page.locator('.unlisted-banner .admonition-heading').textContent()).toBe('Unlisted page')
      // The page shows the docs sidebar for navigation, without an entry for itself…
      const sidebar = page.locator('nav.doc-sidebar')
      expect(await sidebar.isVisible()).toBe(true)
      expect(await sidebar.locator('a[href="/docs/guides/extras"]').count()).toBe(0)
      // …nor does the full sidebar file, nor the sidebar of a listed page in the same folder.
      const key = (await sidebar.getAttribute('data-persist'))!.replace(':', '-')
      const full = await (await fetch(fx(`__data/persist/${key}.html`))).text()
      expect(full).toContain('/docs/guides/install')
      expect(full).not.toContain('guides/extras')
      await page.goto(fx('guides/install'))
      expect(await page.locator('nav.doc-sidebar a[href="/docs/guides/extras"]').count()).toBe(0)
      expect(await page.locator('meta[name="robots"]').count()).toBe(0)
      expect(await page.locator('.unlisted-banner').count()).toBe(0)
    })
  })
})
