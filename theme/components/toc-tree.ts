/** Nest a flat heading list into a tree by depth (L8): an h3 goes under the h2 before it. */
import type { TocItem } from '../../generator/core/theme-contract'

export interface TocNode extends TocItem {
  children: TocNode[]
}

export function nestToc(items: TocItem[]): TocNode[] {
  const root: TocNode[] = []
  const stack: TocNode[] = []
  for (const item of items) {
    const node: TocNode = { ...item, children: [] }
    while (stack.length > 0 && stack[stack.length - 1].depth >= item.depth) stack.pop()
    ;(stack.length > 0 ? stack[stack.length - 1].children : root).push(node)
    stack.push(node)
  }
  return root
}
