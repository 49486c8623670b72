import { describe, expect, test } from 'vitest'
import { invalidUtf8Position } from './utf8.js'

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'utf8') : Buffer.from(p))))

describe('generator/utf8', () => {
  test.each([
    ['plain ASCII', bytes('# Hi\nthere\n')],
    ['multi-byte characters', bytes('Café — 日本語 😀\n')],
    ['an empty file', bytes()],
  ])('%s is valid', (_name, b) => {
    expect(invalidUtf8Position(b)).toBeNull()
    expect(() => new TextDecoder('utf-8', { fatal: true }).decode(b)).not.toThrow()
  })

  test.each([
    ['a Latin-1 é on line 3', bytes('# Title\n\nCaf', [0xe9], '\n'), { line: 3, column: 4, byte: 12 }],
    ['a lone continuation byte', bytes('ok é ', [0x80]), { line: 1, column: 6, byte: 6 }],
    ['a truncated sequence at the end', bytes('abc', [0xe6, 0x97]), { line: 1, column: 4, byte: 3 }],
    ['an overlong encoding of "/"', bytes([0xc0, 0xaf]), { line: 1, column: 1, byte: 0 }],
    ['an overlong 3-byte form', bytes([0xe0, 0x80, 0xaf]), { line: 1, column: 1, byte: 0 }],
    ['a UTF-16 surrogate', bytes('x\n', [0xed, 0xa0, 0x80]), { line: 2, column: 1, byte: 2 }],
    ['a code point past U+10FFFF', bytes([0xf4, 0x90, 0x80, 0x80]), { line: 1, column: 1, byte: 0 }],
  ])('%s is found where it is', (_name, b, expected) => {
    expect(invalidUtf8Position(b)).toEqual(expected)
    expect(() => new TextDecoder('utf-8', { fatal: true }).decode(b)).toThrow()
  })
})
