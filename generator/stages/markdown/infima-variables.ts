/**
 * Infima's variables (its `:root` and dark blocks, from the installed `infima` package) and the
 * theme's own values for its colours and fonts: what the Infima sheet (infima.ts) sets for its
 * rules, and what a Docusaurus site's own CSS reads (bundle.ts). Apart from infima.ts, which
 * needs the MDX modules, so that the bundle stage can read them too.
 */
import fs from 'node:fs'
import { createRequire } from 'node:module'
import postcss from 'postcss'

/**
 * The luminance (CIE Y) of a background above which white text on it is under 4.5:1 (WCAG AA):
 * 1.05 / 4.5 − 0.05. Black on such a background has at least 4.67:1.
 */
const WHITE_MAX_Y = '.1833'

/**
 * Text on a background colour (the primary button, a primary badge): white, as Infima has it,
 * while white reads on it at 4.5:1, else black (here and in bundle.ts's Infima mapping). A CSS
 * relative colour from the background's luminance `y` in XYZ: white or black, nothing between.
 */
export function onColour(background: string): string {
  const k = `clamp(0,(${WHITE_MAX_Y} - y)*1e5,1)`
  return `color(from ${background} xyz-d65 calc(${k}*.95047) ${k} calc(${k}*1.08883))`
}

/** Infima's variables given by the theme's own (light and dark follow the theme's `data-theme`). */
export const THEME_VARIABLES: Record<string, string> = {
  '--ifm-color-primary': 'var(--brand)',
  '--ifm-color-primary-dark': 'color-mix(in srgb,var(--ifm-color-primary) 90%,#000)',
  '--ifm-color-primary-darker': 'color-mix(in srgb,var(--ifm-color-primary) 85%,#000)',
  '--ifm-color-primary-darkest': 'color-mix(in srgb,var(--ifm-color-primary) 70%,#000)',
  '--ifm-color-primary-light': 'color-mix(in srgb,var(--ifm-color-primary) 90%,#fff)',
  '--ifm-color-primary-lighter': 'color-mix(in srgb,var(--ifm-color-primary) 85%,#fff)',
  '--ifm-color-primary-lightest': 'color-mix(in srgb,var(--ifm-color-primary) 70%,#fff)',
  '--ifm-color-primary-contrast-background': 'color-mix(in srgb,var(--ifm-color-primary) 14%,var(--c-bg))',
  '--ifm-color-primary-contrast-foreground': 'color-mix(in srgb,var(--ifm-color-primary) 30%,var(--c-text))',
  '--ifm-background-surface-color': 'var(--c-bg-elevated)',
  '--ifm-color-content': 'var(--c-text)',
  '--ifm-color-content-secondary': 'var(--c-text-2)',
  '--ifm-font-family-base': 'var(--font-sans)',
  '--ifm-font-family-monospace': 'var(--font-mono)',
  '--ifm-link-color': 'var(--c-link)',
  '--ifm-link-hover-color': 'var(--c-link-hover)',
}

