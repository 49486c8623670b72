/**
 * Renders the site's default social card (og:image), `static/img/social-card.png`, 1200×630:
 * the logo, title and tagline from site.config.ts, drawn by Debian's Chromium (the e2e
 * browser) so the PNG has real text. Run again after changing the title or tagline:
 * `npx tsx scripts/social-card.ts`. Platforms want PNG/JPG for og:image, not SVG.
 */
import fs from 'node:fs'
import path from 'node:path'
import { launchBrowser } from '../e2e/harness.js'
import { resolveConfig } from '../generator/stages/config.js'

const ROOT = path.resolve(import.meta.dirname, '..')
const OUT = path.join(ROOT, 'static/img/social-card.png')

const escape = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`)

async function main(): Promise<void> {
  const config = await resolveConfig(ROOT)
  const logo = fs.readFileSync(path.join(ROOT, 'static/img/logo.svg'), 'utf8')
  const host = new URL(config.url).host
  const html = `<!doctype html><html><head><meta charset="utf-8"><style>
    html, body { margin: 0; width: 1200px; height: 630px; }
    body { display: flex; flex-direction: column; justify-content: center; gap: 40px; padding: 0 96px; box-sizing: border-box;
      background: #16171a; color: #f5f6f7; font-family: system-ui, -apple-system, 'Segoe UI', Roboto, 'DejaVu Sans', sans-serif;
      border-bottom: 16px solid #fbb100; }
    .logo svg { width: 160px; height: 160px; display: block; }
    h1 { margin: 0; font-size: 88px; line-height: 1.05; letter-spacing: -0.02em; }
    p { margin: 0; font-size: 44px; color: #c9ccd1; }
    .host { margin-top: 8px; font-size: 30px; color: #fbb100; }
  </style></head><body>
    <div class="logo">${logo}</div>
    <div><h1>${escape(config.title)}</h1><p>${escape(config.tagline)}</p><p class="host">${escape(host)}</p></div>
  </body></html>`
  const browser = await launchBrowser()
  try {
    const page = await browser.newPage({ viewport: { width: 1200, height: 630 } })
    await page.setContent(html)
    fs.mkdirSync(path.dirname(OUT), { recursive: true })
    await page.screenshot({ path: OUT, type: 'png' })
  } finally {
    await browser.close()
  }
  console.log(`Wrote ${path.relative(ROOT, OUT)} (${fs.statSync(OUT).size} bytes)`)
}

await main()
