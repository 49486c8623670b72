/** The blog list (R11): newest first, each post cut at its truncate marker with "Read more". */
import type { BlogListProps } from '../../generator/core/theme-contract'
import { BlogPaginator } from '../components/BlogPaginator'
import { BlogPostItem } from '../components/BlogPostItem/BlogPostItem'
import { BlogShell } from './BlogShell'

export function BlogListPage({ list, blogSidebar, site, meta }: BlogListProps) {
  return (
    <BlogShell blogSidebar={blogSidebar} url={meta.url}>
      <header className="page-header">
        <h1 className="page-header__title">{list.title}</h1>
        {meta.description && <p className="page-header__lead">{meta.description}</p>}
      </header>
      <div className="blog-post-list">
        {list.posts.map((post) => (
          <BlogPostItem key={post.href} post={post} site={site} />
        ))}
      </div>
      <BlogPaginator newer={list.prev} older={list.next} kind="list" />
    </BlogShell>
  )
}
