/** One author's posts (R14): author card as the page heading, their description, then the posts, postsPerPage
 * to a page. */
import type { BlogAuthorProps } from '../../generator/core/theme-contract'
import { BlogPaginator } from '../components/BlogPaginator'
import { AuthorCard } from '../components/BlogPostItem/AuthorCard'
import { BlogPostItem } from '../components/BlogPostItem/BlogPostItem'
import { assetUrl, authorsHref } from '../components/url'
import { BlogShell } from './BlogShell'
import { usePlural, useT } from '../i18n/context'

export function BlogAuthorPage({ author, posts, pager, blogSidebar, site, meta }: BlogAuthorProps) {
  const t = useT()
  const plural = usePlural()
  const allAuthors = authorsHref(site)
  return (
    <BlogShell blogSidebar={blogSidebar} url={meta.url}>
      <header className="page-header page-header--author">
        <AuthorCard
          author={author}
          onOwnPage
          as="h1"
          extra={plural('theme.blog.post.plurals', author.count, { count: author.count })}
          image={author.imageUrl ? assetUrl(site, author.imageUrl) : null}
        />
        {author.description && <p className="page-header__description">{author.description}</p>}
        {allAuthors && (
          <p>
            <a href={allAuthors}>{t('theme.blog.authorsList.viewAll')}</a>
          </p>
        )}
      </header>
      <div className="blog-post-list">
        {posts.length === 0 && <p>{t('theme.blog.author.noPosts')}</p>}
        {posts.map((post) => (
          <BlogPostItem key={post.href} post={post} site={site} />
        ))}
      </div>
      <BlogPaginator newer={pager.prev} older={pager.next} kind="list" />
    </BlogShell>
  )
}
