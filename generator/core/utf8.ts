/** Where a byte sequence stops being valid UTF-8, as a 1-based line and column (for error messages). */

/** Line and column (counted in characters) of the first invalid UTF-8 byte, or null if the bytes are valid. */
export function invalidUtf8Position(bytes: Uint8Array): { line: number; column: number; byte: number } | null {
  let line = 1
  let column = 1
  for (let i = 0; i < bytes.length; ) {
    const b = bytes[i]!
    const len = b < 0x80 ? 1 : b >= 0xc2 && b <= 0xdf ? 2 : b >= 0xe0 && b <= 0xef ? 3 : b >= 0xf0 && b <= 0xf4 ? 4 : 0
    let ok = len > 0 && i + len <= bytes.length
    for (let k = 1; ok && k < len; k++) ok = (bytes[i + k]! & 0xc0) === 0x80
    // Overlong 3/4-byte forms, UTF-16 surrogates and code points past U+10FFFF.
    if (ok && len === 3) ok = !(b === 0xe0 && bytes[i + 1]! < 0xa0) && !(b === 0xed && bytes[i + 1]! > 0x9f)
    if (ok && len === 4) ok = !(b === 0xf0 && bytes[i + 1]! < 0x90) && !(b === 0xf4 && bytes[i + 1]! > 0x8f)
    if (!ok) return { line, column, byte: i }
    if (b === 0x0a) {
      line++
      column = 1
    } else column++
    i += len
  }
  return null
}
