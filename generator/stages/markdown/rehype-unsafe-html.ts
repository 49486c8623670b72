/**
 * Raw HTML in content is allowed (authors need it), but anything that runs script is refused
 * unless the site opts in with `markdown: { allowScripts: true }`: `<script>`, `on*=` event
 * handlers, `javascript:`/`vbscript:` URLs, `data:` documents in frames, `srcdoc`, `<base>`.
 * Each one becomes a fatal message (file, line, what to do); compileMarkdown throws them
 * together. Links and images (`a[href]`, `img[src]`) are left to the link check (E3), which
 * refuses unsafe schemes there, so each problem is reported once.
 */
import type { Element, Root, RootContent } from 'hast'
import type { VFile } from 'vfile'

/** Options of rehypeUnsafeHtml. */
export interface UnsafeHtmlOptions {
  /** Keep scripts, handlers and script URLs (the site trusts its authors). @default false */
  allowScripts?: boolean
}

/** Properties (hast names) that hold a URL the browser may navigate to or load. */
const URL_PROPS = new Set([
  'href',
  'src',
  'action',
  'formAction',
  'data',
  'xLinkHref',
  'poster',
  'cite',
  'background',
  'codeBase',
  'longDesc',
  'manifest',
  'icon',
  'ping',
])
/** Elements whose `src`/`data` loads a document (a `data:` URL there is a script context). */
const FRAME_TAGS = new Set(['iframe', 'frame', 'object', 'embed'])
const SCRIPT_URL_RE = /^(?:javascript|vbscript):/i
const HINT =
  'Remove it, or if this site trusts its authors to run scripts, set `markdown: { allowScripts: true }` in site.config.ts.'

/** Report script-running HTML as fatal messages on the file. */
export function rehypeUnsafeHtml(options: UnsafeHtmlOptions = {}) {
  return (tree: Root, file: VFile) => {
    if (options.allowScripts) return
    const report = (node: Element, what: string) => {
      const msg = file.message(`${what} in content is not allowed`, {
        place: node.position?.start,
        ruleId: 'unsafe-html',
        source: 'cwc',
      })
      msg.fatal = true
      msg.note = HINT
    }
    // An explicit stack: raw HTML can nest deeper than recursion allows, and <template>
    // contents live in `content`, which unist-util-visit does not enter.
    const stack: (Root | RootContent)[] = [tree]
    while (stack.length) {
      const node = stack.pop()!
      if (node.type === 'element') {
        checkElement(node, report)
        if (node.content) stack.push(node.content)
      }
      // document order
      if ('children' in node) for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i]!)
    }
  }
}

function checkElement(node: Element, report: (node: Element, what: string) => void): void {
  const tag = node.tagName.toLowerCase()
  if (tag === 'script') return report(node, '`<script>`')
  if (tag === 'base') return report(node, '`<base>`') // it would redirect the page's scripts and route data
  for (const [key, value] of Object.entries(node.properties ?? {})) {
    if (/^on/i.test(key)) {
      report(node, `The event-handler attribute \`${attrName(key)}\` on \`<${tag}>\``)
      continue
    }
    if (key === 'srcDoc') {
      report(node, `\`srcdoc\` on \`<${tag}>\``)
      continue
    }
    if (typeof value !== 'string') continue
    // Browsers ignore ASCII whitespace and control characters inside the scheme.
    const url = value.replace(/[\u0000-\u0020]/g, '')
    const linkChecked = (tag === 'a' && key === 'href') || (tag === 'img' && key === 'src')
    if (URL_PROPS.has(key) && !linkChecked && SCRIPT_URL_RE.test(url))
      report(node, `A \`${url.slice(0, url.indexOf(':') + 1)}\` URL in \`${attrName(key)}\` on \`<${tag}>\``)
    else if (FRAME_TAGS.has(tag) && (key === 'src' || key === 'data') && /^data:(?!image\/)/i.test(url))
      report(node, `A \`data:\` document in \`${key}\` on \`<${tag}>\``)
    else if (tag === 'meta' && key === 'content' && /url\s*=\s*['"]?\s*(?:javascript|vbscript|data):/i.test(value))
      report(node, 'A `<meta>` refresh to a script URL')
    else if ((tag === 'animate' || tag === 'set') && key === 'attributeName' && /href$/i.test(value))
      report(node, `An SVG \`<${tag}>\` of \`${value}\``)
  }
}

/** The HTML attribute name of a hast property name (`onClick` → `onclick`, `xLinkHref` → `xlink:href`). */
function attrName(key: string): string {
  return key === 'xLinkHref' ? 'xlink:href' : key.toLowerCase()
}
