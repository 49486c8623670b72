/**
 * MDX pages in Chromium, on the fixture generator/test/fixtures/mdx-site (baseUrl
 * '/', docs under /docs): theme components (Tabs, CodeBlock, Admonition), partials, site
 * components, islands (hydrated with React only on their page, also after client-side
 * navigation), the no-JS view, the `.md` twin and the blog's `{/* truncate *\/}` excerpt.
 */
import fs from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { launchBrowser } from './harness.js'
import { pathOf, texts, withPage } from './util.js'

const mdxUrl = inject('mdxUrl')
const mdxDir = inject('mdxDir')
const KITCHEN = `${mdxUrl}/docs/`
const PLAIN = `${mdxUrl}/docs/plain`
/** The JS budget of every page (site.config budget.js default: 8 KB of gzip). */
const JS_BUDGET = 8 * 1024

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

/** Messages React logs (or throws through reportError) when hydration does not match the HTML. */
const HYDRATION_ERROR = /Minified React error #(418|423|425)|hydrat/i

/** Console errors (with the URL they are about) and uncaught page errors; nothing is filtered out. */
function trackErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  page.on('console', (m) => {
    if (m.type() !== 'error') return
    const url = m.location().url
    errors.push(url ? `${m.text()} (${url})` : m.text())
  })
  return errors
}

const tabsBlock = (page: Page) => page.locator('.markdown .tabs').first()
const shownPanels = (page: Page) =>
  tabsBlock(page)
    .locator('[role="tabpanel"]')
    .evaluateAll((ps) =>
      ps.filter((p) => (p as HTMLElement).offsetParent !== null).map((p) => (p as HTMLElement).dataset.value),
    )

/** Wait until React has hydrated the island that holds `selector` (it sets its own keys on the element). */
async function waitForHydrated(page: Page, selector: string): Promise<void> {
  await page.waitForFunction((s) => {
    const el = document.querySelector(s)
    return !!el && Object.keys(el).some((k) => k.startsWith('__reactFiber') || k.startsWith('__reactProps'))
  }, selector)
}

describe('e2e/mdx: the MDX kitchen-sink page', () => {
  test('theme components work (tabs with groupId "pm", code block title and copy, tip "Good to know" and :::note), the partial and its TOC heading, the site component; no console error', async () => {
    await withPage(browser, { permissions: ['clipboard-read', 'clipboard-write'] }, async (page) => {
      const errors = trackErrors(page)
      const response = await page.goto(KITCHEN)
      expect(response?.status()).toBe(200)
      expect(await page.locator('main h1').textContent()).toBe('Kitchen sink')

      // Tabs: npm is the default; clicking Yarn shows its panel and hides npm's.
      const tabs = tabsBlock(page)
      expect(await tabs.getAttribute('data-group-id')).toBe('pm')
      expect(await texts(tabs.locator('[role="tab"]'))).toEqual(['npm', 'Yarn'])
      expect(await tabs.locator('[role="tab"][aria-selected="true"]').textContent()).toBe('npm')
      expect(await shownPanels(page)).toEqual(['npm'])
      expect(await tabs.getByText('Run the installer with npm.').isVisible()).toBe(true)
      expect(await tabs.getByText('Run the installer with Yarn.').isVisible()).toBe(false)
      await tabs.getByRole('tab', { name: 'Yarn', exact: true }).click()
      await page.waitForFunction(
        () => document.querySelector('.markdown .tabs [role="tab"][aria-selected="true"]')?.textContent === 'Yarn',
      )
      expect(await shownPanels(page)).toEqual(['yarn'])
      expect(await tabs.getByText('Run the installer with Yarn.').isVisible()).toBe(true)
      expect(await tabs.getByText('Run the installer with npm.').isVisible()).toBe(false)
      expect(await page.evaluate(() => localStorage.getItem('docusaurus.tab.pm'))).toBe('yarn')

      // CodeBlock: title, highlighted JSON, and a copy button that copies the code.
      const code = page.locator('.code-block', {
        has: page.locator('.code-block__title', { hasText: 'settings.json' }),
      })
      expect(await code.count()).toBe(1)
      expect(await code.getAttribute('data-language')).toBe('json')
      expect(await code.locator('.code-block__title').isVisible()).toBe(true)
      const copy = code.locator('button.code-block__copy')
      await code.hover()
      await copy.click()
      await page.waitForFunction(
        () => document.querySelector('.code-block__copy [aria-live]')?.textContent === 'Copied',
      )
      // It copies the code as shown, with the template literal's indentation (which MDX itself
      // strips, mdx-js/mdx#2574; the compiler reads the literal from the source).
      const shown = await code.locator('pre code').textContent()
      expect(shown).toBe('{\n  "fixture.enabled": true\n}')
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shown)

      // Admonitions: the <Admonition> component and the :::note directive.
      const tip = page.locator('.markdown .admonition-tip')
      expect(await tip.isVisible()).toBe(true)
      expect(await tip.locator('.admonition-heading').textContent()).toBe('Good to know')
      expect((await tip.locator('.admonition-content').textContent())?.replace(/\s+/g, ' ').trim()).toBe(
        'Admonitions can be components too.',
      )
      expect(await tip.locator('.admonition-content strong').textContent()).toBe('components')
      const note = page.locator('.markdown .admonition-note')
      expect(await note.isVisible()).toBe(true)
      expect(await note.locator('.admonition-heading').textContent()).toBe('Note')
      expect(await note.getByText('A directive admonition still works in MDX.').isVisible()).toBe(true)

      // The partial, with its prop, and its heading in the TOC.
      expect(
        await page.locator('.markdown').getByText('This part is shared, written for the fixture.').isVisible(),
      ).toBe(true)
      expect(await page.locator('.markdown h3#shared-setup').isVisible()).toBe(true)
      const toc = await page
        .locator('nav.toc a.toc__link')
        .evaluateAll((as) => as.map((a) => [a.getAttribute('href'), a.textContent]))
      expect(toc).toEqual([
        ['#install-steps', 'Install'],
        ['#configure', 'Configure'],
        ['#shared-setup', 'Shared setup'],
        ['#interact', 'Interact'],
      ])
      expect(await page.locator('nav.toc a.toc__link[href="#shared-setup"]').isVisible()).toBe(true)

      // The site component (with useBaseUrl) and the page's own exported component.
      expect(await texts(page.locator('.markdown p.greeting'))).toEqual(['Hello, reader! Logo at /img/logo.svg.'])
      expect(await page.locator('.markdown span.badge').textContent()).toBe('stable')

      await page.waitForLoadState('networkidle')
      expect(errors).toEqual([])
    })
  })

  test("the blog list shows only the MDX post's excerpt before {/* truncate */}; the post shows all of it", async () => {
    await withPage(browser, {}, async (page) => {
      const errors = trackErrors(page)
      await page.goto(`${mdxUrl}/blog`)
      const main = (await page.locator('main').textContent()) ?? ''
      expect(main).toContain('The excerpt of an MDX post.')
      expect(main).not.toContain('The rest of the post')
      await page.goto(`${mdxUrl}/blog/2025/03/04/hello-mdx`)
      const post = (await page.locator('main article').textContent()) ?? ''
      expect(post).toContain('The excerpt of an MDX post.')
      expect(post).toContain('The rest of the post, after the marker.')
      expect(errors).toEqual([])
    })
  })
})

