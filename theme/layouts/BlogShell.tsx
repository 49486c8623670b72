/**
 * The blog layout frame: recent-posts sidebar | main (content, TOC on post pages). Pages
 * without a sidebar (archive, authors, tags) get one centred column.
 */
import type { ReactNode } from 'react'
import type { BlogSidebarData, TocItem } from '../../generator/core/theme-contract'
import { BlogSidebar } from '../components/BlogSidebar'
import { TOC } from '../components/TOC'

export interface BlogShellProps {
  blogSidebar?: BlogSidebarData
  url: string
  toc?: TocItem[]
  children: ReactNode
}

export function BlogShell({ blogSidebar, url, toc = [], children }: BlogShellProps) {
  return (
    <div className={blogSidebar ? 'blog-layout' : 'blog-layout blog-layout--wide'}>
      {blogSidebar && <BlogSidebar data={blogSidebar} url={url} />}
      <main id="__main" tabIndex={-1} className="blog-layout__main">
        <div className="blog-layout__content">{children}</div>
        <TOC items={toc} />
      </main>
    </div>
  )
}
