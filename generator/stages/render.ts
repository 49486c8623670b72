/**
 * Stage 5, render: Route → OutputFiles (the HTML page and its JSON route data), with the
 * theme's layout for the route's kind rendered by `renderToStaticMarkup`.
 */
import { createElement, type ComponentType } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { MissingComponentError } from '../core/errors.js'
import {
  ISLAND_TAG,
  MERMAID_ATTR,
  MERMAID_CLASS,
  type AssetManifest,
  type OutputFile,
  type Route,
  type RouteData,
  type Sidebar,
  type SiteData,
  type SiteRootFrame,
} from '../core/types.js'
import { ROOT_CHILDREN_TAG, ROOT_FRAME_TAG } from '../../theme/mdx/root-frame.js'
import type { Theme } from '../../theme/index.js'
import { I18nContext } from '../../theme/i18n/context.js'
import { INFIMA_SHEET_RE } from './markdown/infima.js'
import { documentTitle as themeTitle } from '../../theme/Document.js'

/** What every render needs besides the route. */
export interface RenderContext {
  theme: Theme
  assets: AssetManifest
  /** Inline script for dev live reload. */
  devScript?: string
}

const PERSIST_RE = /<(nav|div|aside)\b([^>]*?)\bdata-persist="([^"]+)"[^>]*>/g

/**
 * Rendered routes of a one-shot build keep only what later steps read of their props — `kind`,
 * `site` and `meta` (a frozen version's record), as a route kept from the last build has them —
 * so that a large site's tables of contents, breadcrumbs and post lists go as they are rendered.
 */
export function releaseProps(routes: Route[]): void {
  for (const route of routes) {
    const { kind, site, meta } = route.props
    route.props = { kind, site, meta } as Route['props']
  }
}

/** Render one route to its HTML file and route-data JSON. */
export function renderRoute(route: Route, ctx: RenderContext): OutputFile[] {
  const Layout = ctx.theme.layouts[route.kind] as ComponentType<object> | undefined
  if (!Layout) {
    throw new MissingComponentError(`The theme has no layout component for page kind "${route.kind}"`, {
      hint: `Export a component for "${route.kind}" in theme/index.ts \`layouts\`.`,
    })
  }
  const i18n = { locale: route.props.site.locale, i18n: route.props.site.i18n, pageUrl: route.props.meta.url }
  let layoutHtml =
    stylesheetLinks(route.props.meta.styles, ctx.assets.customCss) +
    renderToStaticMarkup(createElement(I18nContext.Provider, { value: i18n }, createElement(Layout, route.props)))
  // An island page's islands name its entry script (the runtime imports it from there).
  if (route.props.meta.island)
    layoutHtml = layoutHtml.replaceAll(
      `<${ISLAND_TAG} data-island=`,
      `<${ISLAND_TAG} data-src="${route.props.meta.island}" data-island=`,
    )
  // A page with a mermaid diagram names the diagrams' script on it (the runtime imports it from there; other
  // pages never load it).
  if (ctx.assets.mermaidScript) layoutHtml = nameMermaidScript(layoutHtml, ctx.assets.mermaidScript)
  // The site's Root as rendered at this URL when its render depends on it, else as rendered once.
  const own = route.props.meta.rootFrame
  const rootFrame =
    ctx.assets.siteRoot && own
      ? { ...ctx.assets.siteRoot, before: own.before, after: own.after, head: own.head }
      : ctx.assets.siteRoot
  const html = withHead(
    withSiteTags(
      wrapInSiteRoot(
        '<!doctype html>' +
          renderToStaticMarkup(
            createElement(
              I18nContext.Provider,
              { value: i18n },
              createElement(ctx.theme.Document, {
                page: route.props,
                assets: ctx.assets,
                layoutHtml,
                devScript: ctx.devScript,
              }),
            ),
          ),
        rootFrame,
      ),
      route.props.site.htmlTags,
    ),
    (rootFrame?.head ?? '') + (route.props.meta.head ?? ''),
  )
  const files: OutputFile[] = [{ path: route.outputPath, contents: html }]
  const data: RouteData = {
    url: route.url,
    // a page's own <Head><title> wins on client navigation too
    title: headTitle(route.props.meta.head) ?? documentTitle(route),
    description: route.props.meta.description,
    kind: route.kind,
    html: replacePersistent(layoutHtml),
    attrs: htmlAttrs(html),
  }
  const json = JSON.stringify(data)
  files.push({ path: route.dataPath, contents: json })
  if (route.dataAlias) files.push({ path: route.dataAlias, contents: json })
  return files
}

