/**
 * Code themes: the site's `prism.theme` / `prism.darkTheme`, names of Shiki's
 * bundled themes, as values of the CSS variables code is coloured with.
 *
 * A block Shiki highlights is tokenized once with its CSS-variables theme (markdown/highlighter.ts): a
 * token's colour is `var(--sh-token-keyword)` and so on, and theme/styles/code.css gives the
 * variables the theme's light and dark palettes. A code theme is therefore a palette: each
 * variable takes the colour the Shiki theme gives a representative TextMate scope of its kind
 * (`keyword.control` for keywords, `comment.line` for comments, …; `PALETTE_SCOPES`), the block
 * its background and foreground. Tokens whose kind the variables do not tell apart share a
 * colour, so a theme is close to its editor look but not identical.
 *
 * Colours are kept at 4.5:1 or more against the theme's background (WCAG AA for text): a token
 * colour below it moves towards white on a dark background, black on a light one, in 5 % steps,
 * until it reaches it (Prism's palenight and dracula comments are about 3:1 as published).
 *
 * A Docusaurus project's own Prism (markdown/prism-engine.ts) colours its blocks by the project's
 * theme objects instead: `prismThemeCss` writes their styles as rules for its token spans.
 */
import { bundledThemes, bundledThemesInfo } from 'shiki/themes'
import type { PrismTheme } from '../../core/user-config.js'

/** Each colour variable of the CSS-variables theme, and the scopes asked for its colour, in order. */
export const PALETTE_SCOPES: [variable: string, scopes: string[]][] = [
  ['token-keyword', ['keyword.control', 'keyword', 'storage.type']],
  ['token-string', ['string']],
  ['token-string-expression', ['string.quoted.double', 'string']],
  ['token-comment', ['comment.line', 'comment']],
  ['token-constant', ['constant.numeric', 'constant']],
  ['token-function', ['entity.name.function', 'support.function']],
  ['token-parameter', ['variable.parameter', 'variable']],
  ['token-punctuation', ['punctuation.definition', 'punctuation']],
  ['token-link', ['markup.underline.link', 'string']],
]

/** The least contrast of a token against the block background. */
export const MIN_CONTRAST = 4.5

interface ThemeRule {
  scope?: string | string[]
  settings?: { foreground?: string }
}
/** What a Shiki theme (a VS Code theme) holds that the palette reads. */
export interface ThemeJson {
  type?: string
  colors?: Record<string, string>
  fg?: string
  bg?: string
  tokenColors?: ThemeRule[]
  settings?: ThemeRule[]
}

/** The foreground a theme gives `scope`: the rule whose selector is the longest prefix of it (later rules win
 * ties), as TextMate matches. */
export function scopeColour(theme: ThemeJson, scope: string): string | null {
  let best: { length: number; colour: string } | null = null
  for (const rule of theme.tokenColors ?? theme.settings ?? []) {
    const colour = rule.settings?.foreground
    if (!colour || !rule.scope) continue
    const selectors = Array.isArray(rule.scope) ? rule.scope : rule.scope.split(',')
    for (const raw of selectors) {
      const sel = raw.trim()
      // Descendant and exclusion selectors ask about context the palette does not have.
      if (!sel || /\s/.test(sel) || sel.startsWith('-')) continue
      if ((scope === sel || scope.startsWith(sel + '.')) && (!best || sel.length >= best.length))
        best = { length: sel.length, colour }
    }
  }
  return best?.colour ?? null
}

/** Which TextMate scopes a prism token type colours, for the palette's lookups (code-theme.ts `PALETTE_SCOPES`). */
const PRISM_TYPE_SCOPES: Record<string, string[]> = {
  comment: ['comment'],
  string: ['string'],
  keyword: ['keyword', 'storage.type'],
  number: ['constant.numeric'],
  constant: ['constant'],
  function: ['entity.name.function', 'support.function'],
  variable: ['variable'],
  punctuation: ['punctuation'],
  url: ['markup.underline.link'],
}

/** A prism-react-renderer theme as Shiki theme JSON: its plain colours, and each token type's colour (a later
 * style wins, as in prism). */
export function prismThemeJson(
  type: 'light' | 'dark',
  plain: [color: string, background: string],
  styles: [types: string[], color: string][],
): ThemeJson {
  const colour = new Map<string, string>()
  for (const [types, c] of styles) for (const t of types) colour.set(t, c)
  const tokenColors = [...colour]
    .filter(([t]) => t in PRISM_TYPE_SCOPES)
    .map(([t, c]) => ({ scope: PRISM_TYPE_SCOPES[t]!, settings: { foreground: c } }))
  return { type, colors: { 'editor.foreground': plain[0], 'editor.background': plain[1] }, tokenColors }
}

