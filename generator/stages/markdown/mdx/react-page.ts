/**
 * React pages (a `.js/.jsx/.ts/.tsx` file under the pages folder, Docusaurus's pages plugin):
 * the module is bundled for Node by the same ModuleLoader as MDX's site components (React
 * shared, `@theme/…`/`@docusaurus/…` from the theme table, CSS collected), and its default
 * export is rendered once at build time with `renderToStaticMarkup`. The result is a
 * CompiledPage like any other: the routes stage puts it in the page shell (navbar, footer,
 * head) and `@theme/Layout`'s `title`/`description` become the page's title and description.
 *
 * No React reaches the browser, except for a page whose code (or a site module it imports)
 * handles events or keeps state, as remark-mdx-islands decides for MDX: the whole page is then
 * one island, rendered with React's hydration markers inside `<cwc-island data-island="0">`,
 * which the islands bundle hydrates from the page's own module (islands.ts).
 */
import { errorText } from '../../../core/esbuild-errors.js'
import fs from 'node:fs'
import path from 'node:path'
import { createElement, type ComponentType } from 'react'
import { renderToStaticMarkup, renderToString } from 'react-dom/server'
import { REDIRECT_ATTR, setMdxSite, takeLayoutFacts } from '../../../../theme/mdx/index.js'
import { type BuildError, MarkdownError } from '../../../core/errors.js'
import { ISLAND_TAG, type CompiledPage, type SourceFile } from '../../../core/types.js'
import { siteGlobals, type MdxCompiler } from './compiler.js'
import { liftHead, renderError, stylesOf } from './page-html.js'
import { allowCodePartials, mdxSiteOf } from './compile.js'
import { readOrNull } from '../../../core/open-files.js'
import { messageAdvice, type ImportedAsset, type ModuleObject } from './modules.js'
import { INTERACTIVE_SOURCE_RE } from './remark-mdx-islands.js'

/** The attribute of a React page's island whose build-time render threw: the browser renders it (islands.ts),
 * not hydrates it. */
export const CLIENT_ONLY = 'data-client-only'

/** A file of code (a module's site inputs are checked for what needs the browser). */
export const CODE_RE = /\.(jsx?|tsx?|mjs|cjs)$/

/** Render one React page. Throws MarkdownErrors naming the file (and the line, for bundling errors); a render
 * that throws is a warning and a crash notice. */
export async function compileReactPage(
  source: SourceFile,
  compiler: MdxCompiler,
): Promise<{ page: CompiledPage; warnings: string[] }> {
  const file = source.sourcePath
  const warnings: string[] = []
  const assets: ImportedAsset[] = []
  let loaded: { module: ModuleObject; inputs: string[]; partials: number }
  allowCodePartials(compiler, source)
  // What the page is made of, for the build cache: its bundle's site files (a page is kept while they are unchanged).
  const record = compiler.options.recordRead
  const read = (f: string) => record?.(f, readOrNull(f))
  try {
    loaded = await compiler.loader.loadPage(file, assets, (m) => warnings.push(m), read)
  } catch (err) {
    throw bundleError(err, file)
  }
  // Markdown its code imports renders with the site's MDX components: their files too.
  if (loaded.partials) for (const f of (await siteGlobals(compiler)).inputs) read(f)
  const Page = loaded.module.default
  if (!isComponent(Page)) {
    throw new MarkdownError(
      `A React page must export a React component by default; its default export is ${describe(Page)}`,
      {
        file,
        hint: 'Write `export default function MyPage() { return <Layout title="…">…</Layout> }`, or name the file `_x.js` if it is a module for other pages, not a page.',
      },
    )
  }
  let island = loaded.inputs.some((f) => CODE_RE.test(f) && INTERACTIVE_SOURCE_RE.test(readOrEmpty(f)))
  setMdxSite({ ...mdxSiteOf(compiler, source), island })
  takeLayoutFacts() // forget what an earlier render recorded
  let rendered: string
  let crashed = false
  try {
    // An island keeps the markers React needs to hydrate it (renderToString); a static page needs none.
    const element = createElement(
      Page as ComponentType<ReturnType<typeof pageProps>>,
      pageProps(compiler, compiler.options.pageUrl?.(file)),
    )
    rendered = (island ? renderToString : renderToStaticMarkup)(element)
    // A `<Redirect>` page: an island too, so that reaching it by client navigation (no meta refresh then)
    // still redirects once hydrated.
    if (!island && rendered.includes(` ${REDIRECT_ATTR}=`)) {
      island = true
      setMdxSite({ ...mdxSiteOf(compiler, source), island })
      takeLayoutFacts()
      rendered = renderToString(element)
    }
  } catch (err) {
    takeLayoutFacts()
    // As in Docusaurus, whose build goes on when a page's component throws (its layout's error
    // boundary shows the crash): the page says it crashed, and the warning says where and why.
    // A page whose code needs the browser anyway is then rendered there instead of hydrated
    // (code that reads `navigator` or `window` while it renders): hydrating the crash notice
    // would be a mismatch, and React would draw the page again after an error.
    const problem = renderError(err, file)
    if (island)
      problem.hint =
        `${problem.hint ?? ''} The page is rendered in the browser only meanwhile (readers without JavaScript see that it crashed).`.trim()
    warnings.push(problem.format())
    rendered = `<main class="container page-error" role="alert"><h1>This page crashed.</h1><p>${escapeHtml(problem.message)}</p></main>`
    crashed = true
  }
  const layout = takeLayoutFacts()
  const lifted = liftHead(rendered)
  const html = island
    ? `<${ISLAND_TAG} data-island="0"${crashed ? ` ${CLIENT_ONLY}` : ''}>${lifted.html}</${ISLAND_TAG}>`
    : lifted.html
  const head = lifted.head
  return {
    page: {
      source,
      html,
      h1: null,
      headings: [],
      ids: idsOf(html),
      links: [],
      excerptHtml: null,
      firstParagraph: '',
      words: 0,
      ...(island ? { reactIsland: true as const } : {}),
      ...(assets.length ? { assets } : {}),
      ...stylesOf(assets),
      ...(layout.title !== undefined || layout.description !== undefined || layout.htmlClassName !== undefined
        ? { layout }
        : {}),
      ...(head ? { head } : {}),
    },
    warnings,
  }
}

