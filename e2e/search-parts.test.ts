/**
 * A large site's main search index in parts (generator/outputs/search.ts searchParts): the
 * search UI merges them, so a word of a page in any part is found, and a page is listed once.
 * The site is made here (220 small docs), built with the real CLI and served by the preview server.
 */
import { execFile } from 'node:child_process'
import type http from 'node:http'
import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createStaticHandler, listen } from '../generator/server/preview.js'
import { partOf } from '../generator/outputs/search.js'
import { makeSite, tempDir } from '../generator/test/helpers.js'
import { DESKTOP, launchBrowser } from './harness.js'
import { texts, withPage } from './util.js'

const DOCS = 220
const PARTS = 2
const ROOT = path.resolve(import.meta.dirname, '..')
const HITS = '[role="listbox"] [role="option"]'

let browser: Browser
let server: http.Server
let base = ''

/** A doc of part `part`: its number. */
const docIn = (part: number) =>
  Array.from({ length: DOCS }, (_, i) => i).find((i) => partOf(`/page-${i}`, PARTS) === part)!

beforeAll(async () => {
  // A favicon: Chromium asks for /favicon.ico, and a 404 is a console error.
  const files: Record<string, string> = {
    'site.config.ts': `export default { title: 'Parts', search: true }\n`,
    'static/favicon.ico': 'icon',
  }
  for (let i = 0; i < DOCS; i++)
    files[`content/docs/page-${i}.md`] =
      `---\ntitle: Page ${i}\n---\n\nPage ${i} tells of the marmot${i}x and of shared pelicans.\n`
  const root = makeSite(files)
  const out = path.join(tempDir('ssg-e2e-parts-'), 'dist')
  await promisify(execFile)(
    process.execPath,
    [path.join(ROOT, 'generator/launch.mjs'), 'build', '--root', root, '--out', out],
    { cwd: ROOT },
  )
  expect(fs.existsSync(path.join(out, 'pagefind/parts/1/pagefind-entry.json'))).toBe(true)
  server = await listen(createStaticHandler({ dir: out, base: '/', locales: [] }), 0, '127.0.0.1')
  const addr = server.address()
  base = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`
  browser = await launchBrowser()
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await new Promise((resolve) => server?.close(resolve))
})

/** Open search on a fresh load of a page and type `term`: the pages listed. */
async function searchFor(page: Page, term: string): Promise<string[]> {
  await page.goto(base + '/page-0')
  await page.keyboard.press('Control+k')
  await page.locator('.search-modal__input').fill(term)
  await page.locator(HITS).first().waitFor()
  return texts(page.locator(`${HITS} .search-hit__page`))
}

describe('e2e/search in parts', () => {
  test('a word of a page in the first part and one of a page in the second are both found, each page once; a hit navigates', async () => {
    await withPage(browser, { viewport: DESKTOP }, async (page, errors) => {
      for (const part of [0, 1]) {
        const n = docIn(part)
        expect(await searchFor(page, `marmot${n}x`)).toEqual([`Page ${n}`])
      }
      // A word of every page: hits from both parts, none twice.
      const shared = await searchFor(page, 'pelicans')
      expect(shared.length).toBeGreaterThan(1)
      expect(new Set(shared).size).toBe(shared.length)
      const n = docIn(1)
      await searchFor(page, `marmot${n}x`)
      await page.keyboard.press('Enter')
      await page.waitForURL(new RegExp(`/page-${n}$`))
      expect(await page.locator('article h1').textContent()).toBe(`Page ${n}`)
      expect(errors).toEqual([])
    })
  })
})
