/** The posts carrying one tag (R17), postsPerPage to a page; the tag's description from tags.yml under the title. */
import type { BlogTagProps } from '../../generator/core/theme-contract'
import { BlogPaginator } from '../components/BlogPaginator'
import { BlogPostItem } from '../components/BlogPostItem/BlogPostItem'
import { BlogShell } from './BlogShell'
import { usePlural, useT } from '../i18n/context'

export function BlogTagPage({ tag, allTagsHref, posts, pager, blogSidebar, site, meta }: BlogTagProps) {
  const t = useT()
  const plural = usePlural()
  const count = tag.count ?? posts.length
  return (
    <BlogShell blogSidebar={blogSidebar} url={meta.url}>
      <header className="page-header">
        <h1 className="page-header__title">
          {t('theme.blog.tagTitle', {
            nPosts: plural('theme.blog.post.plurals', count, { count }),
            tagName: tag.label,
          })}
        </h1>
        {tag.description && <p className="page-header__description">{tag.description}</p>}
        <p>
          <a href={allTagsHref}>{t('theme.tags.tagsPageLink')}</a>
        </p>
      </header>
      <div className="blog-post-list">
        {posts.map((post) => (
          <BlogPostItem key={post.href} post={post} site={site} />
        ))}
      </div>
      <BlogPaginator newer={pager.prev} older={pager.next} kind="list" />
    </BlogShell>
  )
}
