/**
 * A project on React 18, as Docusaurus 3 allows: the packed package installs into it with plain
 * `npm install -D` (its peer range admits React 18 and 19), builds a site with islands there with
 * that project's React, and the islands hydrate in Chromium (a counter counts, a tab is chosen)
 * with no console error. React 19 is what every other browser test runs on.
 */
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createStaticHandler, listen } from '../generator/server/preview.js'
import { copyFixture, REPO_ROOT, tempDir } from '../generator/test/helpers.js'
import { launchBrowser } from './harness.js'
import { withPage } from './util.js'

const exec = promisify(execFile)

/** A user's shell: without what `npm test` adds about this repository's package. */
const env: NodeJS.ProcessEnv = {
  ...Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^npm_(package|lifecycle)_/.test(k))),
  NO_COLOR: '1',
  CI: '1',
}

let browser: Browser
let base = ''
let site = ''
let close = () => {}

beforeAll(async () => {
  const scratch = tempDir('cwc-react18-')
  const { stdout } = await exec('npm', ['pack', '--json', '--pack-destination', scratch], {
    cwd: REPO_ROOT,
    env,
    maxBuffer: 16 * 1024 * 1024,
  })
  const tarball = path.join(scratch, (JSON.parse(stdout) as { filename: string }[])[0]!.filename)
  site = copyFixture('mdx-site')
  fs.writeFileSync(
    path.join(site, 'package.json'),
    JSON.stringify({ name: 'on-react-18', private: true, dependencies: { react: '18.3.1', 'react-dom': '18.3.1' } }),
  )
  // No --legacy-peer-deps: the install fails with ERESOLVE if the peer range leaves React 18 out.
  const flags = ['--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error']
  await exec('npm', ['install', '--save-dev', ...flags, tarball], { cwd: site, env, maxBuffer: 16 * 1024 * 1024 })
  await exec('npx', ['--no', 'cwc-site', 'build'], { cwd: site, env, maxBuffer: 16 * 1024 * 1024 })
  const server = await listen(
    createStaticHandler({ dir: path.join(site, 'dist'), base: '/', locales: [] }),
    0,
    '127.0.0.1',
  )
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`
  close = () => server.close()
  browser = await launchBrowser()
}, 300_000)

afterAll(async () => {
  await browser?.close()
  close()
})

describe('e2e/react18: a project on React 18', () => {
  test("56.3 the packed package installs beside React 18 and builds with it: the islands' bundle holds that React", () => {
    const installed = JSON.parse(fs.readFileSync(path.join(site, 'node_modules/react/package.json'), 'utf8'))
    expect(installed.version).toBe('18.3.1')
    const islands = fs.readdirSync(path.join(site, 'dist/assets/islands')).filter((f) => f.endsWith('.js'))
    const code = islands.map((f) => fs.readFileSync(path.join(site, 'dist/assets/islands', f), 'utf8')).join('\n')
    expect(code).toContain('"18.3.1"')
    expect(code).not.toMatch(/"19\.\d+\.\d+"/)
  })

  test('56.3 the islands hydrate on React 18: the counter counts, a tab is chosen, no console error', async () => {
    await withPage(browser, {}, async (page, errors) => {
      await page.goto(base + '/docs/')
      const counter = page.locator('button.counter')
      await expect.poll(() => counter.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__react')))).toBe(true)
      expect(await counter.textContent()).toBe('Count: 2')
      await counter.click()
      await expect.poll(() => counter.textContent()).toBe('Count: 3')
      const yarn = page.locator('.tabs__tab[data-value="yarn"]').first()
      await yarn.click()
      await expect.poll(() => yarn.getAttribute('aria-selected')).toBe('true')
      expect(errors).toEqual([])
    })
  })
})