/**
 * The page's body inside the site's swizzled Root (theme/mdx/root-frame.ts): Root's own elements
 * before and after it, as the build rendered them, in the frame its script hydrates.
 */
export function wrapInSiteRoot(html: string, frame: SiteRootFrame | undefined): string {
  // A Root that only imports CSS or renders a `<Head>` around its children needs no frame.
  if (!frame || (!frame.before && !frame.after && !frame.script)) return html
  const open = html.indexOf('<body>')
  const close = html.lastIndexOf('</body>')
  if (open < 0 || close < open) return html
  const start = open + '<body>'.length
  return `${html.slice(0, start)}<${ROOT_FRAME_TAG} style="display:contents">${frame.before}<${ROOT_CHILDREN_TAG} style="display:contents">${html.slice(start, close)}</${ROOT_CHILDREN_TAG}>${frame.after}</${ROOT_FRAME_TAG}>${html.slice(close)}`
}

/** The mermaid containers of a page's HTML (DOM.md) with the diagrams' script named on them. */
export function nameMermaidScript(html: string, script: string): string {
  return html.replaceAll(
    `class="${MERMAID_CLASS}" ${MERMAID_ATTR}=""`,
    `class="${MERMAID_CLASS}" ${MERMAID_ATTR}="" data-src="${script.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`,
  )
}

/**
 * The stylesheets of the page's components, at the start of the layout HTML rather than in
 * `<head>`: the route data carries them, so a page reached by client navigation gets its CSS
 * (and drops the previous page's); `rel="stylesheet"` is allowed in the body. After Infima's
 * sheet (infima.ts) the site's customCss is linked again: in Docusaurus it comes after Infima,
 * so its rules win over Infima's of the same specificity (the browser has the file already).
 */
export function stylesheetLinks(styles: string[] | undefined, customCss?: string): string {
  const link = (href: string) =>
    `<link rel="stylesheet" href="${href.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"/>`
  return (styles ?? [])
    .map((href) => link(href) + (customCss && INFIMA_SHEET_RE.test(href) ? link(customCss) : ''))
    .join('')
}

/**
 * The site's tags of every page (`headTags`, `stylesheets`, `scripts`, analytics; SiteData.htmlTags)
 * spliced in as written: at the end of the theme's `<head>` (before a page's own head, which
 * `withHead` adds next, as Docusaurus puts a page's `<Head>` after the plugins' tags) and first
 * in `<body>`. React cannot write raw HTML without a wrapper element, so they are text here.
 */
export function withSiteTags(html: string, tags: SiteData['htmlTags']): string {
  if (!tags) return html
  let out = html
  if (tags.head) {
    const end = out.indexOf('</head>')
    out = out.slice(0, end) + tags.head + out.slice(end)
  }
  if (tags.preBody) out = out.replace(/<body\b[^>]*>/, (open) => open + tags.preBody)
  return out
}

/**
 * The page's own `<head>` HTML (MDX `<Head>`) added before `</head>`; a canonical link, a title
 * or a `<meta name|property>` in it replaces the document's tag of the same kind (the page's
 * own head wins, as in Docusaurus; the site's `metadata` included).
 */
export function withHead(html: string, head: string | undefined): string {
  if (!head) return html
  const end = html.indexOf('</head>')
  let doc = html.slice(0, end)
  if (/<link\b[^>]*\brel="canonical"/.test(head)) doc = doc.replace(/<link rel="canonical" href="[^"]*"\/>/, '')
  if (/<title>/.test(head)) doc = doc.replace(/<title>[\s\S]*?<\/title>/, '')
  for (const [, name] of head.matchAll(/<meta\b[^>]*?\b(?:name|property)="([^"]+)"/g)) {
    const escaped = name!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    doc = doc.replace(new RegExp(`<meta (?:name|property)="${escaped}"[^>]*/>`, 'g'), '')
  }
  return doc + head + html.slice(end)
}

