/**
 * The islands bundle (after the markdown stage, beside the runtime bundle): each MDX page with
 * islands (see markdown/mdx/remark-mdx-islands.ts) comes with each island's module, compiled
 * with the page (the page's imports and exports plus that one element, with the page's plugins:
 * mdx/compile.ts `islandModules`), and one esbuild build bundles every island page's entry
 * with React (shared chunks, hashed names).
 * A React page that needs the browser (markdown/mdx/react-page.ts) is one island: its entry
 * hydrates the page's own module. A page's entry hydrates its `<cwc-island>` elements;
 * theme/runtime/index.ts loads it on the pages that have one, and only there. CSS modules,
 * SVG and image imports are resolved as for the build-time render, so hydration matches it.
 */
import { createRequire } from 'node:module'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import * as esbuild from 'esbuild'
import { THEME_DIR } from '../../core/locations.js'
import { MarkdownError } from '../../core/errors.js'
import type { CompiledPage, OutputFile, Route, SiteConfig, SiteRootFrame } from '../../core/types.js'
import { withBase } from '../../core/paths.js'
import { CODE_PARTIAL_TAG } from '../markdown/mdx/compile.js'
import { CLIENT_ONLY } from '../markdown/mdx/react-page.js'
import { cssModulesPlugin, resolveTarget, siteAssetsPlugin, THEME_SPECIFIER_RE } from '../markdown/mdx/modules.js'
import { rootPathsPlugin } from '../markdown/mdx/root-paths.js'
import { fallbacksPlugin } from './fallbacks.js'
import type { BundleMemo } from './shared.js'
import { mdxDocs, mdxSiteConfig } from '../markdown/options.js'
import { MDX_MODULES } from '../../../theme/mdx/index.js'
import { CSS_FILE_LOADERS, recordInputs } from '../bundle.js'
import { renderSiteRoot } from './site-root.js'

/** What the islands bundle gives: files to write and, per page source, its entry script (URL with base) and
 * JS weight; the site's Root drawn around every page (its entry's weight too), and what to tell the author of
 * it. */
export interface IslandsResult {
  files: OutputFile[]
  bySource: Map<string, { script: string; gzipBytes: number }>
  root?: { frame: SiteRootFrame; gzipBytes: number }
  warnings?: string[]
}

const require = createRequire(import.meta.url)
const NS = 'cwc-island'
const THEME_TABLE = path.join(THEME_DIR, 'mdx/index.ts')

/** The pages with islands: MDX pages with islands, then React pages that are one (an entry per page, `page-N`
 * by this order). */
function islandPages(pages: CompiledPage[]): CompiledPage[] {
  return [...pages.filter((p) => p.islands?.modules.length), ...pages.filter((p) => p.reactIsland)]
}

/** What the islands bundle is made of besides files (a key for the bundle cache): the site facts its entries
 * hold, each island page's source path and islands, in order, and the site's Root. */
export function islandsKey(config: SiteConfig, pages: CompiledPage[], rootFile: string | null = null): string {
  return JSON.stringify([
    siteFacts(config),
    islandPages(pages).map((p) => [p.source.sourcePath, p.islands ?? null, Boolean(p.reactIsland)]),
    rootFile,
  ])
}

/**
 * The site facts an entry gives the islands' components (as their build-time render had them);
 * of the locale's code translations, the site's own (`<Translate>`; the theme's strings are not
 * the islands' to show).
 */
function siteFacts(config: SiteConfig): {
  baseUrl: string
  siteConfig: unknown
  currentLocale: string
  docs: unknown
  messages?: Record<string, string>
  globalData?: unknown
} {
  const messages = Object.fromEntries(Object.entries(config.i18n.messages).filter(([id]) => !id.startsWith('theme.')))
  return {
    baseUrl: config.baseUrl,
    siteConfig: mdxSiteConfig(config),
    currentLocale: config.locale.code,
    docs: mdxDocs(config),
    ...(Object.keys(messages).length ? { messages } : {}),
    ...(config.globalData ? { globalData: config.globalData } : {}),
  }
}

/**
 * The islands' bundles of a locale's pages, started (esbuild runs in a process of its own: they are
 * made while the routes are planned and the extras written), through the build's memo of bundles.
 */
export function startIslands(
  config: SiteConfig,
  pages: CompiledPage[],
  rootFile: string | null,
  memo: BundleMemo,
): Promise<IslandsResult> {
  const key = islandsKey(config, pages, rootFile)
  const made = memo.reuse(`islands-${config.locale.code}`, key, (read) => bundleIslands(config, pages, read, rootFile))
  made.catch(() => {}) // awaited before the render
  return made
}

