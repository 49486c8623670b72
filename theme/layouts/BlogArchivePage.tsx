/**
 * The archive (R12): every post, grouped by year, newest first. A Docusaurus project's is
 * theme-classic's (`site.flavour`): a band with the title and description, then a column per
 * year (three to a row), each post as "Month day - Title", oldest first within its year, as
 * Docusaurus 3 lists them; styled by theme/styles/docusaurus.css.
 */
import type { BlogArchiveProps, PostSummary } from '../../generator/core/theme-contract'
import { useT } from '../i18n/context'
import { messagesFor } from '../i18n/messages'
import { BlogShell } from './BlogShell'

export function BlogArchivePage({ archive, meta, site }: BlogArchiveProps) {
  const t = useT()
  if (site.flavour === 'docusaurus') {
    // theme-classic's description defaults to its title ("Archive"); a site's code.json may give one.
    const own = site.i18n.messages['theme.blog.archive.description']
    const title = t('theme.blog.archive.title')
    return (
      <DocusaurusArchive
        archive={archive}
        lang={site.locale.htmlLang}
        title={title}
        subtitle={own !== messagesFor(site.locale.code)['theme.blog.archive.description'] ? own : title}
      />
    )
  }
  return (
    <BlogShell url={meta.url}>
      <header className="page-header">
        <h1 className="page-header__title">{t('theme.blog.archive.title')}</h1>
        <p className="page-header__lead">{t('theme.blog.archive.description')}</p>
      </header>
      {archive.map((group) => (
        <section className="archive-year" key={group.year} aria-labelledby={`year-${group.year}`}>
          <h2 className="archive-year__title" id={`year-${group.year}`}>
            {group.year}
          </h2>
          <ul className="archive-year__list">
            {group.posts.map((post) => (
              <li className="archive-year__item" key={post.href}>
                <time className="archive-year__date" dateTime={post.date}>
                  {post.formattedDate}
                </time>
                <a className="archive-year__link" href={post.href}>
                  {post.title}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </BlogShell>
  )
}

/**
 * theme-classic's BlogArchivePage (its description, from code.json, defaults to its title), with
 * Infima's classes beside the theme's, so that a site's CSS for `.hero` reaches the band.
 */
function DocusaurusArchive({
  archive,
  lang,
  title,
  subtitle,
}: {
  archive: BlogArchiveProps['archive']
  lang: string
  title: string
  subtitle: string
}) {
  const day = new Intl.DateTimeFormat(lang, { month: 'long', day: 'numeric', timeZone: 'UTC' })
  const label = (post: PostSummary) => `${day.format(new Date(post.date))} - ${post.title}`
  return (
    <main id="__main" tabIndex={-1} className="blog-archive">
      <header className="hero hero--primary blog-archive__hero">
        <div className="container blog-archive__container">
          <h1 className="hero__title blog-archive__title">{title}</h1>
          <p className="hero__subtitle blog-archive__subtitle">{subtitle}</p>
        </div>
      </header>
      <section className="margin-vert--lg blog-archive__years">
        <div className="container blog-archive__container">
          <div className="row blog-archive__row">
            {archive.map((group) => (
              <div className="col col--4 margin-vert--lg blog-archive__year" key={group.year}>
                <h3 id={group.year}>{group.year}</h3>
                <ul>
                  {[...group.posts].reverse().map((post) => (
                    <li key={post.href}>
                      <a href={post.href}>{label(post)}</a>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </div>
      </section>
    </main>
  )
}
