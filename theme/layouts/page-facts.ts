/**
 * Page-level facts derived from props, shared by `Document` (the `<html>` data attributes,
 * DOM.md) and the layouts, so CSS can lay a page out before any script runs.
 */
import type { PageProps, Sidebar, TocItem } from '../../generator/core/theme-contract'

/** Page kinds rendered in the docs layout (docs sidebar, breadcrumbs). */
export const DOC_KINDS = ['doc', 'docCategory', 'docsTags', 'docsTag'] as const

/** The docs sidebar the page shows, or null. */
export function docSidebarOf(page: PageProps): Sidebar | null {
  return 'sidebar' in page ? page.sidebar : null
}

/** TOC items the page shows in its TOC (empty when hidden). */
export function tocOf(page: PageProps): TocItem[] {
  switch (page.kind) {
    case 'doc': return page.doc.hideToc ? [] : page.doc.toc
    case 'page': return page.page.hideToc ? [] : page.page.toc
    case 'blogPost': return page.post.toc
    default: return []
  }
}

/** The `data-*` attributes of `<html>` for a page (also sent as `RouteData.attrs`). */
export function htmlAttrs(page: PageProps): Record<string, string> {
  return {
    'data-kind': page.kind,
    'data-has-sidebar': String(docSidebarOf(page) !== null),
    'data-has-toc': String(tocOf(page).length > 0),
  }
}

/** Whether a page's body brings its own h1 (then the layout adds none). */
export function bodyHasH1(html: string): boolean {
  return /<h1[\s>]/i.test(html)
}