const VAR_RE = /var\(\s*(--[\w-]+)/g

/** Infima's stylesheet file, from the installed package. */
export function infimaSource(): string {
  const file = createRequire(import.meta.url).resolve('infima/dist/css/default/default.css')
  return fs.readFileSync(file, 'utf8')
}

/** Infima's variables: its `:root` block's, and its dark mode's. */
export interface InfimaVariables {
  light: Map<string, string>
  dark: Map<string, string>
}

/**
 * The Infima variables `css` reads, and the ones those read, and so on, set as Infima sets them
 * (the theme's own for `THEME_VARIABLES`) on `:where(:root)` and `:where(html[data-theme='dark'])`:
 * no specificity, so a site's `:root { --ifm-… }` wins.
 */
export function variableBlocks(css: string, vars: InfimaVariables): string {
  const used = new Set<string>()
  const visit = (text: string) => {
    for (const m of text.matchAll(VAR_RE)) {
      const name = m[1]!
      if (used.has(name)) continue
      used.add(name)
      const values = [vars.light.get(name), vars.dark.get(name), THEME_VARIABLES[name]]
      for (const v of values) if (v) visit(v)
    }
  }
  visit(css)
  const decls = (block: Map<string, string>, themed: boolean) =>
    [...used].flatMap((name) => {
      if (name in THEME_VARIABLES) return themed ? [`${name}:${THEME_VARIABLES[name]}`] : []
      const v = block.get(name)
      return v === undefined ? [] : [`${name}:${v}`]
    })
  const light = decls(vars.light, true)
  const dark = decls(vars.dark, false)
  return (
    (light.length ? `:where(:root){${light.join(';')}}` : '') +
    (dark.length ? `:where(html[data-theme='dark']){${dark.join(';')}}` : '')
  )
}

/** A selector of the whole page (`:root`, `html`, `[data-theme='dark']`, …), where bundle.ts's Infima mapping
 * reads the link colours. */
const PAGE_SELECTOR_RE = /^(?::root|html)?(?:\[data-theme=['"]?\w+['"]?\])?(?::root)?$/

/**
 * Link colours a Docusaurus site sets on a part of the page (`.usage { --ifm-link-color: white }`
 * on a coloured band), carried to the theme's own link colour there (Infima's links read
 * `--ifm-link-color`, the theme's `--c-link`): `css` with a rule after each such one. The page's
 * own (`:root`) are mapped by bundle.ts, readable on the page's background; these are the site's
 * as they are, written for what is behind them.
 */
export function nestedLinkColours(css: string): string {
  if (!css.includes('--ifm-link-')) return css
  const root = postcss.parse(css)
  let changed = false
  root.walkRules((rule) => {
    if (rule.selectors.every((sel) => PAGE_SELECTOR_RE.test(sel.replace(/\s+/g, '')))) return
    const decls: string[] = []
    rule.each((node) => {
      if (node.type !== 'decl') return
      if (node.prop === '--ifm-link-color') decls.push('--c-link:var(--ifm-link-color)')
      if (node.prop === '--ifm-link-hover-color') decls.push('--c-link-hover:var(--ifm-link-hover-color)')
    })
    if (!decls.length) return
    rule.after(
      postcss.rule({
        selector: rule.selector,
        nodes: decls.map((d) => postcss.decl({ prop: d.slice(0, d.indexOf(':')), value: d.slice(d.indexOf(':') + 1) })),
      }),
    )
    changed = true
  })
  return changed ? root.toString() : css
}

/** Infima's variables from its CSS text (its top-level `:root` and dark blocks). */
function readVariables(source: string): InfimaVariables {
  const light = new Map<string, string>()
  const dark = new Map<string, string>()
  for (const node of postcss.parse(source).nodes) {
    if (node.type !== 'rule') continue
    const sel = node.selector.trim()
    const into = sel === ':root' ? light : sel === "html[data-theme='dark']" ? dark : null
    if (into)
      node.walkDecls((d) => {
        if (d.prop.startsWith('--')) into.set(d.prop, d.value.replace(/\s+/g, ' '))
      })
  }
  return { light, dark }
}

let variables: InfimaVariables | null = null

/**
 * A Docusaurus site's own CSS reads Infima's variables (`var(--ifm-font-color-base)`,
 * `var(--ifm-table-border-color)`, …), which Docusaurus defines on every page: the ones it reads,
 * as `variableBlocks` sets them, to go before it (bundle.ts). react-native-website's read 51 this
 * theme did not define; its component cards' text took the link colour, its table headings lost
 * their weight and border.
 */
export function infimaVariablesFor(css: string, source?: string): string {
  return variableBlocks(
    css,
    source === undefined ? (variables ??= readVariables(infimaSource())) : readVariables(source),
  )
}
