/** Recent posts grouped by year (L9), left of blog pages. */
import type { BlogSidebarData } from '../../generator/core/theme-contract'
import { useT } from '../i18n/context'
import { sameUrl } from './url'

export function BlogSidebar({ data, url }: { data: BlogSidebarData; url: string }) {
  const t = useT()
  return (
    <div className="blog-layout__sidebar">
      <nav className="blog-sidebar" aria-label={t('theme.blog.sidebar.navAriaLabel')}>
        <h2 className="blog-sidebar__title">{data.title}</h2>
        {data.groups.map((group) => (
          <section className="blog-sidebar__group" key={group.year}>
            <h3 className="blog-sidebar__year">{group.year}</h3>
            <ul className="blog-sidebar__list">
              {group.items.map((item) => {
                const current = sameUrl(item.href, url)
                return (
                  <li key={item.href}>
                    <a
                      className={current ? 'blog-sidebar__link blog-sidebar__link--active' : 'blog-sidebar__link'}
                      href={item.href}
                      aria-current={current ? 'page' : undefined}
                    >
                      {item.title}
                    </a>
                  </li>
                )
              })}
            </ul>
          </section>
        ))}
      </nav>
    </div>
  )
}
