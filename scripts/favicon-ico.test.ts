import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { icoFromPngs } from './favicon-ico.js'

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47])

/** The entries of an ICO file: size and the start of each image. */
function entries(ico: Buffer) {
  expect(ico.readUInt16LE(0)).toBe(0)
  expect(ico.readUInt16LE(2)).toBe(1)
  return Array.from({ length: ico.readUInt16LE(4) }, (_, i) => {
    const e = 6 + 16 * i
    const length = ico.readUInt32LE(e + 8)
    const offset = ico.readUInt32LE(e + 12)
    return { size: ico.readUInt8(e), image: ico.subarray(offset, offset + length) }
  })
}

describe('favicon.ico', () => {
  test('icoFromPngs writes an ICO directory whose entries point at each PNG', () => {
    const a = Buffer.concat([PNG_SIGNATURE, Buffer.from('a')])
    const b = Buffer.concat([PNG_SIGNATURE, Buffer.from('bb')])
    expect(
      entries(
        icoFromPngs([
          { size: 16, png: a },
          { size: 32, png: b },
        ]),
      ),
    ).toEqual([
      { size: 16, image: a },
      { size: 32, image: b },
    ])
  })

  test('static/favicon.ico holds the icon at 16, 32 and 48 px as PNG', () => {
    const list = entries(fs.readFileSync(path.join(import.meta.dirname, '../static/favicon.ico')))
    expect(list.map((e) => e.size)).toEqual([16, 32, 48])
    for (const e of list) expect(e.image.subarray(0, 4)).toEqual(PNG_SIGNATURE)
  })
})
