/**
 * A site's swizzled `Root` (`src/theme/Root.{js,jsx,ts,tsx}`), drawn around every page as
 * Docusaurus draws it around the whole app (theme/mdx/root-frame.ts shows the markup). Rendered
 * once per locale on the main thread, by a ModuleLoader as a React page is (its CSS collected,
 * `@theme/…` and `@docusaurus/…` from the theme's table), with `RootChildren` as its children:
 * the HTML before and after that element is what every page's body gets around it. A Root whose
 * code needs the browser (a hook, a handler: remark-mdx-islands' INTERACTIVE_SOURCE_RE over its
 * bundle's site files) is hydrated by the islands bundle's `root` entry (islands.ts).
 *
 * A Root whose render depends on the URL (it reads the location: structured data per page) is
 * rendered again at each route's URL (`attachRootFrames`). Not as in Docusaurus, and said in the
 * compatibility report (docusaurus/project.ts): a context Root provides does not reach the page's
 * components (each island is a React tree of its own).
 */
import fs from 'node:fs'
import path from 'node:path'
import { createElement, type ComponentType, type ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { BuildError } from '../../core/errors.js'
import { withBase } from '../../core/paths.js'
import type { BundleResult, OutputFile, Route, SiteConfig, SiteRootFrame } from '../../core/types.js'
import { setMdxSite } from '../../../theme/mdx/index.js'
import { ROOT_CHILDREN_TAG, RootChildren } from '../../../theme/mdx/root-frame.js'
import { ModuleLoader, type ImportedAsset } from '../markdown/mdx/modules.js'
import { INTERACTIVE_SOURCE_RE } from '../markdown/mdx/remark-mdx-islands.js'
import { INFIMA_SHEET_RE, infimaFor } from '../markdown/infima.js'
import { liftHead, renderError } from '../markdown/mdx/page-html.js'
import { bundleError, CODE_RE, isComponent, readOrEmpty } from '../markdown/mdx/react-page.js'
import { mdxDocs, mdxSiteConfig } from '../markdown/options.js'

/** Code that reads the page's URL (Docusaurus's router and docs hooks): its output may differ from page to
 * page even where two test renders agree. */
const LOCATION_RE =
  /\buse(Location|RouteMatch|ActivePlugin|ActiveVersion|ActiveDocContext|DocsVersion|DocsSidebar)\b|\bwithRouter\b|\blocation\.pathname\b/
/** Where Root's children are in its render (RootChildren, rendered by React on the server). */
const CHILDREN_HTML = `<${ROOT_CHILDREN_TAG} style="display:contents"></${ROOT_CHILDREN_TAG}>`

/** What rendering Root gave: the frame (null when it cannot be drawn), its files (CSS, images), and what to
 * tell the author. */
export interface SiteRootResult {
  frame: SiteRootFrame | null
  files: OutputFile[]
  warnings: string[]
}

/**
 * Render the site's Root around a placeholder for the page (`read` hears of the site files it is
 * made of, for the bundle memo). A Root that cannot be bundled is an error naming its file and line;
 * one that throws while rendering, or does not render its children once, is a warning, and the
 * pages are built without it.
 */
export async function renderSiteRoot(config: SiteConfig, file: string, read?: Set<string>): Promise<SiteRootResult> {
  const warnings: string[] = []
  const assets: ImportedAsset[] = []
  const loaded = await loadRoot(config, file, assets, warnings, read)
  if (!loaded) return { frame: null, files: [], warnings }
  const { Root, interactive, readsLocation } = loaded
  let split: RootSplit
  let perRoute = readsLocation
  try {
    split = renderAt(config, Root, interactive, config.baseUrl)
    // Rendered at another URL too: a Root whose output depends on it (per-page structured data) is rendered
    // for each page.
    const elsewhere = renderAt(config, Root, interactive, config.baseUrl + 'cwc-another-page/')
    perRoute ||= elsewhere !== null && split !== null && !sameSplit(elsewhere, split)
  } catch (err) {
    const problem = renderError(err, file)
    problem.message = `The swizzled Root threw while it was rendered, so the pages are built without it: ${problem.message}`
    problem.hint =
      'Docusaurus renders Root on the server too: run what needs the browser in an effect (`useEffect`) or inside `<BrowserOnly>`, or fix what the message names.'
    warnings.push(problem.format())
    return { frame: null, files: [], warnings }
  }
  if (!split) {
    warnings.push(
      new BuildError('The swizzled Root does not render its children exactly once, so the pages are built without it', {
        file,
        hint: 'Render `{children}` once: it is the whole page.',
      }).format(),
    )
    return { frame: null, files: [], warnings }
  }
  // Infima's sheet where Root's markup uses its classes (a cookie banner's `button button--primary`), first,
  // as a page links it.
  const infima =
    config.layout === 'docusaurus' ? await infimaFor(split.before + split.after, file) : { asset: null, warnings: [] }
  warnings.push(...infima.warnings)
  if (infima.asset) assets.unshift(infima.asset)
  const files = assets.map((a) => ({ path: a.to, contents: fs.readFileSync(a.from) }))
  const styles = [...new Set(assets.filter((a) => a.stylesheet).map((a) => withBase(config.baseUrl, '/' + a.to)))]
  return { frame: { ...split, styles, interactive, ...(perRoute ? { perRoute } : {}) }, files, warnings }
}

/**
 * Root rendered at each route's URL (`PageMeta.rootFrame`), for a Root whose render depends on it
 * (`SiteRootFrame.perRoute`): structured data per page, a bar that names the section. Loaded again
 * here (the islands' memo may have kept the frame without loading it); a page where it fails to
 * render keeps the frame rendered at the base URL.
 */
export async function attachRootFrames(
  config: SiteConfig,
  file: string,
  routes: Route[],
  base: SiteRootFrame,
): Promise<void> {
  const loaded = await loadRoot(config, file, [], [])
  if (!loaded) return
  for (const route of routes) {
    try {
      const split = renderAt(config, loaded.Root, loaded.interactive, route.url)
      // Only where it differs from the base URL's (most pages of a Root that reads the URL in an effect).
      if (split && !sameSplit(split, base)) route.props.meta.rootFrame = split
    } catch {
      // The base URL's frame stays (renderSiteRoot warned if that one threw).
    }
  }
}

type RootSplit = Pick<SiteRootFrame, 'before' | 'after' | 'head'> | null

const sameSplit = (a: NonNullable<RootSplit>, b: NonNullable<RootSplit>) =>
  a.before === b.before && a.after === b.after && a.head === b.head

/** Load Root's module (bundled for Node); null, with a warning, when it exports no component. */
async function loadRoot(
  config: SiteConfig,
  file: string,
  assets: ImportedAsset[],
  warnings: string[],
  read?: Set<string>,
): Promise<{ Root: ComponentType<{ children?: ReactNode }>; interactive: boolean; readsLocation: boolean } | null> {
  const loader = new ModuleLoader({
    baseUrl: config.baseUrl,
    siteRoot: config.root,
    infimaVariables: config.layout === 'docusaurus',
    aliases: config.moduleAliases,
    moduleDirs: config.moduleDirs,
    defines: config.defines,
  })
  let loaded: Awaited<ReturnType<ModuleLoader['loadPage']>>
  try {
    loaded = await loader.loadPage(
      file,
      assets,
      (m) => warnings.push(m),
      (f) => read?.add(f),
    )
  } catch (err) {
    throw bundleError(err, file, 'the swizzled Root')
  }
  for (const f of loaded.inputs) read?.add(f)
  const Root = loaded.module.default
  if (!isComponent(Root)) {
    warnings.push(
      new BuildError('The swizzled Root has no component as its default export: the pages are built without it', {
        file,
        hint: 'Export the component: `export default function Root({ children }) { return <>{children}</> }`.',
      }).format(),
    )
    return null
  }
  const own = loaded.inputs
    .filter((f) => CODE_RE.test(f) && !f.split(path.sep).includes('node_modules'))
    .map(readOrEmpty)
  return {
    Root,
    interactive: own.some((code) => INTERACTIVE_SOURCE_RE.test(code)),
    readsLocation: own.some((code) => LOCATION_RE.test(code)),
  }
}

/** Root rendered at `pathname` around `RootChildren`, split there (its `<Head>` lifted); null when it does
 * not render its children exactly once. Throws what the render throws. */
function renderAt(
  config: SiteConfig,
  Root: ComponentType<{ children?: ReactNode }>,
  interactive: boolean,
  pathname: string,
): RootSplit {
  const messages = Object.fromEntries(Object.entries(config.i18n.messages).filter(([id]) => !id.startsWith('theme.')))
  setMdxSite({
    baseUrl: config.baseUrl,
    siteConfig: mdxSiteConfig(config),
    trailingSlash: config.trailingSlash,
    currentLocale: config.locale.code,
    messages,
    docs: mdxDocs(config),
    ...(config.globalData ? { globalData: config.globalData } : {}),
    pathname,
    island: interactive,
  })
  // What its `<Head>` renders goes into every page's head (the browser's Head renders nothing, so hydration matches).
  const { html, head } = liftHead(renderToString(createElement(Root, null, createElement(RootChildren))))
  const at = html.indexOf(CHILDREN_HTML)
  if (at < 0 || html.indexOf(CHILDREN_HTML, at + 1) >= 0) return null
  return { before: html.slice(0, at), after: html.slice(at + CHILDREN_HTML.length), ...(head ? { head } : {}) }
}

/** The client bundle with the site's Root (islands.ts): its frame in the manifest, and its entry's JS in
 * every page's weight. */
export function withSiteRoot(
  bundle: BundleResult,
  root: { frame: SiteRootFrame; gzipBytes: number } | undefined,
): BundleResult {
  if (!root) return bundle
  // The site's customCss again after Infima's sheet, so that its rules win, as a page's own links have it
  // (render.ts stylesheetLinks).
  const { customCss } = bundle.assets
  const styles = root.frame.styles.flatMap((href) =>
    customCss && INFIMA_SHEET_RE.test(href) ? [href, customCss] : [href],
  )
  return {
    ...bundle,
    assets: { ...bundle.assets, siteRoot: { ...root.frame, styles } },
    scriptGzipBytes: bundle.scriptGzipBytes + root.gzipBytes,
  }
}
