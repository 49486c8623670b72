/** The posts carrying one tag (R17). */
import type { BlogTagProps } from '../../generator/types'
import { BlogPostItem } from '../components/BlogPostItem/BlogPostItem'
import { BlogShell } from './BlogShell'
import { plural, tagsIndexHref } from './text'

export function BlogTagPage({ tag, posts, blogSidebar, site, meta }: BlogTagProps) {
  return (
    <BlogShell blogSidebar={blogSidebar} url={meta.url}>
      <header className="page-header">
        <h1 className="page-header__title">{plural(posts.length, 'post')} tagged with “{tag.label}”</h1>
        <p><a href={tagsIndexHref(tag.href)}>View all tags</a></p>
      </header>
      <div className="blog-post-list">
        {posts.map((post) => <BlogPostItem key={post.href} post={post} site={site} />)}
      </div>
    </BlogShell>
  )
}
