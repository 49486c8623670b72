import { describe, expect, test } from 'vitest'
import {
  codeThemeCss,
  contrast,
  MIN_CONTRAST,
  paletteOf,
  parseHex,
  readable,
  scopeColour,
  type ThemeJson,
} from './code-theme.js'

const theme: ThemeJson = {
  type: 'dark',
  colors: { 'editor.background': '#292d3e', 'editor.foreground': '#bfc7d5' },
  tokenColors: [
    { scope: 'keyword', settings: { foreground: '#c792ea' } },
    { scope: ['keyword.control', 'storage'], settings: { foreground: '#ff5370' } },
    { scope: 'comment', settings: { foreground: '#697098' } },
    { scope: 'source.js keyword.control', settings: { foreground: '#000000' } },
    { scope: 'string, string.quoted', settings: { foreground: '#c3e88d' } },
  ],
}

describe('29.2 code themes as CSS variables', () => {
  test('29.2 a scope takes the colour of its longest matching selector, as TextMate matches', () => {
    expect(scopeColour(theme, 'keyword.control.import')).toBe('#ff5370')
    expect(scopeColour(theme, 'keyword.operator')).toBe('#c792ea')
    expect(scopeColour(theme, 'string.quoted.double')).toBe('#c3e88d')
    expect(scopeColour(theme, 'entity.name.function')).toBeNull()
  })

  test('29.2 every token colour reaches 4.5:1 on the block background; colours already readable stay', () => {
    const vars = paletteOf(theme)
    const bg = parseHex(vars['--sh-background']!)!
    expect(vars['--sh-background']).toBe('#292d3e')
    expect(vars['--sh-token-string']).toBe('#c3e88d')
    // palenight's comment is about 3:1 as published: lightened until it reads.
    expect(contrast(parseHex('#697098')!, bg)).toBeLessThan(MIN_CONTRAST)
    expect(vars['--sh-token-comment']).not.toBe('#697098')
    for (const [name, value] of Object.entries(vars))
      if (name !== '--sh-background') expect(contrast(parseHex(value)!, bg), name).toBeGreaterThanOrEqual(MIN_CONTRAST)
    // A kind the theme has no rule for takes the foreground.
    expect(vars['--sh-token-function']).toBe('#bfc7d5')
    // On a light background a pale colour darkens.
    const dark = readable(parseHex('#aaaaaa')!, [255, 255, 255])
    expect(contrast(dark, [255, 255, 255])).toBeGreaterThanOrEqual(MIN_CONTRAST)
  })

  test('29.2 #rrggbbaa colours are laid over the background', () => {
    expect(parseHex('#ffffff80', [0, 0, 0])).toEqual([128, 128, 128])
    expect(parseHex('#abc')).toEqual([170, 187, 204])
    expect(parseHex('rgb(1,2,3)')).toBeNull()
  })

  test('29.2 the stylesheet: light theme on :root, dark on data-theme dark; the light one serves both without a dark one', async () => {
    const both = await codeThemeCss('github-light', 'dracula')
    expect(both).toMatch(/^html:root\{--sh-background:#fff(?:fff)?;/)
    expect(both).toMatch(/html\[data-theme="dark"\]:root\{--sh-background:#282a36;/)
    const one = await codeThemeCss('one-light', undefined)
    expect(one).toMatch(/html\[data-theme="dark"\]:root\{--sh-background:#fafafa;/)
    expect(await codeThemeCss(undefined, undefined)).toBe('')
    // Only a dark theme: light mode keeps the built-in palette.
    expect(await codeThemeCss(undefined, 'night-owl')).toMatch(
      /^html\[data-theme="dark"\]:root\{--sh-background:#011627;/,
    )
  })
})
