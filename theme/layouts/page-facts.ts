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
    case 'doc':
      return page.doc.hideToc ? [] : page.doc.toc
    case 'page':
      return page.page.hideToc ? [] : page.page.toc
    case 'blogPost':
      return page.post.toc
    default:
      return []
  }
}

/**
 * The `data-*` attributes of `<html>` for a page (also sent as `RouteData.attrs`), and in a
 * Docusaurus project its `class`, as Docusaurus sets it (`docusaurusHtmlClass`): every page of
 * such a site has one, maybe empty, so client navigation replaces the last page's.
 */
export function htmlAttrs(page: PageProps): Record<string, string> {
  return {
    'data-kind': page.kind,
    'data-has-sidebar': String(docSidebarOf(page) !== null),
    'data-has-toc': String(tocOf(page).length > 0),
    ...(page.site.flavour === 'docusaurus' ? { class: docusaurusHtmlClass(page) } : {}),
  }
}

/**
 * The classes Docusaurus puts on `<html>` (its `ThemeClassNames` and the plugin's own), which a
 * site's CSS targets (`html.docs-doc-page`, `.plugin-blog .markdown`, `.docs-doc-id-intro`):
 * the plugin (`plugin-docs plugin-id-default`), the wrapper of its pages, the page kind, the docs
 * version and doc id; a React page adds what its `<HtmlClassNameProvider>` and its Layout's
 * `wrapperClassName` name (the wrapper's class is here, where client navigation updates it).
 */
export function docusaurusHtmlClass(page: PageProps): string {
  const version = page.site.version.name
  // Another docs plugin instance is a version named `docs:<id>` (stages/versions.ts), its only version `current`.
  const instance = version.startsWith('docs:') ? version.slice(5) : null
  const docs = (...kind: string[]) => [
    'docs-wrapper',
    'plugin-docs',
    `plugin-id-${instance ?? 'default'}`,
    `docs-version-${instance ? 'current' : version}`,
    ...kind,
  ]
  const blog = (...kind: string[]) => ['blog-wrapper', ...kind, 'plugin-blog', 'plugin-id-default']
  const classes = ((): string[] => {
    switch (page.kind) {
      case 'doc':
        return docs('docs-doc-page', `docs-doc-id-${page.doc.id}`)
      case 'docCategory':
        return docs('docs-doc-page')
      case 'docsTags':
        return docs('docs-tags-list-page')
      case 'docsTag':
        return docs('docs-tags-doc-list-page')
      case 'blogList':
        return blog('blog-list-page')
      case 'blogPost':
        return blog('blog-post-page')
      case 'blogTags':
        return blog('blog-tags-list-page')
      case 'blogTag':
        return blog('blog-tags-post-list-page')
      case 'blogAuthors':
        return blog('blog-authors-list-page')
      case 'blogAuthor':
        return blog('blog-authors-posts-page')
      case 'blogArchive':
        return ['plugin-blog', 'plugin-id-default']
      case 'page':
        return [
          ...(page.page.react ? [] : ['mdx-wrapper', 'mdx-page']),
          'plugin-pages',
          'plugin-id-default',
          ...(page.page.htmlClassName ?? '').split(/\s+/),
        ]
      case 'notFound':
        return []
    }
  })()
  return [...new Set(classes.filter(Boolean))].join(' ')
}

/** Whether a page's body brings its own h1 (then the layout adds none). */
export function bodyHasH1(html: string): boolean {
  return /<h1[\s>]/i.test(html)
}
