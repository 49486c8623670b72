/**
 * A site's swizzled `Root` (`src/theme/Root.js`): Docusaurus renders it around the whole app, once,
 * and keeps it mounted across navigation — a cookie banner, a feedback button, a bar above the
 * navbar, an effect that starts analytics. Here it is drawn around every page's body:
 *
 *   <cwc-root-frame style="display:contents">   ← Root's own elements before its children
 *     <cwc-root style="display:contents"> the page: navbar, layout, footer </cwc-root>
 *   </cwc-root-frame>                              ← … and after them
 *
 * The build renders Root with `RootChildren` as its children and splits the HTML there
 * (generator/stages/client/site-root.ts); render.ts puts the page inside. In the browser, when Root
 * needs it, `hydrateSiteRoot` hydrates the frame: `RootChildren` renders an element whose content
 * React leaves alone (`dangerouslySetInnerHTML`, as the islands' code partials), so the page's
 * DOM, its islands and the router's swaps inside it are never React's. Should hydration fail and
 * React draw Root afresh, the page's nodes are moved into the new element as they were.
 */
import { createElement, useLayoutEffect, useRef, type ComponentType, type ReactNode } from 'react'

/** The element around the page and Root's own elements (React's container in the browser). */
export const ROOT_FRAME_TAG = 'cwc-root-frame'
/** The element Root gets as its children: the page's body. */
export const ROOT_CHILDREN_TAG = 'cwc-root'

/** The page's nodes, taken before hydration (see RootChildren). */
let pageNodes: Node[] = []

/** What Root gets as `children`: one element, empty as React sees it, that holds the page. */
export function RootChildren() {
  const ref = useRef<HTMLElement>(null)
  useLayoutEffect(() => {
    const el = ref.current
    if (el && !el.hasChildNodes() && pageNodes.length) el.append(...pageNodes)
  }, [])
  return createElement(ROOT_CHILDREN_TAG, {
    ref,
    style: { display: 'contents' },
    suppressHydrationWarning: true,
    dangerouslySetInnerHTML: { __html: '' },
  })
}

/** Hydrate the page's Root frame (the islands bundle's `root` entry); nothing on a page without one. */
export function hydrateSiteRoot(
  Root: ComponentType<{ children?: ReactNode }>,
  hydrate: (container: Element, element: ReactNode) => unknown,
): void {
  const frame = document.querySelector(ROOT_FRAME_TAG)
  const hole = frame?.querySelector(`:scope > ${ROOT_CHILDREN_TAG}`)
  if (!frame || !hole) return
  pageNodes = [...hole.childNodes]
  hydrate(frame, createElement(Root, null, createElement(RootChildren)))
}
