/**
 * Give each heading without an id one (GitHub's slugs, unique per document, in document order:
 * what rehype-slug does, done in this same walk), collect headings (id, text, depth) into
 * `file.data.headings` for the TOC, every element id into `file.data.ids` for anchor checks,
 * and append a `#` anchor link to h2–h6. A blog post's content title (an h1 that is its first
 * heading, above any `---`) is taken out of its body, as Docusaurus's blog does (`removeContentTitle`):
 * the post's header shows the title, in the post and in the blog list.
 */
import type { Element, Parent, Root } from 'hast'
import GithubSlugger from 'github-slugger'
import { toString } from 'hast-util-to-string'
import { visit } from './walk.js'
import type { VFile } from 'vfile'
import type { TocItem } from '../../core/types.js'

const HEADING_RE = /^h([1-6])$/

/** Options of rehypeHeadings. */
export interface HeadingsOptions {
  /** The anchor link's label, `{heading}` standing for the heading's text (the locale's `theme.common.headingLinkTitle`). @default 'Direct link to {heading}' */
  linkLabel?: string
}

/** Collect headings and ids; add anchor links. */
export function rehypeHeadings(options: HeadingsOptions = {}) {
  const label = options.linkLabel ?? 'Direct link to {heading}'
  return (tree: Root, file: VFile) => {
    const headings: TocItem[] = []
    const ids: string[] = []
    let h1: string | null = null
    let opensWithH1: boolean | null = null
    const slugger = new GithubSlugger()
    let contentTitle: { node: Element; parent: Parent } | null = null
    visit(tree, 'element', (node: Element, _index, parent) => {
      // Docusaurus's content title is an h1 that is the first heading above the first thematic break.
      if (node.tagName === 'hr') { opensWithH1 ??= false; return }
      const m = HEADING_RE.exec(node.tagName)
      const raw = m ? toString(node) : ''
      if (m && !node.properties.id) node.properties.id = slugger.slug(raw)
      const id = node.properties?.id
      if (typeof id === 'string') ids.push(id)
      if (!m) return
      const depth = Number(m[1])
      const text = raw.trim()
      if (opensWithH1 === null && depth === 1 && parent) contentTitle = { node, parent: parent as Parent }
      opensWithH1 ??= depth === 1
      if (depth === 1) { h1 ??= text; return }
      if (typeof id !== 'string') return
      headings.push({ id, text, depth })
      node.children.push({
        type: 'element', tagName: 'a',
        properties: { className: ['hash-link'], href: `#${id}`, ariaLabel: label.replace('{heading}', () => text) },
        children: [{ type: 'text', value: '#' }],
      })
    })
    if (contentTitle && (file.data as { source?: { kind?: string } }).source?.kind === 'post') {
      const { node, parent } = contentTitle as { node: Element; parent: Parent }
      parent.children.splice(parent.children.indexOf(node), 1)
      const id = node.properties.id
      if (typeof id === 'string') ids.splice(ids.indexOf(id), 1)
    }
    file.data.headings = headings
    file.data.ids = ids
    file.data.h1 = h1
    file.data.opensWithH1 = opensWithH1 === true
  }
}
