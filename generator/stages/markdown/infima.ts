/**
 * Infima, Docusaurus's CSS framework, for the pages that use its classes.
 *
 * A Docusaurus site's React pages and MDX write Infima's classes (`hero hero--primary`,
 * `container`, `row`, `col col--4`, `button button--secondary button--lg`, `card`, `badge`,
 * `alert`, `avatar`, `margin-vert--lg`, `text--center`, …). This theme is not Infima, so the
 * rules come from the real `infima` package (its `dist/css/default/default.css`), parsed with
 * postcss and cut down to its components and utilities (`COMPONENTS`): its element resets and
 * the parts this theme draws itself (navbar, menu, footer, pagination, breadcrumbs, table of
 * contents, markdown) are left out, since they would fight the theme's CSS; Infima's tabs are
 * kept for a swizzled Tabs's list (`ul.tabs`), beside the theme's own `div.tabs`.
 *
 * - Its variables (only those the kept rules read, transitively) are set on `:where(:root)`
 *   and `:where(html[data-theme='dark'])`: no specificity, so a site's `:root { --ifm-… }`
 *   in its customCss wins; the colours and fonts the theme has (`THEME_VARIABLES`) are taken
 *   from the theme's variables, so the primary follows the site's and dark mode the theme's
 *   `data-theme` (Infima's own dark block, on the same attribute, does the rest).
 * - The breakpoints are Infima's own: the grid stacks at 996 px, the theme's breakpoint too.
 * - One change for contrast: the primary badge's text is white, or black where white would not
 *   read (Infima's white fails WCAG AA on a light primary: `onColour`); two where the theme's doc rules
 *   meet Infima's (`FIT`).
 * - One sheet, made once per thread (`infimaSheet`), linked by a page whose HTML has one of
 *   its classes (`usesInfima`, on a compiled page's HTML: dispatch.ts adds it to the page's
 *   `styles`, first, so the page's own CSS modules come after it). A site none of whose pages
 *   use them (the Code Web Chat site) never links it and never writes it.
 */
import fs from 'node:fs'
import path from 'node:path'
import * as esbuild from 'esbuild'
import postcss, { type AtRule, type ChildNode, type Rule } from 'postcss'
import { THEME_DIR } from '../../core/locations.js'
import type { CompiledPage } from '../../core/types.js'
import { keep, type ImportedAsset } from './mdx/modules.js'
import { infimaSource, onColour, variableBlocks } from './infima-variables.js'

/**
 * Infima's parts kept, by the class name a selector's classes start with (`col--4` → `col`,
 * `hero__title` → `hero`). A selector naming a class of any other part is dropped.
 */
export const COMPONENTS = new Set([
  'container',
  'row',
  'col',
  'hero',
  'button',
  'button-group',
  'card',
  'badge',
  'alert',
  'close',
  'avatar',
  'shadow',
  'pills',
  'text',
  'margin',
  'margin-top',
  'margin-bottom',
  'margin-left',
  'margin-right',
  'margin-vert',
  'margin-horiz',
  'padding',
  'padding-top',
  'padding-bottom',
  'padding-left',
  'padding-right',
  'padding-vert',
  'padding-horiz',
  'clean-list',
  'clean-btn',
  // A site's swizzled Tabs draws Infima's `ul.tabs > li.tabs__item`; the theme's own tabs are a
  // `div.tabs` of other elements, so Infima's `.tabs` rule is kept for a list only (`TABS_LIST`).
  'tabs',
])

/** Infima's `.tabs` (flex, bold, no list padding), narrowed to the list a swizzled Tabs writes. */
const TABS_LIST = (selector: string) => selector.replace(/\.tabs(?![\w-])/g, 'ul.tabs')

/**
 * Infima's other parts, which the theme draws in its own way (or not at all): a page's own element
 * with one of their classes that the theme's CSS does not style is named in a warning (`withInfima`).
 */
export const OTHER_PARTS = new Set([
  'navbar',
  'navbar-sidebar',
  'menu',
  'footer',
  'breadcrumbs',
  'pagination',
  'pagination-nav',
  'table-of-contents',
  'dropdown',
  'thin-scrollbar',
])

