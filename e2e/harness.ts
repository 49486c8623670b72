/**
 * Browser-test harness: Debian's Chromium driven by playwright-core. Sites are built and
 * served once by global-setup.ts; tests read their URLs with `inject('siteUrl')` etc.
 */
import fs from 'node:fs'
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core'

/** Where Chromium is: CHROMIUM_PATH or Debian's /usr/bin/chromium. */
export function chromiumPath(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
    Boolean,
  ) as string[]
  const found = candidates.find((p) => fs.existsSync(p))
  if (!found) {
    throw new Error(
      'Chromium not found (looked at CHROMIUM_PATH, /usr/bin/chromium). Install it with `apt-get update && apt-get install -y chromium`, or set CHROMIUM_PATH.',
    )
  }
  return found
}

/** Launch headless Chromium with the flags this machine needs. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-quic',
      '--no-first-run',
      '--disable-component-update',
      '--disable-sync',
    ],
  })
}

/** Viewports used by the suite. */
export const DESKTOP = { width: 1280, height: 900 }
export const MOBILE = { width: 375, height: 740 }

/** Every colour mode at both widths (a11y and screenshot suites). */
export const MODES_AND_WIDTHS = [
  { mode: 'light', viewport: DESKTOP },
  { mode: 'dark', viewport: DESKTOP },
  { mode: 'light', viewport: MOBILE },
  { mode: 'dark', viewport: MOBILE },
] as const

/** A new context + page; collects console errors and page errors. */
export async function openPage(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: DESKTOP, ...options })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text())
  })
  return { context, page, errors }
}

/** Every route of the Code Web Chat site (SPEC §2). */
export const SITE_ROUTES = [
  '/',
  '/api-tools/',
  '/api-tools/code-completions',
  '/api-tools/commit-messages',
  '/api-tools/context-edit',
  '/api-tools/intelligent-update',
  '/chatbot-initialization',
  '/context-selection',
  '/privacy',
  '/tips',
  '/blog',
  '/blog/archive',
  '/blog/authors',
  '/blog/authors/robertpiosik',
  '/blog/welcome',
] as const
