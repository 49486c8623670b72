/**
 * What markdown's own syntax made, told apart from HTML and JSX elements of the same names, in a
 * Docusaurus project, whose plugins read only markdown's: headings (`## x`, for its heading-id
 * and TOC plugins: rehype-headings.ts `markdownOnly`) and images (`![](x)`, which its image
 * transform sizes: rehype-image-size.ts `markdownOnly`). One walk, at the place of Docusaurus's
 * own plugins in the list (before the site's remarkPlugins: what those add is not markdown's
 * own there either); the marks are properties the rehype plugins take off.
 */
import type { Root as MdastRoot } from 'mdast'
import type { Node } from 'unist'
import { visit } from './walk.js'

/** The property of markdown's own headings (hast), which rehypeHeadings takes off. */
export const HEADING_MARK = 'dataCwcMarkdownHeading'
/** The property of markdown's own images (hast), which rehypeImageSize takes off. */
export const IMAGE_MARK = 'dataCwcMarkdownImage'

export function remarkMarkdownOwn() {
  return (tree: MdastRoot) => {
    visit(tree, (node: Node) => {
      const mark = node.type === 'heading' ? HEADING_MARK : node.type === 'image' ? IMAGE_MARK : null
      if (!mark) return
      const data = ((node as { data?: { hProperties?: Record<string, unknown> } }).data ??= {})
      data.hProperties = { ...data.hProperties, [mark]: true }
    })
  }
}