/**
 * Classes of Infima's that the theme itself puts on every kind of page (`theme/styles/base.css`
 * styles them): a page using only these does not need the sheet. `infima.test.ts` checks that
 * no other class of the sheet is one the theme's CSS styles.
 */
export const THEME_OWNED = new Set(['button', 'button--primary', 'tabs'])

/**
 * Where the theme's content rules meet Infima's inside a doc: the theme underlines links and puts
 * space above headings in `.markdown`, more specific than Infima's classes; a button or card that
 * is a link is not underlined, and a card's or alert's first child has no top margin, as in Docusaurus.
 */
export const FIT =
  '.markdown a:is(.button,.card):not(.hash-link){text-decoration:none}.markdown :is(.card__header,.card__body,.card__footer,.alert)>:first-child{margin-top:0}'

const CLASS_RE = /\.(-?[_a-zA-Z][\w-]*)/g

/** The part a class belongs to: its name before a `--modifier` or `__element`. */
function partOf(cls: string): string {
  return cls.replace(/(?:--|__).*$/, '')
}

/** The classes one selector (no commas) names. */
function classesOf(selector: string): string[] {
  return [...selector.matchAll(CLASS_RE)].map((m) => m[1]!)
}

export interface InfimaSheet {
  /** The minified stylesheet. */
  css: string
  /** Every class its rules select, but the theme's own (`THEME_OWNED`): a page using one links the sheet. */
  classes: Set<string>
  /** Classes of Infima's other parts (`OTHER_PARTS`), which the sheet leaves out. */
  left: Set<string>
}

/** Build the sheet from Infima's CSS text (pure: `infimaSheet` gives the installed package's). */
export async function makeInfimaSheet(source: string): Promise<InfimaSheet> {
  const root = postcss.parse(source)
  const left = new Set<string>()
  root.walkRules((r) => {
    for (const c of classesOf(r.selector)) if (OTHER_PARTS.has(partOf(c))) left.add(c)
  })
  const light = new Map<string, string>()
  const dark = new Map<string, string>()
  const classes = new Set<string>()
  const kept = postcss.root()
  const keepSelector = (s: string) => {
    const names = classesOf(s)
    return names.length > 0 && names.every((c) => COMPONENTS.has(partOf(c)))
  }
  // A rule with the selectors of the kept parts only; null when none is left.
  const filterRule = (rule: Rule): Rule | null => {
    const selectors = rule.selectors.filter(keepSelector)
    if (!selectors.length) return null
    for (const s of selectors) for (const c of classesOf(s)) classes.add(c)
    return rule.clone({ selectors: selectors.map(TABS_LIST) })
  }
  const collect = (nodes: ChildNode[], into: { append: (n: ChildNode) => unknown }, top = true) => {
    for (const node of nodes) {
      if (node.type === 'rule') {
        const sel = node.selector.trim()
        // Variables in a media query (`prefers-reduced-motion`: no transitions) stay in it: folded
        // into the page's, they applied everywhere.
        if (!top && (sel === ':root' || sel === "html[data-theme='dark']")) {
          into.append(node.clone())
          continue
        }
        if (sel === ':root' || sel === "html[data-theme='dark']") {
          const vars = sel === ':root' ? light : dark
          node.walkDecls((d) => {
            if (d.prop.startsWith('--')) vars.set(d.prop, d.value.replace(/\s+/g, ' '))
          })
          continue
        }
        const r = filterRule(node)
        if (r) into.append(r)
      } else if (node.type === 'atrule' && node.name === 'media' && node.nodes) {
        const at = (node as AtRule).clone({ nodes: [] })
        collect(node.nodes, at, false)
        if (at.nodes?.length) into.append(at)
      }
    }
  }
  collect(root.nodes, kept)
  const body = kept.toString()
  // Infima writes white on every badge: on a light primary (the dark mode's, often) that fails
  // WCAG AA, so the primary badge's text is black where white would not read (`onColour`).
  const onPrimary = classes.has('badge--primary')
    ? `@supports (color: oklch(from red l c h)){.badge--primary{--ifm-badge-color:${onColour('var(--ifm-color-primary)')}}}`
    : ''
  const css = `${variableBlocks(body, { light, dark })}${body}${onPrimary}`
  const min = await esbuild.transform(css, { loader: 'css', minify: true, logLevel: 'silent', legalComments: 'none' })
  for (const c of THEME_OWNED) classes.delete(c)
  return { css: min.code.trimEnd() + FIT, classes, left }
}

