/** The authors (R13): every author of the authors file, with their title, socials and count of posts. */
import type { BlogAuthorsProps } from '../../generator/core/theme-contract'
import { AuthorCard } from '../components/BlogPostItem/AuthorCard'
import { assetUrl } from '../components/url'
import { BlogShell } from './BlogShell'
import { usePlural, useT } from '../i18n/context'

export function BlogAuthorsPage({ authors, blogSidebar, site, meta }: BlogAuthorsProps) {
  const t = useT()
  const plural = usePlural()
  return (
    <BlogShell blogSidebar={blogSidebar} url={meta.url}>
      <header className="page-header">
        <h1 className="page-header__title">{t('theme.blog.authorsList.pageTitle')}</h1>
      </header>
      <ul className="author-grid">
        {authors.map((author) => (
          <li className="author-grid__item" key={author.key}>
            <AuthorCard
              author={author}
              as="h2"
              extra={plural('theme.blog.post.plurals', author.count, { count: author.count })}
              image={author.imageUrl ? assetUrl(site, author.imageUrl) : null}
            />
          </li>
        ))}
      </ul>
    </BlogShell>
  )
}