/**
 * The props Docusaurus gives a page component: Docusaurus 2's pages read the site config from a
 * `config` prop (`function Home({ config })`), as useDocusaurusContext().siteConfig gives it; and
 * react-router's route props, `location` (the page's path, no search or hash while the site is
 * built) and `match` (islands.ts gives the browser's location when it hydrates the page).
 */
export function pageProps(
  compiler: MdxCompiler,
  url = compiler.options.baseUrl ?? '/',
): {
  config: Record<string, unknown>
  location: { pathname: string; search: string; hash: string }
  match: { path: string; url: string; isExact: boolean; params: Record<string, string> }
} {
  return {
    config: { ...(compiler.options.siteConfig ?? {}), baseUrl: compiler.options.baseUrl ?? '/' },
    location: { pathname: url, search: '', hash: '' },
    match: { path: url, url, isExact: true, params: {} },
  }
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!)

/** Every `id` in the rendered HTML (links to `/#features` are checked against them). */
function idsOf(html: string): string[] {
  return [...html.matchAll(/<[a-zA-Z][^>]*?\sid="([^"]+)"/g)].map((m) => m[1]!)
}

/** A function or class component, or a `memo`/`forwardRef`/`lazy` object. */
export function isComponent(value: unknown): value is ComponentType {
  return typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value)
}

export function readOrEmpty(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8')
  } catch {
    return ''
  }
}

function describe(value: unknown): string {
  if (value === undefined) return 'missing (the module has no `export default`)'
  if (value === null) return 'null'
  return typeof value === 'object' ? 'an object, not a component' : `a ${typeof value}`
}

/**
 * A page module (or a site's Root: `what`) that esbuild could not bundle (a syntax error, an
 * import it cannot resolve), or that threw while it was imported: where, and what to do.
 */
export function bundleError(err: unknown, file: string, what = 'the React page'): BuildError {
  const first = (
    err as { errors?: { text: string; location?: { file: string; line: number; column: number } | null }[] }
  ).errors?.[0]
  if (first) {
    const where = first.location
    const { missing, hint } = messageAdvice(first.text, 'Fix the code at that line.')
    const at = where ? path.resolve(where.file) : file
    return new MarkdownError(`Could not bundle ${what}: ${missing?.message ?? first.text}`, {
      file: at,
      line: where?.line,
      column: where ? where.column + 1 : undefined,
      cause: err,
      hint: at !== file ? `${hint} (imported by ${file})` : hint,
    })
  }
  return new MarkdownError(`${what[0]!.toUpperCase()}${what.slice(1)}'s module failed to load: ${errorText(err)}`, {
    file,
    cause: err,
    hint: 'Fix the code that runs when the module is imported (outside its components).',
  })
}
