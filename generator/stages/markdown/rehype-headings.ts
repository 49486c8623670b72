/**
 * Give each heading without an id one (GitHub's slugs, unique per document, in document order:
 * what rehype-slug does, done in this same walk), collect headings (id, text, depth) into
 * `file.data.headings` for the TOC, every element id into `file.data.ids` for anchor checks,
 * and append a `#` anchor link to h2–h6 (not to a heading inside a link: a link in a link is
 * split by the browser). A blog post's content title (an h1 that is its first heading, above
 * any `---`) is taken out of its body, as Docusaurus's blog does (`removeContentTitle`): the
 * post's header shows the title, in the post and in the blog list.
 *
 * With `markdownOnly` (a Docusaurus project), only markdown's own headings (`## x`, marked by
 * markdown-own.ts `remarkMarkdownOwn`) are treated so, as Docusaurus's heading-id and TOC plugins read only
 * those: an HTML or JSX heading (`<h3>View</h3>`) keeps what its author wrote — no id made up, no
 * TOC entry — and gets the `#` link only with an id of its author's, as Docusaurus's Heading
 * component gives one. react-native-website's component cards (`<a href="./view"><h3>View</h3>
 * <p>…</p></a>`) were empty boxes with a made-up id and link, and 66 pages had TOC entries its
 * readers never saw.
 */
import type { Element, ElementContent, Parent, Root } from 'hast'
import GithubSlugger from 'github-slugger'
import { toHtml } from 'hast-util-to-html'
import { toString } from 'hast-util-to-string'
import { HEADING_MARK } from './markdown-own.js'
import { visit } from './walk.js'
import type { VFile } from 'vfile'
import type { TocItem } from '../../core/types.js'

const HEADING_RE = /^h([1-6])$/

/** Options of rehypeHeadings. */
export interface HeadingsOptions {
  /** The anchor link's label, `{heading}` standing for the heading's text (the locale's
   * `theme.common.headingLinkTitle`). @default 'Direct link to {heading}' */
  linkLabel?: string
  /** Only headings `remarkMarkdownOwn` marked get a made-up id and a TOC entry (a Docusaurus project). */
  markdownOnly?: boolean
}

/**
 * A heading's content as HTML for its TOC entry, as Docusaurus's TOC shows it (inline code, emphasis,
 * a label badge written as JSX): null when it is text alone, or holds what is not HTML yet (JSX
 * React renders later), whose text the entry shows instead.
 */
function contentHtml(node: Element): string | null {
  if (node.children.every((c) => c.type === 'text')) return null
  let html = true
  visit(node, (n) => {
    if (n.type !== 'element' && n.type !== 'text' && n.type !== 'comment') {
      html = false
      return false
    }
  })
  if (!html) return null
  // A link in the heading is its text in the entry, as in Docusaurus's TOC: the entry is a link itself.
  const children = unlinked(node.children)
  return children.every((c) => c.type === 'text') ? null : toHtml({ type: 'root', children }).trim()
}

/** A copy of the nodes with each `<a>` replaced by its content. */
function unlinked(nodes: ElementContent[]): ElementContent[] {
  return nodes.flatMap((n) =>
    n.type !== 'element' ? [n] : n.tagName === 'a' ? unlinked(n.children) : [{ ...n, children: unlinked(n.children) }],
  )
}

/** Collect headings and ids; add anchor links. */
export function rehypeHeadings(options: HeadingsOptions = {}) {
  const label = options.linkLabel ?? 'Direct link to {heading}'
  const hashLink = (id: string, text: string): Element => ({
    type: 'element',
    tagName: 'a',
    properties: { className: ['hash-link'], href: `#${id}`, ariaLabel: label.replace('{heading}', () => text) },
    children: [{ type: 'text', value: '#' }],
    // The theme's, as Docusaurus's Heading draws it: MDX gives it to no `a` of the site's MDXComponents.
    data: { _mdxExplicitJsx: true },
  })
  return (tree: Root, file: VFile) => {
    const headings: TocItem[] = []
    const ids: string[] = []
    let h1: string | null = null
    let opensWithH1: boolean | null = null
    const slugger = new GithubSlugger()
    let contentTitle: { node: Element; parent: Parent } | null = null
    // Headings inside a link (found when the walk reaches the link: it goes in document order).
    const inLink = new Set<Element>()
    visit(tree, 'element', (node: Element, _index, parent) => {
      // Docusaurus's content title is an h1 that is the first heading above the first thematic break.
      if (node.tagName === 'hr') {
        opensWithH1 ??= false
        return
      }
      if (node.tagName === 'a')
        visit(node, 'element', (inner: Element) => {
          if (HEADING_RE.test(inner.tagName)) inLink.add(inner)
        })
      const m = HEADING_RE.exec(node.tagName)
      const markdown = m !== null && (!options.markdownOnly || node.properties[HEADING_MARK] !== undefined)
      if (m) delete node.properties[HEADING_MARK]
      const raw = m ? toString(node) : ''
      if (markdown && !node.properties.id) node.properties.id = slugger.slug(raw)
      // Docusaurus's Heading renders a markdown h1 without its id (its slug still counts for the others'): a
      // Docusaurus project's.
      if (markdown && options.markdownOnly && m![1] === '1') delete node.properties.id
      const id = node.properties?.id
      if (typeof id === 'string') ids.push(id)
      if (!m) return
      const depth = Number(m[1])
      const text = raw.trim()
      if (!markdown) {
        // An HTML or JSX heading (markdownOnly): its author's id gets the link, nothing joins the TOC.
        if (depth > 1 && typeof id === 'string' && !inLink.has(node)) node.children.push(hashLink(id, text))
        return
      }
      if (opensWithH1 === null && depth === 1 && parent) contentTitle = { node, parent: parent as Parent }
      opensWithH1 ??= depth === 1
      if (depth === 1) {
        h1 ??= text
        return
      }
      if (typeof id !== 'string') return
      const html = contentHtml(node)
      headings.push(html === null ? { id, text, depth } : { id, text, html, depth })
      if (!inLink.has(node)) node.children.push(hashLink(id, text))
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