/**
 * Code palettes named `prism-<theme>` (valid `prism.theme` names too): prism-react-renderer 2.3's
 * github and dracula, the themes create-docusaurus writes into every new site, and palenight,
 * theme-classic's default when a site sets none (Docusaurus 2 and 3), with their token colours by
 * prism type (the colours only; the tokens are Shiki's). palenight's colours are its
 * themes/palenight.ts as prism-react-renderer 1.3.5 and 2.4.1 ship it (the same in both; rgb()
 * written as hex); its keywords have no colour of their own (italic in the plain colour), so the
 * palette's keyword is the plain colour.
 */
export const PRISM_PALETTES: Record<string, ThemeJson> = {
  'prism-github': prismThemeJson(
    'light',
    ['#393a34', '#f6f8fa'],
    [
      [['comment'], '#999988'],
      [['string'], '#e3116c'],
      [['punctuation'], '#393a34'],
      [['url', 'number', 'variable', 'constant'], '#36acaa'],
      [['keyword'], '#00a4db'],
      [['function'], '#d73a49'],
      [['keyword'], '#00009f'],
    ],
  ),
  'prism-dracula': prismThemeJson(
    'dark',
    ['#f8f8f2', '#282a36'],
    [
      [['constant'], '#bd93f9'],
      [['function'], '#50fa7b'],
      [['punctuation'], '#f8f8f2'],
      [['string'], '#ff79c6'],
      [['keyword', 'variable'], '#bd93f9'],
      [['comment'], '#6272a4'],
    ],
  ),
  'prism-palenight': prismThemeJson(
    'dark',
    ['#bfc7d5', '#292d3e'],
    [
      [['comment'], '#697098'],
      [['string', 'inserted'], '#c3e88d'],
      [['number'], '#f78c6c'],
      [['builtin', 'char', 'constant', 'function'], '#82aaff'],
      [['punctuation', 'selector'], '#c792ea'],
      [['variable'], '#bfc7d5'],
      [['class-name', 'attr-name'], '#ffcb6b'],
      [['tag', 'deleted'], '#ff5572'],
      [['operator'], '#89ddff'],
      [['boolean'], '#ff5874'],
      [['keyword'], '#bfc7d5'],
      [['doctype'], '#c792ea'],
      [['namespace'], '#b2ccd6'],
      [['url'], '#dddddd'],
    ],
  ),
}

/** Shiki's bundled themes, by id (`github-light`, `dracula`, `one-dark-pro`, …), and prism's palettes
 * (`prism-github`, `prism-dracula`, `prism-palenight`, `PRISM_PALETTES`). */
export const CODE_THEMES: readonly string[] = [...bundledThemesInfo.map((t) => t.id), ...Object.keys(PRISM_PALETTES)]

type Rgb = [number, number, number]

/** `#rgb`, `#rrggbb` or `#rrggbbaa` (alpha laid over `under`); null for other colour syntax. */
export function parseHex(colour: string, under?: Rgb): Rgb | null {
  const m = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(colour.trim())
  if (!m) return null
  let hex = m[1]!
  if (hex.length <= 4) hex = [...hex].map((c) => c + c).join('')
  const rgb: Rgb = [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as Rgb
  if (hex.length === 8 && under) {
    const a = parseInt(hex.slice(6, 8), 16) / 255
    return rgb.map((c, i) => Math.round(c * a + under[i]! * (1 - a))) as Rgb
  }
  return rgb
}

const toHex = (rgb: Rgb) => '#' + rgb.map((c) => c.toString(16).padStart(2, '0')).join('')

/** WCAG relative luminance. */
function luminance([r, g, b]: Rgb): number {
  const lin = (c: number) => {
    const s = c / 255
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b)
}

/** WCAG contrast ratio of two colours. */
export function contrast(a: Rgb, b: Rgb): number {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p) as [number, number]
  return (x + 0.05) / (y + 0.05)
}

/** `colour` moved towards white (dark `bg`) or black (light `bg`) until it has MIN_CONTRAST on `bg`. */
export function readable(colour: Rgb, bg: Rgb): Rgb {
  const target: Rgb = luminance(bg) < 0.18 ? [255, 255, 255] : [0, 0, 0]
  let c = colour
  for (let t = 0.05; contrast(c, bg) < MIN_CONTRAST && t <= 1.0001; t += 0.05) {
    c = colour.map((v, i) => Math.round(v + (target[i]! - v) * t)) as Rgb
  }
  return c
}

