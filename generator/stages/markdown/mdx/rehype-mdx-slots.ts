/**
 * Where an imported partial (`import Part from './_part.mdx'`) is used, in terms of the TOC:
 * for each `<Part />`, the number of TOC headings before it. The compiler splices the
 * partial's headings in there, so they join the page's TOC in reading order.
 */
import type { Element, Root } from 'hast'
import type { VFile } from 'vfile'
import { visit } from '../walk.js'

declare module 'vfile' {
  interface DataMap {
    mdxSlots: { name: string; index: number }[]
  }
}

export function rehypeMdxSlots() {
  return (tree: Root, file: VFile) => {
    const partials = new Set(
      (file.data.mdxImports ?? [])
        .filter((i) => /\.mdx?$/i.test(i.specifier))
        .flatMap((i) => i.bindings.map((b) => b.local)),
    )
    if (!partials.size) return
    const slots: { name: string; index: number }[] = []
    let seen = 0
    visit(tree, (node) => {
      if (node.type === 'element') {
        const el = node as Element
        // A TOC heading is an h2–h6 that rehype-headings gave an id and an anchor.
        if (/^h[2-6]$/.test(el.tagName) && typeof el.properties.id === 'string') seen++
        return
      }
      if (
        (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') &&
        partials.has((node as { name?: string }).name ?? '')
      ) {
        slots.push({ name: (node as unknown as { name: string }).name, index: seen })
      }
    })
    file.data.mdxSlots = slots
  }
}
