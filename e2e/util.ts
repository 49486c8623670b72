/** Small helpers shared by the theme, no-JS, a11y and screenshot e2e files. */
import path from 'node:path'
import type { Browser, BrowserContextOptions, Locator, Page } from 'playwright-core'
import { openPage } from './harness.js'

/** Open a fresh context + page, run `fn`, and always close the context. */
export async function withPage<T>(
  browser: Browser,
  options: BrowserContextOptions,
  fn: (page: Page, errors: string[]) => Promise<T>,
): Promise<T> {
  const { context, page, errors } = await openPage(browser, options)
  page.setDefaultTimeout(10_000) // fail fast; every wait here is for something already loaded
  try {
    return await fn(page, errors)
  } finally {
    await context.close()
  }
}

/** Whitespace-collapsed text content of every element the locator matches. */
export async function texts(locator: Locator): Promise<string[]> {
  return (await locator.allTextContents()).map((t) => t.replace(/\s+/g, ' ').trim())
}

/** Path (and search) of a URL, relative to its origin. */
export function pathOf(url: string): string {
  const u = new URL(url)
  return u.pathname + u.search
}

/** Wait until `<html>` has (or has not) an attribute. */
export async function waitForHtmlAttr(page: Page, name: string, present: boolean): Promise<void> {
  await page.waitForFunction(([n, p]) => document.documentElement.hasAttribute(n as string) === p, [
    name,
    present,
  ] as const)
}

/** Make lazy images load now (full-page screenshots do not scroll) and wait for them. */
export async function loadAllImages(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const imgs = [...document.images]
    for (const img of imgs) img.loading = 'eager'
    await Promise.all(imgs.map((img) => (img.complete ? null : img.decode().catch(() => null))))
  })
}

const AXE = path.resolve(import.meta.dirname, '../node_modules/axe-core/axe.min.js')

/**
 * Have axe in every page the context loads from now on: a page that checks several routes compiles
 * its 550 KB once per load this way, instead of again after each load when injected (a third of a
 * route's time in the a11y suite, measured).
 */
export async function loadAxeWithPages(page: Page): Promise<void> {
  await page.context().addInitScript({ path: AXE })
}

/** What axe reports of a violation (the parts the suites read). */
export interface AxeViolation {
  id: string
  impact: string | null
  help: string
  helpUrl: string
  nodes: { target: unknown[]; failureSummary?: string; html: string }[]
}

/** axe's serious and critical violations on the loaded page (axe injected unless loaded with the page:
 * `loadAxeWithPages`). */
export async function seriousAxeViolations(page: Page): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE })
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run(ctx: Document, o: object): Promise<{ violations: AxeViolation[] }> } }
    ).axe
    return (await axe.run(document, { resultTypes: ['violations'] })).violations
  })
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
}

/** axe's serious and critical violations on the loaded page, as readable lines. */
export async function axeProblems(page: Page): Promise<string[]> {
  return (await seriousAxeViolations(page)).map((v) => `${v.id}: ${JSON.stringify(v.nodes.map((n) => n.target))}`)
}

/** The i-th tabs block of the page (`div.tabs`, DOM.md). */
export const tabsBlock = (page: Page, i: number): Locator => page.locator('.tabs').nth(i)

/** The values of a tabs block's panels that are shown (all of them without JavaScript). */
export const shownPanels = (page: Page, i: number): Promise<(string | undefined)[]> =>
  tabsBlock(page, i)
    .locator('[role="tabpanel"]')
    .evaluateAll((ps) =>
      ps.filter((p) => (p as HTMLElement).offsetParent !== null).map((p) => (p as HTMLElement).dataset.value),
    )

/** CSS colours (any syntax the page computes: rgb(), oklch(), color(srgb …)) as sRGB 0–255 + alpha, drawn by
 * the page's canvas. */
export function toRgb(page: Page, colours: string[]): Promise<number[][]> {
  return page.evaluate((list) => {
    const ctx = document.createElement('canvas').getContext('2d')!
    return list.map((c) => {
      ctx.clearRect(0, 0, 1, 1)
      ctx.fillStyle = c
      ctx.fillRect(0, 0, 1, 1)
      return [...ctx.getImageData(0, 0, 1, 1).data]
    })
  }, colours)
}

/** HSL hue in degrees. */
export function hue([r, g, b]: readonly number[]): number {
  const [x, y, z] = [r!, g!, b!].map((v) => v / 255) as [number, number, number]
  const max = Math.max(x, y, z),
    d = max - Math.min(x, y, z)
  if (!d) return 0
  const h = max === x ? (y - z) / d + (y < z ? 6 : 0) : max === y ? (z - x) / d + 2 : (x - y) / d + 4
  return h * 60
}

/** WCAG contrast ratio of two sRGB colours. */
export function contrast(a: readonly number[], b: readonly number[]): number {
  const lum = (c: readonly number[]) => {
    const [r, g, bl] = c.slice(0, 3).map((v) => {
      const s = v / 255
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
    }) as [number, number, number]
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl
  }
  const [hi, lo] = [lum(a), lum(b)].sort((m, n) => n - m) as [number, number]
  return (hi + 0.05) / (lo + 0.05)
}
