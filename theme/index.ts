/**
 * The theme contract: the `Document` around every page and one layout per page kind (E4).
 * The render stage looks up `layouts[route.kind]` and renders it with `route.props`.
 */
import type { ComponentType } from 'react'
import type { DocumentProps, PageKind, Sidebar } from '../generator/core/theme-contract'
import { DocSidebarFull } from './components/DocSidebar/DocSidebar'
import { sidebarView } from './components/DocSidebar/SidebarItem'
import { Document } from './Document'
import { BlogArchivePage } from './layouts/BlogArchivePage'
import { BlogAuthorPage } from './layouts/BlogAuthorPage'
import { BlogAuthorsPage } from './layouts/BlogAuthorsPage'
import { BlogListPage } from './layouts/BlogListPage'
import { BlogPostPage } from './layouts/BlogPostPage'
import { BlogTagPage } from './layouts/BlogTagPage'
import { BlogTagsPage } from './layouts/BlogTagsPage'
import { DocCategoryPage } from './layouts/DocCategoryPage'
import { DocPage } from './layouts/DocPage'
import { DocsTagPage } from './layouts/DocsTagPage'
import { DocsTagsPage } from './layouts/DocsTagsPage'
import { MarkdownPage } from './layouts/MarkdownPage'
import { NotFoundPage } from './layouts/NotFoundPage'

export { htmlAttrs } from './layouts/page-facts'
export { CrashPage } from './components/ErrorPage/CrashPage'
export { PageError } from './components/ErrorPage/PageError'

/** Props of the document shell (in the theme's contract, generator/core/theme-contract.ts). */
export type { DocumentProps }

/** What a theme provides to the render stage. */
export interface Theme {
  Document: ComponentType<DocumentProps>
  // `any`: each layout takes its own `PagePropsMap[K]`; a mapped type over PageKind would be
  // exact but makes `layouts[route.kind]` uncallable with the `PageProps` union in render.
  // biome-ignore lint/suspicious/noExplicitAny: see above
  layouts: Partial<Record<PageKind, ComponentType<any>>>
  /** The full docs sidebar, written once per sidebar as `__data/persist/sidebar-{id}.html`. */
  SidebarFull?: ComponentType<{ sidebar: Sidebar }>
  /**
   * What a page at `url` shows of its sidebar, as data that changes whenever that part of the
   * rendered page does (the render cache keys pages by it instead of by the whole sidebar).
   */
  sidebarView?: (sidebar: Sidebar, url: string) => unknown
}

export const theme: Theme = {
  Document,
  SidebarFull: DocSidebarFull,
  sidebarView,
  layouts: {
    doc: DocPage,
    docCategory: DocCategoryPage,
    blogList: BlogListPage,
    blogPost: BlogPostPage,
    blogArchive: BlogArchivePage,
    blogAuthors: BlogAuthorsPage,
    blogAuthor: BlogAuthorPage,
    blogTags: BlogTagsPage,
    blogTag: BlogTagPage,
    docsTags: DocsTagsPage,
    docsTag: DocsTagPage,
    page: MarkdownPage,
    notFound: NotFoundPage,
  },
}