/** HTML of a whole sidebar (every branch), or '' when the theme has no SidebarFull; in the locale of `site`
 * when given. */
export function renderFullSidebar(theme: Theme, sidebar: Sidebar, site?: Pick<SiteData, 'locale' | 'i18n'>): string {
  if (!theme.SidebarFull) return ''
  const element = createElement(theme.SidebarFull, { sidebar })
  return renderToStaticMarkup(
    site ? createElement(I18nContext.Provider, { value: { locale: site.locale, i18n: site.i18n } }, element) : element,
  )
}

/** The full sidebars, one file each under `__data/persist/` (pages carry only their open branches, see SidebarItem). */
export async function renderSidebarFiles(
  sidebars: Map<string, Sidebar>,
  site?: Pick<SiteData, 'locale' | 'i18n'>,
): Promise<OutputFile[]> {
  const { theme } = await import('../../theme/index.js')
  return [...sidebars.values()].map((sb) => ({
    path: persistentPath(`sidebar:${sb.id}`),
    contents: renderFullSidebar(theme, sb, site),
  }))
}

/** The `<title>` text a route gets. */
export function documentTitle(route: Route): string {
  return themeTitle(route.props.meta.title, route.props.site.title, route.props.site.titleDelimiter)
}

/** The text of the `<title>` a page's own head sets (MDX or React `<Head>`), or null. */
export function headTitle(head: string | undefined): string | null {
  const m = head ? /<title>([\s\S]*?)<\/title>/.exec(head) : null
  if (!m) return null
  const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' }
  return m[1]!
    .replace(/<[^>]+>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (all, e: string) =>
      e[0] === '#'
        ? String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : Number(e.slice(1)))
        : (named[e] ?? all),
    )
}

/** Replace each `data-persist` element with an empty slot (see theme/DOM.md "Route data"). */
export function replacePersistent(html: string): string {
  let out = html
  for (const m of [...html.matchAll(PERSIST_RE)]) {
    const tag = m[1]!
    const start = out.indexOf(m[0])
    const end = findClosing(out, tag, start)
    if (start === -1 || end === -1) continue
    out = out.slice(0, start) + `<div data-persist-slot="${m[3]}"></div>` + out.slice(end)
  }
  return out
}

/** Index just after the element's matching closing tag. */
function findClosing(html: string, tag: string, start: number): number {
  const re = new RegExp(`<${tag}\\b|</${tag}>`, 'g')
  re.lastIndex = start
  let depth = 0
  for (let m = re.exec(html); m; m = re.exec(html)) {
    depth += m[0].startsWith('</') ? -1 : 1
    if (depth === 0) return m.index + m[0].length
  }
  return -1
}

/** The `data-*` attributes (but the colour mode's) and the `class` of the rendered `<html>` tag
 * (theme/layouts/page-facts.ts `htmlAttrs`). */
function htmlAttrs(html: string): Record<string, string> {
  const tag = /<html\b[^>]*>/.exec(html)?.[0] ?? ''
  const attrs: Record<string, string> = {}
  for (const m of tag.matchAll(/(?<![\w-])(data-[\w-]+|class)="([^"]*)"/g))
    if (m[1] !== 'data-theme') attrs[m[1]!] = unescapeAttr(m[2]!)
  return attrs
}

/** An attribute's value as React escaped it, back to its text. */
const unescapeAttr = (value: string) =>
  value.includes('&')
    ? value.replace(
        /&(quot|#x27|lt|gt|amp);/g,
        (_m, e: string) => ({ quot: '"', '#x27': "'", lt: '<', gt: '>', amp: '&' })[e]!,
      )
    : value

/** Output path of a persistent region's HTML (fetched by pages that lack it). */
export function persistentPath(key: string): string {
  return `__data/persist/${key.replace(/:/g, '-')}.html`
}
