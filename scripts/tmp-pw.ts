import { createStaticHandler, listen } from '../generator/server/preview.js'
import { launchBrowser } from '../e2e/harness.js'
const server = await listen(createStaticHandler({ dir: '/tmp/vn-out', base: '/', locales: [] }), 0, '127.0.0.1')
const addr = server.address() as { port: number }
const base = `http://127.0.0.1:${addr.port}`
const browser = await launchBrowser()
const page = await browser.newPage()
const errors: string[] = []
page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') errors.push(m.text()) })
page.on('pageerror', (e) => errors.push(String(e)))
await page.goto(base + '/docs/1.0/intro')
await page.click('[data-search-slot] button.search-button')
await page.locator('.search-modal__input').fill('tide tables')
await page.waitForTimeout(2500)
console.log('status:', await page.locator('.search-modal__status').textContent())
console.log('hrefs:', await page.locator('[role="listbox"] [role="option"]').evaluateAll((as) => as.map((a) => a.getAttribute('href'))))
console.log('errbox:', await page.locator('.lazy-error').allTextContents())
console.log('errors:', errors)
await browser.close(); server.close()
