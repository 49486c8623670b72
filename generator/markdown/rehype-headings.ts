/**
 * Collect headings (id, text, depth) into `file.data.headings` for the TOC, every element id
 * into `file.data.ids` for anchor checks, and append a `#` anchor link to h2–h6.
 * Runs after rehype-slug, so every heading has an id.
 */
import type { Element, Root } from 'hast'
import { toString } from 'hast-util-to-string'
import { visit } from 'unist-util-visit'
import type { VFile } from 'vfile'
import type { TocItem } from '../types.js'

const HEADING_RE = /^h([1-6])$/

/** Collect headings and ids; add anchor links. */
export function rehypeHeadings() {
  return (tree: Root, file: VFile) => {
    const headings: TocItem[] = []
    const ids: string[] = []
    let h1: string | null = null
    visit(tree, 'element', (node: Element) => {
      const id = node.properties?.id
      if (typeof id === 'string') ids.push(id)
      const m = HEADING_RE.exec(node.tagName)
      if (!m) return
      const depth = Number(m[1])
      const text = toString(node).trim()
      if (depth === 1) { h1 ??= text; return }
      if (typeof id !== 'string') return
      headings.push({ id, text, depth })
      node.children.push({
        type: 'element', tagName: 'a',
        properties: { className: ['hash-link'], href: `#${id}`, ariaLabel: `Direct link to ${text}` },
        children: [{ type: 'text', value: '#' }],
      })
    })
    file.data.headings = headings
    file.data.ids = ids
    file.data.h1 = h1
  }
}