describe('e2e/mdx: islands', () => {
  test('islands are interactive: the Counter counts 2 → 4 in two clicks, "Press me" runs its inline onClick; no hydration error', async () => {
    await withPage(browser, {}, async (page) => {
      const errors = trackErrors(page)
      await page.goto(KITCHEN)
      const counter = page.locator('cwc-island button.counter')
      expect(await counter.textContent()).toBe('Count: 2')
      await waitForHydrated(page, 'cwc-island button.counter')
      await counter.click()
      await page.waitForFunction(() => document.querySelector('button.counter')?.textContent === 'Count: 3')
      await counter.click()
      await page.waitForFunction(() => document.querySelector('button.counter')?.textContent === 'Count: 4')
      expect(await counter.textContent()).toBe('Count: 4')

      await waitForHydrated(page, 'cwc-island[data-island="1"] button')
      expect(await page.evaluate(() => document.body.dataset.clicked)).toBeUndefined()
      await page.getByRole('button', { name: 'Press me', exact: true }).click()
      expect(await page.evaluate(() => document.body.dataset.clicked)).toBe('yes')

      await page.waitForLoadState('networkidle')
      expect(errors.filter((e) => HYDRATION_ERROR.test(e))).toEqual([])
      expect(errors).toEqual([])
    })
  })

  test('only island pages load React: /docs/plain requests nothing under /assets/islands/ and its JS (gzip, with the inline head script) is ≤ 8 KB; /docs/ requests its islands script', async () => {
    await withPage(browser, {}, async (page) => {
      const errors = trackErrors(page)
      const requested: string[] = []
      page.on('request', (r) => requested.push(pathOf(r.url())))
      await page.goto(PLAIN, { waitUntil: 'networkidle' })
      expect(requested.filter((p) => p.startsWith('/assets/islands/'))).toEqual([])
      expect(await page.locator('cwc-island').count()).toBe(0)
      expect(await page.locator('link[rel="modulepreload"]').count()).toBe(0)

      // Every script the page fetched, gzipped from the build output, plus its inline scripts.
      const scripts = await page.evaluate(() => [
        ...new Set(
          performance
            .getEntriesByType('resource')
            .map((e) => new URL(e.name).pathname)
            .filter((p) => p.endsWith('.js')),
        ),
      ])
      expect(
        scripts.some((p) => /^\/assets\/runtime\.[A-Z0-9]+\.js$/.test(p)),
        scripts.join(', '),
      ).toBe(true)
      expect(requested.filter((p) => p.endsWith('.js')).sort()).toEqual([...scripts].sort())
      const external = scripts.map((p) => ({ p, gzip: gzipSync(fs.readFileSync(path.join(mdxDir, p))).length }))
      const inline = await page.locator('script:not([src])').evaluateAll((ss) => ss.map((s) => s.textContent ?? ''))
      const total = external.reduce((n, s) => n + s.gzip, 0) + inline.reduce((n, s) => n + gzipSync(s).length, 0)
      expect(total, JSON.stringify({ external, inline: inline.length })).toBeLessThanOrEqual(JS_BUDGET)
      expect(errors).toEqual([])

      // The island page does request its entry (and React with it).
      const island = await page.context().newPage()
      const islandErrors = trackErrors(island)
      const islandRequests: string[] = []
      island.on('request', (r) => islandRequests.push(pathOf(r.url())))
      await island.goto(KITCHEN, { waitUntil: 'networkidle' })
      const src = await island.locator('cwc-island').first().getAttribute('data-src')
      expect(src).toMatch(/^\/assets\/islands\/page-\d+\.[A-Z0-9]+\.js$/)
      expect(islandRequests).toContain(src)
      expect(fs.existsSync(path.join(mdxDir, src!))).toBe(true)
      expect(islandErrors).toEqual([])
    })
  })

  test('client-side navigation from /docs/plain to /docs/ (no full load) hydrates the counter; going back to /docs/plain unmounts it without an island error', async () => {
    await withPage(browser, {}, async (page) => {
      const errors = trackErrors(page)
      await page.goto(PLAIN, { waitUntil: 'networkidle' })
      await page.evaluate(() => {
        ;(window as unknown as { __mark: number }).__mark = 1
      })
      const mark = () => page.evaluate(() => (window as unknown as { __mark?: number }).__mark)

      await page.locator('nav.doc-sidebar a[href="/docs/"]').click()
      await page.waitForURL(KITCHEN)
      await page.locator('cwc-island button.counter').waitFor()
      expect(await mark()).toBe(1) // swapped by the router, not a full page load
      expect(await page.locator('main h1').textContent()).toBe('Kitchen sink')
      const counter = page.locator('cwc-island button.counter')
      expect(await counter.textContent()).toBe('Count: 2')
      await waitForHydrated(page, 'cwc-island button.counter')
      await counter.click()
      await page.waitForFunction(() => document.querySelector('button.counter')?.textContent === 'Count: 3')
      await page.getByRole('button', { name: 'Press me', exact: true }).click()
      expect(await page.evaluate(() => document.body.dataset.clicked)).toBe('yes')

      await page.goBack()
      await page.waitForURL(PLAIN)
      await page.locator('main h1', { hasText: 'Plain page' }).waitFor()
      expect(await mark()).toBe(1)
      expect(await page.locator('cwc-island').count()).toBe(0)
      await page.waitForLoadState('networkidle')
      expect(errors).toEqual([])

      // And forward again: the islands mount anew on the swapped-in page.
      await page.goForward()
      await page.waitForURL(KITCHEN)
      await page.locator('cwc-island button.counter').waitFor()
      expect(await mark()).toBe(1)
      await waitForHydrated(page, 'cwc-island button.counter')
      await page.locator('cwc-island button.counter').click()
      await page.waitForFunction(() =>
        /^Count: [34]$/.test(document.querySelector('button.counter')?.textContent ?? ''),
      )
      expect(errors).toEqual([])
    })
  })

  test('without JavaScript the islands\' static HTML is there ("Count: 2", "Press me") and every tab panel shows', async () => {
    await withPage(browser, { javaScriptEnabled: false }, async (page) => {
      await page.goto(KITCHEN)
      expect(await page.evaluate(() => document.documentElement.hasAttribute('data-js'))).toBe(false)
      const counter = page.locator('cwc-island button.counter')
      expect(await counter.isVisible()).toBe(true)
      expect(await counter.textContent()).toBe('Count: 2')
      expect(await page.getByRole('button', { name: 'Press me', exact: true }).isVisible()).toBe(true)
      expect(await shownPanels(page)).toEqual(['npm', 'yarn'])
      expect(await texts(tabsBlock(page).locator('.tabs__label'))).toEqual(['npm', 'Yarn'])
      expect(await page.locator('.markdown').getByText('Run the installer with Yarn.').isVisible()).toBe(true)
    })
  })
})

describe('e2e/mdx: markdown twin', () => {
  test('/docs/index.md is readable markdown: no import/export lines, **npm** tab labels, a ```json fence with its title, :::tip[Good to know]', async () => {
    const response = await fetch(`${mdxUrl}/docs/index.md`)
    expect(response.status).toBe(200)
    const md = await response.text()
    expect(md.startsWith('# Kitchen sink\n')).toBe(true)
    expect(md).not.toMatch(/^\s*import\s/m)
    expect(md).not.toMatch(/^\s*export\s/m)
    expect(md).toContain('**npm**')
    expect(md).toContain('**Yarn**')
    expect(md).toContain('```json title="settings.json"\n{\n  "fixture.enabled": true\n}\n```')
    expect(md).toContain(':::tip[Good to know]')
    expect(md).toContain(':::note')
    expect(md).toContain('### Shared setup')
    expect(md).toContain('written for the fixture')
    expect(md).not.toMatch(/<(Tabs|TabItem|CodeBlock|Admonition|Setup|Greeting|Counter)\b/)
  })
})