/**
 * Bundle the islands of every page that has some, and the site's swizzled Root (`rootFile`:
 * rendered for every page's frame, hydrated by the `root` entry when it needs the browser);
 * `read` receives the files the bundle was made of.
 */
export async function bundleIslands(
  config: SiteConfig,
  pages: CompiledPage[],
  read?: Set<string>,
  rootFile: string | null = null,
): Promise<IslandsResult> {
  const withIslands = islandPages(pages)
  const result: IslandsResult = { files: [], bySource: new Map() }
  const root = rootFile ? await renderSiteRoot(config, rootFile, read) : null
  if (root) {
    result.files.push(...root.files)
    if (root.warnings.length) result.warnings = root.warnings
  }
  const hydratedRoot = root?.frame?.interactive ? rootFile : null
  if (!withIslands.length && !hydratedRoot) {
    if (root?.frame) result.root = { frame: root.frame, gzipBytes: 0 }
    return result
  }
  // Each island's module, compiled with its page (mdx/compile.ts `islandModules`): esbuild only bundles JavaScript.
  const modules = new Map<string, { code: string; dir: string }>()
  const entries: Record<string, string> = {}
  if (hydratedRoot) entries.root = ROOT_ENTRY + hydratedRoot
  withIslands.forEach((page, p) => {
    if (page.reactIsland) {
      entries[`page-${p}`] = REACT_PAGE + page.source.sourcePath
      return
    }
    const dir = path.dirname(page.source.sourcePath)
    entries[`page-${p}`] = page
      .islands!.modules.map((code, i) => {
        modules.set(`${p}-${i}`, { code, dir })
        return `${p}-${i}`
      })
      .join(',')
  })
  const out = await esbuild
    .build({
      entryPoints: Object.keys(entries).map((name) => ({ in: `${NS}-entry:${name}`, out: name })),
      absWorkingDir: '/',
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'browser',
      target: 'es2020',
      minify: true,
      write: false,
      jsx: 'automatic',
      outdir: '/islands',
      entryNames: '[name].[hash]',
      chunkNames: 'chunk.[hash]',
      metafile: true,
      logLevel: 'silent',
      define: { ...config.defines, 'process.env.NODE_ENV': '"production"' },
      // CSS is the build-time render's job (pages link it): here only CSS modules' class names matter.
      loader: {
        '.js': 'jsx',
        '.css': 'empty',
        '.scss': 'empty',
        '.sass': 'empty',
        ...Object.fromEntries(Object.keys(CSS_FILE_LOADERS).map((e) => [e, 'empty' as const])),
      },
      alias: { ...config.moduleAliases, '@site': config.root },
      ...(config.moduleDirs?.length ? { nodePaths: config.moduleDirs } : {}),
      plugins: [
        ...fallbacksPlugin(config.moduleFallbacks),
        rootPathsPlugin(config.root),
        cssModulesPlugin(config.root, read, { classNamesOnly: true }),
        siteAssetsPlugin({
          baseUrl: config.baseUrl,
          loaded: read,
          svgImports: `import { svgComponent } from ${JSON.stringify(path.join(THEME_DIR, 'mdx/svg.ts'))}`,
          svg: (text) => `svgComponent(${text})`,
          resolveDir: THEME_DIR,
          recordSizesFrom: path.join(THEME_DIR, 'mdx/IdealImage.tsx'),
        }),
        {
          name: 'cwc-islands',
          setup(build) {
            build.onResolve({ filter: new RegExp(`^${NS}-entry:`) }, (args) => ({
              path: args.path.slice(NS.length + 7),
              namespace: `${NS}-entry`,
            }))
            build.onLoad({ filter: /.*/, namespace: `${NS}-entry` }, (args) => {
              if (entries[args.path]!.startsWith(REACT_PAGE))
                return {
                  contents: reactPageEntry(entries[args.path]!.slice(REACT_PAGE.length), config),
                  resolveDir: THEME_DIR,
                  loader: 'js',
                }
              if (entries[args.path]!.startsWith(ROOT_ENTRY))
                return {
                  contents: rootEntry(entries[args.path]!.slice(ROOT_ENTRY.length), config),
                  resolveDir: THEME_DIR,
                  loader: 'js',
                }
              const ids = entries[args.path]!.split(',').filter(Boolean)
              // The site's own MDX components (src/theme/MDXComponents), as on the page's render.
              const own = resolveTarget('@theme/MDXComponents', path.join(config.root, 'index.mdx'), config.root)
              return {
                contents: [
                  `import { hydrateRoot } from 'react-dom/client'`,
                  `import { jsx } from 'react/jsx-runtime'`,
                  `import { MDX_GLOBALS, setMdxSite } from ${JSON.stringify(THEME_TABLE)}`,
                  own.kind === 'file'
                    ? `import SiteComponents from ${JSON.stringify(own.file)}`
                    : 'const SiteComponents = {}',
                  ...ids.map((id, i) => `import I${i} from ${JSON.stringify(`${NS}:${id}`)}`),
                  `const islands = [${ids.map((_, i) => `I${i}`).join(', ')}]`,
                  `const site = ${JSON.stringify(siteFacts(config))}`,
                  `let roots = []`,
                  `export function mount() {`,
                  `  setMdxSite(site)`,
                  `  for (const el of document.querySelectorAll('cwc-island[data-island]')) {`,
                  `    const C = islands[Number(el.getAttribute('data-island'))]`,
                  `    if (C) roots.push(hydrateRoot(el, jsx(C, { components: { ...MDX_GLOBALS, ...SiteComponents } })))`,
                  `  }`,
                  `}`,
                  `export function unmount() { for (const r of roots) r.unmount(); roots = [] }`,
                ].join('\n'),
                resolveDir: THEME_DIR,
                loader: 'js',
              }
            })
            build.onResolve({ filter: new RegExp(`^${NS}:`) }, (args) => ({
              path: args.path.slice(NS.length + 1),
              namespace: NS,
            }))
            build.onLoad({ filter: /.*/, namespace: NS }, (args) => {
              const m = modules.get(args.path)!
              return { contents: m.code, resolveDir: m.dir, loader: 'jsx' }
            })
            // React is the generator's own (content folders have no node_modules of their own).
            build.onResolve({ filter: /^react(-dom)?(\/.*)?$/ }, (args) => ({ path: require.resolve(args.path) }))
            // Theme components and Docusaurus modules: the theme's table, bundled for the browser.
            // (the site's own src/theme/X when it has one, as for the page's render).
            build.onResolve({ filter: THEME_SPECIFIER_RE }, (args) => {
              const target = resolveTarget(args.path, args.importer, config.root)
              if (target.kind === 'file') return { path: target.file }
              return {
                path:
                  target.kind === 'theme' && !target.warning
                    ? args.path.replace(/^@theme-(original|init)\//, '@theme/')
                    : '',
                namespace: `${NS}-theme`,
              }
            })
            build.onLoad({ filter: /.*/, namespace: `${NS}-theme` }, (args) => ({
              contents: args.path
                ? themeModuleSource(args.path)
                : 'export default function Unprovided(props) { return props.children ?? null }',
              resolveDir: THEME_DIR,
              loader: 'js',
            }))
            // Markdown imported by a React page's code (or its components): the element its build-time render
            // is in, left as rendered.
            build.onResolve({ filter: /\.mdx?$/ }, (args) =>
              args.namespace === 'file' && !args.importer.split(path.sep).includes('node_modules')
                ? { path: args.path, namespace: `${NS}-code-partial` }
                : undefined,
            )
            build.onLoad({ filter: /.*/, namespace: `${NS}-code-partial` }, () => ({
              contents: CODE_PARTIAL,
              resolveDir: THEME_DIR,
              loader: 'js',
            }))
            // Partials inside an island render nothing in the browser (their HTML is already on the page).
            build.onResolve({ filter: /\.mdx?$/ }, (args) => ({ path: args.path, namespace: `${NS}-empty` }))
            build.onLoad({ filter: /.*/, namespace: `${NS}-empty` }, () => ({
              contents: 'export default function Partial() { return null }',
              loader: 'js',
            }))
          },
        },
      ],
    })
    .catch((err: esbuild.BuildFailure) => {
      throw new MarkdownError(
        `Could not bundle the islands: ${err.errors?.map((e) => `${e.location ? `${e.location.file}:${e.location.line}: ` : ''}${e.text}`).join('; ') ?? err.message}`,
        { hint: 'An island imports something the browser bundle cannot resolve; see the first message.' },
      )
    })
  recordInputs(out.metafile, '/', read)
  const base = withBase(config.baseUrl, '/assets/')
  for (const f of out.outputFiles)
    if (!f.path.endsWith('.css'))
      result.files.push({ path: 'assets/islands/' + path.basename(f.path), contents: f.contents })
  // Each page's entry and the JS it loads (its static imports, like the runtime's budget).
  const outputs = out.metafile.outputs
  const closure = (file: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(file)) return seen
    seen.add(file)
    for (const imp of outputs[file]?.imports ?? [])
      if (imp.kind === 'import-statement' && outputs[imp.path]) closure(imp.path, seen)
    return seen
  }
  const gz = new Map(out.outputFiles.map((f) => [path.relative('/', f.path), gzipSync(f.contents).length]))
  const entryOf = (name: string) => {
    const entry = Object.keys(outputs).find((o) => outputs[o]!.entryPoint === `${NS}-entry:${name}`)
    return entry
      ? {
          script: base + 'islands/' + path.basename(entry),
          gzipBytes: [...closure(entry)].reduce((n, f) => n + (gz.get(f.replace(/^\//, '')) ?? 0), 0),
        }
      : null
  }
  withIslands.forEach((page, p) => {
    const entry = entryOf(`page-${p}`)
    if (entry) result.bySource.set(page.source.sourcePath, entry)
  })
  if (root?.frame) {
    const entry = hydratedRoot ? entryOf('root') : null
    result.root = {
      frame: { ...root.frame, ...(entry ? { script: entry.script } : {}) },
      gzipBytes: entry?.gzipBytes ?? 0,
    }
  }
  return result
}

/**
 * Markdown imported by site code, in the browser: the `<cwc-partial>` the build rendered it in
 * (compile.ts CODE_PARTIAL_TAG), kept as it is — React leaves the content of an element with
 * `dangerouslySetInnerHTML` alone while hydrating, and the props never change after.
 */
const CODE_PARTIAL = `import { createElement } from 'react'
export default function Partial() { return createElement(${JSON.stringify(CODE_PARTIAL_TAG)}, { style: { display: 'contents' }, suppressHydrationWarning: true, dangerouslySetInnerHTML: { __html: '' } }) }`

/** A theme module for the browser: every name the table gives it (as bundleForNode's shim does for the
 * build-time render). */
function themeModuleSource(spec: string): string {
  const names = Object.keys(MDX_MODULES[spec] ?? {}).filter((n) => n !== 'default' && /^[A-Za-z_$][\w$]*$/.test(n))
  return [
    `import { MDX_MODULES } from ${JSON.stringify(THEME_TABLE)}`,
    `const m = MDX_MODULES[${JSON.stringify(spec)}] || {}`,
    `export default m.default`,
    ...names.map((n) => `export const ${n} = m.${n}`),
  ].join('\n')
}

/** An entry's marker for a React page island, followed by the page's file. */
const REACT_PAGE = 'react:'

/** The entry of a React page island: the page's default export hydrates its one `<cwc-island>`, with the site
 * facts of its build-time render. */
function reactPageEntry(file: string, config: SiteConfig): string {
  return [
    `import { createRoot, hydrateRoot } from 'react-dom/client'`,
    `import { jsx } from 'react/jsx-runtime'`,
    `import { setMdxSite } from ${JSON.stringify(THEME_TABLE)}`,
    `import Page from ${JSON.stringify(file)}`,
    `const site = ${JSON.stringify(siteFacts(config))}`,
    `let roots = []`,
    `export function mount() {`,
    `  setMdxSite(site)`,
    `  for (const el of document.querySelectorAll('cwc-island[data-island]')) {`,
    `    const { pathname, search, hash } = location`,
    `    const page = jsx(Page, { config: { ...site.siteConfig, baseUrl: site.baseUrl }, location: { pathname, search, hash }, match: { path: pathname, url: pathname, isExact: true, params: {} } })`,
    // A page whose build-time render threw (react-page.ts CLIENT_ONLY): rendered here, not hydrated.
    `    if (el.hasAttribute(${JSON.stringify(CLIENT_ONLY)})) { const root = createRoot(el); root.render(page); roots.push(root) } else roots.push(hydrateRoot(el, page))`,
    `  }`,
    `}`,
    `export function unmount() { for (const r of roots) r.unmount(); roots = [] }`,
  ].join('\n')
}

/** An entry's marker for the site's Root, followed by its file. */
const ROOT_ENTRY = 'root:'

/** The entry of the site's Root: hydrates the page's Root frame (theme/mdx/root-frame.ts) with the site facts
 * of its build-time render. */
function rootEntry(file: string, config: SiteConfig): string {
  return [
    `import { hydrateRoot } from 'react-dom/client'`,
    `import { setMdxSite } from ${JSON.stringify(THEME_TABLE)}`,
    `import { hydrateSiteRoot } from ${JSON.stringify(path.join(THEME_DIR, 'mdx/root-frame.ts'))}`,
    `import Root from ${JSON.stringify(file)}`,
    `setMdxSite({ ...${JSON.stringify(siteFacts(config))}, pathname: location.pathname })`,
    `hydrateSiteRoot(Root, (container, element) => hydrateRoot(container, element))`,
  ].join('\n')
}

/** Give each island page's own route its entry script (PageMeta.island), which the Document and route data carry. */
export function attachIslands(routes: Route[], islands: IslandsResult): void {
  if (!islands.bySource.size) return
  for (const route of routes) {
    const island = route.sourcePath ? islands.bySource.get(route.sourcePath) : undefined
    if (island && (route.kind === 'doc' || route.kind === 'blogPost' || route.kind === 'page'))
      route.props.meta.island = island.script
  }
}
