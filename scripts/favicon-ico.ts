/**
 * Writes `static/favicon.ico` from `static/favicon.svg`: clients that ask for `/favicon.ico`
 * without reading the page (feed readers, bookmarks, some browsers) get the icon instead of a
 * 404. Chromium (the e2e browser) draws the SVG at 16, 32 and 48 px; the ICO holds the three
 * PNGs (PNG entries are valid in ICO files since Windows Vista and in every browser).
 * Run again after changing the favicon: `npx tsx scripts/favicon-ico.ts`.
 */
import fs from 'node:fs'
import path from 'node:path'
import { launchBrowser } from '../e2e/harness.js'

const ROOT = path.resolve(import.meta.dirname, '..')
const SIZES = [16, 32, 48]

/** An ICO file of PNG images (each given with its square size). */
export function icoFromPngs(images: { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6)
  header.writeUInt16LE(0, 0) // reserved
  header.writeUInt16LE(1, 2) // type: icon
  header.writeUInt16LE(images.length, 4)
  let offset = 6 + 16 * images.length
  const entries = images.map(({ size, png }) => {
    const e = Buffer.alloc(16)
    e.writeUInt8(size >= 256 ? 0 : size, 0)
    e.writeUInt8(size >= 256 ? 0 : size, 1)
    e.writeUInt8(0, 2) // palette
    e.writeUInt8(0, 3)
    e.writeUInt16LE(1, 4) // colour planes
    e.writeUInt16LE(32, 6) // bits per pixel
    e.writeUInt32LE(png.length, 8)
    e.writeUInt32LE(offset, 12)
    offset += png.length
    return e
  })
  return Buffer.concat([header, ...entries, ...images.map((i) => i.png)])
}

async function main(): Promise<void> {
  const svg = fs.readFileSync(path.join(ROOT, 'static/favicon.svg'), 'utf8')
  const browser = await launchBrowser()
  try {
    const images: { size: number; png: Buffer }[] = []
    for (const size of SIZES) {
      const page = await browser.newPage({ viewport: { width: size, height: size } })
      await page.setContent(
        `<!doctype html><html><body style="margin:0;background:transparent">${svg.replace('<svg', `<svg width="${size}" height="${size}"`)}</body></html>`,
      )
      images.push({ size, png: await page.screenshot({ omitBackground: true }) })
      await page.close()
    }
    fs.writeFileSync(path.join(ROOT, 'static/favicon.ico'), icoFromPngs(images))
  } finally {
    await browser.close()
  }
}

if (process.argv[1] && import.meta.url === `file://${process.argv[1]}`) await main()
