/**
 * Intrinsic image size from the file's bytes, for `width`/`height` on markdown images (no layout
 * shift): PNG, GIF, WebP and JPEG headers, and SVG `width`/`height` (px or unitless) or
 * `viewBox`. Anything else (or a malformed file) gives null.
 */

/** Width and height in CSS pixels. */
export interface ImageSize {
  width: number
  height: number
}

const ascii = (b: Buffer, from: number, to: number) => b.toString('latin1', from, to)

/** Read the size of a PNG, GIF, WebP, JPEG or SVG file. */
export function imageSize(b: Buffer): ImageSize | null {
  try {
    if (ascii(b, 1, 4) === 'PNG' && ascii(b, 12, 16) === 'IHDR') return ok(b.readUInt32BE(16), b.readUInt32BE(20))
    if (ascii(b, 0, 4) === 'GIF8') return ok(b.readUInt16LE(6), b.readUInt16LE(8))
    if (ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP') return webpSize(b)
    if (b[0] === 0xff && b[1] === 0xd8) return jpegSize(b)
    return svgSize(b.toString('utf8', 0, 4096))
  } catch {
    return null // truncated file: a read past the end throws RangeError
  }
}

function ok(width: number, height: number): ImageSize | null {
  return width > 0 && height > 0 && Number.isFinite(width + height)
    ? { width: Math.round(width), height: Math.round(height) }
    : null
}

/** VP8 (lossy), VP8L (lossless) and VP8X (extended) chunks. */
function webpSize(b: Buffer): ImageSize | null {
  const chunk = ascii(b, 12, 16)
  if (chunk === 'VP8 ') return ok(b.readUInt16LE(26) & 0x3fff, b.readUInt16LE(28) & 0x3fff)
  if (chunk === 'VP8L') {
    const bits = b.readUInt32LE(21)
    return ok((bits & 0x3fff) + 1, ((bits >> 14) & 0x3fff) + 1)
  }
  if (chunk === 'VP8X') return ok(b.readUIntLE(24, 3) + 1, b.readUIntLE(27, 3) + 1)
  return null
}

/** Walk the JPEG segments to the first start-of-frame marker (C0–CF except C4, C8, CC). */
function jpegSize(b: Buffer): ImageSize | null {
  let i = 2
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return null
    const marker = b[i + 1]!
    if (marker === 0xff) {
      i++
      continue
    } // fill byte
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc)
      return ok(b.readUInt16BE(i + 7), b.readUInt16BE(i + 5))
    i += marker >= 0xd0 && marker <= 0xd9 ? 2 : 2 + b.readUInt16BE(i + 2)
  }
  return null
}

const SVG_TAG_RE = /<svg\b[^>]*>/i
const attr = (tag: string, name: string) => new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, 'i').exec(tag)?.[1]
const px = (v: string | undefined) => (v && /^\s*[\d.]+\s*(px)?\s*$/.test(v) ? Number.parseFloat(v) : NaN)

/** `width`/`height` in px (or unitless); a missing one from the `viewBox` ratio. */
function svgSize(text: string): ImageSize | null {
  const tag = SVG_TAG_RE.exec(text)?.[0]
  if (!tag) return null
  const box = (attr(tag, 'viewBox') ?? '')
    .trim()
    .split(/[\s,]+/)
    .map(Number)
  const [bw, bh] = box.length === 4 ? [box[2]!, box[3]!] : [NaN, NaN]
  let width = px(attr(tag, 'width'))
  let height = px(attr(tag, 'height'))
  if (Number.isNaN(width) && Number.isNaN(height)) [width, height] = [bw, bh]
  else if (Number.isNaN(width)) width = (height * bw) / bh
  else if (Number.isNaN(height)) height = (width * bh) / bw
  return ok(width, height)
}
