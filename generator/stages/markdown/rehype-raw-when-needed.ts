/**
 * rehype-raw, run only on documents that contain raw HTML. rehype-raw re-parses the whole
 * tree with parse5 (about 5 % of a build's markdown time), which is wasted on the many
 * documents without any HTML in them.
 */
import type { Root } from 'hast'
import rehypeRaw from 'rehype-raw'
import type { VFile } from 'vfile'

/** Whether any node of the tree is a `raw` node. */
export function hasRaw(node: { type: string; children?: unknown[] }): boolean {
  if (node.type === 'raw') return true
  return (node.children as { type: string; children?: unknown[] }[] | undefined)?.some(hasRaw) ?? false
}

/** rehype-raw if the document has raw HTML, else nothing. */
export function rehypeRawWhenNeeded() {
  const raw = rehypeRaw() as unknown as (tree: Root, file: VFile) => Root
  return (tree: Root, file: VFile) => (hasRaw(tree) ? raw(tree, file) : undefined)
}
