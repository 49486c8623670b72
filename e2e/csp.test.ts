/**
 * Strict Content-Security-Policy: the site is served with the headers of the
 * `_headers` file the build wrote (a tiny wrapper around createStaticHandler), and Chromium
 * loads pages, navigates with the client router, switches colour mode and searches — with no
 * CSP violation and no console error. The only inline script is the colour-mode bootstrap,
 * allowed by its sha256; the policy also proves it is enforced (an injected inline script is
 * refused).
 */
import fs from 'node:fs'
import type http from 'node:http'
import path from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { parseHeadersFile } from '../generator/outputs/headers.js'
import { createStaticHandler, listen } from '../generator/server/preview.js'
import { launchBrowser, openPage } from './harness.js'

const siteDir = inject('siteDir')
let browser: Browser
let server: http.Server
let origin: string
let csp: string

beforeAll(async () => {
  const rules = parseHeadersFile(fs.readFileSync(path.join(siteDir, '_headers'), 'utf8'))
  csp = rules.find((r) => r.pattern === '/*')!.headers['Content-Security-Policy']!
  const files = createStaticHandler({ dir: siteDir })
  server = await listen(
    (req, res) => {
      for (const rule of rules) {
        const prefix = rule.pattern.replace(/\*$/, '')
        if ((req.url ?? '/').startsWith(prefix))
          for (const [name, value] of Object.entries(rule.headers)) res.setHeader(name, value)
      }
      files(req, res)
    },
    0,
    '127.0.0.1',
  )
  const address = server.address()
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
  await new Promise((r) => server?.close(r))
})

/** A page that records CSP violations (init scripts run outside the page's CSP). */
async function cspPage(): Promise<{
  page: Page
  errors: string[]
  violations: () => Promise<string[]>
  close: () => Promise<void>
}> {
  const { context, page, errors } = await openPage(browser)
  await page.addInitScript(() => {
    const list: string[] = []
    ;(window as unknown as { __csp: string[] }).__csp = list
    document.addEventListener('securitypolicyviolation', (e) =>
      list.push(`${e.violatedDirective}: ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`),
    )
  })
  return {
    page,
    errors,
    violations: () => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp),
    close: () => context.close(),
  }
}

describe('e2e/csp', () => {
  test('the policy of _headers allows scripts from self plus the bootstrap by hash, and nothing unsafe-inline for scripts', () => {
    const scriptSrc = /script-src ([^;]+)/.exec(csp)![1]!
    expect(scriptSrc).toMatch(/^'self' 'sha256-[A-Za-z0-9+/]+=*'/)
    expect(scriptSrc).not.toContain('unsafe-inline')
    expect(csp).toContain("object-src 'none'")
    expect(csp).toContain("base-uri 'self'")
  })

  test.each(['/', '/api-tools/context-edit', '/blog/welcome', '/no/such/page'])(
    '%s loads under the CSP with no violation and no console error; the bootstrap ran',
    async (route) => {
      const { page, errors, violations, close } = await cspPage()
      const response = await page.goto(origin + route)
      expect(response?.headers()['content-security-policy']).toBe(csp)
      await page.waitForLoadState('networkidle')
      expect(await page.getAttribute('html', 'data-js')).toBe('') // set by the inline bootstrap
      expect(await violations()).toEqual([])
      // The not-found page's own 404 status is logged as a failed resource; nothing else may be.
      expect(errors.filter((e) => !(route === '/no/such/page' && /status of 404/.test(e)))).toEqual([])
      await close()
    },
  )

  test('client navigation, the colour-mode toggle and search work under the CSP', async () => {
    const { page, errors, violations, close } = await cspPage()
    await page.goto(origin + '/')
    await page.evaluate(() => {
      ;(window as unknown as { __marker: number }).__marker = 1
    })
    await page.click('nav a[href="/tips"]')
    await page.waitForURL(origin + '/tips')
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1) // no full load
    const before = await page.getAttribute('html', 'data-theme')
    await page.click('[data-color-mode-toggle]')
    expect(await page.getAttribute('html', 'data-theme')).not.toBe(before)
    // Search loads Pagefind, which compiles WebAssembly ('wasm-unsafe-eval' in script-src).
    await page.click('[data-search-slot] button.search-button')
    await page.locator('.search-modal__input').fill('context')
    await page.locator('[role="listbox"] [role="option"]').first().waitFor()
    expect(await violations()).toEqual([])
    expect(errors).toEqual([])
    await close()
  })

  test('the policy is enforced: an inline script injected into the page is refused', async () => {
    const { page, violations, close } = await cspPage()
    await page.goto(origin + '/')
    await page.evaluate(() => {
      const s = document.createElement('script')
      s.textContent = 'window.__injected = true'
      document.body.appendChild(s)
    })
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined()
    expect((await violations()).some((v) => v.startsWith('script-src'))).toBe(true)
    await close()
  })
})