/** The CSS variables (`--sh-…`) of one Shiki theme, token colours readable on its background. */
export function paletteOf(theme: ThemeJson): Record<string, string> {
  const dark = theme.type === 'dark'
  const bgText = theme.colors?.['editor.background'] ?? theme.bg ?? (dark ? '#1e1e1e' : '#ffffff')
  const bg = parseHex(bgText) ?? (dark ? ([30, 30, 30] as Rgb) : ([255, 255, 255] as Rgb))
  const fgText =
    theme.colors?.['editor.foreground'] ?? theme.fg ?? scopeColour(theme, 'source') ?? (dark ? '#d4d4d4' : '#24292e')
  const fix = (text: string) => {
    const rgb = parseHex(text, bg)
    return rgb ? toHex(readable(rgb, bg)) : text
  }
  const vars: Record<string, string> = { '--sh-background': toHex(bg), '--sh-foreground': fix(fgText) }
  for (const [name, scopes] of PALETTE_SCOPES) {
    const found = scopes.map((s) => scopeColour(theme, s)).find((c): c is string => !!c)
    vars[`--sh-${name}`] = fix(found ?? fgText)
  }
  return vars
}

/** A prism palette's or a bundled Shiki theme's JSON. */
async function loadTheme(name: string): Promise<ThemeJson> {
  if (PRISM_PALETTES[name]) return PRISM_PALETTES[name]
  const load = (bundledThemes as Record<string, () => Promise<{ default: ThemeJson }>>)[name]
  if (!load) throw new Error(`No Shiki theme "${name}"`)
  return (await load()).default
}

/**
 * The stylesheet of the site's code themes: `light` in light mode, `dark` (else `light`, as
 * Docusaurus uses `prism.theme` in both modes without a `darkTheme`) in dark mode; '' with neither.
 * More specific than theme/styles/code.css, and loaded after it.
 */
export async function codeThemeCss(light: string | undefined, dark: string | undefined): Promise<string> {
  const darkName = dark ?? light
  return paletteCss(light ? await loadTheme(light) : null, darkName ? await loadTheme(darkName) : null)
}

/** The `--sh-*` variables of a light and a dark theme (either may be missing), as the site's stylesheet sets them. */
function paletteCss(
  light: ThemeJson | null,
  dark: ThemeJson | null,
  extra: (vars: Record<string, string>) => Record<string, string> = () => ({}),
): string {
  const block = (vars: Record<string, string>) =>
    Object.entries({ ...vars, ...extra(vars) })
      .map(([k, v]) => `${k}:${v}`)
      .join(';')
  const parts: string[] = []
  if (light) {
    const vars = paletteOf(light)
    parts.push(
      `html:root{${block(vars)}}`,
      // code.css deepens two token colours on highlighted lines for its own light palette; this palette keeps its own.
      `html:not([data-theme="dark"]) .code-block .line.highlighted{--sh-token-keyword:${vars['--sh-token-keyword']};--sh-token-comment:${vars['--sh-token-comment']}}`,
    )
  }
  if (dark) parts.push(`html[data-theme="dark"]:root{${block(paletteOf(dark))}}`)
  return parts.join('')
}

/** `#hex`, `rgb(r, g, b)` or `hsl(h, s%, l%)` as RGB (alpha of a hex laid over `under`); null for other
 * colour syntax (left as written). */
function parseColour(colour: string, under?: Rgb): Rgb | null {
  const opaque = '\\s*(?:[,/]\\s*1(?:\\.0*)?\\s*)?\\)$'
  const rgb = new RegExp(`^rgba?\\(\\s*(\\d+)[\\s,]+(\\d+)[\\s,]+(\\d+)${opaque}`, 'i').exec(colour.trim())
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])]
  const hsl = new RegExp(`^hsla?\\(\\s*([\\d.]+)(?:deg)?[\\s,]+([\\d.]+)%[\\s,]+([\\d.]+)%${opaque}`, 'i').exec(
    colour.trim(),
  )
  if (hsl) {
    const [h, sat, l] = [Number(hsl[1]) % 360, Number(hsl[2]) / 100, Number(hsl[3]) / 100]
    const a = sat * Math.min(l, 1 - l)
    const f = (n: number) => {
      const k = (n + h / 30) % 12
      return Math.round(255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))))
    }
    return [f(0), f(8), f(4)]
  }
  return parseHex(colour, under)
}

/** A prism theme's token colour as the stylesheet gives it: readable on `background` (`readable`), as hex; as
 * written when either is not a colour read here. */
export function readableColour(colour: string, background: string): string {
  const bg = parseColour(background)
  const rgb = bg && parseColour(colour, bg)
  return rgb ? toHex(readable(rgb, bg)) : colour
}

/** React's unitless style properties among those a prism theme may set; other numbers are pixels, as React
 * writes them. */
