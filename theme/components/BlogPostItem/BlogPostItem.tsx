/**
 * A blog post, whole (post page) or as a list entry with its excerpt and "Read more" when it
 * was truncated at `<!-- truncate -->` (R11, R15).
 */
import type { ReactNode } from 'react'
import type { PostSummary, SiteData } from '../../../generator/core/theme-contract'
import { Link } from '../Link'
import { TagList } from '../TagList'
import { BlogPostHeader } from './BlogPostHeader'
import { useT } from '../../i18n/context'

export interface BlogPostItemProps {
  post: PostSummary
  site: SiteData
  /** Full HTML on the post page; absent in lists (the excerpt is shown). */
  html?: string
  /** Shown between the header (title, date, authors) and the body: the mobile "On this page" box. */
  beforeBody?: ReactNode
  /** "Edit this page" link (post page only; `blog.editUrl`). */
  editUrl?: string | null
  /** `lang` and `dir` of an untranslated post's stand-in body and title (the default locale's). */
  bodyLanguage?: { lang?: string; dir?: 'ltr' | 'rtl' }
}

export function BlogPostItem({ post, site, html, beforeBody, editUrl, bodyLanguage }: BlogPostItemProps) {
  const t = useT()
  const isPage = html !== undefined
  return (
    <article className={isPage ? 'blog-post blog-post--page' : 'blog-post'}>
      <BlogPostHeader post={post} site={site} isPage={isPage} titleLanguage={bodyLanguage} />
      {beforeBody && <div data-pagefind-ignore="all">{beforeBody}</div>}
      <div
        className="markdown blog-post__body"
        {...bodyLanguage}
        dangerouslySetInnerHTML={{ __html: html ?? post.excerptHtml }}
      />
      {(post.tags.length > 0 || (!isPage && post.truncated) || (isPage && editUrl)) && (
        <footer className="blog-post__footer">
          <TagList tags={post.tags} />
          {isPage && editUrl && (
            <Link className="blog-post__edit" href={editUrl}>
              {t('theme.common.editThisPage')}
            </Link>
          )}
          {!isPage && post.truncated && (
            <a
              className="blog-post__read-more"
              href={post.href}
              aria-label={t('theme.blog.post.readMoreLabel', { title: post.title })}
            >
              {t('theme.blog.post.readMore')}
            </a>
          )}
        </footer>
      )}
    </article>
  )
}