let sheet: Promise<InfimaSheet> | null = null

/** The installed Infima's sheet, made once per thread. */
export function infimaSheet(): Promise<InfimaSheet> {
  return (sheet ??= makeInfimaSheet(infimaSource()))
}

const CLASS_ATTR_RE = /\bclass=(?:"([^"]*)"|'([^']*)')/g

/**
 * Whether HTML has an element with one of `classes` (a sheet's `classes`); without `classes`,
 * whether it may (a class of a kept part, the theme's own aside, or of another part that the
 * theme's CSS does not style): the check every page pays, which needs no sheet.
 */
export function usesInfima(html: string, classes?: Set<string>): boolean {
  return (
    classesIn(html, (c) =>
      classes
        ? classes.has(c)
        : (COMPONENTS.has(partOf(c)) && !THEME_OWNED.has(c)) || (OTHER_PARTS.has(partOf(c)) && !themeClasses().has(c)),
    ).length > 0
  )
}

/** The distinct classes of HTML's class attributes that `keep` accepts (the first only when `first`). */
function classesIn(html: string, keep: (c: string) => boolean, first = true): string[] {
  if (!html.includes('class')) return []
  const found = new Set<string>()
  for (const m of html.matchAll(CLASS_ATTR_RE)) {
    for (const c of (m[1] ?? m[2]!).split(/\s+/)) {
      if (!c || !keep(c)) continue
      found.add(c)
      if (first) return [c]
    }
  }
  return [...found]
}

let themeClassSet: Set<string> | null = null

/** The classes the theme's stylesheet styles (theme/styles/*.css), read once per thread. */
export function themeClasses(): Set<string> {
  if (themeClassSet) return themeClassSet
  const dir = path.join(THEME_DIR, 'styles')
  themeClassSet = new Set(
    fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.css'))
      .flatMap((f) => classesOf(fs.readFileSync(path.join(dir, f), 'utf8'))),
  )
  return themeClassSet
}

/**
 * The page with Infima's sheet among its stylesheets (first, before its components' CSS, as
 * Docusaurus loads Infima before them) when its HTML uses Infima's classes; else unchanged. Its
 * elements with classes of Infima's other parts that nothing styles are named in a warning.
 */
export async function withInfima(page: CompiledPage): Promise<{ page: CompiledPage; warnings: string[] }> {
  const { asset, warnings } = await infimaFor(page.html, page.source.sourcePath)
  if (!asset) return { page, warnings }
  return {
    page: { ...page, assets: [asset, ...(page.assets ?? [])], styles: [asset.to, ...(page.styles ?? [])] },
    warnings,
  }
}

/**
 * Infima's sheet as an asset to link, when HTML (of the file `where`: a page, a site's Root) uses
 * its classes; and the warning naming the classes of its other parts that nothing styles.
 */
export async function infimaFor(
  html: string,
  where: string,
): Promise<{ asset: ImportedAsset | null; warnings: string[] }> {
  if (!usesInfima(html)) return { asset: null, warnings: [] }
  const sheet = await infimaSheet()
  const theme = themeClasses()
  const unstyled = classesIn(html, (c) => sheet.left.has(c) && !theme.has(c), false)
  const warnings = unstyled.length
    ? [
        `${where}: Infima's ${unstyled.map((c) => `\`${c}\``).join(', ')} ${unstyled.length > 1 ? 'are' : 'is'} not styled here: only its components and utilities are (hero, container, row and col, buttons, cards, badges, alerts, avatars, pills, tabs, spacing, text and shadows); style ${unstyled.length > 1 ? 'them' : 'it'} in customCss`,
      ]
    : []
  if (!usesInfima(html, sheet.classes)) return { asset: null, warnings }
  const kept = keep(sheet.css, '.css')
  return {
    asset: { from: kept.file, to: `assets/css/infima.${kept.hash.slice(0, 8)}.css`, stylesheet: true },
    warnings,
  }
}

/** The output path of the sheet (`assets/css/infima.<hash>.css`): how render tells it among a page's styles. */
export const INFIMA_SHEET_RE = /\/assets\/css\/infima\.[0-9a-f]{8}\.css$/