const UNITLESS = new Set(['opacity', 'font-weight', 'line-height', 'z-index', 'flex-grow', 'flex-shrink', 'order'])

/** A theme value that can be written into a declaration as it is: nothing that ends it, opens a block, a
 * string, a comment or an escape. */
const safeValue = (v: string | number) => (typeof v === 'number' ? Number.isFinite(v) : !/[;{}<>"'\\]|\/\*/.test(v))

/**
 * The stylesheet of a project's prism theme objects, for the tokens its own Prism makes
 * (markdown/prism-engine.ts: spans of Prism's classes, nested as Prism nests them):
 * - each style of `light` in light mode and of `dark` (else `light`, as Docusaurus does) in dark
 *   mode, later styles over earlier ones as prism-react-renderer merges them; a style with
 *   `languages` only in blocks of those languages (any case), and no more specific for it;
 * - the `--sh-*` palette made from the same theme, for the blocks of languages its Prism lacks
 *   (highlighted by Shiki), with the block's background and text from `plain`; and Docusaurus's
 *   `--prism-color` and `--prism-background-color`, which sites' CSS reads.
 * Token colours are kept readable on the background as the palettes' are (`readable`).
 */
export function prismThemeCss(light: PrismTheme, dark: PrismTheme | undefined): string {
  const toJson = (theme: PrismTheme): ThemeJson => {
    const hex = (c: unknown) => (typeof c === 'string' && parseColour(c) ? toHex(parseColour(c)!) : null)
    const bg = hex(theme.plain.backgroundColor)
    const fg = hex(theme.plain.color)
    const type = bg && luminance(parseHex(bg)!) < 0.18 ? 'dark' : 'light'
    return prismThemeJson(
      type,
      [fg ?? (type === 'dark' ? '#d4d4d4' : '#24292e'), bg ?? (type === 'dark' ? '#1e1e1e' : '#ffffff')],
      theme.styles.flatMap((s) => (hex(s.style.color) ? [[s.types, hex(s.style.color)!] as [string[], string]] : [])),
    )
  }
  const prismVars = (vars: Record<string, string>) => ({
    '--prism-color': vars['--sh-foreground']!,
    '--prism-background-color': vars['--sh-background']!,
  })
  const parts = [paletteCss(toJson(light), toJson(dark ?? light), prismVars)]
  // A block colour no palette can be made of (`var(--normal-black)`, which the site's CSS sets per
  // mode: lunarvim.org's blocks were white in dark mode) is the block's colour as written.
  const asWritten = (theme: PrismTheme) => {
    const raw = (c: unknown) => (typeof c === 'string' && c.trim() && !parseColour(c) && safeValue(c) ? c.trim() : null)
    const [bg, fg] = [raw(theme.plain.backgroundColor), raw(theme.plain.color)]
    return [
      ...(bg ? [`--sh-background:${bg}`, `--prism-background-color:${bg}`] : []),
      ...(fg ? [`--sh-foreground:${fg}`, `--prism-color:${fg}`] : []),
    ].join(';')
  }
  const [lightRaw, darkRaw] = [asWritten(light), asWritten(dark ?? light)]
  if (lightRaw) parts.push(`html:root{${lightRaw}}`)
  if (darkRaw) parts.push(`html[data-theme="dark"]:root{${darkRaw}}`)
  const modes: [PrismTheme, string][] = [
    [light, 'html:not([data-theme="dark"])'],
    [dark ?? light, 'html[data-theme="dark"]'],
  ]
  for (const [theme, scope] of modes) {
    const bgText = String(theme.plain.backgroundColor ?? '')
    for (const { types, style, languages } of theme.styles) {
      const decls = Object.entries(style)
        .filter(([k, v]) => /^[a-zA-Z]+$/.test(k) && safeValue(v))
        .map(([k, v]) => {
          const property = k.replace(/[A-Z]/g, (c) => '-' + c.toLowerCase())
          const value =
            property === 'color'
              ? readableColour(String(v), bgText)
              : typeof v === 'number' && !UNITLESS.has(property)
                ? `${v}px`
                : v
          return `${property}:${value}`
        })
      const names = languages?.filter((l) => /^[\w+#.-]+$/.test(l))
      // prism-react-renderer applies a style with `languages` to those languages only (none: to none).
      if (names && !names.length) continue
      const blocks = names ? `:where(${names.map((l) => `[data-language="${l}" i]`).join(',')})` : ''
      const tokens = types.filter((t) => /^[\w-]+$/.test(t)).map((t) => `.token.${t}`)
      if (decls.length && tokens.length)
        parts.push(`${scope} .code-block${blocks} :is(${tokens.join(',')}){${decls.join(';')}}`)
    }
  }
  return parts.join('')
}
