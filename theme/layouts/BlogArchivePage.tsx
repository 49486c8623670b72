/** The archive (R12): every post, grouped by year, newest first. */
import type { BlogArchiveProps } from '../../generator/core/theme-contract'
import { useT } from '../i18n/context'
import { BlogShell } from './BlogShell'

export function BlogArchivePage({ archive, meta }: BlogArchiveProps) {
  const t = useT()
  return (
    <BlogShell url={meta.url}>
      <header className="page-header">
        <h1 className="page-header__title">{t('theme.blog.archive.title')}</h1>
        <p className="page-header__lead">{t('theme.blog.archive.description')}</p>
      </header>
      {archive.map((group) => (
        <section className="archive-year" key={group.year} aria-labelledby={`year-${group.year}`}>
          <h2 className="archive-year__title" id={`year-${group.year}`}>{group.year}</h2>
          <ul className="archive-year__list">
            {group.posts.map((post) => (
              <li className="archive-year__item" key={post.href}>
                <time className="archive-year__date" dateTime={post.date}>{post.formattedDate}</time>
                <a className="archive-year__link" href={post.href}>{post.title}</a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </BlogShell>
  )
}
