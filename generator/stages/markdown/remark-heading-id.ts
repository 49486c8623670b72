/** Explicit heading ids: `## Title {#custom-id}` → id "custom-id" (rehype-headings keeps existing ids). */
import type { Heading, Root, Text } from 'mdast'
import { visit } from './walk.js'

const HEADING_ID_RE = /\s*\{#([A-Za-z0-9_-][\w.:-]*)\}\s*$/

/** Strip `{#id}` from heading text and set the heading's id. */
export function remarkHeadingId() {
  return (tree: Root) => {
    visit(tree, 'heading', (node: Heading) => {
      const last = node.children[node.children.length - 1]
      if (last?.type !== 'text') return
      const m = HEADING_ID_RE.exec((last as Text).value)
      if (!m) return
      ;(last as Text).value = (last as Text).value.slice(0, m.index)
      node.data = { ...node.data, hProperties: { ...(node.data?.hProperties ?? {}), id: m[1] } }
    })
  }
}
