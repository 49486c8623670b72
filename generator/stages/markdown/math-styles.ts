/**
 * KaTeX's stylesheet on the pages that show math, and only there. A site that renders math with
 * its own plugins (`remark-math` + `rehype-katex`) gets KaTeX's markup; without KaTeX's CSS it is
 * unreadable (every formula twice: the MathML and the HTML rendering). Docusaurus sites link a CDN
 * copy on every page; here the `katex` package the site has installed (rehype-katex depends on it)
 * is bundled with its fonts and linked by the pages whose HTML has KaTeX's markup.
 */
import { createRequire } from 'node:module'
import path from 'node:path'
import type { CompiledPage } from '../../core/types.js'
import { stylesOf } from './mdx/page-html.js'
import type { ImportedAsset, ModuleLoader } from './mdx/modules.js'

/** Whether compiled HTML holds KaTeX's output. */
const hasMath = (html: string): boolean => html.includes('class="katex')

/** KaTeX's stylesheet of each site root, looked up once per thread (null: no katex installed). */
const stylesheets = new Map<string, string | null>()

/** KaTeX's stylesheet file, from the site's packages (or those of its rehype-katex); null when none is installed. */
export function katexStylesheet(siteRoot: string): string | null {
  let found = stylesheets.get(siteRoot)
  if (found !== undefined) return found
  found = null
  const req = createRequire(path.join(siteRoot, 'noop.js'))
  for (const via of [null, 'rehype-katex']) {
    try {
      const base = via ? createRequire(req.resolve(via)) : req
      found = path.join(path.dirname(base.resolve('katex')), 'katex.min.css')
      break
    } catch {
      // not installed this way: try the next
    }
  }
  stylesheets.set(siteRoot, found)
  return found
}

/**
 * The page with KaTeX's stylesheet added when its HTML has math; `loader` gives the thread's module
 * loader (asked for only then), `warn` hears when the stylesheet cannot be found.
 */
export async function withMathStyles(
  page: CompiledPage,
  loader: () => ModuleLoader,
  siteRoot: string,
  warn: (m: string) => void,
): Promise<CompiledPage> {
  if (!hasMath(page.html)) return page
  const file = katexStylesheet(siteRoot)
  if (!file) {
    warn(
      `${page.source.sourcePath}: the page has KaTeX math but the katex package cannot be found from ${siteRoot}: its formulas are unstyled (install the site's dependencies: \`npm ci\`)`,
    )
    return page
  }
  const assets: ImportedAsset[] = [...(page.assets ?? [])]
  await loader().load({ kind: 'file', file }, assets, warn)
  return { ...page, assets, ...stylesOf(assets) }
}
