/**
 * What the MDX and React-page paths share once a page is rendered to HTML: its head lifted out,
 * its stylesheets, and a component's error named.
 */
import { MDX_GLOBALS } from '../../../../theme/mdx/index.js'
import { MarkdownError } from '../../../core/errors.js'
import type { ImportedAsset } from './modules.js'

/** Elements React 19 hoists to the start of a rendered tree. */
const LEADING_HOISTED_RE = /^(?:<(?:meta|link|base)\b[^>]*\/>|<title>[\s\S]*?<\/title>)+/

/**
 * `<Head>` and `<head>` content goes to the page's head, not its body. React 19 hoists
 * `<meta>`, `<link>` and `<title>` to the start of its output (or into a `<head>` element),
 * and adds `<link rel="preload">` hints for images, which the page's own head does not need.
 */
export function liftHead(rendered: string): { html: string; head: string } {
  let head = ''
  const html = rendered
    .replace(LEADING_HOISTED_RE, (tags) => {
      head += tags.replace(/<link rel="preload" as="image"[^>]*\/>/g, '')
      return ''
    })
    .replace(/<(cwc-head|head)>([\s\S]*?)<\/\1>/g, (_m, _tag: string, inner: string) => {
      head += inner
      return ''
    })
  return { html, head }
}

/** The stylesheets among a page's imported assets (CompiledPage.styles), each once, in import order. */
export function stylesOf(assets: ImportedAsset[]): { styles?: string[] } {
  const styles = [...new Set(assets.filter((a) => a.stylesheet).map((a) => a.to))]
  return styles.length ? { styles } : {}
}

/** A component that threw while the page was rendered. */
export function renderError(err: unknown, file: string): MarkdownError {
  const message = (err as Error).message ?? String(err)
  const missing = /Expected component `([^`]+)` to be defined/.exec(message)
  if (missing)
    return new MarkdownError(`The component <${missing[1]}> is neither imported nor provided by the theme`, {
      file,
      cause: err,
      hint: `Import it, or export it from this file. The theme provides without import: ${Object.keys(MDX_GLOBALS).join(', ')}.`,
    })
  const stack = (err as Error).stack
    ?.split('\n')
    .find((l) => /at [A-Z]\w*/.test(l))
    ?.trim()
    .replace(/^at (\S+).*$/, '$1')
  return new MarkdownError(
    `A component threw while rendering${stack ? ` (${stack})` : ''}: ${message.split('\n')[0]}`,
    { file, cause: err, hint: 'Fix the component or the props the page gives it.' },
  )
}
