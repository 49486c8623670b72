import { describe, expect, test } from 'vitest'
import { imageSize } from './image-size.js'

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))))
const u32be = (n: number) => [n >>> 24, (n >> 16) & 255, (n >> 8) & 255, n & 255]
const u16be = (n: number) => [n >> 8, n & 255]
const u16le = (n: number) => [n & 255, n >> 8]
const u24le = (n: number) => [n & 255, (n >> 8) & 255, n >> 16]

const png = bytes([0x89], 'PNG\r\n\x1a\n', u32be(13), 'IHDR', u32be(640), u32be(480), [8, 6, 0, 0, 0])
const gif = bytes('GIF89a', u16le(32), u16le(16), [0, 0, 0])
// APP0 segment first, then a baseline start-of-frame (height before width)
const jpeg = bytes(
  [0xff, 0xd8, 0xff, 0xe0],
  u16be(16),
  'JFIF\0',
  Array(9).fill(0),
  [0xff, 0xc0],
  u16be(17),
  [8],
  u16be(200),
  u16be(300),
  [3],
  Array(9).fill(0),
)
const riff = (chunk: string, data: number[]) => bytes('RIFF', [0, 0, 0, 0], 'WEBP', chunk, [0, 0, 0, 0], data)
const webpLossy = riff('VP8 ', [0, 0, 0, 0x9d, 0x01, 0x2a, ...u16le(120), ...u16le(90)])
const webpLossless = riff('VP8L', [
  0x2f,
  ...(() => {
    const v = (99 & 0x3fff) | ((49 & 0x3fff) << 14)
    return [v & 255, (v >> 8) & 255, (v >> 16) & 255, (v >>> 24) & 255]
  })(),
])
const webpExtended = riff('VP8X', [0, 0, 0, 0, ...u24le(1919), ...u24le(1079)])
const svg = (attrs: string) =>
  Buffer.from(`<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" ${attrs}><rect/></svg>`)

describe('generator/markdown/image-size', () => {
  test.each([
    ['PNG', png, { width: 640, height: 480 }],
    ['GIF', gif, { width: 32, height: 16 }],
    ['JPEG (after an APP0 segment)', jpeg, { width: 300, height: 200 }],
    ['WebP lossy', webpLossy, { width: 120, height: 90 }],
    ['WebP lossless', webpLossless, { width: 100, height: 50 }],
    ['WebP extended', webpExtended, { width: 1920, height: 1080 }],
    ['SVG width/height', svg('width="680" height="160" viewBox="0 0 10 10"'), { width: 680, height: 160 }],
    ['SVG px units', svg("width='24px' height='12px'"), { width: 24, height: 12 }],
    ['SVG viewBox only', svg('viewBox="0 0 400 300"'), { width: 400, height: 300 }],
    [
      'SVG percentage width falls back to the viewBox',
      svg('width="100%" height="100%" viewBox="0,0,64,32"'),
      { width: 64, height: 32 },
    ],
    [
      'SVG width and viewBox: height from the ratio',
      svg('width="200" viewBox="0 0 400 300"'),
      { width: 200, height: 150 },
    ],
  ])('%s', (_, buf, size) => {
    expect(imageSize(buf)).toEqual(size)
  })

  test.each([
    ['a truncated PNG', png.subarray(0, 20)],
    ['a truncated JPEG', jpeg.subarray(0, 12)],
    ['an SVG without size or viewBox', svg('class="x"')],
    ['an SVG in em units without a viewBox', svg('width="2em" height="1em"')],
    ['text that is not an image', Buffer.from('hello')],
    ['an empty file', Buffer.alloc(0)],
  ])('%s gives null', (_, buf) => {
    expect(imageSize(buf)).toBeNull()
  })
})
