/** A post's header: title (h1 on the post page, linked h2 in lists), date · reading time, authors. */
import type { PostSummary, SiteData } from '../../../generator/core/theme-contract'
import { usePlural } from '../../i18n/context'
import { assetUrl } from '../url'
import { AuthorCard } from './AuthorCard'

export function BlogPostHeader({
  post,
  site,
  isPage,
  titleLanguage,
}: {
  post: PostSummary
  site: SiteData
  isPage: boolean
  titleLanguage?: { lang?: string; dir?: 'ltr' | 'rtl' }
}) {
  const plural = usePlural()
  return (
    <header className="blog-post__header">
      {isPage ? (
        <h1 className="blog-post__title" {...titleLanguage}>
          {post.title}
        </h1>
      ) : (
        <h2 className="blog-post__title">
          <a href={post.href}>{post.title}</a>
        </h2>
      )}
      <p className="blog-post__meta">
        <time dateTime={post.date}>{post.formattedDate}</time>
        {/* Absent with `blog.showReadingTime: false`. */}
        {post.readingTime !== undefined && (
          <>
            <span aria-hidden="true"> · </span>
            <span>
              {plural('theme.blog.post.readingTime.plurals', Math.ceil(post.readingTime), {
                readingTime: Math.ceil(post.readingTime),
              })}
            </span>
          </>
        )}
      </p>
      {post.authors.length > 0 && (
        <div className="blog-post__authors">
          {post.authors.map((author, i) => (
            <AuthorCard
              key={author.key ?? `inline-${i}`}
              author={author}
              image={author.imageUrl ? assetUrl(site, author.imageUrl) : null}
            />
          ))}
        </div>
      )}
    </header>
  )
}
